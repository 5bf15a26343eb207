/**
 * Adapter: the hair-analyst port answered by Anthropic's Messages API. The
 * report is asked for as a forced call of one tool whose input schema is the
 * report's JSON Schema, so the answer arrives as the tool's input, already
 * parsed; the domain reads it like any other draft. A server that answers
 * with text instead of the tool call is read from its text.
 *
 * Like the OpenAI adapter, the SDK does not retry and times out at the budget.
 */

import Anthropic, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
} from "@anthropic-ai/sdk"
import {
  type AnalystAsk,
  AnalystName,
  HairAnalyst,
  HairAnalystError,
} from "@strand/domain/analysis/HairAnalyst"
import { reportJsonSchema, reportSchemaName } from "@strand/domain/analysis/ReportJsonSchema"
import { Duration, Effect, Layer, Option, Redacted } from "effect"
import { cappedFetch } from "../http/AnswerSizeCap.ts"
import { callProvider, sdkFailure } from "./ProviderFailure.ts"

export interface AnthropicAnalystConfig {
  readonly apiKey: Redacted.Redacted<string>
  readonly model: string
  readonly baseUrl: Option.Option<string>
  readonly timeout: Duration.Duration
}

/** Room for the report, about 2,000 tokens, with a wide margin. */
export const anthropicMaxTokens = 8_192

export const anthropicHairAnalyst = (config: AnthropicAnalystConfig) =>
  Layer.sync(HairAnalyst, () => {
    const secret = Redacted.value(config.apiKey)
    const client = new Anthropic({
      apiKey: secret,
      baseURL: Option.getOrUndefined(config.baseUrl),
      maxRetries: 0,
      timeout: Duration.toMillis(config.timeout),
      fetch: cappedFetch(),
    })
    const name = new AnalystName({ provider: "anthropic", model: config.model })

    const classify = sdkFailure(
      { APIError, APIConnectionError, APIConnectionTimeoutError },
      "Anthropic",
      secret,
    )

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
                  name: reportSchemaName,
                  description:
                    "Records the person's hair report. Call it once with the whole report.",
                  input_schema: reportJsonSchema as Anthropic.Tool.InputSchema,
                  strict: true,
                },
              ],
              tool_choice: {
                type: "tool",
                name: reportSchemaName,
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
        (block) => block.type === "tool_use" && block.name === reportSchemaName,
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
  })
