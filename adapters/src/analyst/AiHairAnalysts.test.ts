/**
 * The OpenAI and Anthropic adapters against a local server speaking each
 * provider's wire format (testing/FakeAiProvider.ts), through the official
 * SDKs: what they send, and every kind of answer turned into a draft or the
 * right failure class.
 */
import { assert, describe, it } from "@effect/vitest"
import { readDraft } from "@strand/domain/analysis/AnalystDraft"
import { writeAnalystPrompt } from "@strand/domain/analysis/AnalystPrompt"
import { HairAnalyst, type HairAnalystError } from "@strand/domain/analysis/HairAnalyst"
import { reportJsonSchema } from "@strand/domain/analysis/ReportJsonSchema"
import { aiReportFor, aiSnapshotMarker } from "@strand/domain/analysis/testing/AiReports"
import { noReading } from "@strand/domain/notes/testing/Readings"
import { Duration, Effect, type Layer, Option, Redacted, Result } from "effect"
import { answerMaxBytes } from "../http/AnswerSizeCap.ts"
import { FakeAi, type FakeAiProvider } from "../testing/FakeAiProvider.ts"
import { anthropicHairAnalyst } from "./AnthropicHairAnalyst.ts"
import { openAiHairAnalyst } from "./OpenAiHairAnalyst.ts"

const apiKey = "sk-test-0123456789abcdef"
const request = {
  userName: "Amara",
  answers: { gender: "female", hormonal_stage: "postpartum", hair_texture: "coily" },
  textInputs: { texture_notes: "tighter at the nape" },
  reading: noReading,
}
const ask = { request, prompt: writeAnalystPrompt(request) }

interface Provider {
  readonly name: "openai" | "anthropic"
  readonly layer: (fake: FakeAiProvider, timeout?: Duration.Duration) => Layer.Layer<HairAnalyst>
  /** The recorded request's system prompt and user message. */
  readonly prompt: (body: Record<string, unknown>) => { system: unknown; user: unknown }
}

const providers: ReadonlyArray<Provider> = [
  {
    name: "openai",
    layer: (fake, timeout = Duration.seconds(5)) =>
      openAiHairAnalyst({
        apiKey: Redacted.make(apiKey),
        model: "gpt-test",
        baseUrl: Option.some(`${fake.url}/v1`),
        timeout,
      }),
    prompt: (body) => {
      const messages = body.messages as Array<{ content: unknown }>
      return { system: messages[0]?.content, user: messages[1]?.content }
    },
  },
  {
    name: "anthropic",
    layer: (fake, timeout = Duration.seconds(5)) =>
      anthropicHairAnalyst({
        apiKey: Redacted.make(apiKey),
        model: "claude-test",
        baseUrl: Option.some(fake.url),
        timeout,
      }),
    prompt: (body) => ({
      system: body.system,
      user: (body.messages as Array<{ content: unknown }>)[0]?.content,
    }),
  },
]

/** Runs `test` with the provider's adapter pointed at a fresh fake server. */
const withAdapter = <A, E>(
  provider: Provider,
  test: (analyst: HairAnalyst["Service"], fake: FakeAiProvider) => Effect.Effect<A, E>,
  timeout?: Duration.Duration,
) =>
  Effect.gen(function* () {
    const fake = yield* FakeAi
    const analyst = yield* Effect.gen(function* () {
      return yield* HairAnalyst
    }).pipe(Effect.provide(provider.layer(fake, timeout)))
    return yield* test(analyst, fake)
  }).pipe(Effect.provide(FakeAi.layer))

const failureOf = (analyst: HairAnalyst["Service"]) =>
  Effect.flip(analyst.analyse(ask)) as Effect.Effect<HairAnalystError>

for (const provider of providers) {
  describe(`${provider.name} adapter`, () => {
    it.live(
      "sends the domain's prompt and schema, with the key, and returns the report as a draft",
      () =>
        withAdapter(provider, (analyst, fake) =>
          Effect.gen(function* () {
            const draft = yield* analyst.analyse(ask)
            const read = readDraft(draft)
            assert.isTrue(Result.isSuccess(read))
            if (Result.isSuccess(read))
              assert.include(read.success.routineSnapshot, aiSnapshotMarker)
            assert.strictEqual(analyst.name.provider, provider.name)

            const [sent] = fake.requests
            assert.isDefined(sent)
            if (sent === undefined) return
            assert.deepStrictEqual(provider.prompt(sent.body), {
              system: ask.prompt.system,
              user: ask.prompt.user,
            })
            if (provider.name === "openai") {
              assert.strictEqual(sent.path, "/v1/chat/completions")
              assert.strictEqual(sent.headers.authorization, `Bearer ${apiKey}`)
              assert.strictEqual(sent.body.model, "gpt-test")
              assert.deepStrictEqual(sent.body.response_format, {
                type: "json_schema",
                json_schema: { name: "hair_report", schema: reportJsonSchema, strict: true },
              })
            } else {
              assert.strictEqual(sent.path, "/v1/messages")
              // this SDK version sends the key as a bearer token; older ones as x-api-key
              assert.strictEqual(
                sent.headers["x-api-key"] ?? sent.headers.authorization?.replace(/^Bearer /, ""),
                apiKey,
              )
              assert.strictEqual(sent.body.model, "claude-test")
              const [tool] = sent.body.tools as Array<Record<string, unknown>>
              assert.strictEqual(tool?.name, "hair_report")
              assert.deepStrictEqual(tool?.input_schema, reportJsonSchema)
              assert.deepStrictEqual(sent.body.tool_choice, {
                type: "tool",
                name: "hair_report",
                disable_parallel_tool_use: true,
              })
            }
          }),
        ),
    )

    it.live("reads a server that ignores the schema and answers in prose with a fenced JSON", () =>
      withAdapter(provider, (analyst, fake) =>
        Effect.gen(function* () {
          fake.answer({
            _tag: "Text",
            text: `Here is your plan:\n\`\`\`json\n${JSON.stringify(aiReportFor("Amara"))}\n\`\`\``,
          })
          const read = readDraft(yield* analyst.analyse(ask))
          assert.isTrue(Result.isSuccess(read))
        }),
      ),
    )

    it.live("returns invalid JSON as it came, for the domain to refuse", () =>
      withAdapter(provider, (analyst, fake) =>
        Effect.gen(function* () {
          fake.answer({ _tag: "Text", text: "Sure! Your hair is lovely {not json" })
          const read = readDraft(yield* analyst.analyse(ask))
          assert.isTrue(Result.isFailure(read) && read.failure.reason === "InvalidResponse")
        }),
      ),
    )

    it.live("fails with the right class for refusals, cut-off answers and HTTP errors", () =>
      withAdapter(provider, (analyst, fake) =>
        Effect.gen(function* () {
          const cases = [
            [{ _tag: "Refusal" }, "Refused"],
            [{ _tag: "Truncated" }, "Truncated"],
            [{ _tag: "Status", status: 400 }, "Rejected"],
            [{ _tag: "Status", status: 404 }, "Rejected"],
            [{ _tag: "Status", status: 429 }, "RateLimited"],
            [{ _tag: "Status", status: 500 }, "Unavailable"],
            [{ _tag: "Status", status: 503 }, "Unavailable"],
            [{ _tag: "Status", status: 529 }, "Unavailable"],
            [{ _tag: "Reset" }, "Network"],
          ] as const
          for (const [answer, reason] of cases) {
            fake.answer(answer)
            const failure = yield* failureOf(analyst)
            assert.strictEqual(failure.reason, reason, answer._tag)
          }
          assert.strictEqual(fake.requests.length, cases.length, "the SDK itself never retries")
        }),
      ),
    )

    it.live("passes on the provider's Retry-After, in seconds or as a date", () =>
      withAdapter(provider, (analyst, fake) =>
        Effect.gen(function* () {
          fake.answer({ _tag: "Status", status: 429, retryAfter: "7" })
          assert.strictEqual((yield* failureOf(analyst)).retryAfterMillis, 7000)
          fake.answer({
            _tag: "Status",
            status: 503,
            retryAfter: new Date(Date.now() + 60_000).toUTCString(),
          })
          const wait = (yield* failureOf(analyst)).retryAfterMillis ?? 0
          assert.isTrue(wait > 55_000 && wait <= 60_000, String(wait))
        }),
      ),
    )

    it.live("keeps the key out of its failure messages", () =>
      withAdapter(provider, (analyst, fake) =>
        Effect.gen(function* () {
          fake.answer({
            _tag: "Status",
            status: 401,
            message: `Incorrect API key provided: ${apiKey}.`,
          })
          const failure = yield* failureOf(analyst)
          assert.strictEqual(failure.reason, "Rejected")
          assert.notInclude(failure.message, apiKey)
          assert.notInclude(failure.message, "sk-test")
          assert.include(failure.message, "401")
        }),
      ),
    )

    it.live("stops reading an answer past 1 MiB, declared or not, as an InvalidResponse", () =>
      withAdapter(provider, (analyst, fake) =>
        Effect.gen(function* () {
          for (const declared of [true, false]) {
            fake.answer({ _tag: "Oversized", bytes: 30 * 1024 * 1024, declared })
            const failure = yield* failureOf(analyst)
            assert.strictEqual(failure.reason, "InvalidResponse", `declared: ${declared}`)
            assert.include(failure.message, String(answerMaxBytes))
          }
          // Neither 30 MB answer was read to its end.
          yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 200)))
          assert.strictEqual(fake.oversizedCutOff(), 2)
        }),
      ),
    )

    it.live("gives up on a provider that does not answer, as a Timeout", () =>
      withAdapter(
        provider,
        (analyst, fake) =>
          Effect.gen(function* () {
            fake.answer({ _tag: "Hang" })
            assert.strictEqual((yield* failureOf(analyst)).reason, "Timeout")
          }),
        Duration.millis(300),
      ),
    )

    it.live("cancels the HTTP request when the analysis is interrupted", () =>
      withAdapter(provider, (analyst, fake) =>
        Effect.gen(function* () {
          fake.answer({ _tag: "Hang" })
          const result = yield* analyst.analyse(ask).pipe(Effect.timeout("200 millis"), Effect.flip)
          assert.strictEqual(result._tag, "TimeoutError")
          assert.strictEqual(fake.requests.length, 1)
        }),
      ),
    )
  })
}
