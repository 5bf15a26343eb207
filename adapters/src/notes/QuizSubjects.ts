/**
 * Whom the quiz is about, when a note says so: "this is for my daughter",
 * "asking for my dad", "filling this in for my 14 year old", with the age
 * the note gives that person.
 */
import { QuizSubject, statementLimits } from "@strand/domain/notes/NoteStatement"
import type { Clause } from "./Clauses.ts"
import type { Said } from "./Repeats.ts"
import type { Mention } from "./Subjects.ts"

/** "this is for my daughter", "asking for my dad", "filling this in for my 14 year old". */
const aboutWords = new Set([
  "this",
  "it",
  "these",
  "quiz",
  "answers",
  "asking",
  "filling",
  "doing",
  "answering",
  "completing",
  "questions",
  "form",
])

/** What a person named before it owns in "for my son's wedding", with or without the apostrophe. */
const occasions = new Set([
  "wedding",
  "party",
  "birthday",
  "graduation",
  "christening",
  "funeral",
  "prom",
  "do",
  "big",
  // "got it done for my baby shower", "for my baby scan"
  "shower",
  "scan",
  "appointment",
  "photos",
])

export interface About {
  readonly mention: Mention
  /** Where the words that say so begin. */
  readonly from: number
}

export const aboutOf = (
  clauses: ReadonlyArray<Clause>,
  mentions: ReadonlyArray<Mention>,
): About | undefined => {
  for (const mention of mentions) {
    const { words } = clauses[mention.clause]!
    const from = words.findIndex(
      (w, i) => i < mention.at && (w.text === "for" || w.text === "about" || w.text === "behalf"),
    )
    if (from < 0) continue
    const owner = words[from + 1]?.text === "of" ? words[from + 2]?.text : words[from + 1]?.text
    if (owner !== "my" && owner !== "our") continue
    // "for my granddaughter's wedding", "for my sons wedding": the wedding is theirs, the
    // answers are not.
    const next = words[mention.at + 1]?.text ?? ""
    if (next === "'s" || occasions.has(next)) continue
    if (from === 0 || words.slice(0, from).some((w) => aboutWords.has(w.text)))
      return { mention, from }
  }
  return undefined
}

export const quizSubjectOf = (
  note: string,
  text: string,
  clauses: ReadonlyArray<Clause>,
  about: About,
  statements: ReadonlyArray<Said>,
): QuizSubject => {
  const { mention, from } = about
  const words = clauses[mention.clause]!.words
  const age = statements.find(
    (s) =>
      s.kind === "age" &&
      s.subject === mention.subject &&
      (s.subjectWords ?? "") === (mention.words ?? ""),
  )?.amount
  return new QuizSubject({
    who: mention.subject === "child" ? "child" : "someone_else",
    ...(age === undefined ? {} : { age }),
    note,
    words: text
      .slice(words[from]!.start, words[mention.at]!.end)
      .slice(0, statementLimits.wordsLength),
  })
}
