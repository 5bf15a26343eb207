/**
 * What an AI provider is asked to answer, and reading that answer once, the
 * same way for every provider.
 *
 * The answer has three parts:
 * - `report`: the report itself, exactly as the spec defines it (AnalysisResults);
 * - `cites`: beside it, section by section and line by line, the ids of the
 *   person's facts each line rests on (PersonFacts.ts), so a provider's line
 *   can say why it applies, and a line that rests on nothing is known as
 *   general advice;
 * - `noteStatements` and `noteSubject`: the provider's own reading of the
 *   notes, in the note reader's shape (NoteStatement.ts), to be merged with
 *   Strand's reading: it can add facts, never remove one (mergeReadings).
 *
 * Reading is lenient where a part is missing (a server that ignores the
 * schema and answers the report alone still gives a report, with every line
 * uncited) and strict where a part could mislead: a statement whose words are
 * not in the note it names, or that names a note the person did not write,
 * is not read at all.
 */
import { Result, Schema } from "effect"
import {
  NoteKindSchema,
  NoteReading,
  NoteStatement,
  QuizSubject,
  statementLimits,
  statementSubjects,
  statementTimes,
} from "../notes/NoteStatement.ts"
import type { TextInputs } from "../quiz/QuizAnswers.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { type EvidenceSection, evidenceSections } from "../report/ReportExplanation.ts"
import { HairAnalystError } from "./HairAnalyst.ts"
import { normaliseResults, parseJsonText } from "./NormaliseResults.ts"
import { type JsonSchema, structuredOutputSchema } from "./ReportJsonSchema.ts"
import { plainJson } from "./StripMarkup.ts"

const described = <S extends Schema.Top>(schema: S, description: string) =>
  schema.annotate({ description })

/** One line's citations: the ids of the facts it rests on (A3, N1, P2). */
const lineCites = Schema.Array(Schema.String)
const sectionCites = (what: string) =>
  described(
    Schema.Array(lineCites),
    `For each line of ${what}, in the same order: the ids of the person's facts it rests on; [] for general advice`,
  )

export const ReportCitations = Schema.Struct({
  routineSnapshot: sectionCites("routineSnapshot (one line)"),
  doingWell: sectionCites("doingWell"),
  avoidForNow: sectionCites("avoidForNow"),
  weeklyRhythm: sectionCites("weeklyRhythm"),
  textureGuidance: sectionCites("productTexture.textureGuidance (one line)"),
  applicationZones: sectionCites("productTexture.applicationZones"),
  products: sectionCites("productTexture.products"),
  stylingBuildUp: sectionCites("stylingBuildUp"),
  scienceNotes: sectionCites("scienceNotes"),
  redFlags: sectionCites("redFlags"),
})

/** Which facts each line of the report rests on, by section and line. */
export type Citations = Readonly<Record<EvidenceSection, ReadonlyArray<ReadonlyArray<string>>>>

export const noCitations: Citations = Object.fromEntries(
  evidenceSections.map((section) => [section, []]),
) as unknown as Citations

/**
 * A statement as the provider writes it: NoteStatement with every optional
 * field present and null when unknown (strict structured outputs require
 * every field).
 */
const ProviderNoteStatement = Schema.Struct({
  kind: described(NoteKindSchema, "One of the kinds of fact listed in the instructions"),
  value: described(Schema.NullOr(Schema.String), "A medicine's class or a chemical service"),
  amount: described(Schema.NullOr(Schema.Finite), "A number in the unit the kind names"),
  subject: Schema.Literals(statementSubjects),
  subjectWords: described(Schema.NullOr(Schema.String), '"my daughter", when not the writer'),
  time: Schema.Literals(statementTimes),
  monthsAgo: described(Schema.NullOr(Schema.Finite), "How long ago, in months"),
  negated: Schema.Boolean,
  hypothetical: Schema.Boolean,
  note: described(Schema.String, "The id of the note it was read in"),
  words: described(Schema.String, "The words that say it, copied exactly from the note"),
})

const ProviderQuizSubject = Schema.Struct({
  who: Schema.Literals(["self", "child", "someone_else"]),
  age: Schema.NullOr(Schema.Finite),
  note: Schema.String,
  words: Schema.String,
})

/** Everything a provider is asked to write, in one object. */
export const ProviderAnswerShape = Schema.Struct({
  report: AnalysisResults,
  cites: ReportCitations,
  noteStatements: described(
    Schema.Array(ProviderNoteStatement),
    "Every fact the notes state, one statement each; [] when there are no notes",
  ),
  noteSubject: described(
    Schema.NullOr(ProviderQuizSubject),
    "Whom the notes say the answers are about, when they say so; otherwise null",
  ),
})

/** The answer's JSON Schema, in the subset every structured-output API accepts. */
export const providerAnswerJsonSchema: JsonSchema = structuredOutputSchema(ProviderAnswerShape)

/** The name providers see for it (OpenAI's json_schema name, Anthropic's tool name). */
export const providerAnswerName = "hair_report"

/** A provider's answer, read. */
export interface ProviderAnswer {
  readonly report: AnalysisResults
  readonly cites: Citations
  /** The provider's own reading of the notes, every statement checked against the notes. */
  readonly reading: NoteReading
  /** Its statements as it numbered them (P1, P2...): undefined where one was not read. */
  readonly statements: ReadonlyArray<NoteStatement | undefined>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const invalid = (message: string) => new HairAnalystError({ reason: "InvalidResponse", message })

const readCitations = (value: unknown): Citations => {
  if (!isRecord(value)) return noCitations
  const lines = (section: unknown) =>
    Array.isArray(section)
      ? section.map((line) =>
          Array.isArray(line) ? line.filter((id): id is string => typeof id === "string") : [],
        )
      : []
  return Object.fromEntries(
    evidenceSections.map((section) => [section, lines(value[section])]),
  ) as unknown as Citations
}

/** Case, spacing and quote marks aside, as the person typed it. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()

/** The words are the person's own, in the note named. */
const quotes = (notes: TextInputs, note: string, words: string): boolean => {
  const text = notes[note]
  const quoted = comparable(words)
  return (
    text !== undefined &&
    quoted !== "" &&
    words.length <= statementLimits.wordsLength &&
    comparable(text).includes(quoted)
  )
}

const decodeStatement = Schema.decodeUnknownOption(ProviderNoteStatement)
const decodeSubject = Schema.decodeUnknownOption(ProviderQuizSubject)

const withoutNulls = <A extends Record<string, unknown>>(fields: A) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null))

const readStatement = (value: unknown, notes: TextInputs): NoteStatement | undefined => {
  const decoded = decodeStatement(value)
  if (decoded._tag === "None") return undefined
  const statement = decoded.value
  if (!quotes(notes, statement.note, statement.words)) return undefined
  if (statement.monthsAgo !== null && statement.monthsAgo < 0) return undefined
  return new NoteStatement(
    withoutNulls(statement) as ConstructorParameters<typeof NoteStatement>[0],
  )
}

const readSubject = (value: unknown, notes: TextInputs): QuizSubject | undefined => {
  const decoded = decodeSubject(value)
  if (decoded._tag === "None") return undefined
  const subject = decoded.value
  if (!quotes(notes, subject.note, subject.words)) return undefined
  return new QuizSubject(withoutNulls(subject) as ConstructorParameters<typeof QuizSubject>[0])
}

/**
 * The provider's answer read once: JSON text (also inside a code fence) or an
 * already parsed object; every text made plain first. `reader` names the
 * provider's reading ("openai/gpt-…").
 */
export const readProviderAnswer = (
  draft: unknown,
  notes: TextInputs,
  reader: string,
): Result.Result<ProviderAnswer, HairAnalystError> => {
  const parsed = typeof draft === "string" ? parseJsonText(draft) : draft
  if (parsed === undefined) return Result.fail(invalid("The answer is not JSON"))
  if (!isRecord(parsed)) return Result.fail(invalid("The answer is not a JSON object"))
  const plain = plainJson(parsed) as Record<string, unknown>
  // A server that ignored the schema may have answered the report alone.
  const report = normaliseResults(isRecord(plain.report) ? plain.report : plain)
  const listed = Array.isArray(parsed.noteStatements) ? parsed.noteStatements : []
  const statements = listed.map((statement) => readStatement(statement, notes))
  const read = statements.filter((statement) => statement !== undefined)
  const subject = readSubject(parsed.noteSubject, notes)
  return Result.succeed({
    report,
    cites: readCitations(parsed.cites),
    statements,
    reading: new NoteReading({
      reader,
      ...(subject === undefined ? {} : { subject }),
      statements: read.slice(0, statementLimits.statements),
    }),
  })
}
