/**
 * Pages for signed-in people (the quiz): shown once we know someone is
 * signed in; a visitor is sent to the landing page's waitlist once loading
 * has finished (spec §2 "Quiz screen", §6).
 */
import { useQuery } from "@tanstack/react-query"
import { Navigate } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { currentUserQueryOptions } from "./queries.ts"

export function SignedInOnly({ children }: { readonly children: ReactNode }) {
  const user = useQuery(currentUserQueryOptions())
  // Still loading, or re-reading after a sign-in elsewhere changed it: wait.
  if (user.isPending || (user.isFetching && !user.data)) {
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-20 text-center text-ink-700">
        Loading...
      </p>
    )
  }
  if (!user.data) return <Navigate to="/" hash="waitlist" replace />
  return children
}
