/**
 * The quiz's "Is any of this going on in the body now?" boxes, each the kind of statement a note
 * would make of the same sign. A ticked box counts as the sign told now, so every rule that reads
 * the notes' signs (the told-signs net, the pictures, the doctor's summary) reads the tick too,
 * in the box's own words. The notes win where they speak of the same sign: their words are the
 * person's own and more specific ("a temp on sunday, none today" is not a fever now).
 */
import { findQuestion, type OptionValue } from "../quiz/QuizCatalogue.ts"
import type { NotedFact, NotedFacts } from "./NotedFacts.ts"
import { type NoteKind, NoteStatement, statementLimits } from "./NoteStatement.ts"

/** The note id a ticked box's statement carries: how the report knows it was ticked, not written. */
export const bodySignsNote = "body_signs"

export const bodySignBoxes = [
  { option: "fever", kind: "fever" },
  { option: "night_sweats", kind: "night_sweats" },
  { option: "weight_loss", kind: "unexplained_weight_loss" },
  { option: "breathless", kind: "breathless" },
  { option: "effort_pain", kind: "effort_pain" },
  { option: "skin_rash", kind: "body_rash" },
  { option: "joint_pain", kind: "joint_pain" },
  { option: "body_lump", kind: "body_lump" },
  { option: "low_mood", kind: "low_mood" },
  { option: "weak_defences", kind: "infection_risk" },
] as const satisfies ReadonlyArray<{
  readonly option: Exclude<OptionValue<"body_signs">, "none">
  readonly kind: NoteKind
}>

/** Whether this sign was read from a ticked box rather than the person's own words. */
export const fromTickedBox = (fact: NotedFact | undefined): boolean => fact?.note === bodySignsNote

/** A sign the notes told, in the person's own words (not a ticked box). */
export const inTheirWords = (fact: NotedFact | undefined): fact is NotedFact =>
  fact !== undefined && !fromTickedBox(fact)

const labelOf = (option: string): string =>
  findQuestion("body_signs")?.options.find((o) => o.value === option)?.label ?? option

/** The boxes' labels whose ticks count (a note that speaks of the same sign wins over its box). */
export const countedBodySignBoxes = (
  noted: ReadonlyMap<NoteKind, NotedFact>,
): ReadonlyArray<string> =>
  bodySignBoxes
    .filter((box) => fromTickedBox(noted.get(box.kind)))
    .map((box) => labelOf(box.option))

/** The notes' facts with each ticked box the notes neither tell nor deny added as a sign now. */
export const withTickedBodySigns = (
  notes: NotedFacts,
  ticked: ReadonlyArray<string>,
): ReadonlyMap<NoteKind, NotedFact> => {
  const facts = new Map(notes.facts)
  for (const box of bodySignBoxes) {
    if (!ticked.includes(box.option) || facts.has(box.kind) || notes.denied.has(box.kind)) continue
    const words = labelOf(box.option).toLowerCase().slice(0, statementLimits.wordsLength)
    facts.set(box.kind, {
      note: bodySignsNote,
      words,
      statement: new NoteStatement({
        kind: box.kind,
        subject: "writer",
        time: "now",
        negated: false,
        hypothetical: false,
        note: bodySignsNote,
        words,
      }),
    })
  }
  return facts
}
