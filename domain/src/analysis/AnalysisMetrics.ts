/**
 * What operators count about analyses (exported as OpenTelemetry metrics
 * when the server is told where): every analysis written, by analyst, and
 * every fallback to the rule engine, by its class (Timeout, RateLimited,
 * CircuitOpen...). Names only: no person, no answer.
 */
import { Effect, Metric } from "effect"
import type { FallbackReason } from "./AnalysisStore.ts"
import type { AnalystName } from "./HairAnalyst.ts"

export const analysesWritten = Metric.counter("strand.analyses", {
  description: "Analyses written, by analyst provider and whether the rule engine fell back",
  incremental: true,
})

export const analysisFallbacks = Metric.counter("strand.analysis.fallbacks", {
  description: "Analyses the rule engine wrote because the configured analyst could not, by class",
  incremental: true,
})

/** Counts one analysis written by `analyst`, and its fallback class if it fell back. */
export const countAnalysis = (analyst: AnalystName, fallbackReason: FallbackReason | undefined) =>
  Effect.all([
    Metric.update(
      Metric.withAttributes(analysesWritten, {
        provider: analyst.provider,
        fallback: String(fallbackReason !== undefined),
      }),
      1,
    ),
    fallbackReason === undefined
      ? Effect.void
      : Metric.update(Metric.withAttributes(analysisFallbacks, { class: fallbackReason }), 1),
  ])
