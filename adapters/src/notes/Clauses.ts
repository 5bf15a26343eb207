/**
 * A sentence cut where a new statement starts, so a denial, a condition or a
 * subject reaches only as far as its own clause: "no itching, but there is
 * a bald patch" is two clauses, "no itching, flaking or redness" one (a
 * comma that only continues a list does not cut), "she is 8 and has a
 * scaly patch" two (a new verb after "and"), "if it gets worse" its own.
 */
import type { Sentence, Word } from "./NoteWords.ts"

export interface Clause {
  readonly words: ReadonlyArray<Word>
  /** Which sentence of the note, counting from 0. */
  readonly sentence: number
  /** The clause is the last of a sentence that ends with a question mark. */
  readonly question: boolean
}

const punctuation = new Set([",", ";", ":", "(", ")", "!", "?", ".", "…", "...", "—", "–", '"'])
/** Words that always start a new clause. */
const openers = new Set([
  "but",
  "although",
  "though",
  "tho",
  "however",
  "whereas",
  "except",
  "because",
  "cos",
  "coz",
  "if",
  "unless",
  "plus",
])
/** Words after which "and", "or" or "so" start a new statement. */
const subjects = new Set([
  "i",
  "she",
  "he",
  "we",
  "they",
  "it",
  "my",
  "her",
  "his",
  "our",
  "their",
  "this",
  "that",
  "there",
  "then",
  "now",
  "also",
  "since",
])
const listWords = new Set(["or", "nor", "and", "&"])
const freshStarts = new Set(["just", "only", "but", "although", "still", "now", "also", "though"])

const isVerb = (word: Word | undefined): boolean =>
  word !== undefined && (word.pos === "AUX" || word.pos === "VERB")

/** A finite verb: "has", "got", "lost"; not "swelling" or "flaking", which may be nouns. */
const isFiniteVerb = (word: Word | undefined): boolean =>
  word !== undefined && (word.pos === "AUX" || (word.pos === "VERB" && !word.text.endsWith("ing")))

/** "not sure if", "wondering whether": what follows is what the writer is unsure of. */
const unsure = new Set(["sure", "unsure", "know", "wonder", "wondering", "idea", "certain"])

/** Words after which "-ed" words say how something is: "is blocked", "feels swollen". */
const linking = new Set([
  "is",
  "are",
  "was",
  "were",
  "feels",
  "feel",
  "felt",
  "been",
  "gone",
  "got",
  "seems",
  "looks",
  "'s",
])

const statesListed = (before: Word | undefined, previous: Word | undefined, next: Word): boolean =>
  linking.has(before?.text ?? "") && /ed$/.test(previous?.text ?? "") && /ed$/.test(next.text)

const startsStatement = (
  word: Word,
  before: Word | undefined,
  previous: Word | undefined,
  next: Word | undefined,
): boolean => {
  if (openers.has(word.text))
    return !((word.text === "if" || word.text === "whether") && unsure.has(previous?.text ?? ""))
  if (next === undefined) return false
  if (word.text === "and" || word.text === "&" || word.text === "so") {
    if (word.text === "so") return subjects.has(next.text)
    // "a scab on the crown and it bleeds": "it" goes on about what came before.
    if (next.text === "it") return false
    // "my ear is blocked and muffled since september": two states of one thing after "is",
    // one clause ("he dropped and started fitting" is two happenings).
    if (word.text === "and" && statesListed(before, previous, next)) return false
    return subjects.has(next.text) || isFiniteVerb(next) || next.text === "the"
  }
  if (word.text === "or") return subjects.has(next.text)
  return false
}

/** A dash with a space before it ("itchy - and sore"), not one inside a word ("straw-like"). */
const isDash = (word: Word, previous: Word | undefined): boolean =>
  (word.text === "-" || word.text === "–") && previous !== undefined && word.start > previous.end

const isBreak = (word: Word, previous: Word | undefined): boolean =>
  punctuation.has(word.text) || isDash(word, previous)

/**
 * After a comma, a bare list item that carries the list on ("no fever, rash,
 * or lumps") stays in the clause, so "no" reaches it.
 */
const continuesList = (segment: ReadonlyArray<Word>, following: Word | undefined): boolean => {
  const first = segment[0]
  if (first === undefined || freshStarts.has(first.text)) return false
  if (segment.some((w) => isVerb(w) || subjects.has(w.text))) return false
  return (
    segment.some((w) => listWords.has(w.text)) ||
    (following !== undefined && listWords.has(following.text))
  )
}

/** "three tests, all negative": a verdict after a comma belongs to what it judges. */
const verdictWords = new Set(["negative", "normal", "clear", "fine"])
const verdictLinks = new Set([
  "all",
  "both",
  "they",
  "were",
  "are",
  "came",
  "back",
  "each",
  "every",
  "one",
])
const isVerdict = (segment: ReadonlyArray<Word>): boolean =>
  segment.length > 0 &&
  verdictWords.has(segment[segment.length - 1]!.text) &&
  segment.slice(0, -1).every((w) => verdictLinks.has(w.text))

/** Words a short aside in brackets may hold and still stay in its clause. */
const shortAside = 3

/**
 * "my daughter (7)", "makes you botak (bald)", "alopecia areata (2p sized patch)": a short
 * aside in brackets stays with what it glosses.
 */
const inBrackets = (words: ReadonlyArray<Word>, at: number): boolean => {
  const text = words[at]!.text
  if (text === "(") {
    const close = words.findIndex((w, i) => i > at && w.text === ")")
    return close > at + 1 && close - at - 1 <= shortAside && !hasBreak(words, at + 1, close)
  }
  if (text === ")") {
    const open = words.findLastIndex((w, i) => i < at && w.text === "(")
    return (
      open >= 0 &&
      at - open - 1 >= 1 &&
      at - open - 1 <= shortAside &&
      !hasBreak(words, open + 1, at)
    )
  }
  return false
}

/** A stop or comma inside the brackets makes them more than a gloss. */
const hasBreak = (words: ReadonlyArray<Word>, from: number, to: number): boolean =>
  words.slice(from, to).some((w) => [",", ".", ";", "!", "?"].includes(w.text))

/** Words that open a question: "could it be ...", "is that ...", "how do I ...". */
export const questionOpeners: ReadonlySet<string> = new Set([
  "could",
  "can",
  "should",
  "would",
  "will",
  "does",
  "do",
  "is",
  "are",
  "how",
  "what",
  "why",
])

/** Verbs that ask when they come before their subject: "can i", "should he", "could it". */
const askingVerbs = new Set(["could", "can", "should", "would", "will"])
/** The person asked about: "can i", "is it", "should he". */
const askedAbout = new Set(["i", "it", "that", "this", "he", "she", "they", "we", "you", "my"])
/** "she said i should use it" states: a subject before the verb. */
const statingSubjects = new Set(["i", "he", "she", "it", "they", "we", "you"])

/**
 * "if i do start going bald can i get finasteride": people leave out the question mark; a
 * verb put before its subject asks all the same.
 */
const asksWithoutMark = (words: ReadonlyArray<Word>): boolean =>
  words.some(
    (word, at) =>
      askingVerbs.has(word.text) &&
      askedAbout.has(words[at + 1]?.text ?? "") &&
      !statingSubjects.has(words[at - 1]?.text ?? ""),
  )

export const clausesOf = (sentences: ReadonlyArray<Sentence>): ReadonlyArray<Clause> => {
  const clauses: Array<Clause> = []
  sentences.forEach((words, sentence) => {
    const question = words.some((w) => w.text === "?")
    // Segments between punctuation, each then cut at the words that open a statement.
    const segments: Array<{ words: Array<Word>; after: string }> = [{ words: [], after: "" }]
    words.forEach((word, i) => {
      if (isBreak(word, words[i - 1]) && !inBrackets(words, i)) {
        segments.push({ words: [], after: word.text })
        return
      }
      const current = segments[segments.length - 1]!
      if (
        current.words.length > 0 &&
        startsStatement(word, words[i - 2], words[i - 1], words[i + 1])
      ) {
        segments.push({ words: [word], after: word.text })
        return
      }
      current.words.push(word)
    })
    const merged: Array<Array<Word>> = []
    segments.forEach((segment, i) => {
      const previous = merged[merged.length - 1]
      const following = segments[i + 1]?.words[0]
      if (
        previous !== undefined &&
        segment.after === "," &&
        (continuesList(segment.words, following) || isVerdict(segment.words))
      ) {
        previous.push(...segment.words)
        return
      }
      if (segment.words.length > 0) merged.push([...segment.words])
    })
    merged.forEach((clause, i) => {
      // "could his shampoo be making it fall out, should i get him a growth one?": a clause
      // that opens as a question asks, not only the last.
      const asks = i === merged.length - 1 || questionOpeners.has(clause[0]?.text ?? "")
      clauses.push({
        words: clause,
        sentence,
        question: (question && asks) || asksWithoutMark(clause),
      })
    })
  })
  return clauses
}
