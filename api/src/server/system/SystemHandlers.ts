/**
 * The probes. Liveness answers at once. Readiness and health ask the
 * database within 3 seconds (the spec's client gives up after 5); a failing
 * check is logged and answered 503, so the balancer takes this process out.
 * Once the process is stopping, readiness answers 503 at once, asking
 * nothing (ConnectionDrain.ts).
 */
import { pendingMigrations } from "@strand/adapters/db/Migrations"
import { httpErrorMessageForStatus } from "@strand/domain/errors/ApiError"
import { OutboxWorker } from "@strand/domain/outbox/OutboxDelivery"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { StrandApi } from "../../contract/StrandApi.ts"
import { NotReady, Unhealthy } from "../../contract/system/SystemApi.ts"
import { ServerDrain } from "../http/ConnectionDrain.ts"

const unavailable = httpErrorMessageForStatus(503)
const alive = { ok: true } as const

export const SystemHandlers = HttpApiBuilder.group(
  StrandApi,
  "system",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    const worker = yield* OutboxWorker
    const drain = yield* ServerDrain
    const provideSql = Effect.provideService(SqlClient.SqlClient, sql)

    const databaseAnswers = sql`SELECT 1`.pipe(Effect.timeout("3 seconds"))

    /** "ok", or what is wrong, for one check; the failure itself is logged. */
    const check = <E>(name: string, run: Effect.Effect<string, E>) =>
      run.pipe(
        Effect.timeout("3 seconds"),
        Effect.catchCause((cause) =>
          Effect.as(
            Effect.logError(`Readiness: the ${name} check failed`, cause),
            "failing: no answer",
          ),
        ),
      )

    const stopping = {
      server: "failing: stopping",
      database: "not checked",
      migrations: "not checked",
      outbox: "not checked",
    }

    const readiness = Effect.all(
      {
        server: Effect.succeed("ok"),
        database: check("database", Effect.as(databaseAnswers, "ok")),
        migrations: check(
          "migrations",
          Effect.map(provideSql(pendingMigrations), (pending) =>
            pending.length === 0 ? "ok" : `failing: ${pending.length} not applied`,
          ),
        ),
        outbox: Effect.map(worker.running, (running) => (running ? "ok" : "failing: stopped")),
      },
      { concurrency: "unbounded" },
    )

    return handlers
      .handle("livez", () => Effect.succeed(alive))
      .handle("readyz", () =>
        Effect.flatMap(
          Effect.suspend(() => (drain.draining ? Effect.succeed(stopping) : readiness)),
          (checks) =>
            Object.values(checks).every((state) => state === "ok")
              ? Effect.succeed({ ok: true as const, checks })
              : Effect.fail(
                  new NotReady({
                    ok: false,
                    message: unavailable,
                    code: "SERVICE_UNAVAILABLE",
                    checks,
                  }),
                ),
        ),
      )
      .handle("health", () =>
        databaseAnswers.pipe(
          Effect.as({ ok: true }),
          Effect.catchCause((cause) =>
            Effect.logError("Health check: the database does not answer", cause).pipe(
              Effect.andThen(
                Effect.fail(
                  new Unhealthy({ ok: false, message: unavailable, code: "SERVICE_UNAVAILABLE" }),
                ),
              ),
            ),
          ),
        ),
      )
  }),
)
