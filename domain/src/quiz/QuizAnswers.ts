/**
 * The shape of quiz answers as the SPA submits them: option values keyed by
 * question id. Radio → one value, checkbox → a list of values,
 * products_used → { product value: frequency value }. Free-text notes travel
 * separately, keyed by note id.
 */
import { Schema } from "effect"
import { hasKeysOfKind, isText } from "../text/TextFields.ts"
import { textNoteMaxLength } from "./TextNotes.ts"

/**
 * An option value, or what was typed for a text or textarea question: plain
 * text (the catalogue then says which values a question takes).
 */
const Value = Schema.String.check(
  isText("multiLine", "Answers must be plain text, without control or invisible characters"),
)

/** A record keyed by question, product or note ids: each one line of plain text. */
const keyedBy = <S extends Schema.Top>(value: S, message: string) =>
  Schema.Record(Schema.String, value).check(hasKeysOfKind("singleLine", message))

const idsMessage = "Question and product ids must be one line of plain text"

export const AnswerValue = Schema.Union([Value, Schema.Array(Value), keyedBy(Value, idsMessage)])
export type AnswerValue = typeof AnswerValue.Type

export const QuizAnswers = keyedBy(AnswerValue, idsMessage)
export type QuizAnswers = typeof QuizAnswers.Type

export const TextInputs = keyedBy(
  Schema.String.check(
    Schema.isMaxLength(textNoteMaxLength, {
      message: `Notes must be at most ${textNoteMaxLength} characters`,
    }),
    isText("multiLine", "Notes must be plain text, without control or invisible characters"),
  ),
  "Note ids must be one line of plain text",
)
export type TextInputs = typeof TextInputs.Type
