/**
 * The screen after Complete (spec §4 "Processing states"): "Analysing Your
 * Hair Profile" with the machine's current line, then either the redirect,
 * the error state with Try Again (unless the error says trying again cannot
 * help), or the backup-analysis state.
 */

import { Link } from "@tanstack/react-router"
import { type ReactNode, useEffect, useState } from "react"
import { Button, buttonClass } from "../../ui/button.tsx"
import {
  answersKeptNote,
  errorStateReassurance,
  type ProcessingState,
  processingMessages,
  processingTitle,
  slowAnalysisNote,
} from "./analysisProcessing.ts"

const steps = ["analysing", "generating", "finalizing", "complete"] as const

export function ProcessingScreen({
  state,
  onRetry,
  onBackToAnswers,
}: {
  readonly state: ProcessingState
  readonly onRetry: () => void
  /** Back to the last question, answers as they were. */
  readonly onBackToAnswers?: () => void
}) {
  if (state._tag === "error") {
    return (
      <Panel>
        <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
          {processingMessages.error}
        </h1>
        <p className="mt-4 text-ink-700">{state.message}</p>
        <p className="mt-1 text-ink-700">{state.suggestion}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* An error the server calls final (canRetry: false) would only fail again. */}
          {state.canRetry && <Button onClick={onRetry}>Try Again</Button>}
          {onBackToAnswers !== undefined && (
            <Button variant={state.canRetry ? "secondary" : "primary"} onClick={onBackToAnswers}>
              Back to my answers
            </Button>
          )}
          <Link to="/my-reports" className={buttonClass("secondary")}>
            My Reports
          </Link>
          <Link to="/" className={buttonClass("secondary")}>
            Home
          </Link>
        </div>
        <p className="mt-6 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-700">
          {/* The backup system answers only when asking again can succeed (not past the hourly limit). */}
          {state.canRetry ? `${errorStateReassurance} ${answersKeptNote}` : answersKeptNote}
        </p>
      </Panel>
    )
  }
  if (state._tag === "fallback") {
    return (
      <Panel>
        <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
          {processingMessages.fallback}
        </h1>
        <p className="mt-4 text-ink-700">{state.message}</p>
        <Button className="mt-6" onClick={onRetry}>
          Try Again
        </Button>
      </Panel>
    )
  }
  const reached = steps.indexOf(state._tag)
  return (
    <Panel>
      <div aria-hidden="true" className="mx-auto mb-6 grid size-16 place-items-center">
        {state._tag === "complete" ? (
          <svg aria-hidden="true" viewBox="0 0 48 48" className="size-14 text-sage-700">
            <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
            <path
              d="M15 25l6 6 12-13"
              fill="none"
              stroke="currentColor"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          <span className="size-14 animate-spin rounded-full border-4 border-sand-200 border-t-clay-500 motion-reduce:animate-none" />
        )}
      </div>
      <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
        {processingTitle}
      </h1>
      {/* The status says the spec's words alone; the note on the wait stands beside it. */}
      <p role="status" className="mt-4 text-lg text-ink-700">
        {processingMessages[state._tag]}
      </p>
      {state._tag === "finalizing" && <p className="mt-2 text-ink-700">{slowAnalysisNote}</p>}
      {state._tag === "finalizing" && <StillWorking />}
      <ol aria-hidden="true" className="mx-auto mt-8 flex max-w-xs justify-center gap-2">
        {steps.map((step, index) => (
          <li
            key={step}
            className={`h-1.5 flex-1 rounded-full ${index <= reached ? "bg-clay-500" : "bg-sand-200"}`}
          />
        ))}
      </ol>
    </Panel>
  )
}

function Panel({ children }: { readonly children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col justify-center px-4 py-16">
      <section className="rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        {children}
      </section>
    </main>
  )
}

/**
 * Life on the screen while a slow analyst finishes: seconds counting up, even
 * under reduced motion (where the spinner holds still). Hidden from screen
 * readers, who heard the status line once and would hear every second.
 */
function StillWorking() {
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setSeconds((count) => count + 1), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <p aria-hidden="true" className="mt-2 text-sm text-ink-500 tabular-nums">
      Still working · {seconds} s
    </p>
  )
}
