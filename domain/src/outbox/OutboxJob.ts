/**
 * What the outbox delivers: an e-mail, or a new waitlist sign-up for the CRM.
 * A job is data (a Schema), so it can wait in the database for as long as
 * the outside world is down and still be read back exactly.
 */
import { type DateTime, Schema } from "effect"
import { CrmContact } from "../crm/Crm.ts"
import { describeMail, Mail } from "../mail/Mail.ts"
import { RetakeReminderMail } from "../mail/RetakeReminderMail.ts"
import { SummaryShareMail } from "../mail/SummaryShareMail.ts"

export const SendMail = Schema.TaggedStruct("SendMail", { mail: Mail })
export const PushContact = Schema.TaggedStruct("PushContact", { contact: CrmContact })
/**
 * The retake reminder: an e-mail due on a date weeks away, which
 * the person can withdraw until then (opting out deletes the pending job).
 */
export const SendReminder = Schema.TaggedStruct("SendReminder", { mail: RetakeReminderMail })

/**
 * A doctor's summary sent to an expert, or the person's copy of it: an
 * e-mail with the PDF attached, whose health data is forgotten once it has
 * left (holdsSecret).
 */
export const ShareSummary = Schema.TaggedStruct("ShareSummary", { mail: SummaryShareMail })

export const OutboxJob = Schema.Union([SendMail, PushContact, SendReminder, ShareSummary])
export type OutboxJob = typeof OutboxJob.Type
export type OutboxJobKind = OutboxJob["_tag"]

export const outboxJobKinds = [
  "SendMail",
  "PushContact",
  "SendReminder",
  "ShareSummary",
] as const satisfies ReadonlyArray<OutboxJobKind>
/** Jobs that are e-mails: each is sent on its own, under its own lease. */
export const mailKinds = [
  "SendMail",
  "SendReminder",
  "ShareSummary",
] as const satisfies ReadonlyArray<OutboxJobKind>
/** Jobs that are CRM pushes: claimed together and pushed in one call. */
export const contactKinds = ["PushContact"] as const satisfies ReadonlyArray<OutboxJobKind>

/**
 * Which jobs go first (lower first): a sign-in link, since someone is on
 * the page waiting for it; then everything else, oldest first.
 */
export const jobPriority = (job: OutboxJob): number =>
  job._tag === "SendMail" && job.mail._tag === "SignInLinkMail" ? 0 : 1

export interface NewOutboxJob {
  readonly job: OutboxJob
  /**
   * Jobs with the same key are one job: queuing it again changes nothing
   * (e.g. `crm:waitlist:<entry id>`). Unique keys (a new uuid) for messages a
   * person asked for each time.
   */
  readonly dedupeKey: string
  /** After this instant the job is pointless (a sign-in link has expired): it is not sent. */
  readonly deliverBy?: DateTime.Utc | undefined
  /** Not before this instant (a reminder on its date); at once when absent. */
  readonly runAt?: DateTime.Utc | undefined
}

/** What admins see of a job: never a message body or a sign-in link. */
export const describeJob = (job: OutboxJob): string =>
  job._tag === "PushContact"
    ? `New sign-up to the CRM: ${job.contact.email}`
    : describeMail(job.mail)

/**
/**
 * A job may hold a secret that should not outlive its delivery: a sign-in
 * link, a reminder's one-click opt-out link (the database keeps only that
 * token's hash), or health data (a shared summary's PDF).
 */
export const holdsSecret = (job: OutboxJob): boolean =>
  job._tag === "SendReminder" ||
  job._tag === "ShareSummary" ||
  (job._tag === "SendMail" && job.mail._tag === "SignInLinkMail")
