/**
 * Writing the one report a person reads, whoever writes it: the analysis use
 * case (Analyses.ts) and the offline evaluation of a provider go through
 * this same code, so what an operator measures before switching models is
 * what people would get.
 *
 * - The rule engine as the configured analyst: its report is the floor
 *   itself; nothing is asked.
 * - A provider: asked once with the domain's prompt, with bounded retries
 *   inside the budget; its answer read, its reading of the notes merged into
 *   Strand's, and its lines checked against the person's facts
 *   (ProviderReport.ts).
 * - Any failure: the rule engine's report, written from the same facts (the
 *   union of both readings when the provider's answer could be read), with
 *   the failure's class; the lines dropped on the way are kept either way.
 */
import { Cause, Clock, Duration, Effect, Exit, Option, Schema } from "effect"
import { type ExplainInput, explainReport } from "../analyst/ExplainReport.ts"
import type { NoteReading } from "../notes/NoteStatement.ts"
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import type { ReportExplanation } from "../report/ReportExplanation.ts"
import type { FallbackReason } from "./AnalysisStore.ts"
import { analystPromptVersion, writeAnalystPrompt } from "./AnalystPrompt.ts"
import { CircuitOpen } from "./CircuitBreaker.ts"
import type { DroppedLine } from "./DroppedLine.ts"
import {
  type HairAnalysisRequest,
  HairAnalyst,
  HairAnalystError,
  rulesProvider,
} from "./HairAnalyst.ts"
import { providerReport, RejectedAnswer } from "./ProviderReport.ts"
import { defaultRetrySettings, type RetrySettings, withProviderRetries } from "./ProviderRetries.ts"
import { rulesFloor } from "./SafetyFloor.ts"

/** The server began to stop and could not wait for the provider any longer. */
export class ShuttingDown extends Schema.TaggedError<ShuttingDown>()("ShuttingDown", {}) {}

export interface WriterSettings {
  /** How long the provider may take, retries included, before the rule engine answers. */
  readonly providerBudget: Duration.Duration
  readonly retries: RetrySettings
}

export const defaultWriterSettings: WriterSettings = {
  providerBudget: Duration.seconds(30),
  retries: defaultRetrySettings,
}

/** What stands around each provider call in the server: the circuit breaker, shutting down. */
export type CallGuard = <A, E>(
  call: Effect.Effect<A, E>,
) => Effect.Effect<A, E | CircuitOpen | ShuttingDown>

/** The report written for a request, by the provider or by the rule engine instead. */
export interface WrittenReport {
  readonly results: AnalysisResults
  /** Why each line, on what evidence: stored with the report. */
  readonly explanation: ReportExplanation
  readonly fallbackUsed: boolean
  readonly fallbackReason: FallbackReason | undefined
  readonly durationMillis: number
  /** What the notes state: Strand's reading, with the provider's merged in when it answered. */
  readonly reading: NoteReading
  /** The provider's lines the person never sees, and why. */
  readonly droppedLines: ReadonlyArray<DroppedLine>
  /** The prompt's version, when a provider was the configured analyst. */
  readonly promptVersion: string | undefined
}

const fallbackReasonOf = (cause: Cause.Cause<unknown>): FallbackReason => {
  const error = Cause.findErrorOption(cause)
  if (Option.isNone(error)) return "Defect"
  if (error.value instanceof HairAnalystError) return error.value.reason
  if (error.value instanceof RejectedAnswer) return error.value.reason
  if (error.value instanceof CircuitOpen) return "CircuitOpen"
  if (error.value instanceof ShuttingDown) return "ShuttingDown"
  return "Defect"
}

/** A report's explanation (every line's rule, reasons and sources), in a span of its own. */
const explained = (input: ExplainInput) =>
  Effect.sync(() => explainReport(input)).pipe(Effect.withSpan("ReportWriter.explain"))

/** Writes a request's report with the configured analyst; never fails (the rule engine answers). */
export const makeReportWriter = (
  settings: WriterSettings,
  guard: CallGuard = (call) => call,
): Effect.Effect<
  (request: HairAnalysisRequest) => Effect.Effect<WrittenReport>,
  never,
  HairAnalyst
> =>
  Effect.gen(function* () {
    const analyst = yield* HairAnalyst
    const name = `${analyst.name.provider}/${analyst.name.model}`
    const byRules = analyst.name.provider === rulesProvider
    const budgetMillis = Duration.toMillis(settings.providerBudget)

    const ask = (request: HairAnalysisRequest, deadline: number) =>
      withProviderRetries(
        analyst.analyse({ request, prompt: writeAnalystPrompt(request) }),
        settings.retries,
        deadline,
      ).pipe(
        Effect.timeoutOrElse({
          duration: settings.providerBudget,
          orElse: () =>
            Effect.fail(
              new HairAnalystError({
                reason: "Timeout",
                message: `No answer within ${Duration.format(settings.providerBudget)}`,
              }),
            ),
        }),
        Effect.flatMap((draft) => Effect.fromResult(providerReport(draft, request, name))),
        guard,
      )

    /** The rule engine's report as the report of this analysis, explained from its own lines. */
    const rulesReport = Effect.fnUntraced(function* (
      request: HairAnalysisRequest,
      how: Omit<WrittenReport, "results" | "explanation" | "reading">,
    ) {
      const floor = yield* Effect.sync(() => rulesFloor(request)).pipe(
        Effect.withSpan("ReportWriter.rulesReport"),
      )
      return {
        ...how,
        results: floor.report,
        explanation: yield* explained({
          report: floor.report,
          rules: floor.traced,
          answers: request.answers,
          otherLines: "provider",
        }),
        reading: request.reading,
      } satisfies WrittenReport
    })

    return Effect.fnUntraced(function* (request: HairAnalysisRequest) {
      const started = yield* Clock.currentTimeMillis
      if (byRules) {
        return yield* rulesReport(request, {
          fallbackUsed: false,
          fallbackReason: undefined,
          durationMillis: (yield* Clock.currentTimeMillis) - started,
          droppedLines: [],
          promptVersion: undefined,
        })
      }
      const exit = yield* Effect.exit(ask(request, started + budgetMillis))
      const durationMillis = (yield* Clock.currentTimeMillis) - started
      if (Exit.isSuccess(exit)) {
        const written = exit.value
        return {
          results: written.results,
          explanation: yield* explained({
            report: written.results,
            rules: written.floor.traced,
            answers: request.answers,
            otherLines: "provider",
            cited: written.cited,
          }),
          fallbackUsed: false,
          fallbackReason: undefined,
          durationMillis,
          reading: written.reading,
          droppedLines: written.dropped,
          promptVersion: analystPromptVersion,
        } satisfies WrittenReport
      }
      // The person left: nobody is waiting for a report.
      if (Cause.hasInterruptsOnly(exit.cause)) return yield* Effect.interrupt
      const fallbackReason = fallbackReasonOf(exit.cause)
      const error = Cause.findErrorOption(exit.cause)
      const rejected =
        Option.isSome(error) && error.value instanceof RejectedAnswer ? error.value : undefined
      if (fallbackReason === "Defect") {
        yield* Effect.logError(
          `The hair analyst ${name} failed with a defect; the rule engine answers`,
          exit.cause,
        )
      } else {
        const detail =
          Option.isSome(error) &&
          (error.value instanceof HairAnalystError || error.value instanceof RejectedAnswer)
            ? `: ${error.value.message}`
            : ""
        yield* Effect.logWarning(
          `The hair analyst ${name} failed (${fallbackReason}${detail}); the rule engine answers`,
        )
      }
      return yield* rulesReport(
        { ...request, reading: rejected?.reading ?? request.reading },
        {
          fallbackUsed: true,
          fallbackReason,
          durationMillis,
          droppedLines: rejected?.dropped ?? [],
          promptVersion: analystPromptVersion,
        },
      )
    })
  })
