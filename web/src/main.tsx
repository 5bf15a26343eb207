/**
 * Entry point of the SPA. The landing page arrives rendered at build time
 * (prerender.tsx): it is hydrated, once its route is loaded, so the hero and
 * the waitlist form painted before any JavaScript ran stay as they are.
 * Every other page starts from an empty root.
 */
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./App.tsx"
import { showFailedChunksInApp } from "./lib/chunkLoading.ts"
import { startAnalytics } from "./lib/engagement.ts"
import { makeQueryClient } from "./lib/queryClient.ts"
import { makeRouter } from "./router.tsx"
import "./styles.css"

showFailedChunksInApp()
startAnalytics()
const queryClient = makeQueryClient()
const router = makeRouter(queryClient)
const root = document.getElementById("root")!

if (root.hasChildNodes()) {
  await router.load()
  // Render as the build did: the router leaves out the Suspense boundary it
  // puts around pages rendered only in the browser (its SSR flag).
  router.ssr = { manifest: undefined }
  hydrateRoot(root, <App queryClient={queryClient} router={router} />)
} else {
  createRoot(root).render(<App queryClient={queryClient} router={router} />)
}
