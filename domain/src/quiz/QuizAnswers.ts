/**
 * The shape of quiz answers as the SPA submits them: option values keyed by
 * question id. Radio → one value, checkbox → a list of values,
 * products_used → { product value: frequency value }. Free-text notes travel
 * separately, keyed by note id.
 */
import { Schema } from "effect"
import { isPlainText } from "../text/PlainText.ts"
import { textNoteMaxLength } from "./TextNotes.ts"

export const AnswerValue = Schema.Union([
  Schema.String,
  Schema.Array(Schema.String),
  Schema.Record(Schema.String, Schema.String),
])
export type AnswerValue = typeof AnswerValue.Type

export const QuizAnswers = Schema.Record(Schema.String, AnswerValue)
export type QuizAnswers = typeof QuizAnswers.Type

export const TextInputs = Schema.Record(
  Schema.String,
  Schema.String.check(
    Schema.isMaxLength(textNoteMaxLength, {
      message: `Notes must be at most ${textNoteMaxLength} characters`,
    }),
    isPlainText("Notes must not contain control characters"),
  ),
)
export type TextInputs = typeof TextInputs.Type
