/**
 * Port: where accounts are kept. `signIn` creates the account on first use
 * (that is sign-up) and records who referred them, all in one step, so a
 * referral is counted exactly once however many times or how concurrently
 * the same person joins. Unknown or own referral codes are ignored.
 */
import { Context, type Effect, type Option } from "effect"
import type { SignIn, User, UserId } from "./User.ts"

export interface SignInOutcome {
  readonly user: User
  /** true when this sign-in created the account */
  readonly created: boolean
}

export class UserStore extends Context.Service<
  UserStore,
  {
    /** `referralCode` is the new account's own code, used only when it is created. */
    signIn(input: SignIn, referralCode: string): Effect.Effect<SignInOutcome>
    findById(id: UserId): Effect.Effect<Option.Option<User>>
    /** true once the user has at least one stored analysis */
    hasCompletedQuiz(id: UserId): Effect.Effect<boolean>
  }
>()("@strand/domain/user/UserStore") {}
