/**
 * The typed client derived from the HTTP contract (api/src/contract): the
 * Effect HTTP client, the whole contract's schemas and the mapping of every
 * failure to the domain's ApiError. It is the SPA's largest dependency, so
 * it is loaded with the first call (apiClient.ts), not with the page.
 */
import { Unauthorized } from "@strand/api/contract/ApiErrors"
import { StrandApi } from "@strand/api/contract/StrandApi"
import {
  ApiError,
  fieldIssuesOf,
  makeApiError,
  networkApiError,
  parseApiError,
  unknownApiError,
} from "@strand/domain/errors/ApiError"
import { Effect, Exit, type Schema, SchemaAST } from "effect"
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

/**
 * One call with the client, as an Effect that fails only with the domain's
 * ApiError: for callers in Effect (the analysis call), after apiClient.ts
 * `loadApiClient`; TanStack Query's callers use `callApi`.
 */
export const withClient = <A, E>(
  use: (client: StrandClient) => Effect.Effect<A, E>,
): Effect.Effect<A, ApiError> =>
  Effect.flatMap(getClient, use).pipe(
    Effect.catch((error: unknown) => toApiError(error)),
    Effect.provideService(FetchHttpClient.RequestInit, { credentials: "include" }),
    // Read the global fetch per call, so tests and stories can stand in for the server.
    Effect.provideService(FetchHttpClient.Fetch, (input, init) => globalThis.fetch(input, init)),
  )

const hasTag = (error: unknown, tag: string): boolean =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === tag

/** An error the contract declares (ValidationError, TooManyRequests, ...): `{ _tag, message, code }`. */
interface ContractError {
  readonly _tag: string
  readonly message: string
  readonly code: string
  readonly issues?: unknown
}

const isContractError = (error: unknown): error is ContractError =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { _tag?: unknown })._tag === "string" &&
  typeof (error as { message?: unknown }).message === "string" &&
  typeof (error as { code?: unknown }).code === "string"

/** The status the contract declares for an error (its `httpApiStatus`), as the server answers it. */
const contractStatus = (error: object): number =>
  SchemaAST.resolveAt<number>("httpApiStatus")((error.constructor as Schema.Top).ast) ?? 500

/** A contract error (Unauthorized, NotFound, ...) as the SPA's ApiError. */
const contractApiError = (error: ContractError): ApiError =>
  makeApiError({
    message: error.message,
    status: contractStatus(error),
    code: error.code,
    issues: fieldIssuesOf(error.issues),
  })

const toApiError = (error: unknown): Effect.Effect<never, ApiError> => {
  if (error instanceof ApiError) return Effect.fail(error)
  if (isContractError(error)) return Effect.fail(contractApiError(error))
  if (hasTag(error, "HttpClientError")) {
    const { reason, response } = error as {
      reason: { _tag: string }
      response: HttpClientResponse.HttpClientResponse | undefined
    }
    if (response !== undefined) return Effect.flatMap(describeResponse(response), Effect.fail)
    if (reason._tag === "TransportError") return Effect.fail(networkApiError())
  }
  if (hasTag(error, "SchemaError")) return Effect.fail(parseApiError())
  return Effect.fail(unknownApiError())
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

/** One call run into a Promise, for TanStack Query (apiClient.ts `callApi`): rejects with an ApiError. */
export const runWithClient = async <A, E>(
  use: (client: StrandClient) => Effect.Effect<A, E>,
): Promise<A> => {
  const exit = await Effect.runPromiseExit(withClient(use))
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Exit.findErrorOption(exit)
  throw failure._tag === "Some" ? failure.value : unknownApiError()
}

/** The API's 401 for a call that needs a session, said without asking (sessionHint.ts). */
export const signInFirstError = (): ApiError => contractApiError(Unauthorized.signInFirst())
