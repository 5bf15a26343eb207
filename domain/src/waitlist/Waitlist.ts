/** Use case: joining the waitlist and reading its size. */
import { Context, Effect, Layer } from "effect"
import type { JoinWaitlist } from "./WaitlistEntry.ts"
import { type JoinOutcome, WaitlistStore } from "./WaitlistStore.ts"

export class Waitlist extends Context.Service<
  Waitlist,
  {
    join(input: JoinWaitlist): Effect.Effect<JoinOutcome>
    readonly count: Effect.Effect<number>
  }
>()("@strand/domain/waitlist/Waitlist") {
  static readonly layer = Layer.effect(
    Waitlist,
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const join = Effect.fn("Waitlist.join")(function* (input: JoinWaitlist) {
        return yield* store.join(input)
      })
      return Waitlist.of({ join, count: store.count.pipe(Effect.withSpan("Waitlist.count")) })
    }),
  )
}
