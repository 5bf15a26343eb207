/**
 * The typed client derived from the HTTP contract (api/src/contract): the
 * Effect HTTP client, the whole contract's schemas and the mapping of every
 * failure to the domain's ApiError. It is the SPA's largest dependency, so
 * it is loaded with the first call (apiClient.ts), not with the page.
 */
import { StrandApi } from "@strand/api/contract/StrandApi"
import {
  ApiError,
  fieldIssuesOf,
  makeApiError,
  networkApiError,
  parseApiError,
  unknownApiError,
} from "@strand/domain/errors/ApiError"
import { Effect, Exit } from "effect"
import { FetchHttpClient, type HttpClientResponse } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { answerApiError } from "./answerError.ts"

export type StrandClient = HttpApiClient.ForApi<typeof StrandApi>

// Reflecting the contract into a client is done once; the client itself is
// stateless, cookies travel through the browser (credentials: "include").
const makeClient = HttpApiClient.make(StrandApi).pipe(Effect.provide(FetchHttpClient.layer))
let client: StrandClient | undefined
const getClient = Effect.suspend(() =>
  client === undefined
    ? Effect.map(makeClient, (made) => {
        client = made
        return made
      })
    : Effect.succeed(client),
)

/** Runs one call with the client (apiClient.ts `callApi` is the way in). */
export const runWithClient = async <A, E>(
  use: (client: StrandClient) => Effect.Effect<A, E>,
): Promise<A> => {
  const exit = await Effect.runPromiseExit(
    Effect.flatMap(getClient, use).pipe(
      Effect.catch((error: unknown) => Effect.flatMap(toApiError(error), Effect.fail)),
      Effect.provideService(FetchHttpClient.RequestInit, { credentials: "include" }),
      // Read the global fetch per call, so tests and stories can stand in for the server.
      Effect.provideService(FetchHttpClient.Fetch, (input, init) => globalThis.fetch(input, init)),
    ),
  )
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Exit.findErrorOption(exit)
  if (failure._tag === "Some") throw failure.value
  throw unknownApiError()
}

const hasTag = (error: unknown, tag: string): boolean =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === tag

/** An error the contract declares (ValidationError, TooManyRequests, ...): `{ _tag, message, code }`. */
const isContractError = (
  error: unknown,
): error is { _tag: string; message: string; code: string } & Record<string, unknown> =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { _tag?: unknown })._tag === "string" &&
  typeof (error as { message?: unknown }).message === "string" &&
  typeof (error as { code?: unknown }).code === "string"

const contractErrorStatus: Record<string, number | undefined> = {
  ValidationError: 400,
  AnalysisRequestInvalid: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  LinkExpired: 410,
  AnalysisKeyReused: 422,
  TooManyRequests: 429,
  AnalysisQuotaReached: 429,
  ServiceUnavailable: 503,
}

const toApiError = (error: unknown): Effect.Effect<ApiError> => {
  if (error instanceof ApiError) return Effect.succeed(error)
  if (isContractError(error)) {
    return Effect.succeed(
      makeApiError({
        message: error.message,
        status: contractErrorStatus[error._tag] ?? 500,
        code: error.code,
        issues: fieldIssuesOf(error.issues),
      }),
    )
  }
  if (hasTag(error, "HttpClientError")) {
    const { reason, response } = error as {
      reason: { _tag: string }
      response: HttpClientResponse.HttpClientResponse | undefined
    }
    if (response !== undefined) return describeResponse(response)
    if (reason._tag === "TransportError") return Effect.succeed(networkApiError())
  }
  if (hasTag(error, "SchemaError")) return Effect.succeed(parseApiError())
  return Effect.succeed(unknownApiError())
}

/** The answer's text and status, read as every failed answer is (answerError.ts). */
const describeResponse = (response: HttpClientResponse.HttpClientResponse) =>
  Effect.map(
    Effect.orElseSucceed(response.text, () => ""),
    (bodyText) =>
      answerApiError({ status: response.status, statusText: statusText(response), bodyText }),
  )

const statusText = (response: HttpClientResponse.HttpClientResponse): string => {
  // The fetch client keeps the browser's Response as its (private) source.
  const source = (response as unknown as { source?: unknown }).source
  return source instanceof Response ? source.statusText : ""
}
