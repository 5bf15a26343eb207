/**
 * An answer readApi.ts received, read as the typed client reads one: the
 * success decoded from its JSON form (dates as ISO strings, say) with the
 * answer's schema; a failed answer as answerError.ts says; NETWORK_ERROR
 * when no answer came; PARSE_ERROR when the answer is not what the schema
 * says. Loaded with the first read, beside its request.
 */
import { networkApiError, parseApiError } from "@strand/domain/errors/ApiError"
import { Exit, Schema } from "effect"
import { answerApiError, jsonOf } from "./answerError.ts"
import type { ReceivedAnswer } from "./readApi.ts"

export const decodeAnswer = <S extends Schema.ConstraintDecoder<unknown>>(
  received: ReceivedAnswer | undefined,
  answer: S,
): S["Type"] => {
  if (received === undefined) throw networkApiError()
  if (!received.ok) throw answerApiError(received)
  const decoded = Schema.decodeUnknownExit(Schema.toCodecJson(answer))(jsonOf(received.bodyText))
  if (Exit.isFailure(decoded)) throw parseApiError()
  return decoded.value
}
