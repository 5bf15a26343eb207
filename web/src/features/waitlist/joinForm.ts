/**
 * How the waitlist form becomes a JoinWaitlist request. The rules are the
 * domain's schemas (name, e-mail, hair concern), so the messages under the
 * fields are the same ones the server would answer with.
 */
import { encodeHairConcern } from "@strand/domain/waitlist/HairConcernOptions"
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { Exit, Schema, SchemaIssue } from "effect"
import { wellFormedReferralCode } from "../../lib/referralSearch.ts"
import {
  errorsByField,
  type JoinFormResult,
  type JoinFormValues,
  type RequestIssue,
} from "./joinFormErrors.ts"

export {
  emptyJoinForm,
  errorsByField,
  type JoinFormErrors,
  type JoinFormField,
  type JoinFormResult,
  type JoinFormValues,
} from "./joinFormErrors.ts"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** A schema problem as request paths and messages. */
export const requestIssuesOf = (issue: SchemaIssue.Issue): ReadonlyArray<RequestIssue> =>
  formatIssues(issue).issues.map((problem) => ({
    path: (problem.path ?? []).map((segment) =>
      typeof segment === "object" && segment !== null && "key" in segment ? segment.key : segment,
    ),
    message: problem.message,
  }))

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
  return { _tag: "Invalid", errors: errorsByField(requestIssuesOf(error.value.issue)) }
}

/**
 * The form's check with the code from the link's `?ref=`: a malformed one
 * is dropped rather than blocking the visitor from joining.
 */
export const validateJoinFormFromLink = (
  values: JoinFormValues,
  referralFromLink?: string,
): JoinFormResult => validateJoinForm(values, wellFormedReferralCode(referralFromLink))
