/** The doctor's summary reads as signs, in words a doctor can read without the quiz beside them. */
import { assert, describe, it } from "@effect/vitest"
import { DateTime } from "effect"
import { femaleAnswers, maleAnswers } from "../analyst/ExampleAnswers.ts"
import { explainReport } from "../analyst/ExplainReport.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingAbout, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { doctorSummary } from "./DoctorSummary.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { aiReportFor } from "./testing/AiReports.ts"

const summaryOf = (answers: QuizAnswers, noteReading: NoteReading = noReading) =>
  doctorSummary(
    {
      createdAt: DateTime.makeUnsafe("2026-11-30T09:00:00Z"),
      answers,
      textInputs: {},
      noteReading,
      explanation: { startHere: [] },
    },
    { name: "Ada" },
  )

describe("the doctor's summary", () => {
  it("leaves out a note that tells of someone hurting the person: the page may be seen by them", () => {
    const text = "my boyfriend grabs my hair when hes angry"
    const summary = doctorSummary(
      {
        createdAt: DateTime.makeUnsafe("2026-11-30T09:00:00Z"),
        answers: femaleAnswers({ answers_about: "me" }),
        textInputs: { health_notes: text, texture_notes: "4c, box braids" },
        noteReading: readingOf({
          kind: "hurt_by_someone",
          note: "health_notes",
          words: "grabs my hair",
        }),
        explanation: { startHere: [] },
      },
      { name: "Ada" },
    )
    const typed = summary.typed.map((note) => note.text)
    assert.notInclude(typed.join(" "), "boyfriend")
    assert.include(typed, "4c, box braids")
    assert.include(typed.join(" "), "I will tell the doctor in person")
  })

  it("lists the signs chosen and leaves out answers that report nothing to see", () => {
    const { signs } = summaryOf(
      femaleAnswers({ symptoms: ["round_patches", "none"], scalp_condition: ["normal"] }),
    )
    assert.deepStrictEqual(signs, ["Round, smooth bald patches"])
  })

  it("marks a scalp sign ticked that the notes take back, as it does a symptom", () => {
    const { signs } = summaryOf(
      femaleAnswers({ scalp_signs: ["sore_not_healing"], scalp_condition: ["normal"] }),
      readingOf({ kind: "non_healing_sore", negated: true, words: "ignore the sore tick" }),
    )
    assert.include(signs.join(" "), "hasn't healed in 4 weeks (ticked, but my notes say not now)")
  })

  it("keeps a sign a person chose beside the scalp's feel", () => {
    const { signs } = summaryOf(
      femaleAnswers({ symptoms: ["sudden_shedding"], scalp_condition: ["itchy_flaky"] }),
    )
    assert.deepStrictEqual(signs, ["A sudden increase in shedding", "Itchy or flaky"])
  })

  it("gives a man's answers whose labels need it their question", () => {
    const { signs } = summaryOf(
      maleAnswers({
        scalp_issues_male: "mild",
        hairline_changes_male: "noticeable",
        scalp_condition_male: ["normal"],
      }),
    )
    assert.isFalse(signs.includes("Now and then, and mild"))
    assert.include(signs, "Scalp flare-ups: Now and then, and mild")
    assert.include(
      signs,
      "Changes at the hairline or crown: Noticeable recession or thinning at the crown",
    )
    assert.isFalse(signs.includes("Comfortable and balanced"))
  })
})

describe("who the summary is about", () => {
  it("names the person, their age band and sex", () => {
    const summary = summaryOf(femaleAnswers({ answers_about: "me", age_band: "45_54" }))
    assert.strictEqual(summary.patient, "Me, aged 45 to 54, female")
    assert.isFalse(summary.answeredForSomeoneElse)
  })

  it("names a child as the patient, from the quiz or from the notes", () => {
    const asked = summaryOf(maleAnswers({ answers_about: "my_child", age_band: "under_12" }))
    assert.strictEqual(asked.patient, "My child, aged under 12, male")
    assert.isTrue(asked.answeredForSomeoneElse)
    const noted = summaryOf(
      femaleAnswers({}),
      readingAbout({ who: "child", age: 8, words: "my daughter, she is 8" }),
    )
    assert.strictEqual(noted.patient, "My child, aged under 12, female")
  })

  it("lists medicines ticked and those named in the notes", () => {
    const { medicines } = summaryOf(
      femaleAnswers({ medicines: ["thyroid_medicine"] }),
      readingOf({ kind: "medicine", value: "breast_cancer_tablets", words: "letrozole" }),
    )
    assert.deepStrictEqual(medicines, [
      "Thyroid medicine (such as levothyroxine)",
      'Breast-cancer tablets (tamoxifen, letrozole, anastrozole, exemestane): "letrozole", named in my notes',
    ])
  })

  it("names a medicine stopped, and a chemical service the notes name", () => {
    const summary = summaryOf(
      femaleAnswers({}),
      readingOf(
        { kind: "medicine", value: "retinoid", time: "past", words: "roaccutane" },
        { kind: "chemical_service", value: "colour", time: "past", words: "box dye on saturday" },
      ),
    )
    assert.include(
      summary.medicines,
      'Isotretinoin (Roaccutane) or another retinoid tablet: "roaccutane", stopped, named in my notes',
    )
    assert.include(summary.productsAndServices, 'From my notes: "box dye on saturday"')
  })

  it("prints a sign told this week as now, and one told long ago not at all", () => {
    const { signs } = summaryOf(
      femaleAnswers({}),
      readingOf(
        {
          kind: "racing_heart",
          time: "past",
          monthsAgo: 0.2,
          words: "heart keeps doing a flutter",
        },
        { kind: "night_sweats", time: "past", monthsAgo: 24, words: "night sweats" },
      ),
    )
    const fromNotes = signs.find((line) => line.startsWith("From my notes")) ?? ""
    assert.include(fromNotes, "racing")
    assert.notInclude(fromNotes, "sweats")
  })

  it("adds the scalp signs, diet and a recent illness", () => {
    const summary = summaryOf(
      femaleAnswers({
        scalp_signs: ["sore_not_healing"],
        diet_iron: ["heavy_periods"],
        recent_illness: "6_weeks_4_months",
      }),
    )
    assert.include(
      summary.signs,
      "A sore, scab or spot that bleeds, crusts or hasn't healed in 4 weeks",
    )
    assert.include(summary.background, "Heavy periods")
    assert.isTrue(summary.background.some((line) => line.endsWith("Yes, 6 weeks to 4 months ago")))
  })
})

describe("what the report suggested", () => {
  const patches = femaleAnswers({ symptoms: ["round_patches"] })
  const rules = traceRulesReport({
    userName: "Ada",
    answers: patches,
    textInputs: {},
    reading: noReading,
  })
  /** An AI provider's report, with the rules' red flags put back first as the floor does. */
  const aiReport = normaliseResults({
    ...aiReportFor("Ada"),
    redFlags: [...rules.results.redFlags, ...aiReportFor("Ada").redFlags],
  })
  const suggestedIn = (report: AnalysisResults, otherLines: "provider" | "unknown") => {
    const explanation = explainReport({ report, rules, answers: patches, otherLines })
    const summary = doctorSummary(
      {
        createdAt: DateTime.makeUnsafe("2026-11-30T09:00:00Z"),
        answers: patches,
        textInputs: {},
        noteReading: noReading,
        explanation,
      },
      { name: "Ada" },
    )
    return { suggested: summary.suggested, first: explanation.startHere[0] }
  }

  it("is the first thing the report's Start here says, whoever wrote the report, naming no condition", () => {
    for (const report of [rules.results, aiReport]) {
      const { suggested, first } = suggestedIn(
        report,
        report === rules.results ? "unknown" : "provider",
      )
      assert.isTrue(first?.urgent)
      assert.strictEqual(suggested, first?.change)
      assert.match(suggested ?? "", /bald patches/i)
      // The red flag itself names what it may be; the page for the doctor never does.
      assert.match(report.redFlags[0] ?? "", /alopecia/i)
      assert.notMatch(suggested ?? "", /alopecia/i)
    }
  })
})
