/**
 * The landing page rendered at build time (vite.config.ts runs it after the
 * client build): the HTML that paints the hero and the waitlist form before
 * any JavaScript arrives, for a visitor nobody has signed in as yet. The
 * browser hydrates it (main.tsx). Also the frame the SPA's shell shows for
 * every other page until the app starts.
 */
import { createMemoryHistory } from "@tanstack/react-router"
import { renderToString } from "react-dom/server"
import { App } from "./App.tsx"
import { PendingFrame } from "./features/nav/PendingFrame.tsx"
import { makeQueryClient } from "./lib/queryClient.ts"
import { makeRouter } from "./router.tsx"

export const renderLandingPage = async (): Promise<string> => {
  const queryClient = makeQueryClient()
  const router = makeRouter(queryClient, createMemoryHistory({ initialEntries: ["/"] }))
  await router.load()
  return renderToString(<App queryClient={queryClient} router={router} />)
}

/** The frame every other page shows until the app starts (the SPA shell's content). */
export const renderPendingFrame = (): string => renderToString(<PendingFrame />)
