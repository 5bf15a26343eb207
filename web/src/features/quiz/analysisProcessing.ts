/**
 * The processing screen shown after Complete (spec section 4, "Processing
 * states"): analysing → generating after 2 s → finalizing after 4 s →
 * complete when the analysis arrives, then the redirect 1 s later; or error
 * (with Try Again) / fallback, chosen by classifyAnalysisFailure.
 *
 * `runAnalysisProcessing` drives one attempt: it reports every state change
 * through a callback (the SPA sets React state from it) and returns where the
 * screen ended. The timers run on Effect's Clock, so tests move time with
 * TestClock instead of waiting. Try Again is simply a second run.
 */

import { resultPath } from "@strand/domain/analysis/AnalysisResponse"
import { Cause, Duration, Effect, Exit, Fiber } from "effect"
import { classifyAnalysisFailure } from "./failureClassification.ts"

export type ProcessingState =
  | { readonly _tag: "analysing" }
  | { readonly _tag: "generating" }
  | { readonly _tag: "finalizing" }
  | { readonly _tag: "complete"; readonly analysisId: string }
  | {
      readonly _tag: "error"
      readonly message: string
      readonly suggestion: string
      readonly canRetry: boolean
    }
  | { readonly _tag: "fallback"; readonly message: string }

export type ProcessingStep = ProcessingState["_tag"]

export const processingTitle = "Analysing Your Hair Profile"

/** The line each state shows (the error and fallback states show these as titles). */
export const processingMessages: Readonly<Record<ProcessingStep, string>> = {
  analysing: "Analysing your responses...",
  generating: "Generating personalised recommendations...",
  finalizing: "Finalising your haircare plan...",
  complete: "Your personalised haircare plan is ready! Redirecting...",
  error: "Analysis Temporarily Unavailable",
  fallback: "Using Backup Analysis System",
}

/** The error state's note that recommendations will still come (only when trying again can work). */
export const errorStateReassurance =
  "Don't worry: if the analysis keeps failing, our backup system will still give you recommendations."

/** What an error state says is kept: the answers stay in this tab for the next try. */
export const answersKeptNote =
  "Your answers are kept in this browser tab: come back to the quiz and press Complete when you can try again."

/** Under "Finalising your haircare plan...": a slow analyst is not a stuck one. */
export const slowAnalysisNote = "A detailed plan can take up to half a minute."

export const processingTimings = {
  generatingAfter: Duration.seconds(2),
  /** Counted from the start, like the first: 4 s after Complete. */
  finalizingAfter: Duration.seconds(4),
  redirectAfter: Duration.seconds(1),
} as const

export type ProcessingOutcome =
  | { readonly _tag: "redirect"; readonly path: string }
  | { readonly _tag: "stopped"; readonly state: ProcessingState }

const analysing: ProcessingState = { _tag: "analysing" }
const generating: ProcessingState = { _tag: "generating" }
const finalizing: ProcessingState = { _tag: "finalizing" }

/**
 * One analysis attempt. `submit` resolves to the new analysis id (the SPA
 * builds it from the API call and readAnalysisResponse); any failure or
 * defect of it is classified into the error or fallback state.
 */
export const runAnalysisProcessing = Effect.fnUntraced(function* <E, R>(options: {
  readonly submit: Effect.Effect<string, E, R>
  readonly onState: (state: ProcessingState) => Effect.Effect<void>
}) {
  const { submit, onState } = options
  yield* onState(analysing)
  const messages = yield* Effect.forkChild(
    Effect.sleep(processingTimings.generatingAfter).pipe(
      Effect.andThen(onState(generating)),
      Effect.andThen(
        Effect.sleep(
          Duration.subtract(processingTimings.finalizingAfter, processingTimings.generatingAfter),
        ),
      ),
      Effect.andThen(onState(finalizing)),
    ),
  )
  const exit = yield* Effect.exit(submit)
  // The progress messages stop as soon as the answer is in, so "finalizing"
  // never flashes up after "complete" or "error".
  yield* Fiber.interrupt(messages)

  if (Exit.isSuccess(exit)) {
    const complete: ProcessingState = { _tag: "complete", analysisId: exit.value }
    yield* onState(complete)
    yield* Effect.sleep(processingTimings.redirectAfter)
    return { _tag: "redirect", path: resultPath(exit.value) } satisfies ProcessingOutcome
  }
  if (Cause.hasInterruptsOnly(exit.cause)) return yield* Effect.interrupt

  const display = classifyAnalysisFailure(Cause.squash(exit.cause))
  const state: ProcessingState =
    display.state === "error"
      ? {
          _tag: "error",
          message: display.message,
          suggestion: display.suggestion,
          canRetry: display.canRetry,
        }
      : { _tag: "fallback", message: display.message }
  yield* onState(state)
  return { _tag: "stopped", state } satisfies ProcessingOutcome
})
