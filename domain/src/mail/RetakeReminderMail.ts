/**
 * The one reminder e-mail a person can ask for: take the quiz
 * again on the date their report gave, with a one-click way to stop it.
 * The links are built from Strand's own address (PUBLIC_URL), never from a
 * request.
 */
import { type DateTime, Schema } from "effect"
import { longDate } from "../text/LongDate.ts"

export const retakeReminderSubject = "Time to take the Strand hair quiz again"

export const RetakeReminderMail = Schema.TaggedStruct("RetakeReminderMail", {
  to: Schema.String,
  name: Schema.String,
  /** The date of the report that set the reminder. */
  reportDate: Schema.DateTimeUtcFromString,
  quizLink: Schema.String,
  reportLink: Schema.String,
  /** One click and no reminder is sent any more (none is left after this one). */
  optOutLink: Schema.String,
  /** Why the date came sooner (life events), as the report worked it out; may be empty. */
  because: Schema.Array(Schema.String),
})
export type RetakeReminderMail = typeof RetakeReminderMail.Type

export const retakeReminderWords = {
  greeting: (name: string) => `Hello ${name},`,
  intro: (reportDate: DateTime.Utc) =>
    `Your Strand report of ${longDate(reportDate)} suggested taking the quiz again about now: enough time has passed for your routine to show, and a new report will tell you what changed.`,
  /** Why the date came sooner; life events joined into one sentence. */
  sooner: (because: ReadonlyArray<string>) =>
    `It came sooner than usual because ${because.join("; ")}.`,
  button: "Take the quiz again",
  report: "Your last report",
  compare:
    "Once you have a new report, My Reports compares the two: what you answered differently and which recommendations changed.",
  why: "You asked for this one reminder when you read your report; it is the only one we send.",
  optOut: "Don't want it? Stop reminders",
} as const

export const retakeReminderText = (mail: RetakeReminderMail) =>
  [
    retakeReminderWords.greeting(mail.name),
    "",
    retakeReminderWords.intro(mail.reportDate),
    ...(mail.because.length === 0 ? [] : ["", retakeReminderWords.sooner(mail.because)]),
    "",
    `${retakeReminderWords.button}: ${mail.quizLink}`,
    `${retakeReminderWords.report}: ${mail.reportLink}`,
    "",
    retakeReminderWords.compare,
    "",
    retakeReminderWords.why,
    `${retakeReminderWords.optOut}: ${mail.optOutLink}`,
    "",
    "Strand",
  ].join("\n")
