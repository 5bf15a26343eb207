/**
 * The codes of the API error catalogue (spec section 8), apart from the
 * ApiError schema (ApiError.ts) so that code which only checks a code does
 * not load Effect's Schema. The client-side ones are what the SPA gives a
 * call whose answer says nothing usable of its own: none came, it came too
 * late, or it could not be read (UNKNOWN_ERROR is also the server's answer
 * to a failure it did not expect, which has nothing more to say either).
 */
export const clientSideCodes = [
  "TIMEOUT",
  "INVALID_RESPONSE",
  "NETWORK_ERROR",
  "PARSE_ERROR",
  "UNKNOWN_ERROR",
] as const

export const apiErrorCodes = ["VALIDATION_ERROR", "HTTP_ERROR", ...clientSideCodes] as const
