/**
 * An answer of the API, read (callApi.ts): the success decoded from its JSON
 * form (dates as ISO strings, say) with the contract's schema of it; a
 * failed answer as answerError.ts says; NETWORK_ERROR when no answer came;
 * PARSE_ERROR when the answer is not what the schema says. Loaded with the
 * first call, beside its request: it brings Effect's Schema.
 */
import { type ApiError, networkApiError, parseApiError } from "@strand/domain/errors/ApiError"
import { Exit, Schema } from "effect"
import { answerApiError, type FailedAnswer, jsonOf } from "./answerError.ts"

/** What came back: the answer's status and text. */
export interface ReceivedAnswer extends FailedAnswer {
  readonly ok: boolean
}

/** The ApiError of a call that has no success to read: none came, or a failed one. */
export const failureOf = (received: FailedAnswer | undefined): ApiError =>
  received === undefined ? networkApiError() : answerApiError(received)

/** The success as the schema (or one of the schemas) reads it; else throws the call's ApiError. */
export const decodeAnswer = <S extends Schema.ConstraintDecoder<unknown>>(
  received: ReceivedAnswer | undefined,
  answer: S | ReadonlyArray<S>,
): S["Type"] => {
  if (received === undefined || !received.ok) throw failureOf(received)
  const schema = isSchemaList(answer) ? Schema.Union(answer) : answer
  const decoded = Schema.decodeUnknownExit(Schema.toCodecJson(schema))(jsonOf(received.bodyText))
  if (Exit.isFailure(decoded)) throw parseApiError()
  return decoded.value
}

const isSchemaList = <S>(answer: S | ReadonlyArray<S>): answer is ReadonlyArray<S> =>
  Array.isArray(answer)
