/**
 * Adapter: the hair-analyst port answered by Anthropic's Messages API. The
 * answer is asked for as a forced call of one tool whose input schema is the
 * answer's JSON Schema (the report, the facts each line cites, the notes read
 * into statements), so the answer arrives as the tool's input, already
 * parsed; the domain reads it like any other draft. A server that answers
 * with text instead of the tool call is read from its text.
 *
 * Like the OpenAI adapter, the SDK does not retry, times out at the budget,
 * and is loaded only when this is the analyst chosen.
 */

import type Anthropic from "@anthropic-ai/sdk"
import {
  type AnalystAsk,
  AnalystName,
  HairAnalyst,
  HairAnalystError,
} from "@strand/domain/analysis/HairAnalyst"
import {
  providerAnswerJsonSchema,
  providerAnswerName,
} from "@strand/domain/analysis/ProviderAnswer"
import { Config, type Duration, Effect, Layer, type Option, type Redacted } from "effect"
import { optionalUrl, provider, requiredSecret } from "../config/Provider.ts"
import type { AnalystShared } from "./AnalystShared.ts"
import { callProvider, sdkFailure, sdkOptions } from "./ProviderFailure.ts"

export interface AnthropicAnalystConfig {
  readonly apiKey: Redacted.Redacted<string>
  readonly model: string
  readonly baseUrl: Option.Option<string>
  readonly timeout: Duration.Duration
}

/** Room for the report, about 2,000 tokens, with a wide margin. */
export const anthropicMaxTokens = 8_192

/** A current fast model for high-volume structured output. */
const defaultAnthropicModel = "claude-haiku-5-5"

export const anthropicHairAnalyst = (config: AnthropicAnalystConfig) =>
  Layer.unwrap(
    Effect.promise(() => import("@anthropic-ai/sdk")).pipe(
      Effect.map((sdk) =>
        Layer.sync(HairAnalyst, () => {
          const options = sdkOptions(config)
          const client = new sdk.default(options)
          const name = new AnalystName({ provider: anthropic.id, model: config.model })

          const classify = sdkFailure(sdk, anthropic.label, options.apiKey)

          const analyse = Effect.fn("AnthropicHairAnalyst.analyse")(function* (ask: AnalystAsk) {
            const message = yield* callProvider(
              (signal) =>
                client.messages.create(
                  {
                    model: config.model,
                    max_tokens: anthropicMaxTokens,
                    system: ask.prompt.system,
                    messages: [{ role: "user", content: ask.prompt.user }],
                    tools: [
                      {
                        name: providerAnswerName,
                        description:
                          "Records the person's hair report, the facts each line cites and what their notes state. Call it once with the whole answer.",
                        input_schema: providerAnswerJsonSchema as Anthropic.Tool.InputSchema,
                        strict: true,
                      },
                    ],
                    tool_choice: {
                      type: "tool",
                      name: providerAnswerName,
                      disable_parallel_tool_use: true,
                    },
                  },
                  { signal },
                ),
              classify,
            )
            if (message.stop_reason === "refusal") {
              return yield* new HairAnalystError({
                reason: "Refused",
                message: "The model declined to write the report",
              })
            }
            if (
              message.stop_reason === "max_tokens" ||
              message.stop_reason === "model_context_window_exceeded"
            ) {
              return yield* new HairAnalystError({
                reason: "Truncated",
                message: "The answer hit the token limit",
              })
            }
            const content = message.content ?? []
            const report = content.find(
              (block) => block.type === "tool_use" && block.name === providerAnswerName,
            )
            if (report !== undefined && report.type === "tool_use") return report.input
            const text = content
              .flatMap((block) => (block.type === "text" ? [block.text] : []))
              .join("\n")
            if (text.trim() !== "") return text
            return yield* new HairAnalystError({
              reason: "InvalidResponse",
              message: "Anthropic answered neither the report nor text",
            })
          })

          return HairAnalyst.of({ name, analyse })
        }),
      ),
    ),
  )

/** AI_PROVIDER=anthropic with ANTHROPIC_API_KEY, ANTHROPIC_MODEL and ANTHROPIC_BASE_URL. */
export const anthropic = provider({
  id: "anthropic",
  label: "Anthropic",
  config: Config.all({
    apiKey: requiredSecret("ANTHROPIC_API_KEY"),
    model: Config.String("ANTHROPIC_MODEL").pipe(Config.withDefault(defaultAnthropicModel)),
    baseUrl: optionalUrl("ANTHROPIC_BASE_URL"),
  }),
  layer: (settings, shared: AnalystShared) => anthropicHairAnalyst({ ...settings, ...shared }),
})
