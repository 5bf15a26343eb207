/**
 * Picks the hair analyst the configuration asks for (AI_PROVIDER): Strand's
 * rule engine (default), OpenAI or any OpenAI-compatible server, or
 * Anthropic. Choosing a provider without its key stops the app at start-up
 * with the variable's name, rather than falling back on every request.
 * Adding a provider is one adapter file and one case here.
 *
 * A provider's adapter (and its SDK, a few hundred milliseconds of loading)
 * is imported only when it is the one configured.
 */
import { HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { Duration, Effect, Layer, Option, type Redacted } from "effect"
import { RulesHairAnalyst } from "./RulesHairAnalyst.ts"

export interface ProviderConfig {
  readonly apiKey: Option.Option<Redacted.Redacted<string>>
  readonly model: string
  readonly baseUrl: Option.Option<string>
}

export interface AnalystConfig {
  readonly provider: "rules" | "openai" | "anthropic"
  readonly openai: ProviderConfig
  readonly anthropic: ProviderConfig
  /** The analysis budget: no single provider request may take longer. */
  readonly timeout: Duration.Duration
}

/** Current fast models for high-volume structured output (November 2026). */
export const defaultOpenAiModel = "gpt-6-luna"
export const defaultAnthropicModel = "claude-haiku-5-5"

const needsKey = (provider: string, variable: string) =>
  Layer.effect(
    HairAnalyst,
    Effect.die(
      new Error(
        `AI_PROVIDER=${provider} needs ${variable}; it is not set. Set it, or use AI_PROVIDER=rules.`,
      ),
    ),
  )

export const analystFromConfig = (config: AnalystConfig): Layer.Layer<HairAnalyst> => {
  switch (config.provider) {
    case "rules":
      return RulesHairAnalyst
    case "openai":
      return Option.match(config.openai.apiKey, {
        onNone: () => needsKey("openai", "OPENAI_API_KEY"),
        onSome: (apiKey) =>
          Layer.unwrap(
            Effect.promise(() => import("./OpenAiHairAnalyst.ts")).pipe(
              Effect.map(({ openAiHairAnalyst }) =>
                openAiHairAnalyst({ ...config.openai, apiKey, timeout: config.timeout }),
              ),
            ),
          ),
      })
    case "anthropic":
      return Option.match(config.anthropic.apiKey, {
        onNone: () => needsKey("anthropic", "ANTHROPIC_API_KEY"),
        onSome: (apiKey) =>
          Layer.unwrap(
            Effect.promise(() => import("./AnthropicHairAnalyst.ts")).pipe(
              Effect.map(({ anthropicHairAnalyst }) =>
                anthropicHairAnalyst({ ...config.anthropic, apiKey, timeout: config.timeout }),
              ),
            ),
          ),
      })
  }
}

export const defaultAnalystTimeout = Duration.seconds(30)
