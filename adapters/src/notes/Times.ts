/**
 * When a statement holds: now, since (began earlier and still going) or
 * past (over), and how many months ago it happened or began. Read from the
 * clause's time words ("3 months ago", "since March", "for 6 weeks", "last
 * year", "used to", "as a kid") and the tense of the verbs that govern the
 * phrase ("I had", "has been falling out", "started"). Dates count back from
 * the day of reading.
 */
import type { NoteKind, StatementTime } from "@strand/domain/notes/NoteStatement"
import type { Word } from "./NoteWords.ts"

export interface TimeReading {
  readonly time: StatementTime
  readonly monthsAgo?: number
}

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
const beforeMonth = new Set(
  "in since last early late mid of around from until till beginning end start by before after back this".split(
    " ",
  ),
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

const startsAt = (words: ReadonlyArray<Word>, at: number, marker: ReadonlyArray<string>): boolean =>
  marker.every((m, i) => words[at + i]?.text === m || words[at + i]?.norm === m)

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

/** Every time expression in the clause. */
export const timeWordsOf = (words: ReadonlyArray<Word>, today: Date): ReadonlyArray<TimeWords> => {
  const found: Array<TimeWords> = []
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!
    const text = word.text
    for (const marker of pastByFirst.get(word.norm) ?? []) {
      if (startsAt(words, at, marker))
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
      }
      continue
    }
    if (text === "yesterday") found.push({ type: "date", first: at, last: at, monthsAgo: 0 })
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

// --- Tense

const pastForms = new Set(
  (
    "had was were did got went gave took came became began felt fell grew found saw said told made " +
    "thought left kept broke ate wore caught brought bought ran swam lost spent paid sent led knew " +
    "woke hit rose shed split quit put"
  ).split(" "),
)
const participles = new Set(
  "been gone done taken given grown fallen seen eaten worn broken begun swum had got lost come become".split(
    " ",
  ),
)
const startVerbs = new Set(
  "start started starting starts began begun begin begins develop developed appeared appear noticed notice spotted found discovered diagnosed fitted".split(
    " ",
  ),
)
/** Verbs of finding a sign, which date what was found: "I've noticed my brows are thinner". */
const noticing = new Set(["noticed", "notice", "spotted", "found", "discovered"])
const stopVerbs = new Set(
  "stop stopped stoped stopping quit finished finishing ended came come coming gave".split(" "),
)
/** Kinds that happen and are over, so "I've had covid" is past, not still going. */
const anchoredKinds: ReadonlySet<NoteKind> = new Set(["medicine", "pregnancy", "weight_loss"])
const eventKinds: ReadonlySet<NoteKind> = new Set([
  "illness",
  "fever",
  "birth",
  "chemical_service",
  "home_chemistry",
  "chemotherapy",
  "stress",
  "urgent_reaction",
])

const isVerbish = (word: Word): boolean =>
  word.pos === "AUX" || word.pos === "VERB" || word.text === "not" || word.text === "to"

type Tense = "present" | "perfect" | "progressive perfect" | "past" | "future" | "habit"

interface VerbGroup {
  readonly first: number
  readonly last: number
  readonly tense: Tense
  /** Where a verb of starting ("started", "noticed") or of stopping ("came off") is, or -1. */
  readonly startsAt: number
  readonly stopsAt: number
}

const subjectWords = new Set(["i", "she", "he", "we", "they", "it", "you", "who", "that"])

/**
 * A verb in the past tense: an irregular past form, or a word in -ed that
 * follows its subject ("I noticed", "my hair thinned") or opens the clause
 * with an object after it ("dyed it black", "finished my last round").
 * "stressed", "exhausted" after "so", "feeling" or "not" describe a state.
 */
/** Words in -ed that describe how someone is, not what they did. */
const states = new Set(
  (
    "stressed exhausted exausted worried concerned scared depressed drained bloated annoyed embarrassed " +
    "frustrated obsessed interested pleased surprised confused overwhelmed devastated gutted tired " +
    "relaxed colored bleached permed treated damaged processed diagnosed married divorced retired " +
    "self-conscious shattered knackered wiped"
  ).split(" "),
)

const isPast = (words: ReadonlyArray<Word>, at: number): boolean => {
  const word = words[at]!
  if (pastForms.has(word.text)) return true
  if (
    !word.text.endsWith("ed") ||
    word.pos !== "VERB" ||
    states.has(word.norm) ||
    states.has(word.text)
  )
    return false
  // Before a noun it describes the noun: "a coin sized bald spot", "dyed hair".
  if (["NOUN", "ADJ"].includes(words[at + 1]?.pos ?? "")) return false
  if (["need", "feed"].includes(word.text)) return false
  const before = words[at - 1]
  if (before === undefined)
    return ["DET", "PRON", "NOUN", "PROPN", "NUM"].includes(words[at + 1]?.pos ?? "")
  if (linking.has(before.text)) return false
  return subjectWords.has(before.text) || before.pos === "NOUN" || before.pos === "PROPN"
}

/** A participle after "have": "have stopped", "has gone", "'ve had". */
const isParticiple = (word: Word): boolean =>
  participles.has(word.text) ||
  pastForms.has(word.text) ||
  (word.text.endsWith("ed") && word.pos === "VERB")

const being = new Set(["am", "is", "are", "be"])
/** Verbs after which a word in -ed describes a state: "feeling exhausted", "getting stressed". */
const linking = new Set(
  "feel feels feeling felt look looks looking seem seems seeming get gets getting become becoming being".split(
    " ",
  ),
)

const tenseOf = (words: ReadonlyArray<Word>, first: number, last: number): Tense => {
  const group = words.slice(first, last + 1)
  const texts = group.map((w) => w.norm)
  const has = (t: string) => texts.includes(t)
  if (has("used") && texts[texts.indexOf("used") + 1] === "to") return "habit"
  if (has("will") || has("shall") || (has("going") && texts[texts.indexOf("going") + 1] === "to"))
    return "future"
  // "it's gone" is "it has gone": the model reads every "'s" as "is".
  const haveAt = group.findIndex(
    (w, i) =>
      w.norm === "have" ||
      w.norm === "has" ||
      (w.text === "'s" && isParticiple(group[i + 1] ?? w) && group[i + 1] !== undefined),
  )
  if (haveAt >= 0) {
    const rest = group.slice(haveAt + 1)
    if (rest[0]?.text === "got" || rest.length === 0) return "present"
    if (rest.some((w) => w.text === "been")) return "progressive perfect"
    if (rest.some(isParticiple)) return "perfect"
  }
  if (texts.includes("had") && group.length > 1) return "past"
  if (group.some((w) => being.has(w.norm) || w.text === "'m" || w.text === "'re")) return "present"
  if (group.some((_, i) => isPast(words, first + i))) return "past"
  return "present"
}

/** Runs of verbs in a clause ("has been falling", "used to relax"), with their tense. */
export const verbGroupsOf = (words: ReadonlyArray<Word>): ReadonlyArray<VerbGroup> => {
  const groups: Array<VerbGroup> = []
  let start = -1
  const close = (end: number) => {
    const group = words.slice(start, end + 1)
    if (group.some((w) => w.pos === "AUX" || w.pos === "VERB")) {
      const at = (found: (w: Word) => boolean) => {
        const i = group.findIndex(found)
        return i < 0 ? -1 : start + i
      }
      const after = words[end + 1]?.text
      groups.push({
        first: start,
        last: end,
        tense: tenseOf(words, start, end),
        startsAt: putOnOrIn(words, end) ? end : at((w) => startVerbs.has(w.text)),
        stopsAt: at(
          (w) =>
            stopVerbs.has(w.text) &&
            (!["came", "come", "coming"].includes(w.text) || after === "off") &&
            (w.text !== "gave" || after === "up"),
        ),
      })
    }
    start = -1
  }
  words.forEach((word, i) => {
    const verbish =
      isVerbish(word) || (start >= 0 && word.pos === "ADV" && isVerbish(words[i + 1] ?? word))
    if (verbish && start < 0) start = i
    if (!verbish && start >= 0) close(i - 1)
  })
  if (start >= 0) close(words.length - 1)
  return groups
}

/** "put me on spironolactone", "had the implant put in": a start. */
const putOnOrIn = (words: ReadonlyArray<Word>, end: number): boolean =>
  words[end]?.text === "put" &&
  (["on", "in"].includes(words[end + 1]?.text ?? "") ||
    ["on", "in"].includes(words[end + 2]?.text ?? ""))

/**
 * An event named just after "since", "after" or "before" is the one a time
 * is counted from, so it is over: "hair falling out since my baby".
 */
const isAnchor = (words: ReadonlyArray<Word>, kind: NoteKind, first: number): boolean => {
  if (!eventKinds.has(kind) && !anchoredKinds.has(kind)) return false
  for (let at = first - 1; at >= 0 && at >= first - 5; at--) {
    const text = words[at]!.text
    if (["since", "after", "following", "before"].includes(text)) return true
    const word = words[at]!
    if (word.pos === "AUX" || (word.pos === "VERB" && !word.text.endsWith("ing"))) return false
  }
  return false
}

/** Kinds that are a change in the person, which a lifelong trait is not. */
const changes: ReadonlySet<NoteKind> = new Set([
  "thinning_on_top",
  "brow_lash_loss",
  "hairline_band",
  "shedding",
  "beard_loss",
  "breakage",
])
const lifelong: ReadonlyArray<ReadonlyArray<string>> = [
  ["always"],
  ["by", "choice"],
  ["shave"],
  ["shaved"],
  ["naturally"],
  ["all", "my", "life"],
  ["since", "birth"],
  ["born", "with"],
  ["never", "had", "much"],
]

/** "eyebrows have always been sparse", "naturally thin hair": how the person is, not a change. */
export const isLifelong = (words: ReadonlyArray<Word>, kind: NoteKind, last: number): boolean =>
  changes.has(kind) &&
  words.some((_, at) => at <= last + 2 && lifelong.some((m) => startsAt(words, at, m)))

export interface TimeContext {
  readonly words: ReadonlyArray<Word>
  readonly times: ReadonlyArray<TimeWords>
  readonly groups: ReadonlyArray<VerbGroup>
  /** What the clause before in the sentence said, for a clause that says nothing of its own. */
  readonly inherited?: TimeReading
  /** The sentence opens with "since ...": its clauses all tell what has gone on since. */
  readonly sinceOpener?: TimeReading
  /** The statement is denied with "never": a denial of all time, true now. */
  readonly never?: boolean
  /** The statement is denied. */
  readonly denied?: boolean
}

const distance = (a: { first: number; last: number }, first: number, last: number): number =>
  a.last < first ? first - a.last : a.first > last ? a.first - last : 0

const outside = (at: number, first: number, last: number) => at >= 0 && (at < first || at > last)

export const timeOf = (
  context: TimeContext,
  kind: NoteKind,
  first: number,
  last: number,
): TimeReading => {
  const { words, times, inherited, sinceOpener } = context
  // A present-tense word of the phrase itself ("perm", "run down") is not the verb that governs it.
  const groups = context.groups.filter(
    (g) =>
      !(
        g.first >= first &&
        g.last <= last &&
        g.tense === "present" &&
        words.slice(g.first, g.last + 1).every((w) => w.pos !== "AUX")
      ),
  )
  const around = times.filter(
    // A bare length measures what it touches: "postpartum 5 months", "8 months pregnant".
    (t) =>
      (t.last < first || t.first > last) &&
      (t.bare !== true || t.first === last + 1 || t.last === first - 1),
  )
  const has = (type: TimeWords["type"]) => around.some((t) => t.type === type)
  /** The nearest time words of these types that give a month count. */
  const monthsFrom = (types: ReadonlyArray<TimeWords["type"]>): number | undefined =>
    around
      .filter((t) => types.includes(t.type) && t.monthsAgo !== undefined)
      .sort((a, b) => distance(a, first, last) - distance(b, first, last))[0]?.monthsAgo
  const past = (): TimeReading => {
    const monthsAgo = monthsFrom(["ago", "date"]) ?? inherited?.monthsAgo
    return monthsAgo === undefined ? { time: "past" } : { time: "past", monthsAgo }
  }
  const since = (): TimeReading => {
    const monthsAgo = monthsFrom(["since", "duration", "ago", "date"]) ?? inherited?.monthsAgo
    return monthsAgo === undefined ? { time: "since" } : { time: "since", monthsAgo }
  }

  // The verbs before or in the phrase govern it; else the first after it, within its conjunct.
  const joined = (g: VerbGroup) =>
    words.slice(last + 1, g.first).some((w) => ["and", "or", "&"].includes(w.text))
  const group =
    [...groups].reverse().find((g) => g.first <= last) ??
    groups.find((g) => g.first > last && !joined(g))
  if (context.never === true) return { time: "now" }
  // A denial is of now unless the words date it: "not had any blisters this time".
  const denied = context.denied === true
  if (group?.tense === "habit") return past()
  // "used to" counts before the phrase: "where the hair used to be" is another matter.
  const pastWords = around.filter(
    (t) => t.type === "past" && (words[t.first]?.text !== "used" || t.first < first),
  )
  if (isAnchor(words, kind, first)) return past()
  if (group !== undefined && outside(group.stopsAt, first, last)) return past()
  if (pastWords.length > 0 && !has("now")) return past()
  if (denied && !has("ago") && !has("date")) return { time: "now" }
  // "anaemic after surgery in May": a date of the event after "after" or "since" is when this began.
  const fromEvent = (t: TimeWords) =>
    words
      .slice(Math.max(0, t.first - 5), t.first)
      .some((w) => ["after", "since", "following"].includes(w.text))
  // For an event, that date is its own ("a swollen face after hair dye 3 years ago").
  const event = eventKinds.has(kind)
  const lasting =
    has("since") ||
    has("duration") ||
    (!event && around.some((t) => (t.type === "date" || t.type === "ago") && fromEvent(t)))
  const dated = around.some(
    (t) => (t.type === "ago" || t.type === "date") && (event || !fromEvent(t)),
  )
  // A verb of starting that governs the phrase, opens the clause ("I've noticed my brows are
  // thinner") or follows it ("a patch that appeared in May").
  const starts = groups.some(
    (g) =>
      g.startsAt >= 0 &&
      (g === group || g.first > last || (g === groups[0] && noticing.has(words[g.startsAt]!.text))),
  )
  // A verbless clause goes on telling a past event ("had flu in Feb, temperature of 40 for
  // days"), but says how someone is now when it names a state ("had my baby in June, very tired").
  if (group === undefined && inherited?.time === "past" && !dated && !has("now") && event) {
    return inherited
  }
  // Without a verb, a date says when it was: "the second time in September, a temp for 4 days".
  if (group === undefined && dated && !has("since")) return past()
  switch (group?.tense) {
    case "progressive perfect":
      return since()
    case "perfect":
      return eventKinds.has(kind) && !lasting ? past() : since()
    case "past":
      return starts || has("since") ? since() : past()
    default: {
      if (starts) return since()
      if (lasting) return since()
      // A present verb with a date looks ahead: "we're expecting twins in March".
      if (dated && !(group !== undefined && group.first <= last && group.tense === "present"))
        return past()
      if (sinceOpener !== undefined && !has("now")) return sinceOpener
      return { time: "now" }
    }
  }
}
