import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { analysisUserName, validateAnalysisRequest } from "./AnalysisRequest.ts"

const answers = { gender: "female", hair_texture: "curly", heat_tension: ["other"] }

describe("analysisUserName", () => {
  it("defaults to 'there' when the user has no name", () => {
    assert.strictEqual(analysisUserName(undefined), "there")
    assert.strictEqual(analysisUserName(null), "there")
    assert.strictEqual(analysisUserName("  "), "there")
    assert.strictEqual(analysisUserName(" Ada "), "Ada")
  })
})

describe("validateAnalysisRequest", () => {
  it.effect("accepts a valid request and trims its notes", () =>
    Effect.gen(function* () {
      const valid = yield* validateAnalysisRequest({
        userName: " Ada ",
        answers,
        textInputs: { texture_notes: " tighter at the nape ", heat_tension_other: "silk press" },
      })
      assert.deepStrictEqual(valid, {
        userName: "Ada",
        answers,
        textInputs: { texture_notes: "tighter at the nape", heat_tension_other: "silk press" },
      })
    }),
  )

  it.effect("requires a non-blank userName: 'User name is required'", () =>
    Effect.gen(function* () {
      for (const userName of [undefined, "", "   "]) {
        const error = yield* Effect.flip(validateAnalysisRequest({ userName, answers }))
        assert.strictEqual(error.message, "User name is required")
      }
    }),
  )

  it.effect("caps the userName at the account name's maximum", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        validateAnalysisRequest({ userName: "x".repeat(101), answers }),
      )
      assert.strictEqual(error.message, "User name must be at most 100 characters")
      const ok = yield* validateAnalysisRequest({ userName: "x".repeat(100), answers })
      assert.strictEqual(ok.userName.length, 100)
    }),
  )

  it.effect("requires answers: 'Answers are required'", () =>
    Effect.gen(function* () {
      for (const empty of [undefined, {}]) {
        const error = yield* Effect.flip(
          validateAnalysisRequest({ userName: "Ada", answers: empty }),
        )
        assert.strictEqual(error.message, "Answers are required")
      }
    }),
  )

  it.effect("rejects notes that are unknown, too long, or for questions not asked", () =>
    Effect.gen(function* () {
      const fails = (textInputs: unknown) =>
        Effect.flip(validateAnalysisRequest({ userName: "Ada", answers, textInputs }))
      assert.strictEqual((yield* fails({ diary: "x" })).field, "diary")
      assert.match((yield* fails({ texture_notes: "x".repeat(2001) })).message, /at most 2000/)
      assert.strictEqual((yield* fails({ loc_type_notes: "young locs" })).field, "loc_type_notes")
      assert.strictEqual((yield* fails({ texture_notes: 5 })).field, "texture_notes")
    }),
  )
})
