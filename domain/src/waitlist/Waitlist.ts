/**
 * Use case: joining the waitlist. Joining also creates (or signs in) the
 * person's account, so they can start the quiz straight away, and records
 * who referred them.
 */
import { Context, Effect, Layer } from "effect"
import { Accounts, type LinkSent, type SignedIn } from "../accounts/Accounts.ts"
import type { MailError } from "../mail/Mailer.ts"
import type { JoinWaitlist } from "./WaitlistEntry.ts"
import { type JoinOutcome, WaitlistStore } from "./WaitlistStore.ts"

export interface Joined extends JoinOutcome {
  readonly signIn: SignedIn | LinkSent
}

export class Waitlist extends Context.Service<
  Waitlist,
  {
    /** `confirmUrl` is where a magic-link sign-in link points. */
    join(input: JoinWaitlist, confirmUrl: string): Effect.Effect<Joined, MailError>
    readonly count: Effect.Effect<number>
  }
>()("@strand/domain/waitlist/Waitlist") {
  static readonly layer = Layer.effect(
    Waitlist,
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const accounts = yield* Accounts
      const join = Effect.fn("Waitlist.join")(function* (input: JoinWaitlist, confirmUrl: string) {
        const outcome = yield* store.join(input)
        const signIn = yield* accounts.begin(
          { email: input.email, name: input.name, referralCode: input.referralCode },
          confirmUrl,
        )
        return { ...outcome, signIn }
      })
      return Waitlist.of({ join, count: store.count.pipe(Effect.withSpan("Waitlist.count")) })
    }),
  )
}
