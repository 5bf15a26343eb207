/**
 * The words for time in a clause, and what each says: "3 months ago",
 * "since March", "for 6 weeks", "in the last 3 months", "last year", "in
 * June" (months counted back from the day of reading), "used to", "as a
 * kid", "no longer", "now", "lately". Times.ts weighs them with the tense.
 */
import { type Word, wordSet } from "./NoteWords.ts"

/** Words for time, found in a clause: what they say and where. */
export interface TimeWords {
  readonly type: "ago" | "since" | "duration" | "date" | "past" | "now"
  readonly first: number
  readonly last: number
  readonly monthsAgo?: number
  /** A length with no word before it ("postpartum 5 months"): it measures only what it follows. */
  readonly bare?: true
}

const months: Readonly<Record<string, number>> = {
  january: 0,
  jan: 0,
  february: 1,
  feb: 1,
  march: 2,
  mar: 2,
  april: 3,
  apr: 3,
  may: 4,
  june: 5,
  jun: 5,
  july: 6,
  jul: 6,
  august: 7,
  aug: 7,
  september: 8,
  sept: 8,
  sep: 8,
  october: 9,
  oct: 9,
  november: 10,
  nov: 10,
  december: 11,
  dec: 11,
}
const seasons = new Set([
  "spring",
  "summer",
  "autumn",
  "fall",
  "winter",
  "christmas",
  "xmas",
  "easter",
  "holidays",
])
/** Words before a month name that make it a month and not a verb ("may", "march"). */
const beforeMonth = wordSet(
  "in since last early late mid of around about roughly from until till beginning end start by before after back this",
)
const unitMonths: Readonly<Record<string, number>> = {
  day: 1 / 30.44,
  days: 1 / 30.44,
  week: 1 / 4.345,
  weeks: 1 / 4.345,
  wk: 1 / 4.345,
  wks: 1 / 4.345,
  fortnight: 0.46,
  month: 1,
  months: 1,
  mo: 1,
  mos: 1,
  mths: 1,
  mnths: 1,
  year: 12,
  years: 12,
  yr: 12,
  yrs: 12,
  decade: 120,
  decades: 120,
}
const vague = new Set([
  "years",
  "months",
  "weeks",
  "days",
  "ages",
  "while",
  "long",
  "ever",
  "decades",
  "forever",
])
const counts: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, few: 3, couple: 2 }
/** Words that only soften a length: "about 6 weeks", "nearly a year". */
const roughly = new Set([
  "about",
  "around",
  "nearly",
  "almost",
  "over",
  "roughly",
  "approx",
  "maybe",
  "like",
  "just",
  "only",
  "at",
  "least",
])

const rounded = (months: number): number => Math.round(months * 10) / 10

/** "3 months", "a few weeks", "a couple of years": its length in months and its last word. */
const lengthAt = (
  words: ReadonlyArray<Word>,
  at: number,
): { months?: number; last: number } | undefined => {
  let i = at
  while (roughly.has(words[i]?.text ?? "") && i < at + 2) i++
  let count: number | undefined
  const word = words[i]
  if (
    word === undefined ||
    (i > at &&
      words[i]?.value === undefined &&
      !["a", "an", "few", "couple"].includes(words[i]!.text))
  ) {
    return undefined
  }
  if (word.value !== undefined) count = word.value
  else if (word.text === "a" || word.text === "an") {
    const next = words[i + 1]?.text
    if (next === "few" || next === "couple") {
      i++
      count = counts[next]
    } else count = 1
  } else if (counts[word.text] !== undefined) count = counts[word.text]
  else if (word.text === "several") count = undefined
  else return undefined
  i++
  if (words[i]?.text === "of") i++
  const unit = words[i]?.text ?? ""
  const per = unitMonths[unit]
  if (per === undefined) return undefined
  return count === undefined ? { last: i } : { months: rounded(count * per), last: i }
}

const monthAt = (words: ReadonlyArray<Word>, at: number): number | undefined => {
  const word = words[at]
  if (word === undefined) return undefined
  const month = months[word.text.endsWith(".") ? word.text.slice(0, -1) : word.text]
  if (month === undefined) return undefined
  const before = words[at - 1]?.text ?? ""
  const yearAfter = (words[at + 1]?.value ?? 0) > 1900
  return beforeMonth.has(before) || yearAfter ? month : undefined
}

const yearAt = (words: ReadonlyArray<Word>, at: number, today: Date): number | undefined => {
  const value = words[at]?.value
  return value !== undefined &&
    Number.isInteger(value) &&
    value > 1950 &&
    value <= today.getUTCFullYear()
    ? value
    : undefined
}

/** Months since the most recent `month` (this year's if it has begun, else last year's). */
const monthsSince = (month: number, year: number | undefined, today: Date): number => {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth()
  const thisYear = today.getUTCFullYear()
  const then = (year ?? (month <= today.getUTCMonth() ? thisYear : thisYear - 1)) * 12 + month
  return now - then
}

const lastOf: Readonly<Record<string, number>> = {
  year: 12,
  month: 1,
  week: 0.2,
  weekend: 0.2,
  night: 0,
}

/**
 * A day of the week named alone ("on sunday", "tues night"): within the last week. Not "sat"
 * or "sun", which are other words far more often ("sat in the sun").
 */
const weekdays: ReadonlySet<string> = new Set(
  "monday tuesday wednesday thursday friday saturday sunday mon tue tues weds thurs thur fri".split(
    " ",
  ),
)

/** "this morning", "this week": within the last few days, so a sign told with it is still there. */
const thisOf: ReadonlySet<string> = new Set(["morning", "afternoon", "evening", "week", "weekend"])

const pastMarkers: ReadonlyArray<ReadonlyArray<string>> = [
  ["used", "to"],
  ["as", "a", "kid"],
  ["as", "a", "child"],
  ["as", "a", "teenager"],
  ["as", "a", "teen"],
  ["as", "a", "baby"],
  ["as", "kids"],
  ["when", "i", "was"],
  ["in", "my", "teens"],
  ["in", "my", "twenties"],
  ["in", "my", "20s"],
  ["in", "my", "thirties"],
  ["in", "my", "30s"],
  ["years", "ago"],
  ["back", "then"],
  ["back", "in", "the"],
  ["in", "the", "90s"],
  ["in", "the", "80s"],
  ["in", "the", "70s"],
  ["in", "the", "nineties"],
  ["in", "the", "eighties"],
  ["previously"],
  ["in", "the", "past"],
  ["no", "longer"],
  ["not", "anymore"],
  ["any", "more"],
  ["anymore"],
  ["at", "school"],
]
const nowMarkers: ReadonlyArray<ReadonlyArray<string>> = [
  ["now"],
  ["currently"],
  ["at", "the", "moment"],
  ["atm"],
  ["these", "days"],
  ["still"],
  ["lately"],
  ["today"],
]

export const startsAt = (
  words: ReadonlyArray<Word>,
  at: number,
  marker: ReadonlyArray<string>,
): boolean => marker.every((m, i) => words[at + i]?.text === m || words[at + i]?.norm === m)

/** Markers by their first word. */
const markersFrom = (
  markers: ReadonlyArray<ReadonlyArray<string>>,
): ReadonlyMap<string, ReadonlyArray<ReadonlyArray<string>>> => {
  const byFirst = new Map<string, Array<ReadonlyArray<string>>>()
  for (const marker of markers)
    byFirst.set(marker[0]!, [...(byFirst.get(marker[0]!) ?? []), marker])
  return byFirst
}
const pastByFirst = markersFrom(pastMarkers)
const nowByFirst = markersFrom(nowMarkers)

/**
 * "when I was bathing her" says what someone was doing at a moment, not a time of life as "when I
 * was a kid" does: the sign found then is not thereby past.
 */
const doingThen = (
  words: ReadonlyArray<Word>,
  at: number,
  marker: ReadonlyArray<string>,
): boolean => marker[0] === "when" && /ing$/.test(words[at + marker.length]?.text ?? "")

/** Every time expression in the clause. */
export const timeWordsOf = (words: ReadonlyArray<Word>, today: Date): ReadonlyArray<TimeWords> => {
  const found: Array<TimeWords> = []
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!
    const text = word.text
    for (const marker of pastByFirst.get(word.norm) ?? []) {
      if (startsAt(words, at, marker) && !doingThen(words, at, marker))
        found.push({ type: "past", first: at, last: at + marker.length - 1 })
    }
    for (const marker of nowByFirst.get(word.norm) ?? []) {
      if (startsAt(words, at, marker))
        found.push({ type: "now", first: at, last: at + marker.length - 1 })
    }
    // "3 months ago", "a couple of weeks back"
    const length = lengthAt(words, at)
    if (length !== undefined) {
      const after = words[length.last + 1]?.text
      if (after === "ago" || after === "back" || after === "before") {
        found.push({ type: "ago", first: at, last: length.last + 1, ...monthsOf(length.months) })
        at = length.last + 1
        continue
      }
    }
    if (
      text === "since" ||
      text === "for" ||
      text === "over" ||
      text === "in" ||
      text === "during"
    ) {
      const reading = afterPreposition(words, at, today)
      if (reading !== undefined) {
        found.push(reading)
        at = reading.last
        continue
      }
    }
    // "past 3 days had a high fever", "last 2 weeks ive been dizzy": a length up to now, as
    // "for the past 3 days" is (with a preposition, afterPreposition has read it already).
    if (text === "last" || text === "past") {
      const upToNow = lengthAt(words, at + 1)
      if (upToNow !== undefined && words[upToNow.last + 1]?.text !== "ago") {
        found.push({ type: "since", first: at, last: upToNow.last, ...monthsOf(upToNow.months) })
        at = upToNow.last
        continue
      }
    }
    if (text === "last" || text === "this") {
      const next = words[at + 1]?.text ?? ""
      const month = monthAt(words, at + 1)
      if (month !== undefined) {
        found.push({
          type: "date",
          first: at,
          last: at + 1,
          monthsAgo: monthsSince(month, undefined, today) || 12,
        })
      } else if (text === "last" && lastOf[next] !== undefined) {
        found.push({ type: "date", first: at, last: at + 1, monthsAgo: lastOf[next]! })
      } else if (text === "last" && seasons.has(next)) {
        found.push({ type: "date", first: at, last: at + 1 })
      } else if (text === "this" && thisOf.has(next)) {
        found.push({ type: "date", first: at, last: at + 1, monthsAgo: 0 })
      }
      continue
    }
    // "sunday night i had this pressure in my chest": the last few days, unless a habit
    // ("every sunday", "on a sunday", "on sundays") or ahead ("next tuesday", "this friday").
    if (
      weekdays.has(text) &&
      !["every", "next", "this", "last", "each", "till", "until", "by", "a"].includes(
        words[at - 1]?.text ?? "",
      )
    )
      found.push({ type: "date", first: at, last: at, monthsAgo: 0.1 })
    if (text === "yesterday" || text === "overnight" || text === "tonight")
      found.push({ type: "date", first: at, last: at, monthsAgo: 0 })
    // "in the night", "during the night": last night's.
    if (
      (text === "in" || text === "during") &&
      words[at + 1]?.text === "the" &&
      words[at + 2]?.text === "night"
    ) {
      found.push({ type: "date", first: at, last: at + 2, monthsAgo: 0 })
      at += 2
      continue
    }
    const month = monthAt(words, at)
    if (month !== undefined) {
      const year = yearAt(words, at + 1, today)
      found.push({ type: "date", first: at, last: at, monthsAgo: monthsSince(month, year, today) })
    }
    // A bare length right after what it measures: "postpartum 5 months", "ozempic 3 months".
    if (
      length !== undefined &&
      length.months !== undefined &&
      isBareLength(words, at, length.last)
    ) {
      found.push({
        type: "duration",
        first: at,
        last: length.last,
        monthsAgo: length.months,
        bare: true,
      })
      at = length.last
    }
  }
  return found
}

/** A length that is not a rate ("every 6 weeks", "twice a week"), an age ("3 year old") nor after a preposition. */
const isBareLength = (words: ReadonlyArray<Word>, first: number, last: number): boolean =>
  (words[first]?.value !== undefined ||
    ["few", "couple", "several"].includes(words[first]?.text ?? "")) &&
  words[first - 1]?.pos !== "ADP" &&
  !["every", "each", "per", "a", "an", "other"].includes(words[first - 1]?.text ?? "") &&
  !["a", "per", "every", "each", "/", "an", "old", "-"].includes(words[last + 1]?.text ?? "")

const monthsOf = (months: number | undefined): { monthsAgo?: number } =>
  months === undefined ? {} : { monthsAgo: months }

/** "since March", "since 2020", "for 6 weeks", "in the last 3 months", "in 3 months", "in June". */
const afterPreposition = (
  words: ReadonlyArray<Word>,
  at: number,
  today: Date,
): TimeWords | undefined => {
  const preposition = words[at]!.text
  let i = at + 1
  // "since about september", "since around 2021": the hedge dates it all the same.
  if (["about", "around", "roughly", "approx", "maybe", "probably"].includes(words[i]?.text ?? ""))
    i += 1
  if (words[i]?.text === "the" && ["last", "past"].includes(words[i + 1]?.text ?? "")) i += 2
  else if (["last", "past"].includes(words[i]?.text ?? "") && preposition !== "since") i += 1
  const month = monthAt(words, i)
  if (month !== undefined && (preposition === "since" || preposition === "in")) {
    const year = yearAt(words, i + 1, today)
    return {
      type: preposition === "since" ? "since" : "date",
      first: at,
      last: year === undefined ? i : i + 1,
      monthsAgo: monthsSince(month, year, today),
    }
  }
  const year = yearAt(words, i, today)
  if (year !== undefined && (preposition === "since" || preposition === "in")) {
    const monthsAgo =
      (today.getUTCFullYear() - year) * 12 + today.getUTCMonth() - (preposition === "in" ? 6 : 0)
    return {
      type: preposition === "since" ? "since" : "date",
      first: at,
      last: i,
      monthsAgo: Math.max(0, monthsAgo),
    }
  }
  if (preposition === "in" && seasons.has(words[i + 1]?.text ?? "") && words[i]?.text === "the") {
    return { type: "date", first: at, last: i + 1 }
  }
  const length = lengthAt(words, i)
  if (length !== undefined) {
    const after = words[length.last + 1]?.text
    if (after === "ago") {
      return { type: "since", first: at, last: length.last + 1, ...monthsOf(length.months) }
    }
    return {
      type: preposition === "since" ? "since" : "duration",
      first: at,
      last: length.last,
      ...monthsOf(length.months),
    }
  }
  if (preposition === "for" && vague.has(words[i]?.text ?? "")) {
    return { type: "duration", first: at, last: i }
  }
  if (
    preposition === "for" &&
    words[i]?.text === "a" &&
    ["while", "long"].includes(words[i + 1]?.text ?? "")
  ) {
    return { type: "duration", first: at, last: i + 1 }
  }
  if (preposition === "since") {
    return { type: "since", first: at, last: at }
  }
  return undefined
}
