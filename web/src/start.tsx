/**
 * The SPA's start (main.tsx loads it). The landing page arrives rendered at build time,
 * and a report page rendered by the server for its owner (prerender.tsx):
 * they are hydrated, once their route is loaded, so what was painted before
 * any JavaScript ran stays as it is. Every other page arrives with a frame
 * (nav bar, and "Loading..." or the quiz's first question) that the app
 * renders over once the page is ready.
 */
import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./App.tsx"
import { pendingFrameAttribute } from "./features/nav/PendingFrame.tsx"
import { rootOptions } from "./lib/caughtErrors.ts"
import { showFailedChunksInApp } from "./lib/chunkLoading.ts"
import { startAnalytics } from "./lib/engagement.ts"
import { nextTask } from "./lib/nextTask.ts"
import { makeQueryClient } from "./lib/queryClient.ts"
import { makeRouter } from "./router.tsx"

/** Starts the app on the page: hydrates what was painted, or renders over its frame. */
export const start = () => {
  showFailedChunksInApp()
  startAnalytics()
  const queryClient = makeQueryClient()
  const router = makeRouter(queryClient)
  const root = document.getElementById("root")!

  // The landing page's HTML, or a report page's, is the page itself: hydrate
  // it. Any other page arrives with a frame (or nothing, in the dev server):
  // render over it.
  if (
    root.firstElementChild !== null &&
    !root.firstElementChild.hasAttribute(pendingFrameAttribute)
  ) {
    // A report page the server rendered comes with the answers it was
    // rendered with: read first, so the page hydrates with the same data.
    const answers = document.getElementById("strand-answers")?.textContent ?? undefined
    const seeded =
      answers === undefined
        ? Promise.resolve(false)
        : import("./lib/embeddedAnswers.ts").then(async (module) => {
            // Reading the report is a task apart from loading its code.
            await nextTask()
            return module.seedEmbeddedAnswers(queryClient, answers)
          })
    // Not a top-level await: this module shares its chunk with modules the
    // page's route chunk imports, and that import would wait for this module
    // to finish evaluating, which would wait for the import (the page never
    // hydrated).
    void seeded.then(async (withAnswers) => {
      await router.load()
      await nextTask()
      const app = (
        <App queryClient={queryClient} router={router} renderedWithPersonsData={withAnswers} />
      )
      if (answers !== undefined && !withAnswers) {
        // Answers that could not be read: render the page anew rather than
        // hydrate HTML it would not match.
        createRoot(root, rootOptions).render(app)
        return
      }
      // Render as the server did: the router leaves out the Suspense boundary
      // it puts around pages rendered only in the browser (its SSR flag).
      router.ssr = { manifest: undefined }
      // What was painted stays while React works, in slices (a transition),
      // not one long task.
      startTransition(() => {
        hydrateRoot(root, app, rootOptions)
      })
    })
  } else if (root.firstElementChild !== null) {
    // The frame stays until the page is ready (its guard answered, its chunk
    // loaded), then the page replaces it in one commit: the quiz's frame
    // becomes the same question, not "Loading..." and then the question
    // again. The frame already shows something, so the render is a
    // transition: React works in slices of a few milliseconds instead of one
    // long task.
    void router.load().then(() => {
      startTransition(() => {
        createRoot(root, rootOptions).render(<App queryClient={queryClient} router={router} />)
      })
    })
  } else {
    createRoot(root, rootOptions).render(<App queryClient={queryClient} router={router} />)
  }
}
