/**
 * Runs the processing state machine (runAnalysisProcessing) for the
 * processing screen: React state follows every state change, the redirect
 * happens when the machine says so, and leaving the page stops the run.
 * `start` is Complete (first run) and Try Again (every later run).
 */

import { Effect, Fiber } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import { type ProcessingState, runAnalysisProcessing } from "./analysisProcessing.ts"

export const useAnalysisProcessing = (options: {
  readonly submit: () => Effect.Effect<string, unknown>
  readonly onRedirect: (path: string, analysisId: string) => void
}) => {
  const [state, setState] = useState<ProcessingState>({ _tag: "analysing" })
  const fiber = useRef<Fiber.Fiber<unknown, unknown> | undefined>(undefined)
  // The latest callbacks, so a re-render never restarts a run.
  const latest = useRef(options)
  latest.current = options

  const start = useCallback(() => {
    if (fiber.current !== undefined) Effect.runFork(Fiber.interrupt(fiber.current))
    let analysisId = ""
    fiber.current = Effect.runFork(
      runAnalysisProcessing({
        submit: Effect.suspend(() => latest.current.submit()).pipe(
          Effect.tap((id) => Effect.sync(() => (analysisId = id))),
        ),
        onState: (next) => Effect.sync(() => setState(next)),
      }).pipe(
        Effect.tap((outcome) =>
          Effect.sync(() => {
            if (outcome._tag === "redirect") latest.current.onRedirect(outcome.path, analysisId)
          }),
        ),
      ),
    )
  }, [])

  useEffect(
    () => () => {
      if (fiber.current !== undefined) Effect.runFork(Fiber.interrupt(fiber.current))
    },
    [],
  )

  return { state, start }
}
