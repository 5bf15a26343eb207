/**
 * Use case: joining the waitlist. Joining also creates (or signs in) the
 * person's account, so they can start the quiz straight away, and records
 * who referred them. A new sign-up is queued for the CRM in the same
 * transaction that stores it, so it reaches the CRM without anyone pressing
 * Sync All, even if the CRM is down when they join; the sign-in is in that
 * transaction too, so a join that fails half-way leaves nothing behind.
 */
import { Context, Effect, Layer } from "effect"
import { Accounts, type LinkSent, type SignedIn } from "../accounts/Accounts.ts"
import { Outbox } from "../outbox/Outbox.ts"
import { Transaction } from "../transaction/Transaction.ts"
import { contactOf } from "./CrmSync.ts"
import type { JoinWaitlist } from "./WaitlistEntry.ts"
import { type JoinOutcome, WaitlistStore } from "./WaitlistStore.ts"

export interface Joined extends JoinOutcome {
  readonly signIn: SignedIn | LinkSent
}

export class Waitlist extends Context.Service<
  Waitlist,
  {
    /** `confirmUrl` is where a magic-link sign-in link points. */
    join(input: JoinWaitlist, confirmUrl: string): Effect.Effect<Joined>
    readonly count: Effect.Effect<number>
  }
>()("@strand/domain/waitlist/Waitlist") {
  static readonly layer = Layer.effect(
    Waitlist,
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const accounts = yield* Accounts
      const outbox = yield* Outbox
      const transaction = yield* Transaction
      const join = Effect.fn("Waitlist.join")(function* (input: JoinWaitlist, confirmUrl: string) {
        return yield* transaction.atomically(
          Effect.gen(function* () {
            // The account first, so the contact queued for the CRM carries its own code.
            const signIn = yield* accounts.begin(
              { email: input.email, name: input.name, referralCode: input.referralCode },
              confirmUrl,
            )
            const outcome = yield* store.join(input)
            if (outcome.created) {
              yield* outbox.enqueue({
                job: { _tag: "PushContact", contact: contactOf(outcome.entry) },
                dedupeKey: `crm:waitlist:${outcome.entry.id}`,
              })
            }
            return { ...outcome, signIn }
          }),
        )
      })
      return Waitlist.of({ join, count: store.count.pipe(Effect.withSpan("Waitlist.count")) })
    }),
  )
}
