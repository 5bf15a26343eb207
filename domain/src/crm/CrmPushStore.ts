/**
 * Port: when each waitlist sign-up was last pushed to the CRM and with what
 * outcome, for the admin page ("last pushed", and the failed ones with why).
 */
import { Context, type DateTime, type Effect, Schema } from "effect"

export const PushResult = Schema.Literals(["created", "skipped", "failed"])
export type PushResult = typeof PushResult.Type

export class CrmPush extends Schema.Class<CrmPush>("strand/CrmPush")({
  waitlistEntryId: Schema.String,
  /** the id of the CRM it went to */
  provider: Schema.String,
  result: PushResult,
  /** why it failed; null otherwise */
  reason: Schema.NullOr(Schema.String),
  pushedAt: Schema.DateTimeUtc,
}) {}

export interface NewCrmPush {
  readonly waitlistEntryId: string
  readonly provider: string
  readonly result: PushResult
  readonly reason: string | null
  readonly at: DateTime.Utc
}

export class CrmPushStore extends Context.Service<
  CrmPushStore,
  {
    /** Keeps the latest push of each sign-up. */
    record(pushes: ReadonlyArray<NewCrmPush>): Effect.Effect<void>
    /** The latest push of each of these sign-ups that has one. */
    latestOf(waitlistEntryIds: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<CrmPush>>
  }
>()("@strand/domain/crm/CrmPushStore") {}
