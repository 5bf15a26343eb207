/**
 * Rate limits on PostgreSQL: one fixed-window counter per (action, subject),
 * counted and checked in a single atomic upsert, so concurrent requests on
 * any number of server processes are all counted. Subjects (IPs, e-mails,
 * user ids) are stored hashed.
 */
import { createHash } from "node:crypto"
import { RateLimited, RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import type { RateLimit } from "@strand/domain/ratelimit/RateLimits"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

const counterKey = (rule: RateLimit, subject: string) =>
  `${rule.action}:${createHash("sha256").update(subject.toLowerCase()).digest("hex").slice(0, 32)}`

export const PgRateLimiter = Layer.effect(
  RateLimiter,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const attempt = Effect.fn("RateLimiter.attempt")(function* (rule: RateLimit, subject: string) {
      const window = rule.windowSeconds
      const rows = yield* sql<{ attempts: number; retry_after: number }>`
        INSERT INTO rate_limits AS r (key, window_started_at, attempts)
        VALUES (${counterKey(rule, subject)}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          attempts = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${window})
                          THEN 1 ELSE r.attempts + 1 END,
          window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${window})
                                   THEN now() ELSE r.window_started_at END
        RETURNING attempts,
          ceil(extract(epoch FROM window_started_at + make_interval(secs => ${window}) - now()))::int
            AS retry_after
      `.pipe(Effect.orDie)
      const row = rows[0]
      if (row !== undefined && row.attempts > rule.limit) {
        return yield* new RateLimited({
          action: rule.action,
          retryAfterSeconds: Math.max(1, Number(row.retry_after)),
        })
      }
    })

    return RateLimiter.of({ attempt })
  }),
)
