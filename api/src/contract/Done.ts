/**
 * The answer of a call that only says it was done (sign-out, a deletion, a
 * retry queued). Apart from the endpoints, like every answer's schema, so
 * the SPA loads it without the contract's endpoints (web/build/apiEndpoints.ts).
 */
import { Schema } from "effect"

export const Done = Schema.Struct({ success: Schema.Literal(true) })
