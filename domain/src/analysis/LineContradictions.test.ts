import { assert, describe, it } from "@effect/vitest"
import { femaleAnswers, maleAnswers } from "../analyst/ExampleAnswers.ts"
import { reportLines } from "../analyst/ExplainReport.ts"
import { readProfile } from "../analyst/HairProfile.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { noReading } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import type { EvidenceSection } from "../report/ReportExplanation.ts"
import { lineChecksFor } from "./LineContradictions.ts"
import { driftingLines, reassuringLine } from "./testing/AiReports.ts"

const profileOf = (answers: QuizAnswers) =>
  readProfile({ userName: "Sam", answers, reading: noReading })

/** A curly-haired woman who washes weekly and has a flaking scalp. */
const curlyFlaking = profileOf(
  femaleAnswers({
    hair_texture: "curly",
    wash_frequency: "weekly",
    scalp_condition: ["itchy_flaky"],
    symptoms: ["persistent_flaking"],
  }),
)
/** A man with short straight hair. */
const shortStraight = profileOf(maleAnswers({}))

const check = (text: string, p: typeof curlyFlaking, section: EvidenceSection = "stylingBuildUp") =>
  lineChecksFor(p)(text, section)?.check

describe("a provider's line against the person's facts", () => {
  it("finds the texture, scalp and wash habit a curly, flaking, weekly washer did not give", () => {
    assert.strictEqual(check(driftingLines.wavy, curlyFlaking), "texture:wavy")
    assert.strictEqual(check(driftingLines.waves, curlyFlaking, "weeklyRhythm"), "texture:wavy")
    assert.strictEqual(check(driftingLines.balanced, curlyFlaking, "doingWell"), "scalp:balanced")
    assert.strictEqual(
      check(driftingLines.fewTimesAWeek, curlyFlaking, "doingWell"),
      "wash:frequent",
    )
    assert.strictEqual(check("You wash every day, so go gentle.", curlyFlaking), "wash:daily")
  })

  it("finds detangling and wavy hair said to a man with short straight hair", () => {
    assert.strictEqual(check(driftingLines.detangling, shortStraight), "length:long")
    assert.strictEqual(check(driftingLines.wavy, shortStraight), "texture:wavy")
    assert.strictEqual(check("Your postpartum shedding will settle.", shortStraight), "sex:female")
  })

  it("drops reassurance beside a sign that needs a professional, in any section", () => {
    for (const section of ["doingWell", "redFlags", "scienceNotes"] as const) {
      assert.strictEqual(
        check(reassuringLine, curlyFlaking, section),
        "reassurance-beside-red-flag",
      )
    }
    // Nothing reported: no red flag to contradict.
    assert.isUndefined(check(reassuringLine, profileOf(femaleAnswers({}))))
  })

  it("finds chemistry nobody reported, and 'natural' hair that is bleached", () => {
    assert.strictEqual(
      check("Your bleached ends need bond care.", profileOf(femaleAnswers({}))),
      "processing:treated",
    )
    assert.strictEqual(
      check(
        "Your natural hair needs little.",
        profileOf(femaleAnswers({ hair_state: ["bleached"] })),
      ),
      "processing:natural",
    )
  })

  it("finds what a clinical pathway forbids, but not in a red flag", () => {
    const child = profileOf(
      femaleAnswers({ answers_about: "my_child", scalp_condition: ["itchy_flaky"] }),
    )
    assert.strictEqual(
      check("Use an antifungal shampoo twice a week.", child, "products"),
      "never-beside-child-scalp",
    )
    assert.isUndefined(check("No antifungal shampoo on a child: see a GP.", child, "redFlags"))
  })

  it("lets right and general lines through", () => {
    for (const [section, line] of [
      ["doingWell", "Your curls like a cream scrunched in while damp."],
      ["doingWell", "Washing once a week keeps your curls from drying out."],
      ["scienceNotes", "Wavy hair is weighed down by butters; curly hair drinks them."],
      ["weeklyRhythm", "Wash twice a week with the medicated shampoo until the flakes settle."],
      ["stylingBuildUp", "Comb straight through the lengths with conditioner in."],
    ] as const) {
      assert.isUndefined(check(line, curlyFlaking, section), line)
    }
    assert.isUndefined(check("Keep the clippers clean and oil-free.", shortStraight))
  })

  it("never fires on the rule engine's own lines, over 1,000 generated quiz walks", () => {
    for (let seed = 0; seed < 1000; seed++) {
      const quiz = randomValidAnswers(seededRandom(seed))
      const { results, trace } = traceRulesReport({ userName: "Sam", ...quiz })
      const contradiction = lineChecksFor(trace.profile)
      for (const line of reportLines(results)) {
        const paragraph = line.section === "routineSnapshot" || line.section === "textureGuidance"
        const parts = paragraph ? line.text.split(/(?<=[.!?])\s+/) : [line.text]
        // A provider's snapshot never holds the lead: the safety floor puts it there.
        const own =
          line.section === "routineSnapshot" && trace.snapshotLead !== undefined
            ? parts.slice(1)
            : parts
        for (const part of own) {
          const found = contradiction(part.replace(/\n/g, ": "), line.section)
          assert.isUndefined(found, `seed ${seed}, ${line.section}: ${part}`)
        }
      }
    }
  }, 60_000)
})
