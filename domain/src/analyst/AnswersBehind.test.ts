/** Which answers made a rule speak: what the report's "why" will show. */
import { assert, describe, it } from "@effect/vitest"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import { answersBehind } from "./AnswersBehind.ts"
import { avoidRules } from "./AvoidRules.ts"
import { redFlagRules } from "./RedFlagRules.ts"
import { rhythmRules } from "./RhythmRules.ts"
import { traceRulesReport } from "./RulesReport.ts"

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
