/**
 * The report that explains itself: every line's rule, the answers
 * behind it in the person's words and its sources; provider lines marked and
 * never given a source; "Start here", the timelines and the retake date.
 */
import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { applySafetyFloor, rulesFloor } from "../analysis/SafetyFloor.ts"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { ReportExplanation } from "../report/ReportExplanation.ts"
import { quotedWordsMax } from "./AnswerWords.ts"
import { femaleAnswers, maleAnswers } from "./ExampleAnswers.ts"
import { explainReport } from "./ExplainReport.ts"
import { deriveHairProfile } from "./HairProfile.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { traceRulesReport } from "./RulesReport.ts"
import { type SourceKey, sources } from "./Sources.ts"
import { lifeEventsOf, timelineRules } from "./Timelines.ts"

const explainRules = (answers: QuizAnswers, reading: NoteReading = noReading) => {
  const rules = traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading })
  return {
    rules,
    explained: explainReport({ report: rules.results, rules, answers, otherLines: "provider" }),
  }
}

/** Triggers as plain data, to compare with object literals. */
const plain = (triggers: ReadonlyArray<object> | undefined) =>
  (triggers ?? []).map((trigger) => ({ ...trigger }))

const itemsOf = (explained: ReportExplanation, section: string) =>
  explained.items.filter((item) => item.section === section)

describe("explainReport on the rule engine's own reports", () => {
  it("explains every line of 400 random quiz walks: a rule, an answer behind it, a source", () => {
    const random = seededRandom(1313)
    for (let walk = 0; walk < 400; walk++) {
      const quiz = randomValidAnswers(random)
      const { rules, explained } = explainRules(quiz.answers, quiz.reading)
      const lines =
        3 +
        rules.results.doingWell.length +
        rules.results.avoidForNow.length +
        rules.results.weeklyRhythm.length +
        rules.results.productTexture.applicationZones.length +
        rules.results.productTexture.products.length +
        rules.results.stylingBuildUp.length +
        rules.results.scienceNotes.length +
        rules.results.redFlags.length -
        1
      assert.strictEqual(explained.items.length, lines)
      for (const item of explained.items) {
        const where = `${item.section}[${item.index}] ${item.rule} (walk ${walk})`
        assert.strictEqual(item.writtenBy, "rules", where)
        assert.isDefined(item.rule, where)
        assert.isAbove(item.triggers.length, 0, where)
        assert.isAbove(item.sources.length, 0, where)
        for (const source of item.sources) {
          assert.property(sources, source.key, where)
          assert.strictEqual(source.kind, sources[source.key as SourceKey].kind, where)
        }
      }
      // What is stored is what the schema reads back.
      const encoded = Schema.encodeSync(ReportExplanation)(explained)
      assert.deepStrictEqual(Schema.decodeSync(ReportExplanation)(encoded), explained)
    }
  }, 120_000)

  it("names the answers in the person's words: the quiz's question and the option they chose", () => {
    const { explained } = explainRules(
      femaleAnswers({
        wash_frequency: "daily",
        environment: ["chlorinated"],
        hair_texture: "curly",
      }),
    )
    const swim = explained.items.find((item) => item.rule === "swim-days")
    assert.deepInclude(plain(swim?.triggers), {
      question: "Does any of this apply to you?",
      answer: "Swimming in chlorinated pools",
    })
    const wash = explained.items.find((item) => item.rule === "daily-wash-textured")
    assert.strictEqual(wash?.triggers[0]?.question, "How often is your hair washed?")
    assert.strictEqual(wash?.triggers[0]?.answer, "Every day")
  })

  it("quotes the words of a note that counted, and only a short phrase of them", () => {
    const { explained } = explainRules(
      femaleAnswers({ symptoms: ["none"] }),
      readingOf({ kind: "bald_patches", words: "round bald patch" }),
    )
    const flag = explained.items.find((item) => item.rule === "round-patches")
    assert.deepInclude(plain(flag?.triggers), {
      question: "Anything else we should know?",
      answer: "round bald patch",
      typed: true,
    })
    const long = explainRules(
      femaleAnswers({}),
      readingOf({
        kind: "family_history",
        subject: "relative",
        subjectWords: "my dad",
        words: `my dad ${"and his brothers and my grandad and ".repeat(4)}went bald early`.slice(
          0,
          80,
        ),
      }),
    ).explained
    for (const item of long.items)
      for (const trigger of item.triggers)
        if (trigger.typed === true) assert.isAtMost(trigger.answer.length, quotedWordsMax)
  })

  it("gives a locked styling tip a short title to show in its place", () => {
    const { explained } = explainRules(
      femaleAnswers({ environment: ["hard_water", "chlorinated", "humid_climate"] }),
    )
    for (const tip of itemsOf(explained, "stylingBuildUp")) {
      assert.isDefined(tip.title, tip.rule)
      assert.isBelow(tip.title!.length, 50, tip.rule)
    }
  })
})

describe("explainReport on an AI provider's report", () => {
  const answers = femaleAnswers({
    hair_texture: "coily",
    symptoms: ["persistent_flaking"],
    scalp_condition: ["itchy_flaky"],
  })
  const floor = rulesFloor({ userName: "Sam", answers, textInputs: {}, reading: noReading })
  const draft = new AnalysisResults({
    ...floor.report,
    routineSnapshot:
      "Sam, your coils need moisture and a calm scalp; here is a week that gives both.",
    doingWell: ["Keeping a regular wash day for your coils."],
    scienceNotes: [floor.report.scienceNotes[0]!, "Coils bend, so oils travel down them slowly."],
    stylingBuildUp: ["Refresh with water and a light leave-in between wash days."],
    redFlags: ["Sores that do not heal: see a GP."],
  })
  const report = applySafetyFloor(draft, floor.report, floor.lines)
  const traced = traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading: noReading })
  const explained = explainReport({ report, rules: traced, answers, otherLines: "provider" })

  it("keeps the evidence of the rule engine's red flags and the tips it guarantees", () => {
    const flags = itemsOf(explained, "redFlags")
    assert.strictEqual(flags.length, report.redFlags.length)
    const ruleFlags = flags.slice(0, floor.report.redFlags.length)
    for (const flag of ruleFlags) {
      assert.strictEqual(flag.writtenBy, "rules")
      assert.isAbove(flag.sources.length, 0)
    }
    const tips = itemsOf(explained, "stylingBuildUp")
    assert.strictEqual(tips[0]?.writtenBy, "provider")
    for (const tip of tips.slice(1)) assert.strictEqual(tip.writtenBy, "rules", tip.rule)
  })

  it("marks the provider's own lines as its own, with no source and no reasons made up", () => {
    const own = [
      itemsOf(explained, "doingWell")[0],
      itemsOf(explained, "scienceNotes")[1],
      itemsOf(explained, "redFlags").at(-1),
      itemsOf(explained, "routineSnapshot")[0],
    ]
    for (const item of own) {
      assert.strictEqual(item?.writtenBy, "provider", item?.section)
      assert.deepStrictEqual(item?.sources, [])
      assert.deepStrictEqual(item?.triggers, [])
      assert.isUndefined(item?.rule)
    }
    // A line the provider kept word for word is the rule's, with its evidence.
    assert.strictEqual(itemsOf(explained, "scienceNotes")[0]?.writtenBy, "rules")
  })
})

describe("an old report explained when it is read", () => {
  it("gives today's evidence only to lines today's rule engine says word for word", () => {
    const answers = femaleAnswers({ wash_frequency: "daily" })
    const traced = traceRulesReport({
      userName: "Sam",
      answers,
      textInputs: {},
      reading: noReading,
    })
    const old = new AnalysisResults({
      ...traced.results,
      avoidForNow: ["Washing every day: an older engine's wording.", ...traced.results.avoidForNow],
    })
    const explained = explainReport({ report: old, rules: traced, answers, otherLines: "unknown" })
    const avoid = itemsOf(explained, "avoidForNow")
    assert.strictEqual(avoid[0]?.writtenBy, "unknown")
    assert.deepStrictEqual(avoid[0]?.sources, [])
    for (const item of avoid.slice(1)) assert.strictEqual(item.writtenBy, "rules")
  })
})

describe("start here", () => {
  it("puts a red flag first, then at most two more changes, each with a one-line why", () => {
    const { explained } = explainRules(
      femaleAnswers({
        symptoms: ["round_patches", "persistent_flaking"],
        scalp_condition: ["itchy_flaky"],
        hair_state: ["bleached"],
        wash_frequency: "daily",
      }),
    )
    const [first, ...rest] = explained.startHere
    assert.strictEqual(
      first?.change,
      "Book a dermatologist within 1 to 2 weeks for the bald patches",
    )
    assert.isTrue(first?.urgent)
    assert.isAtMost(rest.length, 2)
    for (const item of explained.startHere) {
      assert.notInclude(item.why, "\n")
      assert.isBelow(item.why.length, 160)
    }
    for (const item of rest) assert.isFalse(item.urgent)
  })

  it("says to keep the routine as it is when nothing in the answers asks for a change", () => {
    const { explained } = explainRules(maleAnswers({}))
    assert.deepStrictEqual(
      explained.startHere.map((item) => item.change),
      ["Keep your routine as it is"],
    )
  })

  it("leads with the priorities when nothing needs a doctor, and never repeats one", () => {
    const random = seededRandom(7)
    for (let walk = 0; walk < 300; walk++) {
      const quiz = randomValidAnswers(random)
      const { explained, rules } = explainRules(quiz.answers, quiz.reading)
      const changes = explained.startHere.map((item) => item.change)
      // Never empty: with nothing to change, it says to keep the routine as it is.
      assert.isAtLeast(changes.length, 1)
      assert.isAtMost(changes.length, 3)
      assert.strictEqual(new Set(changes).size, changes.length)
      const urgent = explained.startHere.filter((item) => item.urgent)
      assert.isAtMost(urgent.length, 1)
      if (urgent.length === 1) assert.isTrue(explained.startHere[0]?.urgent)
      // One visit, one timing: after a first change that sends to a doctor, no slower referral.
      const doctor = /\b(GP|dermatologist|doctor|clinic)\b/
      if (doctor.test(changes[0] ?? ""))
        for (const change of changes.slice(1)) assert.notMatch(change, doctor)
      // A reported finding is a red flag the report lists first.
      if (urgent.length === 0) assert.notMatch(rules.trace.redFlags[0] ?? "", /^(painful|round)/)
    }
    const calm = explainRules(
      femaleAnswers({ environment: ["hard_water"], wash_frequency: "daily" }),
    )
    assert.isFalse(calm.explained.startHere.some((item) => item.urgent))
    assert.include(
      calm.explained.startHere.map((item) => item.change),
      "Wash twice a week",
    )
  }, 60_000)

  it("does not tell an AI report's reader to change wash days the rule engine planned", () => {
    const answers = femaleAnswers({ wash_frequency: "daily", environment: ["hard_water"] })
    const traced = traceRulesReport({
      userName: "Sam",
      answers,
      textInputs: {},
      reading: noReading,
    })
    const report = new AnalysisResults({
      ...traced.results,
      weeklyRhythm: [{ day: "Sunday", activity: "Wash and condition." }],
    })
    const explained = explainReport({ report, rules: traced, answers, otherLines: "provider" })
    assert.notInclude(
      explained.startHere.map((item) => item.change),
      "Wash twice a week",
    )
  })
})

describe("timelines", () => {
  it("gives antifungal care 2 to 4 weeks and a doctor after 4 to 8, and the retake at 8 weeks", () => {
    const { explained } = explainRules(
      femaleAnswers({ scalp_condition: ["itchy_flaky"], symptoms: ["persistent_flaking"] }),
    )
    const flakes = explained.timelines.find((t) => t.concern === "Flakes and itch")
    assert.match(flakes?.expect ?? "", /2 to 4 weeks/)
    assert.match(flakes?.ifNot ?? "", /4 to 8 weeks/)
    assert.deepStrictEqual(
      flakes?.sources.map((s) => s.key),
      ["AAD-D", "SD-AFP"],
    )
    assert.strictEqual(explained.retakeAfterWeeks, 8)
  })

  it("always says when a new routine shows, and retakes after 6 weeks when nothing is slower", () => {
    const { explained } = explainRules(maleAnswers({}))
    assert.deepStrictEqual(
      explained.timelines.map((t) => t.concern),
      ["Your new routine"],
    )
    assert.match(explained.timelines[0]!.expect, /2 to 4 washes/)
    assert.strictEqual(explained.retakeAfterWeeks, 6)
  })

  it("times shedding after a trigger, postpartum shedding and growth", () => {
    const shedding = explainRules(
      femaleAnswers({ symptoms: ["sudden_shedding"], health_background: ["recent_trigger"] }),
    ).explained
    assert.match(
      shedding.timelines.find((t) => t.concern === "Shedding after a trigger")?.expect ?? "",
      /6 to 9 months/,
    )
    assert.strictEqual(shedding.retakeAfterWeeks, 12)
    const postpartum = explainRules(femaleAnswers({ hormonal_stage: "postpartum" })).explained
    assert.match(
      postpartum.timelines.find((t) => t.concern === "Shedding after the birth")?.expect ?? "",
      /first birthday/,
    )
    const bleached = explainRules(femaleAnswers({ hair_state: ["bleached"] })).explained
    assert.match(
      bleached.timelines.find((t) => t.concern === "Length")?.expect ?? "",
      /about 1 cm a month/,
    )
  })

  it("brings the retake forward for the life events named in the answers", () => {
    const retake = (over: Record<string, QuizAnswers[string]>) =>
      explainRules(femaleAnswers(over)).explained.retakeAfterWeeks
    // Shedding after a trigger alone waits the full 12 weeks...
    const trigger = { symptoms: ["sudden_shedding"], health_background: ["recent_trigger"] }
    assert.strictEqual(retake(trigger), 12)
    // ...a new colour or hard water brings it to 6, a relaxer to 8.
    assert.strictEqual(retake({ ...trigger, hair_state: ["coloured"] }), 6)
    assert.strictEqual(retake({ ...trigger, environment: ["hard_water"] }), 6)
    assert.strictEqual(retake({ ...trigger, hair_state: ["relaxed"] }), 8)
    // Postpartum shedding is a 12-week timeline; the birth itself brings the retake to 8.
    assert.strictEqual(retake({ hormonal_stage: "postpartum" }), 8)
    // The soonest event wins, and nothing goes below the 6-week floor of a new routine.
    assert.strictEqual(
      retake({ hormonal_stage: "postpartum", hair_state: ["relaxed", "coloured"] }),
      6,
    )
    assert.deepStrictEqual(
      lifeEventsOf(
        deriveHairProfile(
          "Ada",
          femaleAnswers({ hormonal_stage: "postpartum", environment: ["hard_water"] }),
        ),
      ).map((event) => event.id),
      ["hard_water", "postpartum"],
    )
    assert.strictEqual(retake({}), 6)
  })

  it("every timeline names known sources", () => {
    for (const rule of timelineRules) {
      assert.isAbove(rule.sources.length, 0, rule.id)
      for (const key of rule.sources) assert.property(sources, key, rule.id)
    }
  })
})
