/**
 * Log lines as operators get them: every line written while a request is
 * answered carries that request's id (the X-Request-Id the client got), and
 * no personal data (e-mail, name, a note from the quiz) is in any line, even when a provider's error message
 * quotes the person's address. Here an AI provider refuses with a message
 * holding the e-mail; the fallback is logged, masked, with its request id.
 * (The JSON lines of a real process: Lifecycle.test.ts.)
 */
import { assert, describe, layer } from "@effect/vitest"
import { FakeAi } from "@strand/adapters/testing/FakeAiProvider"
import { Effect, Layer } from "effect"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const email = "ada.lovelace@example.com"
const note = "tighter curls since my chemotherapy"

const server = Layer.unwrap(
  Effect.map(FakeAi, (ai) => {
    return testServer(
      {},
      { AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${ai.url}/v1` },
    )
  }),
).pipe(Layer.provideMerge(FakeAi.layer))

describe("log lines", () => {
  layer(server, { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("carry the request id and no e-mail, name or answer", () =>
      Effect.gen(function* () {
        const strand = yield* TestServer
        const ai = yield* FakeAi
        ai.answer({ _tag: "Status", status: 400, message: `Rejected content for user ${email}` })
        const jar = new CookieJar()
        const joined = yield* request(strand, "/api/waitlist", {
          method: "POST",
          body: { name: "Ada Lovelace", email },
          jar,
        })
        assert.strictEqual(joined.status, 200, joined.text)
        const analysis = yield* request(strand, "/api/analyze-hair", {
          method: "POST",
          body: {
            userName: "Ada Lovelace",
            answers: { gender: "female", hair_texture: "curly" },
            textInputs: { texture_notes: note },
          },
          jar,
        })
        assert.strictEqual(analysis.status, 200, analysis.text)
        assert.include(analysis.json as object, { fallbackUsed: true })

        const requestId = analysis.headers.get("x-request-id")
        assert.isString(requestId)
        const duringRequest = strand.logs.filter((line) => line.requestId === requestId)
        assert.isNotEmpty(duringRequest, "the fallback was logged with the request's id")
        const everything = JSON.stringify(strand.logs)
        assert.include(everything, "[e-mail]", "the provider's message was logged, masked")
        for (const personal of [email, "Lovelace", note, "chemotherapy"]) {
          assert.notInclude(everything, personal)
        }
      }),
    )
  })
})
