import { assert, describe } from "@effect/vitest"
import { SignInLinkStore } from "@strand/domain/session/SignInLinkStore"
import { Email } from "@strand/domain/user/Email"
import { Effect, Option } from "effect"
import { SqlClient } from "effect/sql"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgSignInLinkStore } from "./PgSignInLinkStore.ts"

const someone = () => ({
  email: Email.make(`p-${crypto.randomUUID().slice(0, 8)}@example.com`),
  name: "Pat",
  referralCode: "abc",
})

describe("PgSignInLinkStore", () =>
  onEachDatabase(PgSignInLinkStore, (it) => {
    it.effect("a link works once and remembers what was typed", () =>
      Effect.gen(function* () {
        const links = yield* SignInLinkStore
        const request = someone()
        const token = yield* links.issue(request)
        assert.isAtLeast(token.length, 22) // ≥ 128 bits in base64url
        assert.deepStrictEqual(yield* links.redeem(token), Option.some(request))
        assert.isTrue(Option.isNone(yield* links.redeem(token)))
      }),
    )

    it.effect("an expired link does nothing", () =>
      Effect.gen(function* () {
        const links = yield* SignInLinkStore
        const sql = yield* SqlClient.SqlClient
        const request = someone()
        const token = yield* links.issue(request)
        yield* sql`UPDATE sign_in_links SET expires_at = now() - interval '1 second' WHERE email = ${request.email}`
        assert.isTrue(Option.isNone(yield* links.redeem(token)))
      }),
    )

    it.effect("stores only a hash of the token", () =>
      Effect.gen(function* () {
        const links = yield* SignInLinkStore
        const sql = yield* SqlClient.SqlClient
        const request = someone()
        const token = yield* links.issue(request)
        const rows = yield* sql<{
          token_hash: string
        }>`SELECT token_hash FROM sign_in_links WHERE email = ${request.email}`
        assert.strictEqual(rows.length, 1)
        assert.notInclude(rows[0]?.token_hash ?? "", token)
      }),
    )
  }))
