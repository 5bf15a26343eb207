/**
 * Use case: feedback from the result page, from anyone (no session needed).
 * It is stored first and then e-mailed to the team, so a mail outage loses
 * nothing: a failed e-mail is logged (without the feedback or any address)
 * and the sender is still thanked, since the team can read it from storage.
 *
 * A signed-in sender's account fills in what the form left out, and the
 * feedback is linked to them; the name defaults to "Anonymous" (spec
 * section 5) and the rating is always "n/a".
 */
import { Context, Effect, Layer, Option } from "effect"
import { Mailer } from "../mail/Mailer.ts"
import type { User } from "../user/User.ts"
import { anonymousName, feedbackRating } from "./Feedback.ts"
import type { FeedbackForm } from "./FeedbackForm.ts"
import { feedbackMail } from "./FeedbackMail.ts"
import { FeedbackStore, type StoredFeedback } from "./FeedbackStore.ts"

export type FeedbackSender = Pick<User, "id" | "name" | "email">

const given = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? undefined : trimmed
}

export class FeedbackSending extends Context.Service<
  FeedbackSending,
  {
    /** Stores the feedback and e-mails it to the team; never fails for the sender. */
    send(form: FeedbackForm, sender: Option.Option<FeedbackSender>): Effect.Effect<StoredFeedback>
  }
>()("@strand/domain/feedback/FeedbackSending") {
  /** `teamAddress`: where feedback is e-mailed (FEEDBACK_EMAIL). */
  static readonly layer = (teamAddress: string) =>
    Layer.effect(
      FeedbackSending,
      Effect.gen(function* () {
        const store = yield* FeedbackStore
        const mailer = yield* Mailer

        const send = Effect.fn("FeedbackSending.send")(function* (
          form: FeedbackForm,
          sender: Option.Option<FeedbackSender>,
        ) {
          const account = Option.getOrUndefined(sender)
          const stored = yield* store.save({
            userId: account?.id ?? null,
            name: given(form.name) ?? given(account?.name) ?? anonymousName,
            email: given(form.email) ?? given(account?.email) ?? null,
            rating: feedbackRating,
            comments: form.comments.trim(),
          })
          yield* mailer.send(feedbackMail(teamAddress, stored)).pipe(
            Effect.catchTag("MailError", (error) =>
              Effect.logWarning("Feedback is stored but could not be e-mailed to the team").pipe(
                Effect.annotateLogs({
                  feedbackId: stored.id,
                  reason: error.reason,
                  error: error.message,
                }),
              ),
            ),
          )
          return stored
        })

        return FeedbackSending.of({ send })
      }),
    )
}
