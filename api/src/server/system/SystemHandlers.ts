/**
 * Health: ok when the database answers within 3 seconds (the spec's client
 * gives up after 5), otherwise 503; the database's failure is logged.
 */
import { httpErrorMessageForStatus } from "@strand/domain/errors/ApiError"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { StrandApi } from "../../contract/StrandApi.ts"
import { Unhealthy } from "../../contract/system/SystemApi.ts"

export const SystemHandlers = HttpApiBuilder.group(
  StrandApi,
  "system",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    return handlers.handle("health", () =>
      sql`SELECT 1`.pipe(
        Effect.timeout("3 seconds"),
        Effect.as({ ok: true }),
        Effect.catchCause((cause) =>
          Effect.logError("Health check: the database does not answer", cause).pipe(
            Effect.andThen(
              Effect.fail(
                new Unhealthy({
                  ok: false,
                  message: httpErrorMessageForStatus(503),
                  code: "SERVICE_UNAVAILABLE",
                }),
              ),
            ),
          ),
        ),
      ),
    )
  }),
)
