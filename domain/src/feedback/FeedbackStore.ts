/**
 * Port: where feedback is kept. It is stored before it is e-mailed to the
 * team, so a mail outage loses nothing. Storage failures are defects: the
 * caller cannot do anything about them.
 */
import { Context, type Effect, Schema } from "effect"
import { UserId } from "../user/User.ts"

export const FeedbackId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("FeedbackId"))
export type FeedbackId = typeof FeedbackId.Type

export class StoredFeedback extends Schema.Class<StoredFeedback>("strand/StoredFeedback")({
  id: FeedbackId,
  /** the signed-in sender; null for an anonymous visitor */
  userId: Schema.NullOr(UserId),
  /** "Anonymous" when the sender gave none */
  name: Schema.String,
  /** null when the sender gave none */
  email: Schema.NullOr(Schema.String),
  rating: Schema.String,
  comments: Schema.String,
  createdAt: Schema.DateTimeUtc,
}) {}

export interface NewFeedback {
  readonly userId: UserId | null
  readonly name: string
  readonly email: string | null
  readonly rating: string
  readonly comments: string
}

export class FeedbackStore extends Context.Service<
  FeedbackStore,
  {
    save(feedback: NewFeedback): Effect.Effect<StoredFeedback>
    /** Newest first. */
    readonly list: Effect.Effect<ReadonlyArray<StoredFeedback>>
  }
>()("@strand/domain/feedback/FeedbackStore") {}
