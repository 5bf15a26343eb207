/**
 * The auth state and quiz progress of whoever is looking (lib/viewer.ts),
 * from the user queries; a visitor while the landing page hydrates
 * (lib/hydration.ts), the person while their report page does.
 */
import { type QueryClient, useQuery, useSuspenseQuery } from "@tanstack/react-query"
import { usePersonKnown } from "../../lib/hydration.ts"
import {
  type QuizProgress,
  type SignedInState,
  signedInViewer,
  signedOutViewer,
  unknownViewer,
  unreachableViewer,
  type Viewer,
} from "../../lib/viewer.ts"
import { currentUserQueryOptions, quizStatusQueryOptions } from "./queries.ts"

export const useViewer = (): Viewer => {
  const user = useQuery(currentUserQueryOptions())
  const signedIn = user.data !== undefined && user.data !== null
  const quiz = useQuery(quizStatusQueryOptions(signedIn))
  // The landing page was rendered for a visitor: hydrate it as one.
  if (!usePersonKnown()) return signedOutViewer
  if (user.isPending) return unknownViewer
  // A session we cannot read (offline, the API down) is not a signed-out
  // person: pages that need the person say the server is out of reach.
  if (user.isError) return unreachableViewer
  if (!signedIn || user.data === null || user.data === undefined) return signedOutViewer
  const progress: QuizProgress = quiz.isPending
    ? "loading"
    : quiz.data === true
      ? "completed"
      : "not-completed"
  return signedInViewer(user.data, progress)
}

/**
 * A page that differs for signed-in people loads who is signed in first:
 * its route's loader waits for it (the router's pending component shows
 * meanwhile; a server out of reach is its error component's), and the page
 * reads it with `useSignedIn`.
 */
export const loadCurrentUser = ({
  context,
}: {
  readonly context: { readonly queryClient: QueryClient }
}) => context.queryClient.ensureQueryData(currentUserQueryOptions())

/** Who is signed in (null: nobody), on a page whose route loaded it (loadCurrentUser). */
export const useCurrentUser = () => useSuspenseQuery(currentUserQueryOptions()).data

/** Whether anyone is signed in, on a page whose route loaded it (loadCurrentUser). */
export const useSignedIn = (): SignedInState =>
  useCurrentUser() === null ? "signed-out" : "signed-in"
