/** The read model: the referral lock in one place, and reports of every stored version. */
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Schema } from "effect"
import { femaleAnswers, maleAnswers } from "../analyst/ExampleAnswers.ts"
import { explainReport } from "../analyst/ExplainReport.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { noReading } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { ItemEvidence, ReportExplanation } from "../report/ReportExplanation.ts"
import { AnalysisId } from "./AnalysisStore.ts"
import { AnalystName } from "./HairAnalyst.ts"
import { lockedTipPlaceholder, type ReportRecord, readReport } from "./ReportReading.ts"
import { ReportView } from "./ReportView.ts"

const answers = femaleAnswers({
  environment: ["hard_water", "chlorinated", "humid_climate"],
  heat_tension: ["ponytails", "heat_weekly"],
  symptoms: ["none"],
})
const traced = traceRulesReport({ userName: "Ada", answers, textInputs: {}, reading: noReading })
const createdAt = DateTime.makeUnsafe("2026-11-30T09:00:00Z")

const record = (over: Partial<ReportRecord> = {}): ReportRecord => ({
  id: AnalysisId.make("10000000-0000-4000-8000-0000000000b1"),
  createdAt,
  results: traced.results,
  fallbackUsed: false,
  answers,
  textInputs: {},
  noteReading: noReading,
  analyst: new AnalystName({ provider: "rules", model: "strand-rules" }),
  reportVersion: 2,
  explanation: explainReport({
    report: traced.results,
    rules: traced,
    answers,
    otherLines: "provider",
  }),
  ...over,
})

const tips = traced.results.stylingBuildUp

describe("readReport", () => {
  it("sends two styling tips, and of the others only how many and their titles", () => {
    assert.isAtLeast(tips.length, 4)
    for (const referralCount of [0, 1, 2]) {
      const view = readReport(record(), { referralCount })
      assert.deepStrictEqual(view.aiResults.stylingBuildUp, tips.slice(0, 2))
      assert.strictEqual(view.lockedTips.count, tips.length - 2)
      assert.strictEqual(view.lockedTips.unlockAt, 3)
      // The rules' own short titles ("Hard-water build-up"), never the advice.
      assert.deepStrictEqual(
        view.lockedTips.titles,
        record()
          .explanation!.items.filter((i) => i.section === "stylingBuildUp" && i.index >= 2)
          .map((i) => i.title ?? ""),
      )
      assert.include(view.lockedTips.titles, "Humid days")
      const json = JSON.stringify(Schema.encodeSync(ReportView)(view))
      for (const tip of tips.slice(2)) assert.notInclude(json, tip)
      // Their evidence stays behind too.
      const styling = view.explanation.items.filter((i) => i.section === "stylingBuildUp")
      assert.deepStrictEqual(
        styling.map((i) => i.index),
        [0, 1],
      )
    }
  })

  it("gives every tip and its evidence from the third referral on", () => {
    const view = readReport(record(), { referralCount: 3 })
    assert.deepStrictEqual(view.aiResults.stylingBuildUp, tips)
    assert.strictEqual(view.lockedTips.count, 0)
    assert.deepStrictEqual(view.lockedTips.titles, [])
    assert.strictEqual(
      view.explanation.items.filter((i) => i.section === "stylingBuildUp").length,
      tips.length,
    )
  })

  it("names a locked tip without a title (an AI provider's) by its place", () => {
    const aiTips = ["Tip one.", "Tip two.", "A provider tip about scarves.", ...tips.slice(3)]
    const results = new AnalysisResults({ ...traced.results, stylingBuildUp: aiTips })
    const view = readReport(
      record({
        results,
        explanation: explainReport({
          report: results,
          rules: traced,
          answers,
          otherLines: "provider",
        }),
      }),
      { referralCount: 0 },
    )
    assert.strictEqual(view.lockedTips.titles[0], lockedTipPlaceholder(2))
    assert.strictEqual(view.lockedTips.titles[0], "Styling tip 3")
    assert.notInclude(JSON.stringify(view), "scarves")
  })

  it("says when to take the quiz again, counted from the report's date", () => {
    const view = readReport(record(), { referralCount: 0 })
    assert.strictEqual(view.explanation.retakeAfterWeeks, 6)
    assert.strictEqual(DateTime.formatIso(view.retakeOn), "2027-01-11T09:00:00.000Z")
  })

  it("offers the doctor's summary only when something needs a doctor", () => {
    assert.isFalse(readReport(record(), { referralCount: 0 }).offersDoctorSummary)
    const flagged = femaleAnswers({ symptoms: ["sudden_shedding"] })
    const rules = traceRulesReport({
      userName: "Ada",
      answers: flagged,
      textInputs: {},
      reading: noReading,
    })
    const view = readReport(
      record({
        answers: flagged,
        results: rules.results,
        reportVersion: 1,
        explanation: undefined,
      }),
      { referralCount: 0 },
    )
    assert.isTrue(view.offersDoctorSummary)
    assert.strictEqual(view.reportVersion, 1)
  })
})

/** A stored rules report for these answers, as `readReport` reads it. */
const storedFor = (over: Record<string, QuizAnswers[string]>, reading = noReading) => {
  const person = femaleAnswers(over)
  const rules = traceRulesReport({ userName: "Ada", answers: person, textInputs: {}, reading })
  return record({
    answers: person,
    results: rules.results,
    noteReading: reading,
    explanation: explainReport({
      report: rules.results,
      rules,
      answers: person,
      otherLines: "provider",
    }),
  })
}

describe("the lock hides general styling tips only", () => {
  it("never hides a safety tip or a tip that answers what the person reported", () => {
    // Edges breaking under braids and ponytails, in a humid, hard-water city.
    const stored = storedFor({
      hair_texture: "coily",
      heat_tension: ["braids_extensions", "ponytails"],
      environment: ["humid_climate", "hard_water", "air_pollutants"],
      symptoms: ["broken_edges"],
    })
    const view = readReport(stored, { referralCount: 0 })
    const shown = view.aiResults.stylingBuildUp.join("\n")
    assert.match(shown, /Protective styles protect only when light/)
    assert.match(shown, /Change where you tie your hair/)
    assert.match(shown, /[Tt]wist-outs, loose buns and puffs/)
    assert.notInclude(view.lockedTips.titles, "Low-tension styles for coils")
    assert.notInclude(view.lockedTips.titles, "How long to keep protective styles in")
    assert.notInclude(view.lockedTips.titles, "Where you tie your hair")
    // General tips beyond the first two stay locked, and only they do.
    assert.isAbove(view.lockedTips.count, 0)
    assert.include(view.lockedTips.titles, "City pollution")
    // The shown tips keep their evidence, numbered as they are shown.
    const styling = view.explanation.items.filter((item) => item.section === "stylingBuildUp")
    assert.deepStrictEqual(
      styling.map((item) => item.index),
      view.aiResults.stylingBuildUp.map((_, index) => index),
    )
  })

  it("shows the razor-bump tip to the man who reported bumps, and locks it for one who did not", () => {
    const man = (symptoms: ReadonlyArray<string>) => {
      const answers = maleAnswers({
        hair_texture_male: "coily",
        hair_length_male: "very_short",
        facial_hair_male: "none",
        scalp_condition_male: ["oily"],
        environment: ["hard_water"],
        symptoms_male: [...symptoms],
        styling_products_male: ["gel_mousse"],
      })
      const rules = traceRulesReport({
        userName: "Ade",
        answers,
        textInputs: {},
        reading: noReading,
      })
      return readReport(
        record({
          answers,
          results: rules.results,
          explanation: explainReport({
            report: rules.results,
            rules,
            answers,
            otherLines: "provider",
          }),
        }),
        { referralCount: 0 },
      )
    }
    const bumps = man(["scalp_pimples"])
    assert.match(bumps.aiResults.stylingBuildUp.join("\n"), /razor bumps/)
    assert.notInclude(bumps.lockedTips.titles, "Shaving and razor bumps")
    const none = man(["none"])
    assert.notMatch(none.aiResults.stylingBuildUp.join("\n"), /razor bumps/)
    assert.include(none.lockedTips.titles, "Shaving and razor bumps")
  })

  it("locks nothing, and says so, when no general tip is past the first two", () => {
    const view = readReport(storedFor({ hair_texture: "straight" }), { referralCount: 0 })
    assert.strictEqual(view.lockedTips.count, 0)
    assert.deepStrictEqual(view.lockedTips.titles, [])
  })

  it("reads a report stored before tips said whether they lock by the tip's rule", () => {
    const stored = storedFor({
      hair_texture: "coily",
      heat_tension: ["braids_extensions"],
      environment: ["humid_climate", "hard_water", "air_pollutants", "chlorinated"],
    })
    const unmarked = new ReportExplanation({
      ...stored.explanation!,
      items: stored.explanation!.items.map(
        ({ lockable: _lockable, ...item }) => new ItemEvidence(item),
      ),
    })
    const view = readReport({ ...stored, explanation: unmarked }, { referralCount: 0 })
    assert.match(view.aiResults.stylingBuildUp.join("\n"), /Protective styles protect only/)
    assert.isAbove(view.lockedTips.count, 0)
  })
})
