/**
 * A doctor's summary a person sent to an expert (SummarySharing.ts): to
 * whom, when, and what went. Kept with the person's account and listed for
 * them; the expert's name and e-mail are kept as they were that day, so the
 * record stays true if the directory entry changes or goes.
 */
import { Context, type Effect, Schema } from "effect"
import type { UserId } from "../user/User.ts"
import { ExpertKind } from "./Expert.ts"

export const SummaryShareId = Schema.String.pipe(Schema.brand("SummaryShareId"))
export type SummaryShareId = typeof SummaryShareId.Type

export class SummaryShare extends Schema.Class<SummaryShare>("strand/SummaryShare")({
  id: SummaryShareId,
  /** The report the summary came from; null once that report is deleted. */
  analysisId: Schema.NullOr(Schema.String),
  reportDate: Schema.DateTimeUtc,
  /** The directory entry; null once an admin has removed it. */
  expertId: Schema.NullOr(Schema.String),
  expertName: Schema.String,
  expertKind: ExpertKind,
  expertEmail: Schema.String,
  /** What was sent, each as one line: the summary, the person's e-mail address. */
  what: Schema.Array(Schema.String),
  sharedAt: Schema.DateTimeUtc,
}) {}

/** Port: the summaries each person has sent. */
export class SummaryShareStore extends Context.Service<
  SummaryShareStore,
  {
    record(userId: UserId, share: SummaryShare): Effect.Effect<void>
    /** Newest first. */
    listFor(userId: UserId): Effect.Effect<ReadonlyArray<SummaryShare>>
  }
>()("@strand/domain/experts/SummaryShareStore") {}
