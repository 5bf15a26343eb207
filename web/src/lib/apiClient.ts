/**
 * The SPA's one way to call Strand's API: a client derived from the HTTP
 * contract (api/src/contract), run at the edge into Promises so TanStack
 * Query can hold the results. Every failure becomes the domain's ApiError,
 * the SPA's one representation of a failed call (spec §8): its message is
 * what the person reads, its code and status what the screens decide on,
 * never the text.
 *
 * A failed call's message follows the spec's generic rule (the JSON body's
 * message, else the raw text, else the status text: answerError.ts); the
 * analysis call reads its own responses with the analysis catalogue instead
 * (quiz/submitAnalysis).
 *
 * What a page needs as it opens goes without it, so a phone does not load
 * the whole contract before showing anything (docs/performance.md): the
 * landing page's waitlist count (features/waitlist/readWaitlistCount.ts),
 * the reads a signed-in page opens with (readApi.ts: who is signed in, the
 * quiz status, the report) and the engagement events, whose answer is
 * never read (engagementCollector.ts).
 */

import type { ApiError } from "@strand/domain/errors/ApiError"
import { clientSideCodes } from "@strand/domain/errors/ApiErrorCodes"
import type { Effect } from "effect"
import type { StrandClient } from "./strandClient.ts"

export type { StrandClient }

let client: Promise<typeof import("./strandClient.ts")> | undefined

/**
 * Calls the API and resolves with the decoded success, or rejects with an
 * ApiError. (With `responseMode: "response-only"` every status resolves, and
 * only a call that got no answer rejects.) The client is loaded on the first
 * call.
 */
export const callApi = async <A, E>(
  use: (client: StrandClient) => Effect.Effect<A, E>,
): Promise<A> => {
  const { runWithClient } = await loadApiClient()
  return runWithClient(use)
}

/**
 * Starts loading the client before the first call needs it: when a person
 * starts filling in a form whose sending will call the API, say.
 */
export const loadApiClient = () => {
  client ??= import("./strandClient.ts")
  return client
}

/**
 * Whether `error` is the ApiError a call rejected with. Checked by its shape,
 * not its class, so code that only reads failures does not load the client
 * (and Effect's Schema) with the page.
 */
export const isApiError = (error: unknown): error is ApiError =>
  typeof error === "object" &&
  error !== null &&
  (error as { _tag?: unknown })._tag === "ApiError" &&
  typeof (error as { status?: unknown }).status === "number"

/** Whether the server itself said what went wrong (as opposed to the network or a broken answer). */
export const isServerAnswer = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error.status > 0 &&
  !(clientSideCodes as ReadonlyArray<string>).includes(error.code)
