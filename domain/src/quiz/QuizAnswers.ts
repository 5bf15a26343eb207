/**
 * The shape of quiz answers as the SPA submits them: option values keyed by
 * question id. Radio → one value, checkbox → a list of values,
 * products_used → { product value: frequency value }. Free-text notes travel
 * separately, keyed by note id.
 */
import { Schema } from "effect"
import { isText } from "../text/PlainText.ts"

/** A question id, an option value or a note id: one line of plain text (the catalogue says which). */
const Key = Schema.String.check(isText("singleLine", "Answers must be one line of plain text"))

export const AnswerValue = Schema.Union([Key, Schema.Array(Key), Schema.Record(Key, Key)])
export type AnswerValue = typeof AnswerValue.Type

export const QuizAnswers = Schema.Record(Key, AnswerValue)
export type QuizAnswers = typeof QuizAnswers.Type

export const textNoteIds = [
  "texture_notes",
  "heat_tension_other",
  "products_used_other",
  "loc_type_notes",
  // Beyond the spec: the notes field of health_background, offered to everyone.
  "health_notes",
] as const
export type TextNoteId = (typeof textNoteIds)[number]

export const textNoteMaxLength = 500

export const TextInputs = Schema.Record(
  Key,
  Schema.String.check(
    Schema.isMaxLength(textNoteMaxLength, {
      message: `Notes must be at most ${textNoteMaxLength} characters`,
    }),
    isText("multiLine", "Notes must be plain text, without control or invisible characters"),
  ),
)
export type TextInputs = typeof TextInputs.Type
