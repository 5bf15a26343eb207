/**
 * The retake reminder as the page sees it: its schema on its own, so the
 * HTTP contract does not load the use case (and through it the rule engine).
 */
import { Schema } from "effect"
import { AnalysisId } from "../analysis/AnalysisStore.ts"

/** What the page shows: the latest report's retake date, and the reminder if there is one. */
export const RetakeReminderStatus = Schema.Struct({
  latest: Schema.NullOr(
    Schema.Struct({
      analysisId: AnalysisId,
      createdAt: Schema.DateTimeUtc,
      retakeOn: Schema.DateTimeUtc,
      /** Life events that brought the date forward, in the person's terms. */
      because: Schema.Array(Schema.String),
    }),
  ),
  reminder: Schema.NullOr(Schema.Struct({ analysisId: AnalysisId, remindOn: Schema.DateTimeUtc })),
})
export type RetakeReminderStatus = typeof RetakeReminderStatus.Type
