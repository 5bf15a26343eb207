/**
 * Entry point of the SPA. The landing page arrives rendered at build time
 * (prerender.tsx): it is hydrated, once its route is loaded, so the hero and
 * the waitlist form painted before any JavaScript ran stay as they are.
 * Every other page arrives with a frame (nav bar, and "Loading..." or the
 * quiz's first question) that the app renders over once the page is ready.
 */
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./App.tsx"
import { pendingFrameAttribute } from "./features/nav/PendingFrame.tsx"
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

// The landing page's HTML is the page itself: hydrate it. Any other page
// arrives with a frame (or nothing, in the dev server): render over it.
if (
  root.firstElementChild !== null &&
  !root.firstElementChild.hasAttribute(pendingFrameAttribute)
) {
  // Not a top-level await: this module shares its chunk with modules the
  // page's route chunk imports, and that import would wait for this module
  // to finish evaluating, which would wait for the import (the page never
  // hydrated).
  void router.load().then(() => {
    // Render as the build did: the router leaves out the Suspense boundary it
    // puts around pages rendered only in the browser (its SSR flag).
    router.ssr = { manifest: undefined }
    hydrateRoot(root, <App queryClient={queryClient} router={router} />)
  })
} else if (root.firstElementChild !== null) {
  // The frame stays until the page is ready (its guard answered, its chunk
  // loaded), then the page replaces it in one commit: the quiz's frame
  // becomes the same question, not "Loading..." and then the question again.
  void router.load().then(() => {
    createRoot(root).render(<App queryClient={queryClient} router={router} />)
  })
} else {
  createRoot(root).render(<App queryClient={queryClient} router={router} />)
}
