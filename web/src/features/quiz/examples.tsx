/**
 * The quiz and the processing screen as stories and component tests render
 * them: a quiz started at a chosen question with a stand-in for the analysis
 * call, and the processing screen driven by the real state machine with a
 * fake submit.
 */
import { analysisQuotaApiError } from "@strand/domain/analysis/AnalysisFailures"
import { normaliseResults } from "@strand/domain/analysis/NormaliseResults"
import { networkApiError } from "@strand/domain/errors/ApiError"
import type { QuizAnswers } from "@strand/domain/quiz/QuizAnswers"
import { findQuestion, type QuestionId } from "@strand/domain/quiz/QuizCatalogue"
import { visibleQuestions } from "@strand/domain/quiz/Visibility"
import { Duration, Effect } from "effect"
import { useEffect, useState } from "react"
import { ProcessingScreen } from "./ProcessingScreen.tsx"
import OptionPicture from "./pictures/OptionPictures.tsx"
import type { PictureQuestion } from "./pictures/pictureQuestions.ts"
import { QuizPage } from "./QuizPage.tsx"
import { initialQuizState, type QuizState } from "./quizState.ts"
import { useAnalysisProcessing } from "./useAnalysisProcessing.ts"

const femaleAnswers: QuizAnswers = { gender: "female", hormonal_stage: "not_applicable" }

const atQuestion = (answers: QuizAnswers, id: QuestionId | "last"): QuizState => {
  const visible = visibleQuestions(answers)
  const step = id === "last" ? visible.length - 1 : visible.findIndex((q) => q.id === id)
  return { ...initialQuizState, answers, step: Math.max(step, 0) }
}

export const exampleAnalysisId = "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f"

/** The quiz at one question; Complete "submits" to a stand-in that answers at once. */
export function QuizAt({ question }: { readonly question: QuestionId | "first" | "last" }) {
  const [log, setLog] = useState<Array<string>>([])
  const state = question === "first" ? initialQuizState : atQuestion(femaleAnswers, question)
  return (
    <>
      <QuizPage
        userName="Amara"
        initialState={state}
        onBackToHome={() => setLog((lines) => [...lines, "home"])}
        onLogout={() => setLog((lines) => [...lines, "logout"])}
        onAnalysed={(analysis) => setLog((lines) => [...lines, `analysed ${analysis.analysisId}`])}
        onShowResult={(id) => setLog((lines) => [...lines, `result ${id}`])}
        submit={(request) =>
          Effect.sync(() =>
            setLog((lines) => [...lines, `submitted ${Object.keys(request.answers).join(",")}`]),
          ).pipe(
            Effect.as({
              analysisId: exampleAnalysisId,
              results: normaliseResults({}),
              fallbackUsed: false,
              createdAt: undefined,
              view: undefined,
            }),
          )
        }
      />
      <ul aria-label="What happened" className="sr-only">
        {log.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  )
}

export type ProcessingOutcomeExample = "pending" | "success" | "error" | "final-error" | "fallback"

const fakeSubmits: Record<ProcessingOutcomeExample, Effect.Effect<string, unknown>> = {
  pending: Effect.never,
  success: Effect.sleep(Duration.millis(50)).pipe(Effect.as(exampleAnalysisId)),
  error: Effect.fail(networkApiError()),
  "final-error": Effect.fail(analysisQuotaApiError(30 * 60)),
  fallback: Effect.fail(new Error("Something unexpected")),
}

/** The processing screen with the domain's machine and a fake analysis call. */
export function ProcessingExample({ outcome }: { readonly outcome: ProcessingOutcomeExample }) {
  const [attempts, setAttempts] = useState(0)
  const [redirectedTo, setRedirectedTo] = useState<string | undefined>(undefined)
  const processing = useAnalysisProcessing({
    submit: () =>
      Effect.sync(() => setAttempts((count) => count + 1)).pipe(
        Effect.andThen(fakeSubmits[outcome]),
      ),
    onRedirect: (path) => setRedirectedTo(path),
  })
  const { start } = processing
  useEffect(() => start(), [start])
  return (
    <>
      <ProcessingScreen state={processing.state} onRetry={processing.start} />
      <p className="sr-only">Attempts: {attempts}</p>
      {redirectedTo !== undefined && <p className="sr-only">Redirected to {redirectedTo}</p>}
    </>
  )
}

/** Every option of one pictured question with its drawing, as a designer reviews them. */
export function AnswerPictures({ question }: { readonly question: PictureQuestion }) {
  const shown = findQuestion(question)
  return (
    <ul aria-label={shown?.title} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {shown?.options.map((option) => (
        <li
          key={option.value}
          className="flex items-center gap-3 rounded-2xl border border-sand-300 bg-white p-3"
        >
          <span className="size-14 shrink-0">
            <OptionPicture question={question} value={option.value} />
          </span>
          <span className="text-ink-900">{option.label}</span>
        </li>
      ))}
    </ul>
  )
}
