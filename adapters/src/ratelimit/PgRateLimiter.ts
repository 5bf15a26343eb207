/**
 * Rate limits on PostgreSQL: one fixed-window counter per (action, subject),
 * counted and checked in a single atomic upsert, so concurrent requests on
 * any number of server processes are all counted. Subjects (IPs, e-mails,
 * user ids) are stored as an HMAC-SHA-256 under the server's secret
 * (RateLimitSecret.ts): a plain hash of an IPv4 address or a known e-mail
 * is reversed by trying them all; this one needs the secret.
 */
import { createHmac } from "node:crypto"
import { RateLimited, RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import type { RateLimit } from "@strand/domain/ratelimit/RateLimits"
import { Effect, Layer, Option, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { rateLimitSecret } from "./RateLimitSecret.ts"

/** A counter's name: the action, then the subject keyed under `secret`. */
export const counterKey = (secret: Redacted.Redacted<string>, rule: RateLimit, subject: string) =>
  `${rule.action}:${createHmac("sha256", Redacted.value(secret)).update(subject.toLowerCase()).digest("hex").slice(0, 32)}`

/** `secret`: RATE_LIMIT_SECRET, or none to use (and make) the database's. */
export const pgRateLimiter = (secret: Option.Option<Redacted.Redacted<string>>) =>
  Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const key = yield* rateLimitSecret(secret)

      const attempt = Effect.fn("RateLimiter.attempt")(function* (
        rule: RateLimit,
        subject: string,
      ) {
        const window = rule.windowSeconds
        const rows = yield* sql<{ attempts: number; retry_after: number }>`
        INSERT INTO rate_limits AS r (key, window_started_at, attempts)
        VALUES (${counterKey(key, rule, subject)}, now(), 1)
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

/** The rate limiter with the database's own secret. */
export const PgRateLimiter = pgRateLimiter(Option.none())
