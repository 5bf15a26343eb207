/**
 * An expert in Strand's directory: a dermatologist, trichologist,
 * hairdresser or colourist, loctician or barber, kept by admins by hand
 * (Strand ships no invented experts). People find them from a report
 * (ExpertMatch.ts) and may send them their doctor's summary (SummarySharing.ts).
 *
 * Where: a city or region and a country, or online, or both. How to book: a
 * web address, an e-mail, or both; only an expert with an e-mail can receive
 * a summary. Every text field follows the domain's text rules: one line
 * without control characters, a note with line breaks at most.
 */
import { Schema } from "effect"
import { isText } from "../text/TextFields.ts"
import { Email, StoredEmail } from "../user/Email.ts"
import { expertKinds, type Specialty, specialties } from "./ExpertKinds.ts"

export const ExpertKind = Schema.Literals(expertKinds)
export type ExpertKind = typeof ExpertKind.Type

export const expertLimits = {
  name: 120,
  place: 80,
  note: 500,
  language: 40,
  languages: 10,
  bookingUrl: 500,
} as const

export const ExpertId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("ExpertId"))
export type ExpertId = typeof ExpertId.Type

/** One line of at most `max` characters, trimmed. */
const line = (max: number, what: string) =>
  Schema.Trim.check(
    Schema.isMaxLength(max, { message: `${what} must be at most ${max} characters` }),
    isText("singleLine", `${what} must be one line of plain text`),
  )

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text)
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
  } catch {
    return false
  }
}

export const BookingUrl = line(expertLimits.bookingUrl, "The booking address").check(
  Schema.makeFilter(
    (text: string) =>
      isWebAddress(text) || "The booking address must start with https:// or http://",
  ),
)

const detailsFields = {
  name: line(expertLimits.name, "The name").check(
    Schema.isMinLength(1, { message: "Give the expert's name" }),
  ),
  kind: ExpertKind,
  specialties: Schema.Array(Schema.Literals(specialties)).check(
    Schema.makeFilter(
      (list: ReadonlyArray<Specialty>) =>
        new Set(list).size === list.length || "Each specialty may be chosen once",
    ),
  ),
  /** City or region; may be empty for an expert who works online only. */
  city: line(expertLimits.place, "The city or region"),
  country: line(expertLimits.place, "The country"),
  online: Schema.Boolean,
  languages: Schema.Array(
    line(expertLimits.language, "A language").check(
      Schema.isMinLength(1, { message: "A language must not be empty" }),
    ),
  ).check(
    Schema.isMaxLength(expertLimits.languages, {
      message: `At most ${expertLimits.languages} languages`,
    }),
  ),
  bookingUrl: Schema.NullOr(BookingUrl),
  email: Schema.NullOr(Email),
  note: Schema.Trim.check(
    Schema.isMaxLength(expertLimits.note, {
      message: `The note must be at most ${expertLimits.note} characters`,
    }),
    isText("multiLine", "The note must be plain text"),
  ),
}

interface WhereAndBooking {
  readonly city: string
  readonly country: string
  readonly online: boolean
  readonly bookingUrl: string | null
  readonly email: string | null
}

/** Somewhere to find them, and some way to book. */
const whereAndBooking = [
  Schema.makeFilter((expert: WhereAndBooking) =>
    expert.online || (expert.city !== "" && expert.country !== "")
      ? true
      : "Give the city or region and the country, or tick Online",
  ),
  Schema.makeFilter((expert: WhereAndBooking) =>
    expert.bookingUrl !== null || expert.email !== null
      ? true
      : "Give a web address or an e-mail for booking",
  ),
] as const

/** What an admin types: the directory entry without its id. */
export const ExpertDetails = Schema.Struct(detailsFields).check(...whereAndBooking)
/** What an admin changes: the same, and whether the entry is hidden (kept as it was when absent). */
export const ExpertChange = Schema.Struct({
  ...detailsFields,
  hidden: Schema.optionalKey(Schema.Boolean).annotate({
    description: "Hidden entries are kept but shown to nobody but admins",
  }),
}).check(...whereAndBooking)
export type ExpertChange = typeof ExpertChange.Type
export type ExpertDetails = typeof ExpertDetails.Type

/** A directory entry as stored and as people see it. */
export class Expert extends Schema.Class<Expert>("strand/Expert")({
  id: ExpertId,
  name: Schema.String,
  kind: ExpertKind,
  specialties: Schema.Array(Schema.Literals(specialties)),
  city: Schema.String,
  country: Schema.String,
  online: Schema.Boolean,
  languages: Schema.Array(Schema.String),
  bookingUrl: Schema.NullOr(Schema.String),
  email: Schema.NullOr(StoredEmail),
  note: Schema.String,
  /** Hidden by an admin: kept, but not shown to people. */
  hidden: Schema.Boolean,
}) {}

/** Only an expert with an e-mail can receive a summary. */
export const takesSummaries = (expert: Pick<Expert, "email">): boolean => expert.email !== null

/** "London, United Kingdom · online" */
export const whereWords = (expert: Pick<Expert, "city" | "country" | "online">): string =>
  [
    [expert.city, expert.country].filter((part) => part !== "").join(", "),
    expert.online ? "online" : "",
  ]
    .filter((part) => part !== "")
    .join(" · ")
