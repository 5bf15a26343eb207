/**
 * What a person sees when a page cannot be shown: the server (or their
 * connection) cannot be reached, a piece of the page did not load, or
 * something unexpected broke. Always inside the app, with a way to try again.
 */

import { useRouter } from "@tanstack/react-router"
import { isApiError } from "../lib/callApi.ts"
import { isChunkLoadError } from "../lib/chunkLoading.ts"
import { contactEmail } from "../lib/contact.ts"
import { Button } from "./button.tsx"
import { StatePanel } from "./StatePanel.tsx"

export const unreachableTitle = "We can't reach Strand right now"
export const somethingWentWrongTitle = "Something went wrong"

/** Whether the request never got an answer (offline, server down, a page piece missing). */
export const isUnreachable = (error: unknown): boolean =>
  isChunkLoadError(error) || (isApiError(error) && error.code === "NETWORK_ERROR")

/** The server or the network is out of reach; `onRetry` asks again. */
export function UnreachablePanel({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <StatePanel
      icon="offline"
      title={unreachableTitle}
      focusHeading
      action={<Button onClick={onRetry}>Try again</Button>}
    >
      Check your internet connection, then try again.
    </StatePanel>
  )
}

/** The router's error page (root `errorComponent`). */
export function RouteErrorPage({
  error,
  reset,
}: {
  readonly error: unknown
  readonly reset: () => void
}) {
  const router = useRouter()
  const retry = () => {
    // A missing page piece needs the page itself again; data only needs asking again.
    if (isChunkLoadError(error)) {
      window.location.reload()
      return
    }
    reset()
    void router.invalidate()
  }
  if (isUnreachable(error)) return <UnreachablePanel onRetry={retry} />
  return (
    <StatePanel
      icon="alert"
      title={somethingWentWrongTitle}
      focusHeading
      action={<Button onClick={retry}>Try again</Button>}
    >
      This page could not be shown. Please try again; if it keeps happening, write to us at{" "}
      <a href={`mailto:${contactEmail}`} className="font-semibold text-clay-700 underline">
        {contactEmail}
      </a>
      .
    </StatePanel>
  )
}
