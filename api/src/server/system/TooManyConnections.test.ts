/**
 * PostgreSQL out of connections is said as such. Here the server's role may
 * hold two connections (CONNECTION LIMIT, the same refusal, SQLSTATE 53300,
 * as a server at max_connections) while the process may open six
 * (DATABASE_POOL_MAX): under a burst of requests that each hold their
 * connection a while, those the pool could not get one for are answered the
 * spec's 503, and the log says "too many connections" and where to look, not
 * that the database is unreachable. (PostgreSQL lane only.)
 */
import { PgClient } from "@effect/sql-pg"
import { assert, describe, layer } from "@effect/vitest"
import { temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

/** The database's superuser, to set it up and to hold it up. */
class Admin extends Context.Service<Admin, SqlClient.SqlClient>()("test/Admin") {}

/** A fresh database owned by a role that may hold two connections at once. */
const limitedDatabase = Effect.gen(function* () {
  const database = new URL(Redacted.value(yield* temporaryPostgresDatabase(inject("postgresUrl"))))
  const admin = yield* Layer.build(PgClient.layer({ url: Redacted.make(database.toString()) }))
  const sql = Context.get(admin, SqlClient.SqlClient)
  const role = `strand_limited_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`
  yield* sql.unsafe(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 2`)
  yield* sql.unsafe(`ALTER DATABASE ${database.pathname.slice(1)} OWNER TO ${role}`)
  database.username = role
  return { url: Redacted.make(database.toString()), admin: sql }
}).pipe(Effect.orDie)

const server = Layer.unwrap(
  Effect.map(limitedDatabase, ({ url, admin }) =>
    testServer({
      databaseUrl: Option.some(url),
      databasePool: { max: 6, preparedStatements: true },
    }).pipe(Layer.merge(Layer.succeed(Admin, admin))),
  ),
)

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")("too many connections", () => {
  layer(server, { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect("is a 503, logged as too many connections", () =>
      Effect.gen(function* () {
        const strand = yield* TestServer
        const admin = yield* Admin
        // The count waits behind a lock for a second, each request holding
        // its connection, so the pool reaches for more than the role may have.
        const holdUp = admin.withTransaction(
          Effect.andThen(
            admin`LOCK TABLE waitlist_tally IN ACCESS EXCLUSIVE MODE`,
            admin`SELECT pg_sleep(1)`,
          ),
        )
        const burst = Effect.all(
          Array.from({ length: 12 }, () => request(strand, "/api/waitlist/count")),
          { concurrency: "unbounded" },
        )
        const [, answers] = yield* Effect.all(
          [holdUp, Effect.andThen(Effect.sleep("100 millis"), burst)],
          { concurrency: "unbounded" },
        ).pipe(Effect.orDie)
        const statuses = answers.map((answer) => answer.status)
        assert.includeMembers(statuses, [200, 503])
        assert.deepStrictEqual(
          statuses.filter((status) => status !== 200 && status !== 503),
          [],
        )
        const refused = strand.logs.filter(
          (line) => typeof line.message === "string" && line.message.startsWith("Request failed"),
        )
        assert.isNotEmpty(refused)
        for (const line of refused) {
          assert.include(String(line.message), "too many connections")
          assert.include(String(line.message), "DATABASE_POOL_MAX")
        }
      }),
    )
  })
})
