/**
 * What the waitlist form holds, and how it becomes a JoinWaitlist request.
 * The rules are the domain's schemas (name, e-mail, hair concern), so the
 * messages under the fields are the same ones the server would answer with.
 */
import type { HairConcernValue } from "@strand/domain/waitlist/HairConcern"
import { encodeHairConcern } from "@strand/domain/waitlist/HairConcern"
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { Exit, Schema, SchemaIssue } from "effect"

export interface JoinFormValues {
  readonly name: string
  readonly email: string
  readonly concern: HairConcernValue | ""
  /** Only used (and only shown) when concern is "other". */
  readonly otherConcern: string
}

export const emptyJoinForm: JoinFormValues = { name: "", email: "", concern: "", otherConcern: "" }

export type JoinFormField = "name" | "email" | "concern"
/** A message per field; `form` holds a problem that belongs to no field (a bad referral code). */
export type JoinFormErrors = Partial<Record<JoinFormField | "form", string>>

export type JoinFormResult =
  | { readonly _tag: "Valid"; readonly request: JoinWaitlist }
  | { readonly _tag: "Invalid"; readonly errors: JoinFormErrors }

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

// Which form field shows a problem found at a path of the request.
const fieldOfRequestKey: Record<string, JoinFormField | undefined> = {
  name: "name",
  email: "email",
  hairConcerns: "concern",
}

/** The request to send, or the first message for each field that is wrong. */
export const validateJoinForm = (values: JoinFormValues, referralCode?: string): JoinFormResult => {
  const hairConcerns = encodeHairConcern(values.concern, values.otherConcern)
  const input = {
    name: values.name,
    email: values.email,
    ...(hairConcerns === undefined ? {} : { hairConcerns }),
    ...(referralCode ? { referralCode } : {}),
  }
  const exit = Schema.decodeUnknownExit(JoinWaitlist)(input, { errors: "all" })
  if (Exit.isSuccess(exit)) return { _tag: "Valid", request: exit.value }
  const error = Exit.findErrorOption(exit)
  if (error._tag === "None") throw Exit.isFailure(exit) ? exit.cause : exit
  return { _tag: "Invalid", errors: errorsByField(error.value.issue) }
}

/** Maps problems reported at request paths (client- or server-side) onto the form's fields. */
export const errorsByField = (
  issue: SchemaIssue.Issue | ReadonlyArray<{ path: ReadonlyArray<unknown>; message: string }>,
): JoinFormErrors => {
  const issues = Array.isArray(issue)
    ? issue
    : formatIssues(issue as SchemaIssue.Issue).issues.map((problem) => ({
        path: (problem.path ?? []).map((segment) =>
          typeof segment === "object" && segment !== null && "key" in segment
            ? segment.key
            : segment,
        ),
        message: problem.message,
      }))
  const errors: { -readonly [K in JoinFormField | "form"]?: string } = {}
  for (const { path, message } of issues) {
    const field = fieldOfRequestKey[String(path[0])] ?? "form"
    if (errors[field] === undefined) errors[field] = message
  }
  return errors
}
