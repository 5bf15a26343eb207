import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { femaleAnswers, maleAnswers } from "../analyst/ExampleAnswers.ts"
import { explainReport } from "../analyst/ExplainReport.ts"
import { noReading } from "../notes/testing/Readings.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { genericLineCap } from "./CheckedDraft.ts"
import { providerReport } from "./ProviderReport.ts"
import {
  aiAnswerFor,
  aiReportFor,
  citationsFor,
  driftingLines,
  driftingReportFor,
  reassuringLine,
  reassuringReportFor,
} from "./testing/AiReports.ts"

const requestFor = (answers: QuizAnswers, textInputs: TextInputs = {}) => ({
  userName: "Sam",
  answers,
  textInputs,
  reading: noReading,
})

/** A curly-haired woman who washes weekly and has a flaking scalp. */
const curlyFlaking = requestFor(
  femaleAnswers({
    hair_texture: "curly",
    wash_frequency: "weekly",
    scalp_condition: ["itchy_flaky"],
    symptoms: ["persistent_flaking"],
  }),
)
/** A man with short straight hair. */
const shortStraight = requestFor(maleAnswers({}))

const written = (draft: unknown, request = curlyFlaking) => {
  const result = providerReport(draft, request, "test/model")
  if (Result.isFailure(result)) throw new Error(`rejected: ${result.failure.message}`)
  return result.success
}
const rejected = (draft: unknown, request = curlyFlaking) => {
  const result = providerReport(draft, request, "test/model")
  if (Result.isSuccess(result)) throw new Error("the report was given")
  return result.failure
}

describe("a provider's report, checked against the person", () => {
  it("gives a report that contradicts nobody, each line with the facts it cites", () => {
    const report = written(JSON.stringify(aiAnswerFor("Sam", { cites: ["A3", "a1", "Z9"] })))
    assert.deepStrictEqual(report.dropped, [])
    assert.strictEqual(report.results.doingWell[0], aiReportFor("Sam").doingWell[0])
    const explanation = explainReport({
      report: report.results,
      rules: report.floor.traced,
      answers: curlyFlaking.answers,
      otherLines: "provider",
      cited: report.cited,
    })
    const doingWell = explanation.items.find((item) => item.section === "doingWell")
    assert.strictEqual(doingWell?.writtenBy, "provider")
    // A3 and A1, as the quiz asked them and she answered; an id that names no fact is no reason.
    assert.deepStrictEqual(
      doingWell?.triggers.map((trigger) => [trigger.question, trigger.answer]),
      [
        ["How does your scalp usually feel?", "Itchy or flaky"],
        ["Which best describes you?", "Female"],
      ],
    )
    assert.deepStrictEqual(doingWell?.sources, [])
  })

  it("drops the lines that contradict a man with short straight hair and keeps the rest", () => {
    const report = written(aiAnswerFor("Sam", { report: driftingReportFor("Sam") }), shortStraight)
    assert.deepStrictEqual(
      report.dropped.map((line) => [line.section, line.reason, line.text]),
      [
        ["routineSnapshot", "texture", driftingLines.wavy],
        ["weeklyRhythm", "texture", `Friday: ${driftingLines.waves}`],
        ["stylingBuildUp", "length", driftingLines.detangling],
      ],
    )
    assert.notInclude(report.results.routineSnapshot, driftingLines.wavy)
    assert.include(report.results.routineSnapshot, "the AI wrote this plan")
    assert.notInclude(report.results.stylingBuildUp, driftingLines.detangling)
    assert.include(report.results.doingWell, driftingLines.fewTimesAWeek)
  })

  it("gives the rules' report instead when more than a quarter of the lines contradict her", () => {
    const failure = rejected(aiAnswerFor("Sam", { report: driftingReportFor("Sam") }))
    assert.strictEqual(failure._tag, "RejectedAnswer")
    if (failure._tag !== "RejectedAnswer") return
    assert.strictEqual(failure.reason, "Contradicted")
    assert.sameMembers(
      failure.dropped.map((line) => line.check),
      ["texture:wavy", "texture:wavy", "texture:wavy", "wash:frequent", "scalp:balanced"],
    )
  })

  it("always drops reassurance beside a red flag, and past the threshold gives the rules'", () => {
    const once = aiReportFor("Sam")
    const report = written(
      aiAnswerFor("Sam", { report: { ...once, doingWell: [...once.doingWell, reassuringLine] } }),
    )
    assert.deepStrictEqual(
      report.dropped.map((line) => line.reason),
      ["reassurance"],
    )
    assert.notInclude(report.results.doingWell, reassuringLine)

    const failure = rejected(aiAnswerFor("Sam", { report: reassuringReportFor("Sam") }))
    assert.strictEqual(failure._tag === "RejectedAnswer" && failure.reason, "Contradicted")
  })

  it(`keeps at most ${genericLineCap} lines that cite nothing of the person`, () => {
    const report = aiReportFor("Sam")
    const general = new Set([...report.stylingBuildUp, ...report.productTexture.applicationZones])
    const cites = citationsFor(report, (text) => (general.has(text) ? [] : ["A1"]))
    const given = written({ ...aiAnswerFor("Sam"), cites })
    // Page order: the two zones, then the first tip; the other tips go, and the rules' fill in.
    assert.deepStrictEqual(
      given.dropped.map((line) => [line.reason, line.text]),
      report.stylingBuildUp.slice(1).map((tip) => ["generic", tip]),
    )
    assert.include(given.results.stylingBuildUp, report.stylingBuildUp[0])
    assert.notInclude(given.results.stylingBuildUp, report.stylingBuildUp[1])
    // A red flag that cites nothing is still a safety line: kept.
    assert.include(given.results.redFlags, report.redFlags[0])
  })

  it("reads a report alone (a server that ignored the schema) with every line uncited", () => {
    const failure = rejected(JSON.stringify(aiReportFor("Sam")))
    assert.strictEqual(failure._tag === "RejectedAnswer" && failure.reason, "InvalidResponse")
    assert.isTrue(
      failure._tag === "RejectedAnswer" && failure.dropped.every((l) => l.reason === "generic"),
    )
  })
})

describe("the provider's reading of the notes", () => {
  const notes = { health_notes: "I found a round bald patch on my crown last week." }
  const request = requestFor(femaleAnswers({}), notes)
  const statement = {
    kind: "bald_patches",
    value: null,
    amount: null,
    subject: "writer",
    subjectWords: null,
    time: "now",
    monthsAgo: null,
    negated: false,
    hypothetical: false,
    note: "health_notes",
    words: "a round bald patch",
  }

  it("adds what Strand's reader missed: the union is what the floor and the facts are", () => {
    const report = written(
      aiAnswerFor("Sam", {
        noteStatements: [
          statement,
          // words the person never wrote, and a note they never typed: not read
          { ...statement, kind: "scaly_plaques", words: "silvery plaques" },
          { ...statement, note: "texture_notes" },
        ],
      }),
      request,
    )
    assert.deepStrictEqual(
      report.reading.statements.map((s) => [s.kind, s.words, s.note]),
      [["bald_patches", "a round bald patch", "health_notes"]],
    )
    assert.strictEqual(report.reading.reader, "none+test/model")
    assert.match(report.results.redFlags[0] ?? "", /bald patches/i)
    assert.isTrue(report.floor.facts.symptoms.has("round_patches"))
  })

  it("lets a line cite the provider's own statement, quoted as the person wrote it", () => {
    const answer = aiAnswerFor("Sam", { noteStatements: [statement], cites: ["P1"] })
    const report = written(answer, request)
    const explanation = explainReport({
      report: report.results,
      rules: report.floor.traced,
      answers: request.answers,
      otherLines: "provider",
      cited: report.cited,
    })
    const avoid = explanation.items.find((item) => item.section === "avoidForNow")
    assert.deepStrictEqual(
      avoid?.triggers.map((t) => [t.answer, t.typed]),
      [["a round bald patch", true]],
    )
  })
})
