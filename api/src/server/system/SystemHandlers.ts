/**
 * The probes. Liveness answers at once. Readiness and health ask the
 * database within 3 seconds (the spec's client gives up after 5); a failing
 * check is logged and answered 503, so the balancer takes this process out.
 * A database that hangs is answered in those 3 s too: the stuck query is
 * left to give up in the background (cancelling it needs the database, and
 * can itself hang for the pool's 5 s connect time-out).
 * Once the process is stopping, readiness answers 503 at once, asking
 * nothing (ConnectionDrain.ts).
 */
import { pendingMigrations } from "@strand/adapters/db/Migrations"
import { OutboxWorker } from "@strand/domain/delivery/OutboxDelivery"
import { httpErrorMessageForStatus } from "@strand/domain/errors/ApiError"
import { Effect, Fiber, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { StrandApi } from "../../contract/StrandApi.ts"
import { NotReady, Unhealthy } from "../../contract/system/SystemApi.ts"
import { ServerDrain } from "../http/ConnectionDrain.ts"

const unavailable = httpErrorMessageForStatus(503)
const alive = { ok: true } as const

class NoAnswer extends Error {
  override readonly message = "No answer within 3 seconds"
}

/** `check`'s answer within 3 s, or a NoAnswer failure then, without waiting for it to stop. */
const within3Seconds = <A, E>(check: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.forkDetach(check)
    const answer = yield* Fiber.join(fiber).pipe(Effect.timeoutOption("3 seconds"))
    if (Option.isSome(answer)) return answer.value
    yield* Effect.forkDetach(Fiber.interrupt(fiber))
    return yield* Effect.fail(new NoAnswer())
  })

export const SystemHandlers = HttpApiBuilder.group(
  StrandApi,
  "system",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    const worker = yield* OutboxWorker
    const drain = yield* ServerDrain
    const provideSql = Effect.provideService(SqlClient.SqlClient, sql)

    const databaseAnswers = within3Seconds(sql`SELECT 1`)

    /** "ok", or what is wrong, for one check; the failure itself is logged. */
    const check = <E>(name: string, run: Effect.Effect<string, E>) =>
      within3Seconds(run).pipe(
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
          // Asked again once the checks are in: a drain that began while they
          // ran (the database is slow under load) is what the answer says.
          Effect.suspend(() =>
            drain.draining
              ? Effect.succeed(stopping)
              : Effect.map(readiness, (checks) => (drain.draining ? stopping : checks)),
          ),
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
