/**
 * Pages are loaded in pieces (route chunks). When a piece cannot be fetched,
 * TanStack Router reloads the whole page once, in case a new version was
 * deployed; with the server out of reach that reload ends on the browser's
 * own error page. Strand says so in the app instead (ui/RouteErrorPage.tsx)
 * and lets the person reload when they choose.
 */

const failedChunkMessages = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
]

/** Whether the error is a page piece (a route chunk or its CSS) that did not load. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && failedChunkMessages.some((start) => error.message.startsWith(start))

/**
 * Vite announces every failed chunk with a `vite:preloadError` event before
 * the router sees it; marking it as already reloaded (the router's own
 * session key) lets the error reach the route's error page. Call once, at start.
 */
export const showFailedChunksInApp = () => {
  window.addEventListener("vite:preloadError", (event) => {
    const failure = (event as Event & { payload?: unknown }).payload
    if (!(failure instanceof Error)) return
    try {
      sessionStorage.setItem(`tanstack_router_reload:${failure.message}`, "1")
    } catch {
      // Storage disabled: the router reloads as it would have anyway.
    }
  })
}
