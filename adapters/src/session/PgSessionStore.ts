/**
 * Sessions on PostgreSQL. The token is 256 random bits; only its SHA-256 is
 * stored. Expiry follows the domain's SessionPolicy.
 */
import { createHash, randomBytes } from "node:crypto"
import { isSessionLive, shouldTouchSession } from "@strand/domain/session/SessionPolicy"
import { SessionStore, SessionToken } from "@strand/domain/session/SessionStore"
import { type UserId, UserId as UserIdSchema } from "@strand/domain/user/User"
import { Clock, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

export const PgSessionStore = Layer.effect(
  SessionStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const start = Effect.fn("SessionStore.start")(function* (
      userId: UserId,
      provenByLink: boolean,
    ) {
      const token = SessionToken.make(randomBytes(32).toString("base64url"))
      // Times come from Effect's Clock, like the expiry checks in resume, so
      // both read one clock (and tests can move it).
      const now = new Date(yield* Clock.currentTimeMillis)
      yield* sql`
        INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, proven_by_link)
        VALUES (${hashToken(token)}, ${userId}, ${now}, ${now}, ${provenByLink})
      `.pipe(Effect.orDie)
      return token
    })

    const resume = Effect.fn("SessionStore.resume")(function* (token: SessionToken) {
      const tokenHash = hashToken(token)
      const rows = yield* sql<{
        user_id: string
        created_at: Date
        last_seen_at: Date
        proven_by_link: boolean
      }>`
        SELECT user_id, created_at, last_seen_at, proven_by_link
        FROM sessions WHERE token_hash = ${tokenHash}
      `.pipe(Effect.orDie)
      const row = rows[0]
      if (row === undefined) return Option.none()
      const times = { createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at) }
      const now = new Date(yield* Clock.currentTimeMillis)
      if (!isSessionLive(times, now)) {
        yield* sql`DELETE FROM sessions WHERE token_hash = ${tokenHash}`.pipe(Effect.orDie)
        return Option.none()
      }
      if (shouldTouchSession(times, now)) {
        yield* sql`UPDATE sessions SET last_seen_at = ${now} WHERE token_hash = ${tokenHash}`.pipe(
          Effect.orDie,
        )
      }
      return Option.some({
        userId: UserIdSchema.make(row.user_id),
        provenByLink: row.proven_by_link === true,
      })
    })

    const end = Effect.fn("SessionStore.end")(function* (token: SessionToken) {
      yield* sql`DELETE FROM sessions WHERE token_hash = ${hashToken(token)}`.pipe(Effect.orDie)
    })

    return SessionStore.of({ start, resume, end })
  }),
)
