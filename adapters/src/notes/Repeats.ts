/**
 * One statement per fact. The same kind, value, person, denial and
 * condition said twice in a note is said once: its first words kept, a
 * number or a month count taken from whichever mention gave one; "now" and
 * "since" are one fact, the more specific "since" kept. The writer and no
 * one named are one person unless the note is about someone else.
 */
import {
  type NoteKind,
  type NoteStatement,
  type StatementTime,
  statementLimits,
} from "@strand/domain/notes/NoteStatement"

/** A statement while the notes are read; made a NoteStatement (and checked) once, at the end. */
export type Said = ConstructorParameters<typeof NoteStatement>[0]

/** Who a statement is about, for telling repeated statements apart. */
const whose = (statement: Said, aboutSelf: boolean): string =>
  aboutSelf && (statement.subject === "writer" || statement.subject === "unstated")
    ? "self"
    : statement.subject

const isCurrent = (time: StatementTime) => time !== "past"

/** Kinds whose every wording is kept when repeated: each names something the doctor needs. */
const gathered: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "medicine",
  "puberty_signs",
  "swallowing",
  "unexpected_bleeding",
  "body_lump",
])

/** `aboutSelf`: the notes say the quiz is about no one else. */
export const merged = (
  statements: ReadonlyArray<Said>,
  aboutSelf: boolean,
): ReadonlyArray<Said> => {
  const byFact = new Map<string, Said>()
  for (const statement of statements) {
    const key = [
      statement.note,
      statement.kind,
      statement.value ?? "",
      whose(statement, aboutSelf),
      statement.negated,
      statement.hypothetical,
      isCurrent(statement.time),
    ].join("|")
    const earlier = byFact.get(key)
    if (earlier === undefined) {
      byFact.set(key, statement)
      continue
    }
    const time = earlier.time === "since" || statement.time === "since" ? "since" : earlier.time
    const amount = earlier.amount ?? statement.amount
    const monthsAgo = earlier.monthsAgo ?? statement.monthsAgo
    // Asked about anywhere, it is a question the report answers.
    const question = earlier.question === true || statement.question === true
    // Two medicines of one class are both named ("metformin, sitagliptin"), and every sign of
    // puberty a parent lists: the doctor reads them all.
    const words =
      gathered.has(statement.kind) && !earlier.words.includes(statement.words)
        ? `${earlier.words}, ${statement.words}`.slice(0, statementLimits.wordsLength)
        : earlier.words
    byFact.set(key, {
      ...earlier,
      words,
      time,
      ...(question ? { question } : {}),
      ...(amount === undefined ? {} : { amount }),
      ...(monthsAgo === undefined ? {} : { monthsAgo }),
    })
  }
  return [...byFact.values()]
}
