/**
 * Port: the CRM that Strand's team keeps its contacts in, whichever adapter
 * the configuration chose (or none). Its one job is "create the missing, skip the existing": a contact
 * already in the CRM is never changed or duplicated, so pushing the same
 * contact twice (a retry, a second Sync All) is harmless.
 */
import { Context, Effect, Schema } from "effect"

/**
 * Which CRM answers: `id` is what the configuration chose it by (and what
 * the admin page's path and each recorded push say), `label` how people see
 * it. The domain lists no CRM: they are the adapters', and a push recorded
 * for a CRM since removed still reads.
 */
export interface CrmName {
  readonly id: string
  readonly label: string
}

/**
 * A waitlist sign-up as the CRM receives it (spec §2: name, e-mail, hair concerns).
 * A contact waits in the outbox as this schema's encoded form, and jobs queued
 * before the contact carried its own code named the code it joined with
 * `referralCode`: the encoded keys keep those jobs readable and right.
 */
export const CrmContact = Schema.Struct({
  waitlistEntryId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  /** as an admin reads it ("Dandruff or flaking", "Other: itchy nape"); "" when none */
  hairConcerns: Schema.String,
  /** the referral code the contact joined with (someone else's) */
  referredByCode: Schema.NullOr(Schema.String),
  /** the contact's own referral code, the one they share; null until they have an account */
  referralCode: Schema.NullOr(Schema.String).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(null)),
  ),
  /** ISO 8601 */
  signedUpAt: Schema.String,
}).pipe(Schema.encodeKeys({ referredByCode: "referralCode", referralCode: "ownReferralCode" }))
export type CrmContact = typeof CrmContact.Type

/**
 * Per contact:
 * - Created: it was not in the CRM and now is
 * - Skipped: it was already there (untouched)
 * - Failed: this one could not be added; `retryable` when trying later may help
 */
export const PushOutcome = Schema.Union([
  Schema.TaggedStruct("Created", {}),
  Schema.TaggedStruct("Skipped", {}),
  Schema.TaggedStruct("Failed", { reason: Schema.String, retryable: Schema.Boolean }),
])
export type PushOutcome = typeof PushOutcome.Type

/**
 * The whole push failed (nothing is known about any contact):
 * - Unreachable: no answer, a 5xx, or still rate-limited after the bounded retries
 * - Unauthorized: the token or key was refused
 * - Rejected: the CRM refused the request for good
 */
export class CrmError extends Schema.TaggedError<CrmError>()("CrmError", {
  reason: Schema.Literals(["Unreachable", "Unauthorized", "Rejected"]),
  /** Never contains a contact's e-mail or the token. */
  message: Schema.String,
}) {}

export class Crm extends Context.Service<
  Crm,
  {
    readonly name: CrmName
    /** An outcome for every contact, keyed by e-mail in lower case. */
    push(
      contacts: ReadonlyArray<CrmContact>,
    ): Effect.Effect<ReadonlyMap<string, PushOutcome>, CrmError>
  }
>()("@strand/domain/crm/Crm") {}

/** The key `push` answers under for a contact. */
export const contactKey = (email: string) => email.trim().toLowerCase()
