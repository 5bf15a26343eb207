/**
 * The checks that hold a report to one routine plan: each catches the pair
 * of lines an outside review found, in a report written by anyone (here a
 * rules report with one line changed, as an AI provider might write it),
 * and the rule engine's own report for the same person is free of it.
 */
import { assert, describe, it } from "@effect/vitest"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import {
  AnalysisResults,
  ProductSuggestion,
  ProductTexture,
  RhythmDay,
} from "../report/AnalysisResults.ts"
import { femaleAnswers } from "./ExampleAnswers.ts"
import { checkReportConsistency } from "./ReportConsistency.ts"
import { sectionText } from "./ReportText.ts"
import { traceRulesReport } from "./RulesReport.ts"

const report = (answers: QuizAnswers, reading: NoteReading = noReading) => {
  const { results, trace } = traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading })
  return { results, facts: trace.profile }
}

type Product = { title: string; ingredients: string; usage: string }

const withProduct = (r: AnalysisResults, product: Product) =>
  new AnalysisResults({
    ...r,
    productTexture: new ProductTexture({
      ...r.productTexture,
      products: [...r.productTexture.products, new ProductSuggestion(product)],
    }),
  })

const checksFound = (r: AnalysisResults, facts: ReturnType<typeof report>["facts"]) =>
  checkReportConsistency(r, facts).map((c) => c.check)

describe("one plan across sections", () => {
  it("a scalp cleanse every 1 to 2 weeks in the snapshot beside every week in the rhythm", () => {
    const { results, facts } = report(
      femaleAnswers({ hair_texture: "coily", heat_tension: ["sew_ins"], wash_frequency: "weekly" }),
    )
    assert.match(sectionText(results, "rhythm"), /^Every week while the sew-in is in/m)
    assert.notInclude(checksFound(results, facts), "step-given-two-intervals")
    const snapshot = results.routineSnapshot.replace(
      /a scalp cleanse once a week/,
      "a scalp cleanse every 1 to 2 weeks",
    )
    assert.notStrictEqual(snapshot, results.routineSnapshot)
    const edited = new AnalysisResults({ ...results, routineSnapshot: snapshot })
    assert.include(checksFound(edited, facts), "step-given-two-intervals")
  })

  it("protein spacing praised, then protein every 2 to 4 weeks", () => {
    const { results, facts } = report(
      femaleAnswers({
        hair_texture: "kinky",
        hair_state: ["relaxed"],
        products_used: { protein_treatment: "monthly" },
      }),
    )
    assert.match(results.doingWell.join("\n"), /a month or more apart/)
    assert.notInclude(checksFound(results, facts), "step-given-two-intervals")
    const more = withProduct(results, {
      title: "Light protein treatment",
      ingredients: "Hydrolysed keratin",
      usage: "Every 2 to 4 weeks; space it out if hair feels stiff.",
    })
    assert.include(checksFound(more, facts), "step-given-two-intervals")
  })

  it("glycerin warned against in humid air, then a glycerin leave-in", () => {
    const { results, facts } = report(
      femaleAnswers({ hair_texture: "curly", porosity: "low", environment: ["humid_climate"] }),
    )
    assert.match(results.stylingBuildUp.join("\n"), /humid air, products high in glycerin/)
    assert.notMatch(sectionText(results, "products"), /glycerin or/i)
    assert.notInclude(checksFound(results, facts), "glycerin-warned-and-suggested")
    const glycerin = withProduct(results, {
      title: "Moisturising leave-in",
      ingredients: "Water, glycerin, aloe",
      usage: "On damp hair after washing.",
    })
    assert.include(checksFound(glycerin, facts), "glycerin-warned-and-suggested")
  })

  it("conditioner inside locs beside residue-free loc care", () => {
    const { results, facts } = report(
      femaleAnswers({
        hair_texture: "coily",
        hair_state: ["locs"],
        loc_type: "coil",
        loc_age: "mature",
        retwist_frequency: "monthly",
        shampoo_choice: "cowash",
      }),
    )
    assert.match(sectionText(results, "products"), /Residue-free shampoo for locs/)
    assert.match(results.avoidForNow.join("\n"), /^Co-washing your locs/m)
    assert.notInclude(checksFound(results, facts), "conditioner-in-locs")
    const cowash = withProduct(results, {
      title: "Co-wash between washes",
      ingredients: "Cationic conditioners",
      usage: "Work through the locs between shampoos.",
    })
    assert.include(checksFound(cowash, facts), "conditioner-in-locs")
  })

  it("stop lightening, then a bond builder mixed into every lightening service", () => {
    const { results, facts } = report(
      femaleAnswers({ hair_state: ["bleached"], heat_tension: ["heat_weekly"] }),
      readingOf({ kind: "over_processed", note: "texture_notes", words: "gummy" }),
    )
    assert.match(results.avoidForNow.join("\n"), /any more lightening/)
    assert.notMatch(sectionText(results, "products"), /lightening service/)
    assert.notInclude(checksFound(results, facts), "bond-builder-for-stopped-lightening")
    const mixed = withProduct(results, {
      title: "Bond-building treatment",
      ingredients: "Bond builders",
      usage: "Mixed into every lightening service.",
    })
    assert.include(checksFound(mixed, facts), "bond-builder-for-stopped-lightening")
  })

  it("co-washing praised, then shampoo twice a week", () => {
    const { results, facts } = report(
      femaleAnswers({ hair_texture: "curly", shampoo_choice: "cowash", wash_frequency: "weekly" }),
    )
    assert.match(results.doingWell.join("\n"), /^Co-washing between shampoos/m)
    assert.match(results.routineSnapshot, /co-washing in between/)
    assert.notInclude(checksFound(results, facts), "cowash-praised-beside-frequent-shampoo")
    const twice = new AnalysisResults({
      ...results,
      routineSnapshot: results.routineSnapshot.replace(
        /the plan keeps washing once a week/,
        "the plan keeps washing twice a week",
      ),
    })
    assert.include(checksFound(twice, facts), "cowash-praised-beside-frequent-shampoo")
  })

  it("daily swimming with wash twice a week and no rinse after each swim", () => {
    const { results, facts } = report(
      femaleAnswers({ hair_texture: "curly", swimming: "several_weekly" }),
    )
    assert.match(results.routineSnapshot, /eases you to twice a week/)
    assert.match(sectionText(results, "rhythm"), /^After every swim: [^\n]*rinse and condition/m)
    assert.notInclude(checksFound(results, facts), "swimmer-without-rinse")
    const noRinse = new AnalysisResults({
      ...results,
      weeklyRhythm: results.weeklyRhythm
        .filter((day) => !/swim/i.test(day.day))
        .map((day) => new RhythmDay(day)),
    })
    assert.include(checksFound(noRinse, facts), "swimmer-without-rinse")
  })
})
