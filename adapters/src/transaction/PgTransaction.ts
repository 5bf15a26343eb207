/**
 * Transactions on PostgreSQL (embedded PGlite or a real server): every store
 * and the outbox share the app's SqlClient, so whatever runs inside
 * `atomically` commits or rolls back as one.
 */
import { Transaction } from "@strand/domain/transaction/Transaction"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

export const PgTransaction = Layer.effect(
  Transaction,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return Transaction.of({
      // BEGIN or COMMIT failing is the database failing: a defect, like every store's errors.
      atomically: (effect) =>
        sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", (error) => Effect.die(error))),
    })
  }),
)
