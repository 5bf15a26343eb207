/**
 * What the result page's feedback form sends (spec section 3, "Feedback
 * payload": name, email, rating, comments) as the server accepts it. The
 * comments follow Feedback.ts ("Please enter some feedback", at most 5000
 * characters); the name and e-mail are optional (an anonymous visitor sends
 * an empty e-mail) but capped and checked when given; the rating, if sent,
 * is the spec's constant "n/a".
 */
import { Schema } from "effect"
import { Email, invalidEmailMessage } from "../user/Email.ts"
import { nameIsOneLine, userNameMaxLength } from "../user/UserName.ts"
import { FeedbackComments, feedbackRating } from "./Feedback.ts"

/** Any name the sender typed (no minimum: "Anonymous" is the default for none). */
export const FeedbackName = Schema.Trim.check(
  Schema.isMaxLength(userNameMaxLength, {
    message: `Name must be at most ${userNameMaxLength} characters`,
  }),
  nameIsOneLine,
)

const isEmail = Schema.is(Email)

/** Empty (or only spaces) means "not given"; anything else must be an e-mail address. */
export const OptionalFeedbackEmail = Schema.Trim.check(
  Schema.makeFilter((email: string) => email === "" || isEmail(email), {
    message: invalidEmailMessage,
  }),
)

export const FeedbackForm = Schema.Struct({
  name: Schema.optionalKey(Schema.NullOr(FeedbackName)),
  email: Schema.optionalKey(Schema.NullOr(OptionalFeedbackEmail)),
  rating: Schema.optional(Schema.Literal(feedbackRating)),
  comments: FeedbackComments,
})
export type FeedbackForm = typeof FeedbackForm.Type
