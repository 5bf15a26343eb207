/**
 * A quiz box named in a note by the words of its label: "ignore the burning tick", "i ticked
 * flaking but it's fine now", "the bleeding box". The statement it makes is the box's kind; the
 * reader then reads it as a tick named (hypothetical), taken back (denied) or explained as over.
 */
import {
  namedConditionBoxes,
  namedSignBoxes,
  namedSymptomBoxes,
} from "@strand/domain/notes/NamedBoxes"
import { findQuestion } from "@strand/domain/quiz/QuizCatalogue"
import type { LexiconEntry } from "./LexiconEntry.ts"

/** Label words that name no one box: the hair, where, how long. */
const notNaming = new Set(
  "hair scalp skin the and that won't away from used grow where with along example for sometimes top beard weeks hasn't in on or a an of to is any these none behind".split(
    " ",
  ),
)

/** A label word with its everyday endings: "flaking" is also "flaky", "flakes", "flake". */
const formsOf = (word: string): ReadonlyArray<string> => {
  const stem = word.replace(/(ing|es|s|y|ed)$/, "")
  return stem.length < 4
    ? [word]
    : [word, stem, ...["s", "y", "e", "es", "ing", "ed"].map((ending) => stem + ending)]
}

const boxes = [...namedSymptomBoxes, ...namedSignBoxes, ...namedConditionBoxes]

/** Each box's label words, in every form, across the questions that offer it. */
const labelForms = boxes.map((box) => {
  const questions =
    box.question === "symptoms"
      ? ["symptoms", "symptoms_male"]
      : box.question === "scalp_condition"
        ? ["scalp_condition", "scalp_condition_male"]
        : [box.question]
  const labels = questions.flatMap(
    (id) =>
      findQuestion(id)
        ?.options.filter((o) => o.value === box.option)
        .map((o) => o.label) ?? [],
  )
  const words = labels
    .flatMap((label) => label.toLowerCase().split(/[^a-z']+/))
    .filter((word) => word.length >= 3 && !notNaming.has(word))
  return new Set(words.flatMap(formsOf))
})

/** Forms two boxes share ("thinning" edges, "thinning" on top) name neither. */
const shared = new Set(
  labelForms.flatMap((forms, at) =>
    [...forms].filter((form) => labelForms.some((other, i) => i !== at && other.has(form))),
  ),
)

export const boxNames: ReadonlyArray<LexiconEntry> = boxes.flatMap((box, at) => {
  const forms = [...(labelForms[at] ?? [])].filter((form) => !shared.has(form)).join("|")
  return [
    {
      kind: box.kind,
      // "tick" only right after the word: "the spot where the tick bit" is the insect's.
      phrases: [
        `${forms} ~ box|boxes|tickbox|checkbox|option|options`,
        `${forms} tick|ticks`,
        `ticked|clicked|selected ~ ${forms}`,
      ],
      namesABox: true,
    },
    // "two of my ticks need explaining ... the burning was back in march": the box by its word.
    { kind: box.kind, phrases: [`the ${forms}`], namesABox: true, onlyWhereTicksTold: true },
  ]
})
