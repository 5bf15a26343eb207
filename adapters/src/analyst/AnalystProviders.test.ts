import { assert, describe, it } from "@effect/vitest"
import { HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { ConfigProvider, Duration, Effect, Exit } from "effect"
import { analystConfig, analystLayer } from "./AnalystProviders.ts"

const read = (env: Record<string, string>) =>
  analystConfig.parse(ConfigProvider.fromEnv({ env })).pipe(Effect.exit)

const analystName = (env: Record<string, string>) =>
  Effect.gen(function* () {
    const config = yield* analystConfig.parse(ConfigProvider.fromEnv({ env }))
    const analyst = yield* HairAnalyst.pipe(Effect.provide(analystLayer(config)))
    return { ...analyst.name }
  })

describe("AI_PROVIDER", () => {
  it.effect("picks the rule engine by default, and the provider AI_PROVIDER names", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* analystName({})).provider, "rules")
      assert.deepStrictEqual(
        yield* analystName({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test-key" }),
        { provider: "openai", model: "gpt-6-luna" },
      )
      assert.deepStrictEqual(
        yield* analystName({
          AI_PROVIDER: "anthropic",
          ANTHROPIC_API_KEY: "sk-test-key",
          ANTHROPIC_MODEL: "claude-test",
        }),
        { provider: "anthropic", model: "claude-test" },
      )
    }),
  )

  it.effect("stops the start when the chosen provider has no key, naming the variable", () =>
    Effect.gen(function* () {
      for (const [provider, variable] of [
        ["openai", "OPENAI_API_KEY"],
        ["anthropic", "ANTHROPIC_API_KEY"],
      ] as const) {
        const exit = yield* read({ AI_PROVIDER: provider, [variable]: " " })
        assert.include(
          String(Exit.isFailure(exit) ? exit.cause : ""),
          `AI_PROVIDER=${provider} needs ${variable}; it is not set`,
        )
      }
      // another provider's key is never asked for
      assert.isTrue(
        Exit.isSuccess(yield* read({ AI_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "k" })),
      )
    }),
  )

  it.effect("accepts only the registered providers, and reads the budget once", () =>
    Effect.gen(function* () {
      const unknown = yield* read({ AI_PROVIDER: "mistral" })
      assert.include(
        String(Exit.isFailure(unknown) ? unknown.cause : ""),
        "AI_PROVIDER must be one of rules, openai, anthropic",
      )
      const budget = yield* read({ AI_TIMEOUT_SECONDS: "12" })
      assert.isTrue(Exit.isSuccess(budget) && Duration.toSeconds(budget.value.timeout) === 12)
    }),
  )
})
