/**
 * What the outbox admin page reads (OutboxApi.ts). Apart from the
 * endpoints, so the SPA loads it without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { OutboxEntry } from "@strand/domain/outbox/Outbox"
import { Schema } from "effect"

export const OutboxOverview = Schema.Struct({
  counts: Schema.Struct({
    pending: Schema.Number,
    running: Schema.Number,
    done: Schema.Number,
    dead: Schema.Number,
  }),
  /** newest first, the latest 200 */
  jobs: Schema.Array(OutboxEntry),
})
export type OutboxOverview = typeof OutboxOverview.Type
