/**
 * Adapter: the hair-analyst port answered by OpenAI's Chat Completions API,
 * or by any server that speaks it (OPENAI_BASE_URL: Ollama, vLLM, LM Studio,
 * llama.cpp's server, a gateway). It sends the domain's prompt with the
 * answer's JSON Schema (the report, the facts each line cites, the notes read
 * into statements) as a strict structured output; a server that ignores
 * `response_format` still works, because the schema is in the prompt too and
 * the domain reads the answer either way.
 *
 * The SDK does not retry (the domain does, inside its budget) and times out
 * at the budget, so one slow request cannot outlive the analysis. It is
 * loaded only when this is the analyst chosen (a few hundred milliseconds).
 */
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

export interface OpenAiAnalystConfig {
  readonly apiKey: Redacted.Redacted<string>
  readonly model: string
  /** Another OpenAI-compatible server, e.g. http://localhost:11434/v1 for Ollama. */
  readonly baseUrl: Option.Option<string>
  /** Per request; the domain's budget bounds the whole analysis. */
  readonly timeout: Duration.Duration
}

/** Room for the report (about 2,000 tokens) and a reasoning model's thinking. */
export const openAiMaxCompletionTokens = 16_000

/** A current fast model for high-volume structured output. */
const defaultOpenAiModel = "gpt-6-luna"

export const openAiHairAnalyst = (config: OpenAiAnalystConfig) =>
  Layer.unwrap(
    Effect.promise(() => import("openai")).pipe(
      Effect.map((sdk) =>
        Layer.sync(HairAnalyst, () => {
          const options = sdkOptions(config)
          const client = new sdk.default(options)
          const name = new AnalystName({ provider: openAi.id, model: config.model })

          const classify = sdkFailure(sdk, openAi.label, options.apiKey)

          const analyse = Effect.fn("OpenAiHairAnalyst.analyse")(function* (ask: AnalystAsk) {
            const completion = yield* callProvider(
              (signal) =>
                client.chat.completions.create(
                  {
                    model: config.model,
                    messages: [
                      { role: "system", content: ask.prompt.system },
                      { role: "user", content: ask.prompt.user },
                    ],
                    response_format: {
                      type: "json_schema",
                      json_schema: {
                        name: providerAnswerName,
                        schema: providerAnswerJsonSchema,
                        strict: true,
                      },
                    },
                    max_completion_tokens: openAiMaxCompletionTokens,
                  },
                  { signal },
                ),
              classify,
            )
            const choice = completion.choices?.[0]
            if (choice === undefined) {
              return yield* new HairAnalystError({
                reason: "InvalidResponse",
                message: "OpenAI answered no choice",
              })
            }
            if (choice.message.refusal || choice.finish_reason === "content_filter") {
              return yield* new HairAnalystError({
                reason: "Refused",
                message: "The model declined to write the report",
              })
            }
            if (choice.finish_reason === "length") {
              return yield* new HairAnalystError({
                reason: "Truncated",
                message: "The answer hit the token limit",
              })
            }
            const content = choice.message.content
            if (content === null || content === undefined || content.trim() === "") {
              return yield* new HairAnalystError({
                reason: "InvalidResponse",
                message: "OpenAI answered no text",
              })
            }
            return content
          })

          return HairAnalyst.of({ name, analyse })
        }),
      ),
    ),
  )

/** AI_PROVIDER=openai with OPENAI_API_KEY, OPENAI_MODEL and OPENAI_BASE_URL. */
export const openAi = provider({
  id: "openai",
  label: "OpenAI",
  config: Config.all({
    apiKey: requiredSecret("OPENAI_API_KEY"),
    model: Config.String("OPENAI_MODEL").pipe(Config.withDefault(defaultOpenAiModel)),
    baseUrl: optionalUrl("OPENAI_BASE_URL"),
  }),
  layer: (settings, shared: AnalystShared) => openAiHairAnalyst({ ...settings, ...shared }),
})
