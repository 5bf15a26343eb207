/**
 * The tables that grow with every visitor stay bounded: a month of simulated
 * traffic (sign-ins, rate-limited requests, sign-in links, analysis
 * requests every six hours), with the hourly clean-up run after each step,
 * leaves only what can still be used: sessions within their idle and
 * absolute lifetimes, the open rate-limit windows, links not yet expired,
 * and a day of Idempotency-Keys. Nothing live is deleted. On PGlite and
 * PostgreSQL, with small batches so that deleting in rounds is exercised.
 */
import { assert, describe } from "@effect/vitest"
import {
  defaultHousekeeping,
  Housekeeping,
  longestWindowMillis,
} from "@strand/domain/housekeeping/Housekeeping"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgExpiredRecords } from "./PgExpiredRecords.ts"

const hour = 60 * 60 * 1000
const day = 24 * hour
const start = Date.UTC(2026, 10, 1)
const perStep = 3
/** Steps (6 hours apart) whose rate-limit windows may still be open at a step: the longest rule's window. */
const openWindowSteps = Math.floor(longestWindowMillis / (6 * hour)) + 1

const counts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{
    sessions: number
    windows: number
    links: number
    keys: number
  }>`
    SELECT (SELECT count(*)::int FROM sessions) AS sessions,
           (SELECT count(*)::int FROM rate_limits) AS windows,
           (SELECT count(*)::int FROM sign_in_links) AS links,
           (SELECT count(*)::int FROM analysis_requests) AS keys
  `
  return row!
})

/** What people leave behind in one step of traffic at `at`. */
const traffic = (at: Date, step: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (let index = 0; index < perStep; index++) {
      const user = crypto.randomUUID()
      const tag = `${step}-${index}`
      yield* sql`INSERT INTO users (id, email, referral_code, created_at)
                 VALUES (${user}, ${`p-${tag}-${user.slice(0, 8)}@example.com`}, ${`code-${user}`}, ${at})`
      yield* sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at)
                 VALUES (${`session-${user}`}, ${user}, ${at}, ${at})`
      yield* sql`INSERT INTO rate_limits (key, window_started_at, attempts)
                 VALUES (${`join:ip:${user}`}, ${at}, 1)`
      yield* sql`INSERT INTO sign_in_links (token_hash, email, expires_at)
                 VALUES (${`link-${user}`}, ${`p-${tag}@example.com`}, ${new Date(at.getTime() + 15 * 60 * 1000)})`
      yield* sql`INSERT INTO analysis_requests (user_id, idempotency_key, fingerprint, claimed_at)
                 VALUES (${user}, ${`key-${tag}`}, 'fingerprint', ${at})`
    }
  }).pipe(Effect.orDie)

describe("expired records", () =>
  onEachDatabase(
    Housekeeping.layer({ ...defaultHousekeeping, batch: 7 }).pipe(
      Layer.provideMerge(PgExpiredRecords),
    ),
    (it) => {
      it.effect("stay bounded over a month of traffic, and nothing live is deleted", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const housekeeping = yield* Housekeeping
          // A session signed in 20 days before the month and used at every
          // step: live throughout (idle 14 days, absolute 60), so kept.
          const regular = crypto.randomUUID()
          yield* sql`INSERT INTO users (id, email, referral_code)
                     VALUES (${regular}, 'regular@example.com', ${`code-${regular}`})`.pipe(
            Effect.orDie,
          )
          const steps = (31 * day) / (6 * hour)
          for (let step = 0; step < steps; step++) {
            const at = new Date(start + step * 6 * hour)
            yield* traffic(at, step)
            yield* sql`
              INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at)
              VALUES ('regular', ${regular}, ${new Date(start - 20 * day)}, ${at})
              ON CONFLICT (token_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at
            `.pipe(Effect.orDie)
            yield* housekeeping.pruneExpired(new Date(at.getTime() + hour))
            const now = yield* counts
            // Sessions used within 14 days (four steps a day), the windows
            // still open under the longest rule, the links of this step, a day of keys.
            assert.isAtMost(now.sessions, 14 * 4 * perStep + 1, `sessions at step ${step}`)
            assert.isAtMost(now.windows, openWindowSteps * perStep, `windows at step ${step}`)
            assert.isAtMost(now.links, perStep, `links at step ${step}`)
            assert.isAtMost(now.keys, 4 * perStep, `keys at step ${step}`)
          }
          const kept = yield* sql<{ token_hash: string }>`
            SELECT token_hash FROM sessions WHERE token_hash = 'regular'
          `.pipe(Effect.orDie)
          assert.strictEqual(kept.length, 1, "the regular's session is live and kept")
          // The last step's windows are still open, and kept; none older than the longest window.
          const open = yield* sql<{ n: number }>`
            SELECT count(*)::int AS n FROM rate_limits
            WHERE window_started_at >= ${new Date(start + (steps - 1) * 6 * hour)}
          `.pipe(Effect.orDie)
          assert.strictEqual(open[0]?.n, perStep)
          const stale = yield* sql<{ n: number }>`
            SELECT count(*)::int AS n FROM rate_limits
            WHERE window_started_at < ${new Date(start + (steps - 1) * 6 * hour + hour - longestWindowMillis)}
          `.pipe(Effect.orDie)
          assert.strictEqual(stale[0]?.n, 0)
        }),
      )
    },
  ))
