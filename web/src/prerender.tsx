/**
 * The landing page rendered at build time (vite.config.ts runs it after the
 * client build): the HTML that paints the hero and the waitlist form before
 * any JavaScript arrives, for a visitor nobody has signed in as yet. The
 * browser hydrates it (main.tsx).
 */
import { createMemoryHistory } from "@tanstack/react-router"
import { renderToString } from "react-dom/server"
import { App } from "./App.tsx"
import { makeQueryClient } from "./lib/queryClient.ts"
import { makeRouter } from "./router.tsx"

export const renderLandingPage = async (): Promise<string> => {
  const queryClient = makeQueryClient()
  const router = makeRouter(queryClient, createMemoryHistory({ initialEntries: ["/"] }))
  await router.load()
  return renderToString(<App queryClient={queryClient} router={router} />)
}
