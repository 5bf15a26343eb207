/**
 * Signing in and out (spec §4 "Auth state", "After sign-in"; §8 toasts).
 * Every sign-in sets the user in the cache, re-reads the quiz status and then
 * moves on: /login always to "/", the others to "/" when the quiz is done
 * and to "/quiz" otherwise. In magic-link mode POST /api/login answers
 * "check your e-mail" instead, and nobody is signed in yet.
 */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import { unknownErrorMessage } from "@strand/domain/errors/ErrorMessages"
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi, isApiError } from "../../lib/callApi.ts"
import { analysesKeyRoot } from "../../lib/personalQueries.ts"
import { notify } from "../../ui/toast.tsx"
import { quizStatusQueryOptions, userKeys } from "./queries.ts"
import type { SignInRequest } from "./signInForm.ts"

export const loginFailedTitle = "Login failed"
export const signUpFailedTitle = "Sign up failed"
export const logoutFailedTitle = "Logout failed"

/** What a sign-in request came to. */
export type SignInOutcome =
  | { readonly _tag: "SignedIn"; readonly user: UserJson }
  | { readonly _tag: "CheckEmail"; readonly message: string; readonly email: string }

/** Where a sign-in leads: /login always home, the others by quiz progress. */
type Destination = "home" | "by-quiz-progress"

const describeFailure = (error: unknown) =>
  isApiError(error) && error.message !== "" ? error.message : unknownErrorMessage

/** A destructive toast with the error's own text (429 and 503 included). */
export const notifyFailure = (title: string, error: unknown) =>
  notify({ type: "error", title, description: describeFailure(error) })

/** Whether the failure is a sign-in link that is used up or too old (410). */
export const isLinkExpired = (error: unknown): boolean =>
  isApiError(error) && (error.status === 410 || error.code === "LINK_EXPIRED")

const useAfterSignIn = () => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (user: UserJson, destination: Destination) => {
    queryClient.setQueryData(userKeys.current(), user)
    const quizDone = await readQuizStatus(queryClient)
    await navigate({ to: destination === "home" || quizDone ? "/" : "/quiz" })
  }
}

// Spec §4: the quiz status is read again after every sign-in; a status we
// cannot read counts as "not done", so the person is offered the quiz.
const readQuizStatus = (queryClient: QueryClient) =>
  queryClient
    .fetchQuery({ ...quizStatusQueryOptions(), staleTime: 0 })
    .then((body) => body.hasCompletedQuiz)
    .catch(() => false)

const useSignIn = (failureTitle: string, destination: Destination) => {
  const afterSignIn = useAfterSignIn()
  return useMutation({
    mutationFn: async (request: SignInRequest): Promise<SignInOutcome> => {
      const body = await callApi(api.accounts.login, { payload: request })
      return "checkEmail" in body
        ? { _tag: "CheckEmail", message: body.message, email: request.email }
        : { _tag: "SignedIn", user: body }
    },
    // Stays pending until the next page is on its way, so the button keeps
    // saying what is happening.
    onSuccess: async (outcome) => {
      if (outcome._tag === "SignedIn") await afterSignIn(outcome.user, destination)
    },
    onError: (error) => notifyFailure(failureTitle, error),
  })
}

/** /login: signs in and goes home. */
export const useLogin = () => useSignIn(loginFailedTitle, "home")

/** /signup: signs in (creating the account) and goes to the quiz unless it is done. */
export const useSignUp = () => useSignIn(signUpFailedTitle, "by-quiz-progress")

/** /auth: the passwordless sign-in page; like sign-up afterwards. */
export const useAuthSignIn = () => useSignIn(loginFailedTitle, "by-quiz-progress")

/**
 * /auth/confirm: trades the e-mailed token for a session. A link that is used
 * up or expired (410) is the page's to explain; anything else is a toast.
 */
export const useConfirmSignInLink = () => {
  const afterSignIn = useAfterSignIn()
  return useMutation({
    mutationFn: (token: string) => callApi(api.accounts.confirmLogin, { payload: { token } }),
    onSuccess: (user) => afterSignIn(user, "by-quiz-progress"),
    onError: (error) => {
      if (!isLinkExpired(error)) notifyFailure(loginFailedTitle, error)
    },
  })
}

/** Signs out: nobody is signed in any more, and the person is taken home. */
export const useLogout = () => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => callApi(api.accounts.logout),
    onSuccess: async () => {
      // Home first: a page for signed-in people (the quiz) would otherwise
      // see nobody signed in and send the person to the waitlist instead.
      await navigate({ to: "/" })
      queryClient.setQueryData(userKeys.current(), null)
      queryClient.removeQueries({ queryKey: userKeys.quizStatus() })
      // Their reports must not show to whoever signs in next on this tab.
      queryClient.removeQueries({ queryKey: analysesKeyRoot })
    },
    onError: (error) => notifyFailure(logoutFailedTitle, error),
  })
}
