/**
 * Which of the phrases found in a clause stand. Where two overlap and one
 * outranks the other (NoteLexicon.ts), the other goes ("scaly patch with
 * broken hairs" is not also a plaque; "hay fever" is no fever); a word for
 * medicine in general goes when the clause names one; and phrases of one
 * kind that overlap or touch are one ("hair falling out" + "in clumps").
 */
import type { NoteKind } from "@strand/domain/notes/NoteStatement"
import type { LexiconEntry } from "./LexiconEntry.ts"
import type { Found } from "./Phrases.ts"

const overlaps = (a: Found<LexiconEntry>, b: Found<LexiconEntry>) =>
  a.first <= b.last && b.first <= a.last
const length = (a: Found<LexiconEntry>) => a.last - a.first

/** The phrases that stand: where two overlap and one outranks the other, the other goes. */
/** Kinds said in general ("my tablets", "the new shampoo") or by name ("sertraline", "the perfume"). */
const namedInGeneral: ReadonlySet<LexiconEntry["kind"]> = new Set(["medicine", "product_reaction"])

export const standing = (
  found: ReadonlyArray<Found<LexiconEntry>>,
): ReadonlyArray<Found<LexiconEntry>> => {
  const kept = found.filter(
    (a) =>
      !found.some((b) => {
        if (b === a || !overlaps(a, b)) return false
        if (!(b.tag.outranks ?? []).includes(a.tag.kind as NoteKind)) return false
        const mutual = (a.tag.outranks ?? []).includes(b.tag.kind as NoteKind)
        return !mutual || length(b) > length(a)
      }),
  )
  const named = kept.filter((f) => f.tag.kind !== "nothing")
  // A word for medicine, or a product, in general says nothing when the clause names which.
  const specific = named.filter(
    (f) =>
      !(namedInGeneral.has(f.tag.kind) && f.tag.value === undefined) ||
      !named.some((g) => g.tag.kind === f.tag.kind && g.tag.value !== undefined),
  )
  return joined(specific)
}

/** Phrases of one kind that overlap or touch are one statement: "hair falling out" + "in clumps". */
const joined = (found: ReadonlyArray<Found<LexiconEntry>>): ReadonlyArray<Found<LexiconEntry>> => {
  const spans: Array<Found<LexiconEntry>> = []
  for (const f of [...found].sort((a, b) => a.first - b.first)) {
    const i = spans.findIndex(
      (s) =>
        s.tag.kind === f.tag.kind &&
        s.tag.value === f.tag.value &&
        f.first <= s.last + 1 &&
        s.first <= f.last + 1,
    )
    if (i < 0) spans.push(f)
    else
      spans[i] = {
        ...spans[i]!,
        first: Math.min(spans[i]!.first, f.first),
        last: Math.max(spans[i]!.last, f.last),
      }
  }
  return spans
}
