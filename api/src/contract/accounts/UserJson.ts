/**
 * What GET /api/user and GET /api/user/quiz-status answer. Apart from the
 * endpoints (AccountsApi.ts), so the SPA can read them without the whole
 * contract (web/build/apiEndpoints.ts).
 */
import { Schema } from "effect"

/** The signed-in user as the SPA sees them. */
export const UserJson = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  email: Schema.String,
  referralCode: Schema.String,
  referralCount: Schema.Number,
  /** whether the admin pages will open for them */
  isAdmin: Schema.Boolean,
})
export type UserJson = typeof UserJson.Type

/** Whether the signed-in person has taken the quiz. */
export const QuizStatus = Schema.Struct({ hasCompletedQuiz: Schema.Boolean })
