/**
 * The lexicon's phrases, and where they occur in a clause. A phrase is
 * words separated by spaces, matched against a word as typed or in the
 * model's normal form:
 *
 * - `a|b` either word; `itch*` any word that starts so;
 * - `really?` a word that may be missing;
 * - `~` up to three words of anything; `...` any number, within the clause.
 *
 * Hyphens inside a phrase are skipped ("straw-like" is "straw like").
 */
import type { Word } from "./NoteWords.ts"

interface Slot {
  readonly words: ReadonlySet<string>
  readonly prefixes: ReadonlyArray<string>
  readonly optional: boolean
}
type Step = Slot | { readonly gap: number }

export interface Phrase<T> {
  readonly steps: ReadonlyArray<Step>
  readonly tag: T
}

/** Where a phrase was found: its first and last word. */
export interface Found<T> {
  readonly tag: T
  readonly first: number
  readonly last: number
}

const slotOf = (source: string): Step => {
  if (source === "~") return { gap: 3 }
  if (source === "...") return { gap: Number.POSITIVE_INFINITY }
  const optional = source.endsWith("?")
  const alternatives = (optional ? source.slice(0, -1) : source).split("|")
  return {
    words: new Set(alternatives.filter((a) => !a.endsWith("*"))),
    prefixes: alternatives.filter((a) => a.endsWith("*")).map((a) => a.slice(0, -1)),
    optional,
  }
}

const fits = (slot: Slot, word: Word): boolean =>
  slot.words.has(word.text) ||
  slot.words.has(word.norm) ||
  slot.prefixes.some((p) => word.text.startsWith(p) || word.norm.startsWith(p))

const isHyphen = (word: Word | undefined): boolean =>
  word !== undefined && (word.text === "-" || word.text === "–")

/** The last word of a match of `steps` from word `at`, or -1. Gaps take as few words as they can. */
const matchFrom = (
  steps: ReadonlyArray<Step>,
  step: number,
  words: ReadonlyArray<Word>,
  at: number,
): number => {
  if (step === steps.length) return at - 1
  const current = steps[step]!
  if ("gap" in current) {
    for (let skip = 0; skip <= current.gap && at + skip <= words.length; skip++) {
      const end = matchFrom(steps, step + 1, words, at + skip)
      if (end >= 0) return end
    }
    return -1
  }
  const next = step > 0 && isHyphen(words[at]) ? at + 1 : at
  const word = words[next]
  if (word !== undefined && fits(current, word)) {
    const end = matchFrom(steps, step + 1, words, next + 1)
    if (end >= 0) return end
  }
  return current.optional ? matchFrom(steps, step + 1, words, at) : -1
}

/** Phrases indexed by their first word (or its first two letters), so a clause is read in one pass. */
export interface PhraseBook<T> {
  readonly byWord: ReadonlyMap<string, ReadonlyArray<Phrase<T>>>
  readonly byPrefix: ReadonlyMap<string, ReadonlyArray<readonly [string, Phrase<T>]>>
  /** The phrases that may start at a word, by its forms: the lexicon never changes, words recur. */
  readonly seen: Map<string, ReadonlyArray<Phrase<T>>>
}

/** How many words' phrases a book remembers (words people type are a bounded vocabulary). */
const remembered = 20_000

export const phraseBook = <T>(
  entries: ReadonlyArray<{ readonly phrases: ReadonlyArray<string>; readonly tag: T }>,
): PhraseBook<T> => {
  const byWord = new Map<string, Array<Phrase<T>>>()
  const byPrefix = new Map<string, Array<readonly [string, Phrase<T>]>>()
  for (const { phrases, tag } of entries) {
    for (const source of phrases) {
      const steps = source.trim().split(/\s+/).map(slotOf)
      const first = steps[0]
      if (first === undefined || "gap" in first || first.optional) {
        throw new Error(`A phrase starts with a word that must be there: "${source}"`)
      }
      const phrase = { steps, tag }
      for (const word of first.words) byWord.set(word, [...(byWord.get(word) ?? []), phrase])
      for (const prefix of first.prefixes) {
        if (prefix.length < 2) throw new Error(`A prefix needs two letters at least: "${source}"`)
        const key = prefix.slice(0, 2)
        byPrefix.set(key, [...(byPrefix.get(key) ?? []), [prefix, phrase]])
      }
    }
  }
  return { byWord, byPrefix, seen: new Map() }
}

/** The phrases that may start at this word. */
const startingAt = <T>(book: PhraseBook<T>, word: Word): ReadonlyArray<Phrase<T>> => {
  const key = word.norm === word.text ? word.text : `${word.text} ${word.norm}`
  const known = book.seen.get(key)
  if (known !== undefined) return known
  const found = lookUp(book, word)
  if (book.seen.size < remembered) book.seen.set(key, found)
  return found
}

const lookUp = <T>(book: PhraseBook<T>, word: Word): ReadonlyArray<Phrase<T>> => {
  const found: Array<Phrase<T>> = []
  const add = (phrases: ReadonlyArray<Phrase<T>> | undefined) => {
    if (phrases === undefined) return
    for (const phrase of phrases) if (!found.includes(phrase)) found.push(phrase)
  }
  add(book.byWord.get(word.text))
  if (word.norm !== word.text) add(book.byWord.get(word.norm))
  for (const form of word.norm === word.text ? [word.text] : [word.text, word.norm]) {
    for (const [prefix, phrase] of book.byPrefix.get(form.slice(0, 2)) ?? []) {
      if (form.startsWith(prefix) && !found.includes(phrase)) found.push(phrase)
    }
  }
  return found
}

/** Every phrase of the book found in the words, each at its shortest from each start. */
export const findPhrases = <T>(
  book: PhraseBook<T>,
  words: ReadonlyArray<Word>,
): ReadonlyArray<Found<T>> => {
  const found: Array<Found<T>> = []
  words.forEach((word, first) => {
    for (const phrase of startingAt(book, word)) {
      const last = matchFrom(phrase.steps, 0, words, first)
      if (last >= first) found.push({ tag: phrase.tag, first, last })
    }
  })
  return found
}
