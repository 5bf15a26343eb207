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
import { noticing, type VerbGroup } from "./Tenses.ts"
import { startsAt, type TimeWords } from "./TimeWords.ts"

export interface TimeReading {
  readonly time: StatementTime
  readonly monthsAgo?: number
}

/** Kinds that happen and are over, so "I've had covid" is past, not still going. */
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
/** Kinds that, like events, can be what a time counts from: "since starting the pill". */
const anchoredKinds: ReadonlySet<NoteKind> = new Set(["medicine", "pregnancy", "weight_loss"])

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

/** Verbs of telling: what someone said or asked about is there now unless dated. */
const reporting = new Set(["asked", "said", "told", "mentioned", "commented", "pointed", "warned"])

// Told in the past tense only: "won't go away" is present, and read as now already.
const notGone = new Set(["never", "not", "hasnt", "hasn't", "hasn’t", "didnt", "didn't"])
const goneWords = new Set(["went", "gone", "cleared", "stopped", "shifted", "settled", "healed"])
const neverWent = (words: ReadonlyArray<Word>): boolean =>
  words.some((w, at) => notGone.has(w.text) && goneWords.has(words[at + 1]?.text ?? ""))

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

/**
 * A time that something is compared with: "bigger than last year", "darker than when she saw it
 * in the spring". It dates the earlier look, not the sign.
 */
const comparedWith = (words: ReadonlyArray<Word>, t: TimeWords): boolean => {
  if (words[t.first - 1]?.text === "than") return true
  const from = Math.max(0, t.first - 6)
  const than = words.slice(from, t.first).findLastIndex((w) => w.text === "than")
  if (than < 0) return false
  const after = words[from + than + 1]
  return after?.value === undefined && !["a", "an", "few", "couple"].includes(after?.text ?? "")
}

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
  // A full stop the sentence splitter took for an abbreviation's ("stopped in feb. fainted
  // yesterday") still ends what a time word dates.
  const acrossStop = (t: TimeWords) =>
    (t.last < first ? words.slice(t.last, first) : words.slice(last, t.first)).some((w) =>
      w.text.endsWith("."),
    )
  const around = times.filter(
    // A bare length measures what it touches: "postpartum 5 months", "8 months pregnant".
    // "bigger than last year" compares with then; it does not date the sign.
    (t) =>
      !acrossStop(t) &&
      !comparedWith(words, t) &&
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
  // A state told beside an event over a year ago is that event's too ("I had shingles in 2019,
  // terrible pain, this is nothing like that"): nothing a year gone is how someone is now.
  if (
    group === undefined &&
    inherited?.time === "past" &&
    !dated &&
    !has("now") &&
    (event || (inherited.monthsAgo ?? 0) > 12)
  ) {
    return inherited
  }
  // "the dentist asked about dark patches": the asking is past, the patches are not.
  if (
    group !== undefined &&
    group.tense === "past" &&
    !dated &&
    pastWords.length === 0 &&
    words.slice(group.first, group.last + 1).some((w) => reporting.has(w.text))
  )
    return { time: "now" }
  // "a cough since winter that never went", "it hasn't cleared": still going, whatever the tense.
  if (!event && !denied && neverWent(words)) return since()
  // Without a verb, a date says when it was: "the second time in September, a temp for 4 days".
  if (group === undefined && dated && !has("since")) return past()
  switch (group?.tense) {
    case "progressive perfect":
      return since()
    case "perfect":
      return event && !lasting ? past() : since()
    case "past":
      return starts || has("since") ? since() : past()
    default: {
      if (starts) return since()
      if (lasting) return since()
      // A present verb with a date looks ahead: "we're expecting twins in March"; "this week"
      // is now ("this week a headache that has got worse").
      const thisWeek = around
        .filter((t) => t.type === "ago" || t.type === "date")
        .every((t) => t.monthsAgo === 0)
      if (
        dated &&
        !thisWeek &&
        !(group !== undefined && group.first <= last && group.tense === "present")
      )
        return past()
      if (sinceOpener !== undefined && !has("now")) return sinceOpener
      return { time: "now" }
    }
  }
}
