/**
 * What the retake reminder's endpoints answer (RetakeReminderApi.ts). Apart
 * from the endpoints, so the SPA loads them without the contract's
 * endpoints (web/build/apiEndpoints.ts).
 */
import { RetakeReminderStatus } from "@strand/domain/progress/RetakeReminderStatus"
import { Schema } from "effect"

export const RetakeReminderAnswer = Schema.Struct({
  success: Schema.Literal(true),
  status: RetakeReminderStatus,
})

/** `stopped` is false when there was nothing left to stop. */
export const ReminderStopped = Schema.Struct({
  success: Schema.Literal(true),
  stopped: Schema.Boolean,
})
