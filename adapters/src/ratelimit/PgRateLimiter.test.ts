import { assert, describe } from "@effect/vitest"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { Effect, Exit } from "effect"
import { SqlClient } from "effect/sql"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgRateLimiter } from "./PgRateLimiter.ts"

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
  }))
