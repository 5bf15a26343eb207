/**
 * The hair-profile quiz (spec §2 "Quiz screen", §4 "Quiz" and "Answering"):
 * one visible question at a time with Previous / Skip / Next (Complete on the
 * last), then the processing screen, which submits the visible answers. All
 * rules (visibility, when Next is enabled, progress, what is submitted) are
 * the domain's; this file only holds the state and lays it out.
 */
import { analysisUserName } from "@strand/domain/analysis/AnalysisRequest"
import type { AnalysisReceived } from "@strand/domain/analysis/AnalysisResponse"
import { answersToSubmit, textInputsToSubmit } from "@strand/domain/quiz/Answering"
import {
  minutesFor,
  minutesText,
  quizMinutes,
  sectionOf,
  sectionsAhead,
  sectionTitles,
} from "@strand/domain/quiz/QuizSections"
import { Effect } from "effect"
import { useEffect, useRef, useState } from "react"
import { afterNextPaint } from "../../lib/afterNextPaint.ts"
import { track } from "../../lib/engagement.ts"
import { randomKey } from "../../lib/randomKey.ts"
import { Button } from "../../ui/button.tsx"
import { ProgressBar } from "../../ui/progress.tsx"
import { ProcessingScreen } from "./ProcessingScreen.tsx"
import { loadOptionPictures, QuestionCard } from "./QuestionCard.tsx"
import { clearQuizProgress, loadQuizProgress, saveQuizProgress } from "./quizProgressStorage.ts"
import {
  backToQuestions,
  canGoBack,
  canGoNext,
  canSkip,
  currentQuestion,
  goBack,
  goNext,
  isLastQuestion,
  type QuizState,
  questionPosition,
  quizProgress,
  skip,
} from "./quizState.ts"
import { type AnalysisRequest, submitAnalysis } from "./submitAnalysis.ts"
import { useAnalysisProcessing } from "./useAnalysisProcessing.ts"

export interface QuizPageProps {
  /** The signed-in user's name; the report greets "there" without one. */
  readonly userName: string | null
  readonly onBackToHome: () => void
  readonly onLogout: () => void
  /** The analysis is saved: the caller keeps it and re-reads what depends on it. */
  readonly onAnalysed: (analysis: AnalysisReceived) => void
  /** 1 s after "ready": the caller shows the result. */
  readonly onShowResult: (analysisId: string) => void
  /** Where the quiz starts; by default where this tab left it. */
  readonly initialState?: QuizState
  /** Stands in for POST /api/analyze-hair (stories). */
  readonly submit?: (request: AnalysisRequest) => Effect.Effect<AnalysisReceived, unknown>
}

export function QuizPage({
  userName,
  onBackToHome,
  onLogout,
  onAnalysed,
  onShowResult,
  initialState,
  submit = submitAnalysis,
}: QuizPageProps) {
  const [state, setState] = useState<QuizState>(() => initialState ?? loadQuizProgress())
  // Whether the person has moved between questions yet; the first question
  // does not pull focus away from wherever the page put it.
  const [moved, setMoved] = useState(false)
  const move = (step: (state: QuizState) => QuizState) => {
    setMoved(true)
    setState(step)
  }
  const persist = initialState === undefined
  useEffect(() => {
    if (persist && state.stage === "questions") saveQuizProgress(state)
  }, [persist, state])

  // One key per completed quiz: Try Again and a repeated click send the same
  // one, so the server makes one analysis of these answers, not several.
  const idempotencyKey = useRef("")
  // The funnel (lib/engagement.ts): a fresh start, then every question shown.
  const freshStart = useRef(state.step === 0 && Object.keys(state.answers).length === 0)
  useEffect(() => {
    if (freshStart.current) track({ category: "quiz", label: "quiz_start" })
    freshStart.current = false
  }, [])
  // The answers' drawings, ready before the first question that has them.
  useEffect(() => afterNextPaint(() => void loadOptionPictures().catch(() => undefined)), [])
  const shownQuestion = state.stage === "questions" ? currentQuestion(state).id : undefined
  useEffect(() => {
    if (shownQuestion !== undefined) {
      track({ category: "quiz", label: "question_view", value: shownQuestion })
    }
  }, [shownQuestion])

  const processing = useAnalysisProcessing({
    submit: () =>
      submit({
        userName: analysisUserName(userName),
        answers: answersToSubmit(state.answers),
        textInputs: textInputsToSubmit(state.answers, state.textInputs),
        idempotencyKey: idempotencyKey.current,
      }).pipe(
        Effect.tap((analysis) =>
          Effect.sync(() => {
            if (persist) clearQuizProgress()
            track({ category: "quiz", label: "quiz_complete" })
            onAnalysed(analysis)
          }),
        ),
        Effect.map((analysis) => analysis.analysisId),
      ),
    onRedirect: (_path, analysisId) => onShowResult(analysisId),
  })

  // Next or Skip on the last question moves to ai-processing, which submits.
  const started = useRef(false)
  useEffect(() => {
    if (state.stage === "ai-processing" && !started.current) {
      started.current = true
      idempotencyKey.current = randomKey()
      processing.start()
    }
    if (state.stage === "questions") started.current = false
  }, [state.stage, processing.start])

  if (state.stage === "ai-processing") {
    return (
      <ProcessingScreen
        state={processing.state}
        onRetry={processing.start}
        onBackToAnswers={() => setState(backToQuestions)}
      />
    )
  }

  const question = currentQuestion(state)
  const position = questionPosition(state)
  const last = isLastQuestion(state)
  const positionText = `Question ${position.number} of ${position.of}`

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" className="px-4 py-2 text-sm" onClick={onBackToHome}>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
            <path
              d="M10 3L5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
            />
          </svg>
          Back to Home
        </Button>
        <Button variant="secondary" className="px-4 py-2 text-sm" onClick={onLogout}>
          Logout
        </Button>
      </div>

      <div className="mt-8">
        {position.number === 1 && <QuizIntro answers={state.answers} />}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p id="quiz-position" className="text-sm font-semibold tracking-wide text-clay-700">
            {positionText}
          </p>
          <p className="text-sm text-ink-700">
            <span className="font-semibold text-ink-900">
              {sectionTitles[sectionOf[question.id]]}
            </span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {minutesText(minutesFor(position.of - position.number + 1))} left
          </p>
        </div>
        <ProgressBar className="mt-2" value={quizProgress(state)} label="Quiz progress" />
      </div>

      <form
        className="mt-6 rounded-3xl border border-sand-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9"
        aria-label="Hair profile quiz"
        onSubmit={(event) => {
          event.preventDefault()
          move(goNext)
        }}
      >
        <QuestionCard
          key={question.id}
          question={question}
          answers={state.answers}
          textInputs={state.textInputs}
          onAnswers={(answers) => setState((current) => ({ ...current, answers }))}
          onTextInputs={(textInputs) => setState((current) => ({ ...current, textInputs }))}
          focusOnShow={moved}
          describedBy="quiz-position"
        />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-6">
          <Button variant="secondary" disabled={!canGoBack(state)} onClick={() => move(goBack)}>
            Previous
          </Button>
          <div className="flex flex-wrap gap-3">
            {canSkip(state) && (
              <Button variant="secondary" onClick={() => move(skip)}>
                Skip
              </Button>
            )}
            <Button type="submit" disabled={!canGoNext(state)}>
              {last ? "Complete" : "Next"}
            </Button>
          </div>
        </div>
      </form>
    </main>
  )
}

/** What the first question says up front: how long the quiz takes and its parts. */
function QuizIntro({ answers }: { readonly answers: QuizState["answers"] }) {
  const parts = sectionsAhead(answers).map((section) => sectionTitles[section])
  return (
    <p className="mb-4 rounded-2xl bg-sand-100 px-4 py-3 text-ink-700">
      It takes {minutesText(quizMinutes(answers))}, in {parts.length} parts:{" "}
      {parts.slice(0, -1).join(", ")} and {parts.at(-1)}. Questions with a Skip button can be left
      out, and a reload keeps your answers.
    </p>
  )
}
