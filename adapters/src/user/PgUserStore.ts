/** Accounts on PostgreSQL (embedded PGlite or a real server). */
import { type SignIn, User, UserId } from "@strand/domain/user/User"
import { UserStore } from "@strand/domain/user/UserStore"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface UserRow {
  readonly id: string
  readonly name: string | null
  readonly email: string
  readonly referral_code: string
  readonly referral_count: number
  readonly created_at: Date | string
}

const toUser = (row: UserRow) =>
  Schema.decodeUnknownSync(User)({
    id: row.id,
    name: row.name,
    email: row.email,
    referralCode: row.referral_code,
    referralCount: Number(row.referral_count),
    createdAt: DateTime.makeUnsafe(row.created_at),
  })

export const PgUserStore = Layer.effect(
  UserStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const findById = Effect.fn("UserStore.findById")(function* (id: UserId) {
      const rows = yield* sql<UserRow>`
        SELECT u.id, u.name, u.email, u.referral_code, u.created_at,
               (SELECT count(*)::int FROM users r WHERE r.referred_by = u.id) AS referral_count
        FROM users u WHERE u.id = ${id}
      `.pipe(Effect.orDie)
      return Option.map(Option.fromNullishOr(rows[0]), toUser)
    })

    const signIn = Effect.fn("UserStore.signIn")(function* (
      input: SignIn,
      newReferralCode: string,
    ) {
      const name = input.name === undefined || input.name === "" ? null : input.name
      // One statement: the referrer is looked up and the account inserted
      // together, and the insert does nothing if the e-mail exists, so the
      // referral is recorded only by the sign-in that created the account.
      const inserted = yield* sql<{ id: string }>`
        WITH referrer AS (
          SELECT id FROM users
          WHERE referral_code = ${input.referralCode ?? null} AND lower(email) <> lower(${input.email})
        )
        INSERT INTO users (id, name, email, referral_code, referred_by)
        VALUES (${crypto.randomUUID()}, ${name}, ${input.email}, ${newReferralCode},
                (SELECT id FROM referrer))
        ON CONFLICT (lower(email)) DO NOTHING
        RETURNING id
      `.pipe(Effect.orDie)
      const id =
        inserted[0]?.id ??
        // Signing in again never renames the account: under trust-email
        // anyone can type the address, so a name typed now only fills in
        // one the account does not have yet.
        (yield* sql<{ id: string }>`
          UPDATE users SET name = coalesce(name, ${name})
          WHERE lower(email) = lower(${input.email})
          RETURNING id
        `.pipe(Effect.orDie))[0]?.id
      if (id === undefined) return yield* Effect.die(new Error("sign-in found no account"))
      const user = yield* findById(UserId.make(id))
      return {
        user: Option.getOrThrow(user),
        created: inserted.length === 1,
      }
    })

    const hasCompletedQuiz = Effect.fn("UserStore.hasCompletedQuiz")(function* (id: UserId) {
      const rows = yield* sql<{ done: boolean }>`
        SELECT EXISTS (SELECT 1 FROM analyses WHERE user_id = ${id}) AS done
      `.pipe(Effect.orDie)
      return rows[0]?.done === true
    })

    return UserStore.of({ signIn, findById, hasCompletedQuiz })
  }),
)
