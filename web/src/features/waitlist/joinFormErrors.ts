/**
 * What the waitlist form holds and how problems land on its fields. Kept
 * apart from the validation (joinForm.ts, which brings Effect's Schema), so
 * the landing page paints its form without it; the form loads the
 * validation on its own.
 */
import type { HairConcernValue } from "@strand/domain/waitlist/HairConcernOptions"
import type { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"

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

/** One problem at a path of the request (the server's 400 lists them so). */
export interface RequestIssue {
  readonly path: ReadonlyArray<unknown>
  readonly message: string
}

// Which form field shows a problem found at a path of the request.
const fieldOfRequestKey: Record<string, JoinFormField | undefined> = {
  name: "name",
  email: "email",
  hairConcerns: "concern",
}

/** Maps problems reported at request paths (client- or server-side) onto the form's fields. */
export const errorsByField = (issues: ReadonlyArray<RequestIssue>): JoinFormErrors => {
  const errors: { -readonly [K in JoinFormField | "form"]?: string } = {}
  for (const { path, message } of issues) {
    const field = fieldOfRequestKey[String(path[0])] ?? "form"
    if (errors[field] === undefined) errors[field] = message
  }
  return errors
}
