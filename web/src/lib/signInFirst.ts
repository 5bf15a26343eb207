/**
 * The API's 401 for a call that needs a session (the contract's
 * `Unauthorized.signInFirst`, with the status the contract declares for it),
 * as the ApiError a call would have rejected with: said without asking when
 * nobody is signed in (sessionHint.ts). Loaded only then: it brings Effect's
 * Schema.
 */
import { Unauthorized } from "@strand/api/contract/ApiErrors"
import { type ApiError, makeApiError } from "@strand/domain/errors/ApiError"
import { SchemaAST } from "effect"

export const signInFirstError = (): ApiError => {
  const refusal = Unauthorized.signInFirst()
  return makeApiError({
    message: refusal.message,
    status: SchemaAST.resolveAt<number>("httpApiStatus")(Unauthorized.ast) ?? 401,
    code: refusal.code,
  })
}
