/**
 * The person's facts as a numbered list: what an AI provider is shown, and
 * what each line of its report cites (ProviderAnswer.ts), so an AI line can
 * say why it applies the way a rule's line does.
 *
 * - A<n>: an answered question, as the quiz asked it and the labels chosen;
 * - N<n>: a statement Strand's note reader found that counts for this person
 *   (NotedFacts.ts): its words, what kind of fact it is and when;
 * - P<n>: a statement the provider itself read in the notes, numbered in the
 *   order it listed them (only those that survived the reading's checks).
 *
 * The list is made from the request alone, so the prompt and the reading of
 * the answer number the same facts the same way.
 */

import { notedTrigger } from "../analyst/AnswerWords.ts"
import { answeredQuizFor } from "../analyst/HairProfile.ts"
import { notedFacts } from "../notes/NotedFacts.ts"
import { type NoteReading, type NoteStatement, noteKindMeanings } from "../notes/NoteStatement.ts"
import { answersAsLines } from "../quiz/AnswerLabels.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { Trigger } from "../report/ReportExplanation.ts"

export interface PersonFact {
  readonly id: string
  /** As the provider reads it in the prompt. */
  readonly shown: Readonly<Record<string, string>>
  /** As "Why?" shows it. */
  readonly trigger: Trigger
}

const timeWords = (statement: NoteStatement): string => {
  const ago =
    statement.monthsAgo === undefined ? "" : `, about ${Math.round(statement.monthsAgo)} months ago`
  switch (statement.time) {
    case "now":
      return `now${ago}`
    case "since":
      return `since some time${ago}`
    case "past":
      return `in the past${ago}`
  }
}

/** A statement as a fact the provider can cite. */
export const statementFact = (id: string, statement: NoteStatement): PersonFact => ({
  id,
  shown: {
    id,
    note: statement.note,
    words: statement.words,
    means:
      statement.value === undefined
        ? noteKindMeanings[statement.kind]
        : `${noteKindMeanings[statement.kind]}: ${statement.value}`,
    when: timeWords(statement),
  },
  trigger: notedTrigger(statement),
})

/** The statements of a reading that count for the person, in the order they were read. */
const countingStatements = (
  answers: QuizAnswers,
  reading: NoteReading,
): ReadonlyArray<NoteStatement> => {
  const noted = notedFacts(reading, answeredQuizFor(answers))
  const counting = new Set(
    [...noted.facts.values(), ...noted.medicines.values(), ...noted.asked.values()].map(
      (fact) => fact.statement,
    ),
  )
  return reading.statements.filter((statement) => counting.has(statement))
}

/** The answers (A) and Strand's reading of the notes (N), numbered. */
export const personFacts = (request: {
  readonly answers: QuizAnswers
  readonly reading: NoteReading
}): ReadonlyArray<PersonFact> => [
  ...answersAsLines(request.answers).map((line, i) => {
    const id = `A${i + 1}`
    return {
      id,
      shown: { id, question: line.question, answer: line.answer },
      trigger: new Trigger({ question: line.question, answer: line.answer }),
    }
  }),
  ...countingStatements(request.answers, request.reading).map((statement, i) =>
    statementFact(`N${i + 1}`, statement),
  ),
]

/** The provider's own statements (P), numbered as it listed them. */
export const providerFacts = (
  statements: ReadonlyArray<NoteStatement | undefined>,
): ReadonlyArray<PersonFact> =>
  statements.flatMap((statement, i) =>
    statement === undefined ? [] : [statementFact(`P${i + 1}`, statement)],
  )
