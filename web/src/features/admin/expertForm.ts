/**
 * The experts admin form's check, with the domain's own rules (ExpertDetails),
 * so the messages under the fields are the ones the server would answer with.
 * Checked before sending, so what the contract would refuse is not sent.
 */
import { ExpertDetails } from "@strand/domain/experts/Expert"
import type { ExpertKind, Specialty } from "@strand/domain/experts/ExpertKinds"
import { Exit, Schema, SchemaIssue } from "effect"

/** What the form holds: the entry as typed, languages as one line. */
export interface ExpertDraft {
  readonly name: string
  readonly kind: ExpertKind
  readonly specialties: ReadonlyArray<Specialty>
  readonly city: string
  readonly country: string
  readonly online: boolean
  readonly languages: string
  readonly bookingUrl: string
  readonly email: string
  readonly note: string
}

export const blankDraft: ExpertDraft = {
  name: "",
  kind: "dermatologist",
  specialties: [],
  city: "",
  country: "",
  online: false,
  languages: "",
  bookingUrl: "",
  email: "",
  note: "",
}

export type DraftField = keyof ExpertDraft

export type DraftCheck =
  | { readonly _tag: "Valid"; readonly details: ExpertDetails }
  | {
      readonly _tag: "Invalid"
      /** The first message for each field that is wrong. */
      readonly fields: Partial<Record<DraftField, string>>
      /** What is wrong with the whole entry (no place, no way to book). */
      readonly entry: ReadonlyArray<string>
    }

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** The request body, checked: empty booking fields are "none", languages split at commas. */
export const checkDraft = (draft: ExpertDraft): DraftCheck => {
  const input = {
    ...draft,
    specialties: [...draft.specialties],
    languages: draft.languages
      .split(",")
      .map((language) => language.trim())
      .filter((language) => language !== ""),
    bookingUrl: draft.bookingUrl.trim() === "" ? null : draft.bookingUrl,
    email: draft.email.trim() === "" ? null : draft.email,
  }
  const exit = Schema.decodeUnknownExit(ExpertDetails)(input, { errors: "all" })
  if (Exit.isSuccess(exit)) return { _tag: "Valid", details: exit.value }
  const error = Exit.findErrorOption(exit)
  if (error._tag === "None") throw exit.cause
  const fields: Partial<Record<DraftField, string>> = {}
  const entry: Array<string> = []
  for (const issue of formatIssues(error.value.issue).issues) {
    const [first] = issue.path ?? []
    const key = typeof first === "object" && first !== null ? first.key : first
    if (key === undefined) entry.push(issue.message)
    else fields[String(key) as DraftField] ??= issue.message
  }
  return { _tag: "Invalid", fields, entry }
}
