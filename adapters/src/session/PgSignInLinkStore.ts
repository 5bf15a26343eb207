/**
 * Sign-in links on PostgreSQL. Issuing deletes the e-mail's older links in
 * the same transaction; redeeming deletes the link and returns it only if
 * it had not expired, in one statement, so a link can never be used twice.
 */
import { createHash, randomBytes } from "node:crypto"
import { SignInLinkStore, signInLinkMinutes } from "@strand/domain/session/SignInLinkStore"
import { Email } from "@strand/domain/user/Email"
import type { SignIn } from "@strand/domain/user/User"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

export const PgSignInLinkStore = Layer.effect(
  SignInLinkStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const issue = Effect.fn("SignInLinkStore.issue")(function* (request: SignIn) {
      const token = randomBytes(32).toString("base64url")
      yield* sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`DELETE FROM sign_in_links WHERE lower(email) = lower(${request.email})`
            yield* sql`
              INSERT INTO sign_in_links (token_hash, email, name, referral_code, expires_at)
              VALUES (${hashToken(token)}, ${request.email}, ${request.name ?? null},
                      ${request.referralCode ?? null},
                      now() + make_interval(mins => ${signInLinkMinutes}))
            `
          }),
        )
        .pipe(Effect.orDie)
      return token
    })

    const redeem = Effect.fn("SignInLinkStore.redeem")(function* (token: string) {
      const rows = yield* sql<{
        email: string
        name: string | null
        referral_code: string | null
        live: boolean
      }>`
        DELETE FROM sign_in_links WHERE token_hash = ${hashToken(token)}
        RETURNING email, name, referral_code, expires_at > now() AS live
      `.pipe(Effect.orDie)
      const row = rows[0]
      if (row === undefined || !row.live) return Option.none<SignIn>()
      return Option.some<SignIn>({
        email: Email.make(row.email),
        name: row.name ?? undefined,
        referralCode: row.referral_code ?? undefined,
      })
    })

    return SignInLinkStore.of({ issue, redeem })
  }),
)
