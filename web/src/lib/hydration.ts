/**
 * Whether the browser is rendering on its own yet. The landing page is
 * rendered at build time for a visitor nobody has signed in as, with no
 * data from the API; while React hydrates it, the page must render exactly
 * that (or hydration fails and React starts over). Components showing data
 * that may already be in the browser (who is signed in, the waitlist count)
 * read this and show it from the render right after.
 */
import { useSyncExternalStore } from "react"

const nothingToSubscribe = () => () => {}

/** false while rendering ahead of time or hydrating; true in every render after. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  )
