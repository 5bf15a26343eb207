/**
 * What a request that went wrong unexpectedly is answered, and what is
 * logged. Handlers answer the failures they expect (validation, not found,
 * rate limits...) with their own bodies; anything else (a defect, a body the
 * framework could not read) would leave Effect's empty response. Instead:
 *
 * - the database cannot be reached: 503 with the spec's "Service temporarily
 *   unavailable" text; recovery is automatic, the pool reconnects;
 * - any other defect: 500 with the spec's unexpected-error text;
 * - a framework refusal with no body (a chunked body over the size limit):
 *   its status with a JSON body like every other refusal.
 *
 * 5xx bodies have the spec's error shape (domain/src/errors/ApiError.ts:
 * message and error, code, suggestion, canRetry, fallbackUsed, severity), so
 * the analysis screens and the generic client both read them, plus the
 * request id that the log line carries with the cause.
 */
import {
  type ApiError,
  serviceUnavailableApiError,
  toApiErrorBody,
  unknownApiError,
} from "@strand/domain/errors/ApiError"
import { Cause, Effect, Predicate } from "effect"
import { HttpServerError, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlError } from "effect/sql"
import { requestIdOf } from "./NodeServer.ts"

// SQLSTATEs of a server going away or not taking connections: admin_shutdown,
// crash_shutdown, cannot_connect_now, too_many_connections.
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"])
const tooManyConnections = "53300"

const sqlStateOf = (error: SqlError.SqlError): string | undefined => {
  const cause = error.reason.cause
  return Predicate.hasProperty(cause, "code") && Predicate.isString(cause.code)
    ? cause.code
    : undefined
}

type DatabaseTrouble = "unreachable" | "too many connections"

/** Whether a failure (or what caused it) is the database being out of reach, and how. */
const databaseTroubleOf = (failure: unknown, depth = 0): DatabaseTrouble | undefined => {
  if (depth > 5 || !Predicate.isObject(failure)) return undefined
  if (SqlError.isSqlError(failure)) {
    const state = sqlStateOf(failure)
    if (state === tooManyConnections) return "too many connections"
    return failure.reason._tag === "ConnectionError" || unavailableStates.has(state ?? "")
      ? "unreachable"
      : undefined
  }
  return Predicate.hasProperty(failure, "cause")
    ? databaseTroubleOf(failure.cause, depth + 1)
    : undefined
}

/**
 * What an operator needs to read in the log when a request or a probe found
 * the database out of reach, or undefined when something else went wrong.
 * Too many connections is said as such: the server is up, but it (or its
 * role) has no connection left for this process, which more processes or a
 * larger DATABASE_POOL_MAX cause and a restart does not cure.
 */
export const databaseTrouble = (cause: Cause.Cause<unknown>): string | undefined => {
  const troubles = cause.reasons.map((reason) =>
    reason._tag === "Die"
      ? databaseTroubleOf(reason.defect)
      : reason._tag === "Fail"
        ? databaseTroubleOf(reason.error)
        : undefined,
  )
  if (troubles.includes("too many connections")) {
    return "PostgreSQL refused a connection: too many connections (every process's DATABASE_POOL_MAX together is more than the server's max_connections allows; see the sizing rule in docs/operations.md, or put PgBouncer in front)"
  }
  return troubles.includes("unreachable") ? "the database is unreachable" : undefined
}

const errorBody = (error: ApiError, requestId: string) => ({
  message: error.message,
  ...toApiErrorBody(error),
  requestId,
})

const refusalMessages: Record<number, { message: string; code: string } | undefined> = {
  400: { message: "Invalid request. Please check your input and try again.", code: "BAD_REQUEST" },
  413: { message: "The request is too large.", code: "PAYLOAD_TOO_LARGE" },
}

/**
 * Answers `cause` (a request's failure) when the framework would answer it
 * with an empty body; otherwise fails again with it, for the framework to
 * answer as before. Interruptions (the client went away) pass through.
 */
export const answerUnexpectedFailure = (
  request: HttpServerRequest.HttpServerRequest,
  cause: Cause.Cause<unknown>,
) =>
  Effect.gen(function* () {
    const requestId = requestIdOf(request)
    if (Cause.hasInterruptsOnly(cause)) return yield* Effect.failCause(cause)
    const [framework] = yield* HttpServerError.causeResponse(cause)
    if (framework.body._tag !== "Empty") return yield* Effect.failCause(cause)
    const path = request.url.split("?")[0]
    if (framework.status < 500) {
      const refusal = refusalMessages[framework.status]
      if (refusal === undefined) return yield* Effect.failCause(cause)
      return HttpServerResponse.jsonUnsafe({ ...refusal, requestId }, { status: framework.status })
    }
    const trouble = databaseTrouble(cause)
    yield* Effect.logError(
      trouble === undefined ? "Request failed unexpectedly" : `Request failed: ${trouble}`,
      cause,
    ).pipe(Effect.annotateLogs({ method: request.method, path }))
    const error = trouble === undefined ? unknownApiError() : serviceUnavailableApiError()
    return HttpServerResponse.jsonUnsafe(errorBody(error, requestId), { status: error.status })
  })
