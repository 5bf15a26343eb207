/**
 * Use case: signing in (which signs up on first use), signing out, and
 * knowing who is signed in. Every sign-in starts a brand-new session, so a
 * session token planted before sign-in (session fixation) is never promoted.
 */
import { Context, Effect, Layer, Option } from "effect"
import { generateReferralCode } from "../referral/ReferralCode.ts"
import { SessionStore, type SessionToken } from "../session/SessionStore.ts"
import type { SignIn, User, UserId } from "../user/User.ts"
import { UserStore } from "../user/UserStore.ts"

export interface SignedIn {
  readonly user: User
  readonly token: SessionToken
  readonly created: boolean
}

export class Accounts extends Context.Service<
  Accounts,
  {
    signIn(input: SignIn): Effect.Effect<SignedIn>
    signOut(token: SessionToken): Effect.Effect<void>
    /** The user of a live session, if any. */
    currentUser(token: SessionToken): Effect.Effect<Option.Option<User>>
    hasCompletedQuiz(userId: UserId): Effect.Effect<boolean>
  }
>()("@strand/domain/accounts/Accounts") {
  static readonly layer = Layer.effect(
    Accounts,
    Effect.gen(function* () {
      const users = yield* UserStore
      const sessions = yield* SessionStore

      const signIn = Effect.fn("Accounts.signIn")(function* (input: SignIn) {
        const outcome = yield* users.signIn(input, yield* generateReferralCode)
        const token = yield* sessions.start(outcome.user.id)
        return { user: outcome.user, token, created: outcome.created }
      })

      const signOut = Effect.fn("Accounts.signOut")(function* (token: SessionToken) {
        yield* sessions.end(token)
      })

      const currentUser = Effect.fn("Accounts.currentUser")(function* (token: SessionToken) {
        const userId = yield* sessions.resume(token)
        if (Option.isNone(userId)) return Option.none<User>()
        return yield* users.findById(userId.value)
      })

      return Accounts.of({
        signIn,
        signOut,
        currentUser,
        hasCompletedQuiz: users.hasCompletedQuiz,
      })
    }),
  )
}
