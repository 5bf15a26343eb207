/**
 * Use case: joining the waitlist. Joining also creates (or signs in) the
 * person's account, so they can start the quiz straight away, and records
 * who referred them.
 */
import { Context, Effect, Layer } from "effect"
import { Accounts, type SignedIn } from "../accounts/Accounts.ts"
import type { JoinWaitlist } from "./WaitlistEntry.ts"
import { type JoinOutcome, WaitlistStore } from "./WaitlistStore.ts"

export interface Joined extends JoinOutcome {
  readonly signedIn: SignedIn
}

export class Waitlist extends Context.Service<
  Waitlist,
  {
    join(input: JoinWaitlist): Effect.Effect<Joined>
    readonly count: Effect.Effect<number>
  }
>()("@strand/domain/waitlist/Waitlist") {
  static readonly layer = Layer.effect(
    Waitlist,
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const accounts = yield* Accounts
      const join = Effect.fn("Waitlist.join")(function* (input: JoinWaitlist) {
        const outcome = yield* store.join(input)
        const signedIn = yield* accounts.signIn({
          email: input.email,
          name: input.name,
          referralCode: input.referralCode,
        })
        return { ...outcome, signedIn }
      })
      return Waitlist.of({ join, count: store.count.pipe(Effect.withSpan("Waitlist.count")) })
    }),
  )
}
