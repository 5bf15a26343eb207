/**
 * Feedback sent from the result page (spec sections 3 and 5): the comments
 * must be non-blank ("Please enter some feedback"), the rating is always
 * "n/a", and the name defaults to "Anonymous".
 */
import { Schema } from "effect"
import { isText } from "../text/TextFields.ts"

export const emptyFeedbackMessage = "Please enter some feedback"
export const anonymousName = "Anonymous"
export const feedbackRating = "n/a"
export const feedbackMaxLength = 5000

export const FeedbackComments = Schema.Trim.check(
  Schema.isNonEmpty({ message: emptyFeedbackMessage }),
  Schema.isMaxLength(feedbackMaxLength, {
    message: `Feedback must be at most ${feedbackMaxLength} characters`,
  }),
  isText("multiLine", "Feedback must be plain text, without control or invisible characters"),
)

/** The Send Feedback button is disabled while this is false. */
export const canSendFeedback = (comments: string): boolean => comments.trim() !== ""

/** What the result page sends (the server checks it with FeedbackForm). */
export interface FeedbackPayload {
  readonly name: string
  readonly email: string
  readonly rating: typeof feedbackRating
  readonly comments: string
}

/** The payload for a (possibly anonymous) user's comments. */
export const feedbackPayload = (
  user: { readonly name?: string | null; readonly email?: string | null } | null,
  comments: string,
): FeedbackPayload => ({
  name: user?.name?.trim() ? user.name.trim() : anonymousName,
  email: user?.email?.trim() ?? "",
  rating: feedbackRating,
  comments: comments.trim(),
})
