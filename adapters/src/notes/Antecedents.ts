/**
 * "It" in a new sentence, standing for the spot or patch just described: "my
 * barber found a dark mole on the back of my head. it bled a little last
 * week" says the mole bled. The lexicon reads a clause at a time, so the
 * pronoun is read as the thing it stands for (its place in the note is kept,
 * so quotes stay the person's own words).
 */
import type { Clause } from "./Clauses.ts"
import { type Word, wordSet } from "./NoteWords.ts"

/** Things on the skin a later "it" goes on about. */
const things = wordSet(
  "spot sore scab lump bump mole wound lesion growth ulcer patch wart freckle blister cyst",
)
const pronouns = new Set(["it", "its", "it's"])
/**
 * What "it" must go on to say for the thing to be read again: how it changes, bleeds or
 * heals ("it bled", "its gone a funny shape"), not "it was nothing".
 */
const changes = wordSet(
  "bled bleeds bleeding bleed grew grown growing grows bigger larger darker changed changing shape colour color crusted crusting crusty heal healed healing weeping oozing spreading spread doubled",
)
/** How many words after "it" the change may come. */
const reach = 4
/** How far back a thing is still what "it" means: this sentence or the one before. */
const sentencesBack = 1

const isThing = (word: Word) => things.has(word.text) || things.has(word.norm)

export const withThingsNamed = (clauses: ReadonlyArray<Clause>): ReadonlyArray<Clause> => {
  let last: { readonly noun: string; readonly sentence: number } | undefined
  return clauses.map((clause) => {
    const thing =
      last !== undefined && clause.sentence - last.sentence <= sentencesBack ? last : undefined
    let replaced = false
    const words = clause.words.map((word, at) => {
      if (thing === undefined || !pronouns.has(word.text)) return word
      const after = clause.words.slice(at + 1, at + 1 + reach)
      if (!after.some((w) => changes.has(w.text) || changes.has(w.norm))) return word
      replaced = true
      return {
        ...word,
        text: thing.noun,
        norm: thing.noun,
        pos: "NOUN" as const,
        standsFor: true as const,
      }
    })
    // "a bald spot" is hair loss, not a thing on the skin.
    const named = clause.words.findLast(
      (word, at) => isThing(word) && clause.words[at - 1]?.text !== "bald",
    )
    if (named !== undefined) last = { noun: named.norm, sentence: clause.sentence }
    // "It bled. It has grown since": the thing goes on being talked about.
    else if (thing !== undefined && replaced) last = { ...thing, sentence: clause.sentence }
    return replaced ? { ...clause, words } : clause
  })
}
