/**
 * Readings written by hand for tests: the statements a note reader would
 * report, without a reader (the domain has none; Strand's own is an adapter).
 */
import { medicineClasses } from "../../quiz/Medicines.ts"
import {
  AskedQuestion,
  chemicalServices,
  emptyReading,
  type NoteKind,
  NoteReading,
  NoteStatement,
  noteKinds,
  QuizSubject,
  questionShapes,
  questionThings,
  statementSubjects,
  statementTimes,
} from "../NoteStatement.ts"

export const noReading = emptyReading("none")

export type Stated = Pick<NoteStatement, "kind"> & Partial<Omit<NoteStatement, "kind">>

/** One statement as a reader reports it: about the person, now, in health_notes by default. */
export const stated = (statement: Stated): NoteStatement =>
  new NoteStatement({
    subject: "unstated",
    time: "now",
    negated: false,
    hypothetical: false,
    note: "health_notes",
    words: statement.kind.replaceAll("_", " "),
    ...statement,
  })

export const readingOf = (...statements: ReadonlyArray<Stated>): NoteReading =>
  new NoteReading({ reader: "test", statements: statements.map(stated) })

/** A reading whose notes say who the answers are about ("this is for my daughter, she is 8"). */
export const readingAbout = (
  subject: Pick<QuizSubject, "who"> & Partial<Pick<QuizSubject, "age" | "words">>,
  ...statements: ReadonlyArray<Stated>
): NoteReading =>
  new NoteReading({
    reader: "test",
    subject: new QuizSubject({ note: "health_notes", words: subject.who, ...subject }),
    statements: statements.map(stated),
  })

const pickOne = <A>(random: () => number, items: ReadonlyArray<A>): A =>
  items[Math.floor(random() * items.length)]!

/**
 * A random reading of some notes: any kind, about anyone, at any time,
 * sometimes denied or imagined, with the values and amounts its kind takes.
 * The property tests run the rules over these.
 */
export const randomReading = (random: () => number, notes: ReadonlyArray<string>): NoteReading => {
  const statements: Array<NoteStatement> = []
  for (const note of notes) {
    const count = Math.floor(random() * 4)
    for (let i = 0; i < count; i++) {
      const kind: NoteKind = pickOne(random, noteKinds)
      statements.push(
        stated({
          kind,
          note,
          subject: pickOne(random, statementSubjects),
          time: pickOne(random, statementTimes),
          negated: random() < 0.15,
          hypothetical: random() < 0.1,
          ...(random() < 0.5 ? { monthsAgo: Math.floor(random() * 36) } : {}),
          ...(kind === "medicine" ? { value: pickOne(random, medicineClasses) } : {}),
          ...(kind === "chemical_service" ? { value: pickOne(random, chemicalServices) } : {}),
          ...(random() < 0.5 ? { amount: Math.floor(random() * 120) } : {}),
          ...(random() < 0.3
            ? { subjectWords: pickOne(random, ["my mum", "my husband", "my son"]) }
            : {}),
        }),
      )
    }
  }
  const questions = notes.flatMap((note) =>
    random() < 0.4
      ? [
          new AskedQuestion({
            shape: pickOne(random, questionShapes),
            ...(random() < 0.8 ? { thing: pickOne(random, questionThings) } : {}),
            ...(random() < 0.3 ? { place: pickOne(random, ["beard", "chin", "eyebrows"]) } : {}),
            note,
            words: pickOne(random, askedWords),
            ...(random() < 0.3 ? { before: pickOne(random, askedWords) } : {}),
          }),
        ]
      : [],
  )
  return new NoteReading({
    reader: "random",
    statements: statements.slice(0, 60),
    ...(questions.length === 0 ? {} : { questions }),
  })
}

/** Questions as people write them, brackets, quotes and a long one included. */
const askedWords = [
  "is that true?",
  "can i use it on my beard",
  "will it grow back??",
  'my friend\'s son used minoxidil (the regaine foam) on his chin and got a "proper" beard, can we buy it for him',
  "should i be worried",
  `${"is it ok to keep using the one my mum bought me every single day ".repeat(3)}or not?`,
]
