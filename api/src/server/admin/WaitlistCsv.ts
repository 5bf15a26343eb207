/**
 * The waitlist as CSV (RFC 4180): one line a sign-up, written as the rows
 * are read, so a million sign-ups never sit in memory at once. A cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return: OWASP's CSV injection advice) gets an apostrophe first,
 * since what people typed into the join form ends up here.
 */
import { describeHairConcern } from "@strand/domain/waitlist/HairConcern"
import type { WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import { DateTime, Stream } from "effect"

const header = ["Name", "E-mail", "Hair concerns", "Referral code", "Joined (UTC)"]

const formulaStart = /^[=+\-@\t\r]/

export const csvCell = (value: string): string => {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const csvLine = (cells: ReadonlyArray<string>) => `${cells.map(csvCell).join(",")}\r\n`

const lineOf = (entry: WaitlistEntry) =>
  csvLine([
    entry.name,
    entry.email,
    entry.hairConcerns === undefined || entry.hairConcerns === ""
      ? ""
      : describeHairConcern(entry.hairConcerns),
    entry.referralCode ?? "",
    DateTime.formatIso(entry.createdAt),
  ])

/** The header line, then one line per sign-up, as bytes. */
export const waitlistCsv = <E, R>(
  entries: Stream.Stream<WaitlistEntry, E, R>,
): Stream.Stream<Uint8Array, E, R> =>
  Stream.make(csvLine(header)).pipe(Stream.concat(Stream.map(entries, lineOf)), Stream.encodeText)
