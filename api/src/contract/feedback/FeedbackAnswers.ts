/**
 * What sending feedback answers (FeedbackApi.ts). Apart from the endpoints,
 * so the SPA loads it without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { Schema } from "effect"

export const FeedbackSent = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
})
