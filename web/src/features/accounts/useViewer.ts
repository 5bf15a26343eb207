/**
 * The auth state and quiz progress of whoever is looking (lib/viewer.ts),
 * from the user queries; a visitor while the landing page hydrates
 * (lib/hydration.ts), the person while their report page does.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { usePersonKnown } from "../../lib/hydration.ts"
import {
  type QuizProgress,
  type SignInState,
  signedInViewer,
  signedOutViewer,
  signInStateOf,
  unknownViewer,
  unreachableViewer,
  type Viewer,
} from "../../lib/viewer.ts"
import { currentUserQueryOptions, quizStatusQueryOptions, userKeys } from "./queries.ts"

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
 * What a page for signed-in people needs to know of the viewer: whether
 * anyone is signed in, and how to ask again when the server was out of
 * reach (the page's Try Again).
 */
export const useSignInState = (): { readonly viewer: SignInState; readonly retry: () => void } => {
  const viewer = useViewer()
  const queryClient = useQueryClient()
  return {
    viewer: signInStateOf(viewer),
    retry: () => void queryClient.refetchQueries({ queryKey: userKeys.current() }),
  }
}
