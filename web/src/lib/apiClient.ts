/**
 * The SPA's one way to call Strand's API: a client derived from the HTTP
 * contract (api/src/contract), run at the edge into Promises so TanStack
 * Query can hold the results. Every failure becomes an ApiFailure whose
 * message is what the person should read (spec §8).
 */

import { StrandApi } from "@strand/api/contract/StrandApi"
import type { ValidationIssue } from "@strand/api/contract/ValidationError"
import { Effect, Exit } from "effect"
import { FetchHttpClient, type HttpClientResponse } from "effect/http"
import { HttpApiClient } from "effect/http-api"

export type StrandClient = HttpApiClient.ForApi<typeof StrandApi>

/** A failed call, with the text to show and, for a 400, every field problem. */
export class ApiFailure extends Error {
  override readonly name = "ApiFailure"
  /** The server answered (its message is worth showing), as opposed to a network or decoding failure. */
  readonly fromServer: boolean
  readonly status: number | undefined
  readonly code: string | undefined
  readonly issues: ReadonlyArray<typeof ValidationIssue.Type>

  constructor(
    message: string,
    details: {
      status?: number
      code?: string
      issues?: ReadonlyArray<typeof ValidationIssue.Type>
    } = {},
  ) {
    super(message)
    this.fromServer = details.status !== undefined || details.code !== undefined
    this.status = details.status
    this.code = details.code
    this.issues = details.issues ?? []
  }
}

export const networkErrorMessage =
  "Unable to connect to the server. Please check your internet connection."
export const invalidResponseMessage = "Received an invalid response from the server."
export const unexpectedErrorMessage = "An unexpected error occurred."

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

/** Calls the API and resolves with the decoded success, or rejects with an ApiFailure. */
export const callApi = async <A, E>(
  use: (client: StrandClient) => Effect.Effect<A, E>,
): Promise<A> => {
  const exit = await Effect.runPromiseExit(
    Effect.flatMap(getClient, use).pipe(
      Effect.catch((error: unknown) => Effect.flatMap(toApiFailure(error), Effect.fail)),
      Effect.provideService(FetchHttpClient.RequestInit, { credentials: "include" }),
      // Read the global fetch per call, so tests and stories can stand in for the server.
      Effect.provideService(FetchHttpClient.Fetch, (input, init) => globalThis.fetch(input, init)),
    ),
  )
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Exit.findErrorOption(exit)
  if (failure._tag === "Some") throw failure.value
  throw new ApiFailure(unexpectedErrorMessage)
}

const hasTag = (error: unknown, tag: string): boolean =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === tag

/** An error the contract declares (ValidationError, TooManyRequests, ...): `{ _tag, message, code }`. */
const isContractError = (
  error: unknown,
): error is {
  _tag: string
  message: string
  code: string
  issues?: ReadonlyArray<typeof ValidationIssue.Type>
} =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { _tag?: unknown })._tag === "string" &&
  typeof (error as { message?: unknown }).message === "string" &&
  typeof (error as { code?: unknown }).code === "string"

const contractErrorStatus: Record<string, number | undefined> = {
  ValidationError: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  LinkExpired: 410,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
}

const toApiFailure = (error: unknown): Effect.Effect<ApiFailure> => {
  if (error instanceof ApiFailure) return Effect.succeed(error)
  if (isContractError(error)) {
    const { _tag, message, code, issues } = error
    return Effect.succeed(
      new ApiFailure(message, { status: contractErrorStatus[_tag], code, issues: issues ?? [] }),
    )
  }
  if (hasTag(error, "HttpClientError")) {
    const { reason, response } = error as {
      reason: { _tag: string }
      response: HttpClientResponse.HttpClientResponse | undefined
    }
    if (response !== undefined) return describeResponse(response)
    if (reason._tag === "TransportError") return Effect.succeed(new ApiFailure(networkErrorMessage))
  }
  if (hasTag(error, "SchemaError")) return Effect.succeed(new ApiFailure(invalidResponseMessage))
  return Effect.succeed(new ApiFailure(unexpectedErrorMessage))
}

/** Spec §8: the JSON body's message, else the raw text, else the status text. */
const describeResponse = (response: HttpClientResponse.HttpClientResponse) =>
  Effect.map(
    Effect.orElseSucceed(response.text, () => ""),
    (text) =>
      new ApiFailure(messageFromBody(text) ?? statusText(response), { status: response.status }),
  )

export const messageFromBody = (text: string): string | undefined => {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  try {
    const body: unknown = JSON.parse(trimmed)
    if (typeof body === "object" && body !== null) {
      const message = (body as { message?: unknown }).message
      if (typeof message === "string" && message.trim() !== "") return message
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return trimmed
}

// HTTP/2 carries no reason phrase, so the browser's statusText is often empty.
const reasonPhrases: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
}

const statusText = (response: HttpClientResponse.HttpClientResponse): string => {
  // The fetch client keeps the browser's Response as its (private) source.
  const source = (response as unknown as { source?: unknown }).source
  if (source instanceof Response && source.statusText !== "") return source.statusText
  return reasonPhrases[response.status] ?? `HTTP ${response.status}`
}
