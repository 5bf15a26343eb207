/**
 * Two API processes on one PostgreSQL, both asking the same AI provider (a
 * local OpenAI-speaking server): a request sent to both with one
 * Idempotency-Key makes one analysis and one provider call, and the hourly
 * quota is counted across both. (PostgreSQL lane only.)
 */
import { assert, describe, layer } from "@effect/vitest"
import { FakeAi } from "@strand/adapters/testing/FakeAiProvider"
import { temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { Context, Effect, Layer, Option } from "effect"
import { inject } from "vitest"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

class TwoServers extends Context.Service<
  TwoServers,
  { readonly a: { url: string }; readonly b: { url: string } }
>()("test/TwoAnalysingServers") {}

const twoServersOnOneDatabase = Layer.unwrap(
  Effect.gen(function* () {
    const fake = yield* FakeAi
    const databaseUrl = Option.some(yield* temporaryPostgresDatabase(inject("postgresUrl")))
    const server = () =>
      Layer.build(
        testServer(
          { databaseUrl, analysesPerHour: 3 },
          {
            AI_PROVIDER: "openai",
            OPENAI_API_KEY: "sk-test-shared",
            OPENAI_BASE_URL: `${fake.url}/v1`,
            AI_TIMEOUT_SECONDS: "10",
          },
        ),
      ).pipe(Effect.map((context) => Context.get(context, TestServer)))
    return Layer.succeed(TwoServers, { a: yield* server(), b: yield* server() })
  }),
).pipe(Layer.provideMerge(FakeAi.layer))

const body = { userName: "Amara", answers: { gender: "male" } }

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")(
  "analyses on several API processes",
  () => {
    layer(twoServersOnOneDatabase, { timeout: 90_000, excludeTestServices: true })((it) => {
      it.effect("one Idempotency-Key sent to both makes one analysis and one provider call", () =>
        Effect.gen(function* () {
          const { a, b } = yield* TwoServers
          const fake = yield* FakeAi
          fake.answer({ _tag: "Report", delayMs: 800 })
          const jar = new CookieJar()
          const email = `shared-${crypto.randomUUID().slice(0, 8)}@example.com`
          yield* request(a, "/api/login", { method: "POST", body: { email, name: "Amara" }, jar })
          const before = fake.requests.length
          const send = (server: { url: string }) =>
            request(server, "/api/analyze-hair", {
              method: "POST",
              body,
              jar,
              headers: { "idempotency-key": "both-processes" },
            })
          const [onA, onB] = yield* Effect.all([send(a), send(b)], { concurrency: "unbounded" })
          assert.strictEqual(onA.status, 200, onA.text)
          assert.strictEqual(onB.status, 200, onB.text)
          const idA = (onA.json as { analysisId: string }).analysisId
          assert.strictEqual((onB.json as { analysisId: string }).analysisId, idA)
          assert.isFalse((onA.json as { fallbackUsed: boolean }).fallbackUsed)
          assert.strictEqual(fake.requests.length - before, 1)
        }),
      )

      it.effect("counts the hourly quota across both", () =>
        Effect.gen(function* () {
          const { a, b } = yield* TwoServers
          const fake = yield* FakeAi
          fake.answer({ _tag: "Report" })
          const jar = new CookieJar()
          const email = `quota-${crypto.randomUUID().slice(0, 8)}@example.com`
          yield* request(a, "/api/login", { method: "POST", body: { email, name: "Amara" }, jar })
          const statuses: Array<number> = []
          for (const server of [a, b, a, b]) {
            statuses.push(
              (yield* request(server, "/api/analyze-hair", { method: "POST", body, jar })).status,
            )
          }
          assert.deepStrictEqual(statuses, [200, 200, 200, 429])
        }),
      )
    })
  },
)
