/**
 * One quiz question as shown (spec §2 "Quiz screen"): title, subtitle, the
 * 1-2 hint, "Need help?" and the inputs for its type. Radio and checkbox
 * options are native inputs inside a fieldset, so arrow keys, Space and the
 * accessible names come from the platform. Every change goes through the
 * domain's answering functions.
 */

import type { AnswerValue, QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import type { QuizQuestion } from "@strand/domain/quiz/QuizCatalogue"
import { textNoteMaxLength } from "@strand/domain/quiz/TextNotes"
import { answerIncludes } from "@strand/domain/quiz/Visibility"
import { lazy, Suspense, useEffect, useRef } from "react"
import * as Field from "../../ui/field.tsx"
import * as Popover from "../../ui/popover.tsx"
import { hasPictures } from "./pictures/pictureQuestions.ts"
import {
  setNote,
  setProductFrequency,
  setRadioAnswer,
  setTextAnswer,
  toggleCheckboxAnswer,
  toggleProduct,
} from "./quizState.ts"

/** The drawings load with the first question that has them (the quiz asks for them early). */
export const loadOptionPictures = () => import("./pictures/OptionPictures.tsx")
const OptionPicture = lazy(loadOptionPictures)

export function QuestionCard({
  question,
  answers,
  textInputs,
  onAnswers,
  onTextInputs,
  focusOnShow = false,
  describedBy,
}: {
  readonly question: QuizQuestion
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  readonly onAnswers: (answers: QuizAnswers) => void
  readonly onTextInputs: (textInputs: TextInputs) => void
  /**
   * Take focus when shown: after Next, Skip or Previous the old question is
   * gone, so focus (and a screen reader) moves to the new one's heading.
   */
  readonly focusOnShow?: boolean
  /** What to read after the heading ("Question 3 of 21"). */
  readonly describedBy?: string
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The card is keyed by question: this runs once per question shown.
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus()
  }, [focusOnShow])
  const answer = answers[question.id]
  const titleId = `question-${question.id}-title`
  const note = question.textInput
  const noteShown =
    note !== undefined &&
    (note.shownForValue === undefined || answerIncludes(answers, question.id, note.shownForValue))
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <div className="flex items-start justify-between gap-4">
        <h1
          ref={headingRef}
          id={titleId}
          tabIndex={-1}
          aria-describedby={describedBy}
          className="font-display text-2xl leading-tight font-semibold text-ink-900 outline-none sm:text-3xl"
        >
          {question.title}
        </h1>
        <HelpPopover question={question} />
      </div>
      {question.subtitle !== undefined && <p className="mt-2 text-ink-700">{question.subtitle}</p>}
      {question.hint !== undefined && (
        <p className="mt-3 inline-flex rounded-full bg-sage-100 px-3 py-1 text-sm font-medium text-sage-700">
          {question.hint}
        </p>
      )}
      <div className="mt-6">
        <Inputs
          labelledBy={titleId}
          question={question}
          answer={answer}
          answers={answers}
          onAnswers={onAnswers}
        />
      </div>
      {note !== undefined && noteShown && (
        <Field.Root className="mt-6">
          <Field.Label>{note.label}</Field.Label>
          <Field.Textarea
            className="min-h-20"
            placeholder={note.placeholder}
            maxLength={textNoteMaxLength}
            value={textInputs[note.id] ?? ""}
            onChange={(event) => onTextInputs(setNote(textInputs, note.id, event.target.value))}
          />
        </Field.Root>
      )}
    </section>
  )
}

function HelpPopover({ question }: { readonly question: QuizQuestion }) {
  const { infoPopup } = question
  return (
    <Popover.Root positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium text-clay-700 hover:border-clay-500">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M6.3 6.2a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1v.3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
          <circle cx="8" cy="11.6" r=".9" fill="currentColor" />
        </svg>
        Need help?
      </Popover.Trigger>
      <Popover.Content>
        <Popover.CloseTrigger aria-label="Close help" />
        <Popover.Title>{infoPopup.title}</Popover.Title>
        <Popover.Description>{infoPopup.content}</Popover.Description>
        {infoPopup.image !== undefined && (
          <img
            src={infoPopup.image.src}
            alt={infoPopup.image.alt}
            width={240}
            height={170}
            className="mx-auto mt-4 h-auto w-full max-w-60"
          />
        )}
      </Popover.Content>
    </Popover.Root>
  )
}

const optionClass =
  "flex cursor-pointer items-center gap-3 rounded-2xl border border-sand-300 bg-white px-4 py-3.5 text-ink-900 transition-colors hover:border-clay-500/70 has-checked:border-clay-600 has-checked:bg-sand-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-600"

const inputClass = "size-5 shrink-0 accent-clay-600 focus-visible:outline-none"

function Inputs({
  labelledBy,
  question,
  answer,
  answers,
  onAnswers,
}: {
  readonly labelledBy: string
  readonly question: QuizQuestion
  readonly answer: AnswerValue | undefined
  readonly answers: QuizAnswers
  readonly onAnswers: (answers: QuizAnswers) => void
}) {
  switch (question.type) {
    case "radio":
      return (
        <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2.5 sm:grid-cols-2">
          {question.options.map((option) => (
            <label key={option.value} className={optionClass}>
              <input
                type="radio"
                name={question.id}
                value={option.value}
                className={inputClass}
                checked={answer === option.value}
                onChange={() => onAnswers(setRadioAnswer(answers, question.id, option.value))}
                {...pictureNaming(question.id, option.value)}
              />
              <OptionText questionId={question.id} value={option.value} label={option.label} />
            </label>
          ))}
        </div>
      )
    case "checkbox":
      return (
        <fieldset aria-labelledby={labelledBy} className="grid gap-2.5 sm:grid-cols-2">
          {question.options.map((option) => (
            <label key={option.value} className={optionClass}>
              <input
                type="checkbox"
                name={question.id}
                value={option.value}
                className={`${inputClass} rounded`}
                checked={Array.isArray(answer) && answer.includes(option.value)}
                onChange={() => onAnswers(toggleCheckboxAnswer(answers, question.id, option.value))}
                {...pictureNaming(question.id, option.value)}
              />
              <OptionText questionId={question.id} value={option.value} label={option.label} />
            </label>
          ))}
        </fieldset>
      )
    case "product_frequency": {
      const chosen =
        typeof answer === "object" && !Array.isArray(answer)
          ? (answer as Readonly<Record<string, string>>)
          : {}
      return (
        <ul aria-labelledby={labelledBy} className="grid gap-2.5">
          {question.options.map((product) => {
            const selected = product.value in chosen
            return (
              <li
                key={product.value}
                className={`flex flex-col gap-3 rounded-2xl border px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between ${selected ? "border-clay-600 bg-sand-100" : "border-sand-300 bg-white"}`}
              >
                <label className="flex cursor-pointer items-center gap-3 text-ink-900">
                  <input
                    type="checkbox"
                    className={`${inputClass} rounded`}
                    checked={selected}
                    onChange={() => onAnswers(toggleProduct(answers, product.value))}
                  />
                  <span>{product.label}</span>
                </label>
                {selected && (
                  <Field.Root className="sm:w-56">
                    <Field.Label className="sr-only">
                      How often do you use {product.label.toLowerCase()}?
                    </Field.Label>
                    <Field.Select
                      className="py-2"
                      value={chosen[product.value] ?? ""}
                      onChange={(event) =>
                        onAnswers(setProductFrequency(answers, product.value, event.target.value))
                      }
                    >
                      <option value="" disabled>
                        How often?
                      </option>
                      {(product.frequencies ?? []).map((frequency) => (
                        <option key={frequency.value} value={frequency.value}>
                          {frequency.label}
                        </option>
                      ))}
                    </Field.Select>
                  </Field.Root>
                )}
              </li>
            )
          })}
        </ul>
      )
    }
    case "text":
      return (
        <Field.Root>
          <Field.Label className="sr-only">{question.title}</Field.Label>
          <Field.Input
            value={typeof answer === "string" ? answer : ""}
            onChange={(event) => onAnswers(setTextAnswer(answers, question.id, event.target.value))}
          />
        </Field.Root>
      )
    case "textarea":
      return (
        <Field.Root>
          <Field.Label className="sr-only">{question.title}</Field.Label>
          <Field.Textarea
            value={typeof answer === "string" ? answer : ""}
            onChange={(event) => onAnswers(setTextAnswer(answers, question.id, event.target.value))}
          />
        </Field.Root>
      )
  }
}

const labelId = (questionId: string, value: string) => `option-${questionId}-${value}`

/** With a picture, the input is named by its words alone: "Curly" stays "Curly". */
const pictureNaming = (questionId: string, value: string) =>
  hasPictures(questionId) ? { "aria-labelledby": labelId(questionId, value) } : {}

/** An option's words, with its drawing before them where the question has pictures. */
function OptionText({
  questionId,
  value,
  label,
}: {
  readonly questionId: string
  readonly value: string
  readonly label: string
}) {
  if (!hasPictures(questionId)) return <span>{label}</span>
  return (
    <>
      <span className="size-14 shrink-0">
        <Suspense fallback={null}>
          <OptionPicture question={questionId} value={value} />
        </Suspense>
      </span>
      <span id={labelId(questionId, value)}>{label}</span>
    </>
  )
}
