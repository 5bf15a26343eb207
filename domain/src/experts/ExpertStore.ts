/**
 * Port: the directory of experts, kept by admins. It stays small (each entry
 * is added by hand), so it is read whole and matched in memory.
 */
import { Context, type Effect, type Option } from "effect"
import type { Expert, ExpertDetails, ExpertId } from "./Expert.ts"

export class ExpertStore extends Context.Service<
  ExpertStore,
  {
    /** Every entry, by name; hidden ones only when asked for (the admin page). */
    list(options: { readonly withHidden: boolean }): Effect.Effect<ReadonlyArray<Expert>>
    find(id: ExpertId): Effect.Effect<Option.Option<Expert>>
    add(details: ExpertDetails): Effect.Effect<Expert>
    /** The entry changed (hidden as it was when `hidden` is absent), or none when there is no such entry. */
    change(
      id: ExpertId,
      details: ExpertDetails,
      hidden: boolean | undefined,
    ): Effect.Effect<Option.Option<Expert>>
    /** Whether there was such an entry. Summaries already sent keep the name they went to. */
    remove(id: ExpertId): Effect.Effect<boolean>
  }
>()("@strand/domain/experts/ExpertStore") {}
