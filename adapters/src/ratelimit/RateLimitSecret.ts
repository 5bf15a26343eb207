/**
 * The key rate-limit counters are named with: RATE_LIMIT_SECRET when set,
 * otherwise one made on first start and kept in the database (server_secrets),
 * so every process on one database names a counter alike and a restart
 * keeps the windows. 256 random bits; never logged.
 */
import { randomBytes } from "node:crypto"
import { Effect, Option, Redacted } from "effect"
import { SqlClient } from "effect/sql"

const secretName = "rate-limit-key"

/** The configured secret, or the database's (made now if there is none yet). */
export const rateLimitSecret = (configured: Option.Option<Redacted.Redacted<string>>) =>
  Option.match(configured, {
    onSome: Effect.succeed,
    onNone: () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // Several processes starting together: the first insert wins, all read it.
        yield* sql`
          INSERT INTO server_secrets (name, value)
          VALUES (${secretName}, ${randomBytes(32).toString("base64url")})
          ON CONFLICT (name) DO NOTHING
        `
        const rows = yield* sql<{ value: string }>`
          SELECT value FROM server_secrets WHERE name = ${secretName}
        `
        const value = rows[0]?.value
        if (value === undefined) return yield* Effect.die("The rate-limit secret was not kept")
        return Redacted.make(value)
      }).pipe(Effect.orDie),
  })
