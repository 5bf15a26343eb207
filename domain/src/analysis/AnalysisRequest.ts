/**
 * What the SPA sends to POST /api/analyze-hair and the checks run on it
 * before any analysis (spec section 5, "Before calling the analysis"):
 * userName non-blank ("User name is required"), answers a non-empty object
 * ("Answers are required") valid against the catalogue, and notes only for
 * questions that are asked. All fail as a ValidationError, which the API
 * answers as VALIDATION_ERROR / 400.
 */
import { Effect, Schema } from "effect"
import { ValidationError } from "../errors/ValidationError.ts"
import { isNoteOffered } from "../quiz/Answering.ts"
import { validateAnswers } from "../quiz/AnswerValidation.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { textNoteIds, textNoteMaxLength } from "../quiz/TextNotes.ts"
import { userNameMaxLength } from "../user/UserName.ts"

export const userNameRequiredMessage = "User name is required"

/** Whom the report greets when the user has no name: "Hi there". */
export const defaultAnalysisUserName = "there"

/** The userName the SPA sends: the user's name, or "there" when they have none. */
export const analysisUserName = (name: string | null | undefined): string =>
  name === null || name === undefined || name.trim() === "" ? defaultAnalysisUserName : name.trim()

/** The wire shape; the checks that need the catalogue run in validateAnalysisRequest. */
export const AnalysisRequestBody = Schema.Struct({
  userName: Schema.optional(Schema.String),
  answers: Schema.optional(Schema.Unknown),
  textInputs: Schema.optional(Schema.Unknown),
})
export type AnalysisRequestBody = typeof AnalysisRequestBody.Type

export interface ValidAnalysisRequest {
  readonly userName: string
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
}

const noteIds: ReadonlyArray<string> = textNoteIds

const findNotesProblem = (
  answers: QuizAnswers,
  textInputs: unknown,
): ValidationError | undefined => {
  if (textInputs === undefined || textInputs === null) return undefined
  if (typeof textInputs !== "object" || Array.isArray(textInputs)) {
    return new ValidationError({ message: "Notes must be an object", field: "textInputs" })
  }
  for (const [id, text] of Object.entries(textInputs)) {
    if (!noteIds.includes(id)) {
      return new ValidationError({ message: `"${id}" is not a quiz note`, field: id })
    }
    if (typeof text !== "string") {
      return new ValidationError({ message: `Note "${id}" must be text`, field: id })
    }
    if (text.length > textNoteMaxLength) {
      return new ValidationError({
        message: `Notes must be at most ${textNoteMaxLength} characters`,
        field: id,
      })
    }
    if (!isNoteOffered(id, answers)) {
      return new ValidationError({
        message: `Note "${id}" is not asked for these answers`,
        field: id,
      })
    }
  }
  return undefined
}

/** The request checked in the spec's order: name first, then answers, then notes. */
export const validateAnalysisRequest = Effect.fnUntraced(function* (body: AnalysisRequestBody) {
  const userName = body.userName?.trim() ?? ""
  if (userName === "") {
    return yield* new ValidationError({ message: userNameRequiredMessage, field: "userName" })
  }
  if (userName.length > userNameMaxLength) {
    return yield* new ValidationError({
      message: `User name must be at most ${userNameMaxLength} characters`,
      field: "userName",
    })
  }
  const answers = yield* validateAnswers(body.answers)
  const notesProblem = findNotesProblem(answers, body.textInputs)
  if (notesProblem !== undefined) return yield* notesProblem
  const textInputs: Record<string, string> = {}
  for (const [id, text] of Object.entries((body.textInputs ?? {}) as Record<string, string>)) {
    if (text.trim() !== "") textInputs[id] = text.trim()
  }
  return { userName, answers, textInputs } satisfies ValidAnalysisRequest
})
