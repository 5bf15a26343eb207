/**
 * One entry of the note reader's lexicon: the phrases that state one kind of
 * thing, and when they count (the words are in NoteLexicon.ts and
 * MedicineNames.ts).
 */
import type { NoteKind } from "@strand/domain/notes/NoteStatement"

export interface LexiconEntry {
  readonly kind: NoteKind | "nothing"
  /** A medicine's class or a chemical service's name. */
  readonly value?: string
  readonly phrases: ReadonlyArray<string>
  readonly outranks?: ReadonlyArray<NoteKind>
  /** The words themselves say it is hoped for, not there ("trying for a baby"). */
  readonly hypothetical?: true
  /** The words name one of the quiz's boxes ("the burning tick"): a tick named, not the sign told. */
  readonly namesABox?: true
  /** Counted only where its sentence has one of these words ("it stab my thumb" beside a needle). */
  readonly needsInSentence?: ReadonlySet<string>
  /** Not counted where its sentence has one of these words ("scratched ... there was blood"). */
  readonly notWhereSentenceHas?: ReadonlySet<string>
  /** Counted only in a note that speaks of its ticks ("two of my ticks need explaining"). */
  readonly onlyWhereTicksTold?: true
  /** Counted only with a frequency ("wash twice a week"), else the word is incidental. */
  readonly needsFrequency?: true
  /** Counted only when the note names a product or chemical service: a reaction is to something. */
  readonly needsProduct?: true
  /** Counted only where no product is named, and never as a denial: there the reaction entry reads it. */
  readonly withoutProduct?: true
  /** Kinds its clause then does not state apart: black dots on a flaky patch are not also flakes. */
  readonly absorbs?: ReadonlyArray<NoteKind>
}
