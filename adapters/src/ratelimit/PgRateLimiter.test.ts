import { createHash } from "node:crypto"
import { assert, describe } from "@effect/vitest"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { Context, Effect, Exit, Layer, Option, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { counterKey, PgRateLimiter, pgRateLimiter } from "./PgRateLimiter.ts"

const rule = () => ({
  action: `test-${crypto.randomUUID().slice(0, 8)}`,
  limit: 5,
  windowSeconds: 600,
})

describe("PgRateLimiter", () =>
  onEachDatabase(PgRateLimiter, (it) => {
    it.effect("allows the limit, then refuses with the time left in the window", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const limit = rule()
        for (let i = 0; i < limit.limit; i++) yield* limiter.attempt(limit, "a@example.com")
        const refused = yield* Effect.flip(limiter.attempt(limit, "A@example.com"))
        assert.strictEqual(refused._tag, "RateLimited")
        assert.isTrue(refused.retryAfterSeconds > 590 && refused.retryAfterSeconds <= 600)
        // another subject has its own counter
        yield* limiter.attempt(limit, "b@example.com")
      }),
    )

    it.effect("counts every one of many simultaneous attempts", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const limit = rule()
        const exits = yield* Effect.all(
          Array.from({ length: 12 }, () => Effect.exit(limiter.attempt(limit, "203.0.113.9"))),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(exits.filter(Exit.isSuccess).length, limit.limit)
      }),
    )

    it.effect("starts a new window once the old one is over", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const sql = yield* SqlClient.SqlClient
        const limit = rule()
        for (let i = 0; i < limit.limit; i++) yield* limiter.attempt(limit, "c")
        yield* Effect.flip(limiter.attempt(limit, "c"))
        yield* sql`UPDATE rate_limits SET window_started_at = now() - interval '11 minutes'
                   WHERE key LIKE ${`${limit.action}:%`}`
        yield* limiter.attempt(limit, "c")
      }),
    )

    /** Another process's limiter on the same database (its own layer, its own secret lookup). */
    const anotherProcess = (secret: Option.Option<Redacted.Redacted<string>> = Option.none()) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Layer.build(
          pgRateLimiter(secret).pipe(Layer.provide(Layer.succeed(SqlClient.SqlClient, sql))),
        ).pipe(Effect.map((context) => Context.get(context, RateLimiter))),
      )

    const storedKeys = (action: string) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ key: string }>`SELECT key FROM rate_limits WHERE key LIKE ${`${action}:%`}`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.map((row) => row.key)),
        ),
      )

    it.effect("names a counter with an HMAC under the server's secret, never a plain hash", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const sql = yield* SqlClient.SqlClient
        const limit = rule()
        yield* limiter.attempt(limit, "203.0.113.9")
        const plain = createHash("sha256").update("203.0.113.9").digest("hex").slice(0, 32)
        const [key] = yield* storedKeys(limit.action)
        assert.notStrictEqual(key, `${limit.action}:${plain}`)
        // The secret was made on first start and kept, 256 random bits.
        const [kept] = yield* sql<{ value: string }>`
          SELECT value FROM server_secrets WHERE name = 'rate-limit-key'
        `.pipe(Effect.orDie)
        assert.isAtLeast(Buffer.from(kept?.value ?? "", "base64url").length, 32)
        assert.strictEqual(key, counterKey(Redacted.make(kept?.value ?? ""), limit, "203.0.113.9"))
      }),
    )

    it.effect("every process on the database keys alike, so they count together", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const other = yield* anotherProcess()
        const limit = rule()
        for (let i = 0; i < limit.limit; i++) yield* limiter.attempt(limit, "d@example.com")
        const refused = yield* Effect.flip(other.attempt(limit, "d@example.com"))
        assert.strictEqual(refused._tag, "RateLimited")
      }).pipe(Effect.scoped),
    )

    it.effect("uses RATE_LIMIT_SECRET when it is set", () =>
      Effect.gen(function* () {
        const secret = Redacted.make("a-configured-secret-of-at-least-32-chars")
        const limiter = yield* anotherProcess(Option.some(secret))
        const limit = rule()
        yield* limiter.attempt(limit, "e@example.com")
        assert.deepStrictEqual(yield* storedKeys(limit.action), [
          counterKey(secret, limit, "e@example.com"),
        ])
      }).pipe(Effect.scoped),
    )
  }))
