/**
 * Port: whatever writes a personalised report from quiz answers. Adapters are
 * the AI providers (OpenAI, Anthropic) and Strand's own rule engine
 * (`RulesHairAnalyst`), which is also the backup when a provider fails.
 */
import { Context, type Effect, Schema } from "effect"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import type { AnalysisResults } from "./AnalysisResults.ts"

export interface HairAnalysisRequest {
  /** Display name; "there" when the user has none. */
  readonly userName: string
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
}

export const HairAnalystFailure = Schema.Literals([
  "Timeout",
  "Network",
  "RateLimited",
  "InvalidResponse",
  "Unavailable",
])
export type HairAnalystFailure = typeof HairAnalystFailure.Type

export class HairAnalystError extends Schema.TaggedError<HairAnalystError>()("HairAnalystError", {
  reason: HairAnalystFailure,
  message: Schema.String,
}) {}

export class HairAnalyst extends Context.Service<
  HairAnalyst,
  {
    analyse(request: HairAnalysisRequest): Effect.Effect<AnalysisResults, HairAnalystError>
  }
>()("@strand/domain/analysis/HairAnalyst") {}
