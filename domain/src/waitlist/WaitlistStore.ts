/**
 * Port: where waitlist sign-ups are kept. An e-mail joins at most once
 * (compared case-insensitively); joining again returns the first entry.
 * Storage failures are defects: the caller cannot do anything about them.
 */
import { Context, type Effect } from "effect"
import type { JoinWaitlist, WaitlistEntry } from "./WaitlistEntry.ts"

export interface JoinOutcome {
  readonly entry: WaitlistEntry
  /** false when this e-mail was already on the waitlist */
  readonly created: boolean
}

export class WaitlistStore extends Context.Service<
  WaitlistStore,
  {
    join(input: JoinWaitlist): Effect.Effect<JoinOutcome>
    readonly count: Effect.Effect<number>
    /** Newest first. */
    readonly list: Effect.Effect<ReadonlyArray<WaitlistEntry>>
  }
>()("@strand/domain/waitlist/WaitlistStore") {}
