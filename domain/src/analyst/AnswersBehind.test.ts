/** Which answers made a rule speak: what the report's "why" will show. */
import { assert, describe, it } from "@effect/vitest"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import { answersBehind } from "./AnswersBehind.ts"
import { avoidRules } from "./AvoidRules.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { redFlagRules } from "./RedFlagRules.ts"
import { rhythmRules, washCycle } from "./RhythmRules.ts"
import type { Rule } from "./Rule.ts"
import { rulesBySection, traceRulesReport } from "./RulesReport.ts"
import { writeSnapshot } from "./SnapshotRules.ts"
import { scoreTexture, textureGuidance } from "./TextureRules.ts"
import { answersFromScratch } from "./testing/AnswersFromScratch.ts"

const profile = (answers: Record<string, unknown>, reading: NoteReading = noReading) =>
  traceRulesReport({ userName: "Sam", answers: answers as never, textInputs: {}, reading }).trace
    .profile

const rule = <R extends { readonly id: string }>(rules: ReadonlyArray<R>, id: string) =>
  rules.find((r) => r.id === id)!

describe("answersBehind", () => {
  it("names the answers a rule read, with the questions they come from", () => {
    const p = profile({
      gender: "female",
      environment: ["chlorinated"],
      exercise_frequency: "daily",
      hair_texture: "curly",
    })
    const swim = answersBehind(rule(rhythmRules, "swim-days"), p)
    assert.deepStrictEqual(swim, [
      { fact: "environment", value: "chlorinated", from: ["environment"] },
    ])
    const workouts = answersBehind(rule(rhythmRules, "after-workouts"), p)
    assert.deepInclude(workouts, {
      fact: "exercise",
      value: "daily",
      from: ["exercise_frequency", "exercise_frequency_male", "notes"],
    })
  })

  it("says when a fact was typed in a note, and in which words", () => {
    const p = profile(
      { gender: "female", symptoms: ["none"] },
      readingOf({ kind: "bald_patches", words: "round bald patch" }),
    )
    const why = answersBehind(rule(redFlagRules, "round-patches"), p)
    assert.deepInclude(why, {
      fact: "symptoms",
      value: "round_patches",
      from: ["symptoms", "symptoms_male", "notes"],
      noted: { note: "health_notes", words: "round bald patch" },
    })
  })

  it("credits a rule that reads a shared decision with the answers behind that decision", () => {
    const p = profile({
      gender: "female",
      hair_texture: "straight",
      strand_width: "fine",
      density: "low",
    })
    const why = answersBehind(rule(avoidRules, "heavy-products-fine-hair"), p)
    assert.deepInclude(why, {
      fact: "width",
      value: "fine",
      from: ["strand_width", "strand_width_male"],
    })
  })

  it("is empty for a rule that does not apply", () => {
    const p = profile({ gender: "female", environment: ["none"] })
    assert.deepStrictEqual(answersBehind(rule(rhythmRules, "swim-days"), p), [])
  })
})

describe("answersBehind, asked line after line of one report", () => {
  // ExplainReport.ts's lines that no rule of a section says.
  const composite: ReadonlyArray<Pick<Rule<unknown>, "id" | "when" | "say">> = [
    { id: "snapshot", when: () => true, say: (q, c) => writeSnapshot(q, c) },
    { id: "wash-cycle", when: () => true, say: (q, c) => washCycle(q, c) },
    { id: "texture-level", when: () => true, say: (q) => textureGuidance(scoreTexture(q), q) },
  ]
  const rules = [...composite, ...Object.values(rulesBySection).flat()]

  it("finds, for every rule and 120 generated people, what asking it from scratch finds", () => {
    // The decisions each rule reads are made once per report and given to every rule
    // that reads them: the answers must be those of making them again for each rule.
    for (let seed = 0; seed < 120; seed++) {
      const { trace } = traceRulesReport({
        userName: `Person ${seed}`,
        ...randomValidAnswers(seededRandom(seed)),
      })
      for (const rule of rules)
        assert.deepStrictEqual(
          answersBehind(rule, trace.profile, trace.context),
          answersFromScratch(rule, trace.profile, trace.context),
          `person ${seed}, rule ${rule.id}`,
        )
    }
  })
})
