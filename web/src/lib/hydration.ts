/**
 * Whether the browser is rendering on its own yet. The landing page is
 * rendered at build time for a visitor nobody has signed in as, with no
 * data from the API; while React hydrates it, the page must render exactly
 * that (or hydration fails and React starts over). Components showing data
 * that may already be in the browser (who is signed in, the waitlist count)
 * read this and show it from the render right after.
 *
 * A report page the server rendered for its owner (api/src/server/site/
 * ResultPageHtml.ts) was rendered with the person's data, which the browser
 * is given with the page: there, who is signed in is known while hydrating
 * (RenderedWithPersonsData). What only the browser knows (its time zone,
 * what it remembers, its origin) waits for useHydrated either way.
 */
import { createContext, useContext, useSyncExternalStore } from "react"

const nothingToSubscribe = () => () => {}

/** false while rendering ahead of time or hydrating; true in every render after. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  )

/** Whether the HTML being rendered or hydrated was rendered with the signed-in person's data. */
export const RenderedWithPersonsData = createContext(false)

/** Whether who is signed in can be shown: after hydration, or while hydrating a page rendered with it. */
export const usePersonKnown = (): boolean => {
  const hydrated = useHydrated()
  return useContext(RenderedWithPersonsData) || hydrated
}

/** The page's own origin (https://strand.example), once hydrated: the server does not know it. */
export const useBrowserOrigin = (): string =>
  useSyncExternalStore(
    nothingToSubscribe,
    () => globalThis.location.origin,
    () => "",
  )
