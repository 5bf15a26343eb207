/**
 * Who a statement is about. In order:
 *
 * 1. whose body the phrase is on ("my scalp", "her head", "my husband's hair");
 * 2. the nearest person named before the phrase in its clause ("my sister
 *    has psoriasis"), a pronoun standing for the person last named in the
 *    note ("this is for my daughter, she is 8"), or the writer ("I", "my");
 *    a verb of seeing or saying ends the search ("my hairdresser noticed a
 *    bald patch" is about the person the quiz is for);
 * 3. else what the clause before said, when this one goes on from it ("and
 *    has a scaly patch", "it is itchy");
 * 4. else no one is named: the person the quiz is about.
 */
import type { StatementSubject } from "@strand/domain/notes/NoteStatement"
import type { Clause } from "./Clauses.ts"
import { textOf, type Word } from "./NoteWords.ts"
import {
  bodyWords,
  type PersonWord,
  personWords,
  possessives,
  pronouns,
  reportingWords,
  writerWords,
} from "./People.ts"

export interface Subject {
  readonly subject: StatementSubject
  /** "my daughter": who the words name, when not the writer. */
  readonly words?: string
  /** A blood relative (for a family history). */
  readonly blood?: boolean
}

/** A person named in a note: where, and in which words. */
export interface Mention extends Subject {
  readonly clause: number
  readonly at: number
  readonly sex?: PersonWord["sex"]
  readonly animal?: true
}

const writer: Subject = { subject: "writer" }
const unstated: Subject = { subject: "unstated" }
const things = new Set(["it", "this", "that", "they", "these", "there", "them", "its", "which"])
const determiners = new Set(["my", "our", "her", "his", "their", "your", "a", "the", "this"])

/** The word before, past any hyphens ("14-year-old"). */
const before = (words: ReadonlyArray<Word>, at: number): number => {
  let i = at - 1
  while (i >= 0 && words[i]!.text === "-") i--
  return i
}

/**
 * "14 year old", "8yo" ending at `at`: the number of years, and where the
 * words begin.
 */
export const yearsOld = (
  words: ReadonlyArray<Word>,
  at: number,
): { years: number; first: number } | undefined => {
  const text = words[at]?.text
  if (text !== "old" && text !== "yo" && text !== "y/o") return undefined
  const unit = text === "old" ? before(words, at) : at
  // "my 6 week old", "my 4 month old": a baby, in weeks or months.
  const inYears: Readonly<Record<string, number>> = {
    year: 1,
    years: 1,
    yr: 1,
    yrs: 1,
    month: 1 / 12,
    months: 1 / 12,
    week: 1 / 52,
    weeks: 1 / 52,
    wk: 1 / 52,
    wks: 1 / 52,
    // "9 days old": a newborn.
    day: 1 / 365,
    days: 1 / 365,
  }
  const per = text === "old" ? inYears[words[unit]?.text ?? ""] : 1
  if (per === undefined) return undefined
  const first = before(words, unit)
  const count = words[first]?.value
  return count === undefined ? undefined : { years: count * per, first }
}

const personAt = (words: ReadonlyArray<Word>, at: number): PersonWord | undefined => {
  const word = words[at]
  if (word === undefined) return undefined
  const named = personWords.get(word.text) ?? personWords.get(word.norm)
  if (named !== undefined) return named
  // "my 14 year old" is a child, "my 70 year old" a relative; "my 70 year old mum" is named by "mum".
  const old = yearsOld(words, at)
  if (old === undefined || personWords.has(words[at + 1]?.text ?? "")) return undefined
  if (!["my", "our"].includes(words[old.first - 1]?.text ?? "")) return undefined
  return old.years < 18 ? { subject: "child" } : { subject: "relative" }
}

/** Words that may stand between "my" and the person ("my 70 year old mum", "my little boy"). */
const describing = new Set([
  "year",
  "years",
  "yr",
  "yrs",
  "old",
  "yo",
  "-",
  "little",
  "older",
  "younger",
  "eldest",
  "youngest",
  "best",
  "teenage",
])

/** "sister-in-law", "mother in law": family, but not by blood. */
const inLaw = (words: ReadonlyArray<Word>, at: number): boolean =>
  textOf(
    words
      .slice(at + 1, at + 5)
      .filter((w) => w.text !== "-")
      .slice(0, 2),
  ) === "in law"

/** Everyone a note names, in the order it names them. */
/** "i'm her mum", "i am his dad", "im their carer": the words before a person name the writer. */
const introducesWriter = (words: ReadonlyArray<Word>, from: number): boolean => {
  const before = words[from - 1]?.text
  if (before === "im") return true
  return (before === "am" || before === "'m") && words[from - 2]?.text === "i"
}

/** "theyre my mums", "it's my dad's": an owner after "they are" or "it is". */
const namesOwner = (words: ReadonlyArray<Word>, from: number): boolean => {
  const before = words[from - 1]?.text ?? ""
  const subject = words[from - 2]?.text ?? ""
  return (
    ["re", "'re", "are", "is", "'s"].includes(before) &&
    ["they", "it", "these", "those"].includes(subject) &&
    /s$|'s$/.test(words[from + 1]?.text ?? "")
  )
}

export const mentionsOf = (
  clauses: ReadonlyArray<Clause>,
  note: string,
): ReadonlyArray<Mention> => {
  const mentions: Array<Mention> = []
  clauses.forEach(({ words }, clause) => {
    words.forEach((_, at) => {
      const person = personAt(words, at)
      if (person === undefined) return
      // "no pets", "2 kids": a count, not someone a statement is about.
      const previous = words[at - 1]
      if (
        previous?.text === "no" ||
        (previous?.value !== undefined && !determiners.has(words[at - 2]?.text ?? ""))
      ) {
        return
      }
      let from = at
      while (from > 0 && from > at - 6) {
        const previous = words[from - 1]!
        if (determiners.has(previous.text)) {
          from--
          break
        }
        if (previous.value === undefined && !describing.has(previous.text)) break
        from--
      }
      // "i'm her mum": the writer saying who they are, not someone else.
      if (introducesWriter(words, from)) return
      // "the strong ones, theyre my mums": whose the things are, not whom a sign is about.
      if (namesOwner(words, from)) return
      // "my friend's daughter" is the friend's; "my sister's son" is family.
      // (Looked up directly: the index is built once the note's mentions are all known.)
      const owner =
        words[at - 1]?.text === "'s"
          ? mentions.find((m) => m.clause === clause && m.at === at - 2)
          : undefined
      // "a boy in his class", "another girl at nursery": a child, but not the person's own.
      const anyone =
        ["a", "an", "another", "some"].includes(words[from]?.text ?? "") &&
        (person.subject === "child" || person.subject === "relative")
      const chained =
        owner === undefined
          ? anyone
            ? "someone_else"
            : person.subject
          : owner.subject === "someone_else" || person.subject === "someone_else"
            ? "someone_else"
            : "relative"
      mentions.push({
        subject: chained,
        words: note.slice(words[from]!.start, words[at]!.end),
        clause,
        at,
        ...(person.sex === undefined ? {} : { sex: person.sex }),
        ...(person.blood === undefined || inLaw(words, at) ? {} : { blood: true }),
        ...(person.animal === undefined ? {} : { animal: true }),
      })
    })
  })
  return mentions
}

const asSubject = (mention: Mention): Subject => {
  const { subject, words, blood } = mention
  return blood === undefined
    ? { subject, ...(words === undefined ? {} : { words }) }
    : { subject, words: words!, blood }
}

/** Words that name several people. */
// Not "daughters", "sisters" or "friends": typed without an apostrophe they are one person's
// ("my daughters hair is thin, she ...").
const manyPeople =
  /\b(cousins|kids|children|parents|grandparents|folks|twins|siblings|grandchildren|mates|colleagues|neighbours|neighbors)$/

/** The person a pronoun at this place stands for: the last one named before it of that sex. */
const pronounSubject = (
  mentions: ReadonlyArray<Mention>,
  clause: number,
  at: number,
  pronoun: string,
): Subject => {
  const sex = pronouns.get(pronoun)
  // The pronouns of `pronouns` are one person's ("their" is not among them).
  const one = sex !== undefined
  for (let i = mentions.length - 1; i >= 0; i--) {
    const mention = mentions[i]!
    const before = mention.clause < clause || (mention.clause === clause && mention.at < at)
    // "compared to her cousins. she got into ...": "she" is one person, not the cousins.
    if (one && manyPeople.test(mention.words ?? "")) continue
    // "when i was bathing her i felt a lump in her tummy": "her" is never the "i" who writes.
    if (mention.subject === "writer") continue
    if (before && (mention.sex === undefined || sex === undefined || mention.sex === sex)) {
      return asSubject(mention)
    }
  }
  return { subject: "someone_else", words: pronoun }
}

/** Mentions by place, built once per note: subjects are looked up word by word. */
const byPlace = new WeakMap<ReadonlyArray<Mention>, ReadonlyMap<string, Mention>>()
const mentionAt = (mentions: ReadonlyArray<Mention>, clause: number, at: number) => {
  let index = byPlace.get(mentions)
  if (index === undefined) {
    index = new Map(mentions.map((m) => [`${m.clause}:${m.at}`, m]))
    byPlace.set(mentions, index)
  }
  return index.get(`${clause}:${at}`)
}

/** Whom the statement is not about whatever the words say: a pet is never the one who has a pet. */
export type Skip = (mention: Mention) => boolean
const none: Skip = () => false

/**
 * A body word that names a thing: "my hair vitamin gummies", "my hair dye" are the writer's
 * things, not the writer's body, so they do not make what is said of them the writer's.
 */
const bodyAsThing = new Set(
  "vitamin vitamins gummy gummies tablets pills supplement supplements product products dye dyes oil oils serum serums spray sprays brush brushes ties bobbles clips straighteners dryer tonic mask masks cream creams gel wax".split(
    " ",
  ),
)

/** The owner of a body part near the phrase: "my scalp", "her head", "my husband's hair". */
const ownerOfBody = (
  words: ReadonlyArray<Word>,
  clause: number,
  first: number,
  last: number,
  mentions: ReadonlyArray<Mention>,
): Subject | undefined => {
  const owners: Array<{ at: number; subject: Subject }> = []
  const from = Math.max(0, first - 3)
  const to = Math.min(words.length - 1, last + 4)
  for (let at = from; at <= to; at++) {
    const word = words[at]!
    // The body part follows, at most after words that describe it ("my poor scalp", "her little head").
    const body = [1, 2, 3].some(
      (k) =>
        bodyWords.has(words[at + k]?.text ?? "") &&
        !bodyAsThing.has(words[at + k + 1]?.text ?? "") &&
        words
          .slice(at + 1, at + k)
          .every((w) => w.pos === "ADJ" || w.pos === "ADV" || describing.has(w.text)),
    )
    if (!body) continue
    if (word.text === "my" || word.text === "our") owners.push({ at, subject: writer })
    else if (possessives.has(word.text))
      owners.push({ at, subject: pronounSubject(mentions, clause, at, word.text) })
    else if (word.text === "'s") {
      const mention = mentionAt(mentions, clause, at - 1)
      if (mention !== undefined) owners.push({ at, subject: asSubject(mention) })
    }
  }
  const distanceOf = (at: number) => (at < first ? first - at : at > last ? at - last : 0)
  return owners.sort((a, b) => distanceOf(a.at) - distanceOf(b.at))[0]?.subject
}

type Found = Subject | "thing" | undefined

/** Scans back from a place in a clause for who the words before it name. */
const namedBefore = (
  words: ReadonlyArray<Word>,
  clause: number,
  from: number,
  mentions: ReadonlyArray<Mention>,
  skip: Skip = none,
): Found => {
  for (let at = from; at >= 0; at--) {
    const word = words[at]!
    const mention = mentionAt(mentions, clause, at)
    if (mention !== undefined && !skip(mention)) return asSubject(mention)
    // "my daughter who has ...": the one named just before "who".
    if (word.text === "who") {
      const named = mentionAt(mentions, clause, at - 1)
      if (named !== undefined) return asSubject(named)
    }
    if (writerWords.has(word.text)) return writer
    if (pronouns.has(word.text)) return pronounSubject(mentions, clause, at, word.text)
    // "this", "these" before a noun point at it, not at a person: "these white flakes".
    if (things.has(word.text) && !["NOUN", "ADJ"].includes(words[at + 1]?.pos ?? "")) return "thing"
    // "my friend got diagnosed with alopecia": the passive's subject was diagnosed, not told.
    if (reportingWords.has(word.text) && !passive.has(words[at - 1]?.text ?? "")) return unstated
  }
  return undefined
}

/** "got diagnosed", "was told", "been spotted": a reporting verb in the passive. */
const passive = new Set(["got", "get", "gets", "was", "were", "been", "is", "are", "be", "being"])

const isVerb = (word: Word | undefined) =>
  word !== undefined && (word.pos === "AUX" || word.pos === "VERB")

/**
 * Who a clause is about, for the clause after it: the person named before
 * its first verb, else (a clause that goes on without a subject) the one
 * before it.
 */
export const clauseSubject = (
  words: ReadonlyArray<Word>,
  clause: number,
  mentions: ReadonlyArray<Mention>,
  previous: Previous,
): Subject | undefined => {
  const who = words.findIndex(
    (w, at) => w.text === "who" && mentionAt(mentions, clause, at - 1) !== undefined,
  )
  if (who > 0) return asSubject(mentionAt(mentions, clause, who - 1)!)
  const verb = words.findIndex(isVerb)
  const found = namedBefore(words, clause, verb < 0 ? words.length - 1 : verb, mentions)
  if (found === "thing") return previous.subject
  if (found !== undefined && found !== unstated) return found
  return previous.continues ? previous.subject : undefined
}

/** Who the clause before was about, and whether this clause goes on from it. */
export interface Previous {
  readonly subject: Subject | undefined
  /** This clause has no subject of its own: it starts with a verb, or has none ("and has a scaly patch", "no itching"). */
  readonly continues: boolean
}

const joining = new Set([
  "and",
  "or",
  "but",
  "so",
  "plus",
  "&",
  "then",
  "now",
  "also",
  "still",
  "just",
])

export const continuesFrom = (words: ReadonlyArray<Word>, sameSentence: boolean): boolean => {
  if (!sameSentence) return false
  const first = words.findIndex((w) => !joining.has(w.text))
  return first < 0 || isVerb(words[first]) || !words.some(isVerb)
}

export const subjectOf = (
  words: ReadonlyArray<Word>,
  clause: number,
  first: number,
  last: number,
  mentions: ReadonlyArray<Mention>,
  previous: Previous,
  skip: Skip = none,
  /** Whether a body part in the phrase says whose it is ("a lump in her tummy"). */
  bodyOwns = true,
): Subject => {
  const body = bodyOwns ? ownerOfBody(words, clause, first, last, mentions) : undefined
  if (body !== undefined) return body
  const found = namedBefore(words, clause, first - 1, mentions, skip)
  if (found === "thing") return previous.subject ?? unstated
  if (found !== undefined) return found
  return (
    forWhom(words, clause, last, mentions) ??
    (previous.continues ? previous.subject : undefined) ??
    unstated
  )
}

/** "swimming lessons twice a week for my daughter": for whom, named after the phrase. */
const forWhom = (
  words: ReadonlyArray<Word>,
  clause: number,
  last: number,
  mentions: ReadonlyArray<Mention>,
): Subject | undefined => {
  for (let at = last + 1; at < words.length - 2; at++) {
    if (words[at]!.text !== "for" || !["my", "our"].includes(words[at + 1]!.text)) continue
    const mention = mentionAt(mentions, clause, at + 2)
    if (mention !== undefined) return asSubject(mention)
  }
  return undefined
}
