import { assert, describe, it } from "@effect/vitest"
import { HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { Cause, Duration, Effect, Exit, Option, Redacted } from "effect"
import { type AnalystConfig, analystFromConfig } from "./AnalystLayer.ts"

const config = (changes: Partial<AnalystConfig>): AnalystConfig => ({
  provider: "rules",
  openai: { apiKey: Option.none(), model: "gpt-6-luna", baseUrl: Option.none() },
  anthropic: { apiKey: Option.none(), model: "claude-haiku-5-5", baseUrl: Option.none() },
  timeout: Duration.seconds(30),
  ...changes,
})

const analystName = (analyst: AnalystConfig) =>
  Effect.gen(function* () {
    return (yield* HairAnalyst).name
  }).pipe(Effect.provide(analystFromConfig(analyst)))

describe("analystFromConfig", () => {
  it.effect("picks the rule engine by default, and the provider AI_PROVIDER names", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* analystName(config({}))).provider, "rules")
      const key = Option.some(Redacted.make("sk-test-key"))
      const openai = yield* analystName(
        config({ provider: "openai", openai: { ...config({}).openai, apiKey: key } }),
      )
      assert.deepStrictEqual({ ...openai }, { provider: "openai", model: "gpt-6-luna" })
      const anthropic = yield* analystName(
        config({ provider: "anthropic", anthropic: { ...config({}).anthropic, apiKey: key } }),
      )
      assert.deepStrictEqual({ ...anthropic }, { provider: "anthropic", model: "claude-haiku-5-5" })
    }),
  )

  it.effect("stops the start when the chosen provider has no key, naming the variable", () =>
    Effect.gen(function* () {
      for (const [provider, variable] of [
        ["openai", "OPENAI_API_KEY"],
        ["anthropic", "ANTHROPIC_API_KEY"],
      ] as const) {
        const exit = yield* Effect.exit(analystName(config({ provider })))
        assert.isTrue(Exit.isFailure(exit))
        if (Exit.isFailure(exit)) {
          assert.include(
            String(Cause.squash(exit.cause)),
            `AI_PROVIDER=${provider} needs ${variable}`,
          )
        }
      }
    }),
  )
})
