/**
 * Port: the retake reminders people asked for, one per person at most.
 * The e-mail itself waits in the outbox; this keeps what the page shows,
 * the key of that outbox job, and the one-click opt-out link's token, which
 * it is given but never hands back (a store keeps only its hash).
 */
import { Context, type Effect, type Option, Schema } from "effect"
import { AnalysisId } from "../analysis/AnalysisStore.ts"
import { UserId } from "../user/User.ts"

export class RetakeReminder extends Schema.Class<RetakeReminder>("strand/RetakeReminder")({
  userId: UserId,
  /** The report whose retake date it is. */
  analysisId: AnalysisId,
  remindOn: Schema.DateTimeUtc,
  /** The dedupe key of its e-mail's outbox job. */
  jobKey: Schema.String,
}) {}

export class RetakeReminderStore extends Context.Service<
  RetakeReminderStore,
  {
    find(userId: UserId): Effect.Effect<Option.Option<RetakeReminder>>
    /** Saves it, with its opt-out link's token, in place of the person's earlier one, if any. */
    replace(reminder: RetakeReminder, optOutToken: string): Effect.Effect<void>
    /** Removes the person's reminder; the one removed. */
    remove(userId: UserId): Effect.Effect<Option.Option<RetakeReminder>>
    /** Removes the reminder with this opt-out token; the one removed. */
    removeByToken(token: string): Effect.Effect<Option.Option<RetakeReminder>>
  }
>()("@strand/domain/progress/RetakeReminderStore") {}
