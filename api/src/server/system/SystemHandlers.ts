/** Health: ok when the database answers. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { StrandApi } from "../../contract/StrandApi.ts"

export const SystemHandlers = HttpApiBuilder.group(
  StrandApi,
  "system",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    return handlers.handle("health", () =>
      sql`SELECT 1`.pipe(
        Effect.as({ ok: true }),
        Effect.catch(() => Effect.succeed({ ok: false })),
      ),
    )
  }),
)
