import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

const countNow = (server: { url: string }) =>
  request(server, "/api/waitlist/count").pipe(
    Effect.map((response) => (response.json as { count: number }).count),
  )

describe("waitlist over HTTP", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      "joins, counts, and answers a second join the same way, but for the account now existing",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const before = yield* countNow(server)
          const body = {
            name: "  Ada Lovelace ",
            email: "Ada@Example.com",
            hairConcerns: "dryness",
          }
          const first = yield* request(server, "/api/waitlist", { method: "POST", body })
          const second = yield* request(server, "/api/waitlist", {
            method: "POST",
            body: { ...body, email: "ada@example.com" },
          })
          assert.strictEqual(first.status, 200)
          assert.deepStrictEqual(second.status, first.status)
          const { accountCreated: created, ...firstAnswer } = first.json as Record<string, unknown>
          const { accountCreated: createdAgain, ...secondAnswer } = second.json as Record<
            string,
            unknown
          >
          assert.deepStrictEqual(secondAnswer, firstAnswer)
          // So the second visitor is not told "Your account has been created."
          assert.deepStrictEqual([created, createdAgain], [true, false])
          assert.strictEqual(yield* countNow(server), before + 1)
        }),
    )

    it.effect("rejects a short name and a bad e-mail with the spec's messages", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const response = yield* request(server, "/api/waitlist", {
          method: "POST",
          body: { name: "A", email: "not-an-email" },
        })
        assert.strictEqual(response.status, 400)
        const json = response.json as { message: string; code: string; issues: unknown[] }
        assert.strictEqual(json.code, "VALIDATION_ERROR")
        assert.strictEqual(json.message, "Name must be at least 2 characters")
        assert.deepStrictEqual(json.issues, [
          { path: ["name"], message: "Name must be at least 2 characters" },
          { path: ["email"], message: "Please enter a valid email address" },
        ])
      }),
    )

    it.effect("says Required for missing fields and rejects unknown concerns", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const missing = yield* request(server, "/api/waitlist", { method: "POST", body: {} })
        assert.strictEqual(missing.status, 400)
        assert.strictEqual((missing.json as { message: string }).message, "Required")
        const unknownConcern = yield* request(server, "/api/waitlist", {
          method: "POST",
          body: { name: "Bea", email: "bea@example.com", hairConcerns: "purple" },
        })
        assert.strictEqual(unknownConcern.status, 400)
        assert.strictEqual(
          (unknownConcern.json as { message: string }).message,
          "Please choose a hair concern from the list",
        )
      }),
    )

    it.effect("keeps the free text of an 'other' concern", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const response = yield* request(server, "/api/waitlist", {
          method: "POST",
          body: {
            name: "Cleo",
            email: "cleo@example.com",
            hairConcerns: "other: frizz in humidity",
          },
        })
        assert.strictEqual(response.status, 200)
      }),
    )

    it.effect("a join whose sign-in fails leaves nothing behind", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const before = yield* countNow(server)
        // Sessions cannot be written (as on a database a migration was skipped on).
        const broken = server.sql`ALTER TABLE sessions RENAME COLUMN proven_by_link TO unreadable`
        const mended = server.sql`ALTER TABLE sessions RENAME COLUMN unreadable TO proven_by_link`
        const failed = yield* Effect.acquireUseRelease(
          Effect.orDie(broken),
          () =>
            request(server, "/api/waitlist", {
              method: "POST",
              body: { name: "Half Joined", email: "half-joined@example.com" },
            }),
          () => Effect.orDie(mended),
        )
        assert.strictEqual(failed.status, 500)
        assert.strictEqual(yield* countNow(server), before)
        const rows = yield* Effect.orDie(
          server.sql`SELECT 1 FROM outbox WHERE kind = 'PushContact' AND description LIKE '%half-joined%'`,
        )
        assert.deepStrictEqual(rows.length, 0)
      }),
    )
  })
})
