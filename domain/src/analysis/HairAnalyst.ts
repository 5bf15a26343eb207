/**
 * Port: whatever writes a personalised report from quiz answers. Adapters are
 * the AI providers (OpenAI and any OpenAI-compatible server, Anthropic) and
 * Strand's own rule engine (`RulesHairAnalyst`).
 *
 * An adapter only talks to its provider: it sends the prompt the domain wrote
 * (AnalystPrompt.ts) and returns the provider's answer as it came, a *draft*
 * (JSON text or an already parsed object). The domain reads every draft the
 * same way (ProviderReport.ts), checks it line by line against the person's
 * facts, puts the safety floor under it and falls back to the rule engine on
 * any failure (Analyses.ts). A failure the adapter understands is a HairAnalystError with
 * its class; anything else is a defect, logged as an error by the domain.
 */
import { Context, type Effect, Schema } from "effect"
import type { NoteReading } from "../notes/NoteStatement.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"

export interface HairAnalysisRequest {
  /** Display name from the person's account; "there" when they have none. */
  readonly userName: string
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  /** What Strand's note reader found in the notes (the rules' facts). */
  readonly reading: NoteReading
}

/** The prompt an AI provider is sent (written by AnalystPrompt.ts). */
export interface AnalystPrompt {
  /** Strand's instructions: role, rules, schema. */
  readonly system: string
  /** The person's data, delimited. */
  readonly user: string
}

/** What an adapter is given: the checked request, and the prompt written from it. */
export interface AnalystAsk {
  readonly request: HairAnalysisRequest
  readonly prompt: AnalystPrompt
}

/**
 * The rule engine's provider name. When it is the configured analyst, its
 * report is the floor itself: nothing is asked, and nothing needs checking.
 */
export const rulesProvider = "rules"

/** Which analyst wrote a report: `openai` / `gpt-…`, `anthropic` / `claude-…`, `rules` / `strand-rules`. */
export class AnalystName extends Schema.Class<AnalystName>("strand/AnalystName")({
  provider: Schema.String,
  model: Schema.String,
}) {}

/**
 * How a provider call failed, as recorded with the report the rule engine
 * wrote instead:
 * - Timeout: no answer within the budget;
 * - Network: the provider could not be reached (DNS, refused, reset);
 * - RateLimited: 429, the provider's quota or rate limit;
 * - Unavailable: 5xx or overloaded;
 * - Rejected: any other 4xx (bad key, unknown model, request refused);
 * - Refused: the model declined to answer (a refusal or content filter);
 * - Truncated: the answer was cut off at the token limit;
 * - InvalidResponse: not JSON, not the report's shape, or not a usable report
 *   once the lines that contradict the person were dropped.
 */
export const HairAnalystFailure = Schema.Literals([
  "Timeout",
  "Network",
  "RateLimited",
  "Unavailable",
  "Rejected",
  "Refused",
  "Truncated",
  "InvalidResponse",
])
export type HairAnalystFailure = typeof HairAnalystFailure.Type

/** Failures worth asking again for: the next attempt may well work. */
export const retryableFailures: ReadonlyArray<HairAnalystFailure> = [
  "Timeout",
  "Network",
  "RateLimited",
  "Unavailable",
]

export class HairAnalystError extends Schema.TaggedError<HairAnalystError>()("HairAnalystError", {
  reason: HairAnalystFailure,
  /** For the log; never contains a key. */
  message: Schema.String,
  /** The provider's Retry-After, when it sent one. */
  retryAfterMillis: Schema.optional(Schema.Number),
}) {}

export class HairAnalyst extends Context.Service<
  HairAnalyst,
  {
    readonly name: AnalystName
    /** The provider's draft of the report, unread. */
    analyse(ask: AnalystAsk): Effect.Effect<unknown, HairAnalystError>
  }
>()("@strand/domain/analysis/HairAnalyst") {}
