/**
 * Port: one database transaction around a change and the outbox jobs it
 * causes, so a sign-up is never stored without its CRM push, nor a sign-in
 * link without its e-mail. Keep what runs inside short: on the embedded
 * database one open transaction holds up every other query.
 */
import { Context, type Effect } from "effect"

export class Transaction extends Context.Service<
  Transaction,
  {
    atomically<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R>
  }
>()("@strand/domain/transaction/Transaction") {}
