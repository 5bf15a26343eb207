/**
 * Joining the waitlist (POST /api/waitlist): toasts the outcome (spec §4, §8)
 * and refreshes what a join changes, the count and the signed-in user.
 */
import type { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi, isServerAnswer } from "../../lib/callApi.ts"
import { notify } from "../../ui/toast.tsx"
import { waitlistKeys } from "./queries.ts"

export const joinedToast = { title: "Welcome!", description: "Your account has been created." }
/** Joining again with an address that already has an account: nothing was created. */
export const rejoinedToast = {
  title: "Welcome back!",
  description: "You're on the waitlist, and signed in to your account.",
}
/** Magic-link mode (and admins): nobody is signed in, nothing created yet. */
export const checkEmailToast = {
  title: "Check your e-mail",
  description: "We sent you a link to sign in.",
}

/** The toast that tells the truth about what a join did. */
export const joinToast = (answer: {
  readonly accountCreated?: boolean
  readonly checkEmail?: true
}) =>
  answer.checkEmail === true
    ? checkEmailToast
    : answer.accountCreated === false
      ? rejoinedToast
      : joinedToast
export const joinFailedTitle = "Error"
export const joinFailedFallback = "Failed to join waitlist. Please try again."

// The user feature will own this key; joining may sign the visitor in.
const userKey = ["user"] as const

export const useJoinWaitlist = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: JoinWaitlist) => callApi(api.waitlist.join, { payload: request }),
    onSuccess: async (answer) => {
      notify({ type: "success", ...joinToast(answer) })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.count() }),
        queryClient.invalidateQueries({ queryKey: userKey }),
      ])
    },
    onError: (error) => {
      notify({
        type: "error",
        title: joinFailedTitle,
        // Only an answer from the server has a message worth showing here.
        description:
          isServerAnswer(error) && error.message !== "" ? error.message : joinFailedFallback,
      })
    },
  })
}
