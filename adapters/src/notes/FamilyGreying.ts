/**
 * A family's grey hair is not a family history of hair loss: "my nani went
 * grey at 30, maybe its genetic?" asks about greying, which no routine or
 * treatment for thinning answers. A family-history phrase in such a sentence
 * goes.
 */
import type { LexiconEntry } from "./LexiconEntry.ts"
import { mentionsAny, type Word } from "./NoteWords.ts"
import type { Found } from "./Phrases.ts"

const greyingWords = new Set(["grey", "gray", "greys", "grays", "greying", "graying"])

/** The sentence speaks of grey hair. */
export const speaksOfGreying = (sentence: ReadonlyArray<Word>): boolean =>
  mentionsAny(sentence, greyingWords)

/** The phrases found, less a family-history phrase where the sentence speaks of grey hair. */
export const withoutFamilyGreying = (
  found: ReadonlyArray<Found<LexiconEntry>>,
  sentence: ReadonlyArray<Word>,
): ReadonlyArray<Found<LexiconEntry>> =>
  speaksOfGreying(sentence) ? found.filter((f) => f.tag.kind !== "family_history") : found
