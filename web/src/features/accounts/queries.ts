/**
 * Query options and keys for the signed-in user. The keys are hierarchical:
 * invalidating ["user"] (after joining the waitlist, say) also re-reads the
 * quiz status under it. Every invalidation names one of these keys.
 */

import { queryOptions } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi, isApiError } from "../../lib/callApi.ts"
import { hasSessionHint } from "../../lib/sessionHint.ts"

export const userKeys = {
  current: () => ["user"] as const,
  quizStatus: () => [...userKeys.current(), "quiz-status"] as const,
}

/**
 * GET /api/user: the user, or null when nobody is signed in (a 401, spec §7).
 * Without the session hint cookie nobody is, and the API is not asked.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: () =>
      !hasSessionHint()
        ? Promise.resolve(null)
        : callApi(api.accounts.user).catch((error: unknown) => {
            if (isApiError(error) && error.status === 401) return null
            throw error
          }),
  })

/** GET /api/user/quiz-status; only asked while someone is signed in. */
export const quizStatusQueryOptions = (signedIn = true) =>
  queryOptions({
    queryKey: userKeys.quizStatus(),
    queryFn: () => callApi(api.accounts.quizStatus),
    select: (body) => body.hasCompletedQuiz,
    enabled: signedIn,
  })
