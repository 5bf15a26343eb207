/**
 * Use case: feedback from the result page, from anyone (no session needed).
 * It is stored together with its e-mail to the team (one transaction with
 * the outbox), so a mail outage loses nothing: the outbox sends the e-mail
 * when the mail server is back, and a message that finally fails is shown to
 * admins on the outbox page.
 *
 * A signed-in sender's account fills in what the form left out, and the
 * feedback is linked to them; the name defaults to "Anonymous" (spec
 * section 5) and the rating is always "n/a".
 */
import { Context, DateTime, Effect, Layer, Option } from "effect"
import type { FeedbackMail } from "../mail/FeedbackMail.ts"
import { Outbox } from "../outbox/Outbox.ts"
import { Transaction } from "../transaction/Transaction.ts"
import type { User } from "../user/User.ts"
import { anonymousName, feedbackRating } from "./Feedback.ts"
import type { FeedbackForm } from "./FeedbackForm.ts"
import { FeedbackStore, type StoredFeedback } from "./FeedbackStore.ts"

export type FeedbackSender = Pick<User, "id" | "name" | "email">

const given = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? undefined : trimmed
}

/** The e-mail that hands stored feedback to the team at `to`. */
export const feedbackMail = (to: string, feedback: StoredFeedback): FeedbackMail => ({
  _tag: "FeedbackMail",
  to,
  feedbackId: feedback.id,
  name: feedback.name,
  email: feedback.email,
  userId: feedback.userId,
  rating: feedback.rating,
  receivedAt: DateTime.formatIso(feedback.createdAt),
  comments: feedback.comments,
})

export class FeedbackSending extends Context.Service<
  FeedbackSending,
  {
    /** Stores the feedback and queues its e-mail to the team; never fails for the sender. */
    send(form: FeedbackForm, sender: Option.Option<FeedbackSender>): Effect.Effect<StoredFeedback>
  }
>()("@strand/domain/feedback/FeedbackSending") {
  /** `teamAddress`: where feedback is e-mailed (FEEDBACK_EMAIL). */
  static readonly layer = (teamAddress: string) =>
    Layer.effect(
      FeedbackSending,
      Effect.gen(function* () {
        const store = yield* FeedbackStore
        const outbox = yield* Outbox
        const transaction = yield* Transaction

        const send = Effect.fn("FeedbackSending.send")(function* (
          form: FeedbackForm,
          sender: Option.Option<FeedbackSender>,
        ) {
          const account = Option.getOrUndefined(sender)
          return yield* transaction.atomically(
            Effect.gen(function* () {
              const stored = yield* store.save({
                userId: account?.id ?? null,
                name: given(form.name) ?? given(account?.name) ?? anonymousName,
                email: given(form.email) ?? given(account?.email) ?? null,
                rating: feedbackRating,
                comments: form.comments.trim(),
              })
              yield* outbox.enqueue({
                job: { _tag: "SendMail", mail: feedbackMail(teamAddress, stored) },
                dedupeKey: `feedback:${stored.id}`,
              })
              return stored
            }),
          )
        })

        return FeedbackSending.of({ send })
      }),
    )
}
