import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { FunnelPeriod, inQuizOrder } from "./QuizFunnel.ts"

const decode = Schema.decodeUnknownResult(FunnelPeriod)
const at = (iso: string) => Schema.decodeUnknownSync(Schema.DateTimeUtcFromString)(iso)

describe("the funnel's period", () => {
  it("runs forward, at most a year", () => {
    assert.isTrue(
      Result.isSuccess(
        decode({ from: at("2026-11-01T00:00:00Z"), to: at("2026-11-08T00:00:00Z") }),
      ),
    )
    assert.isTrue(
      Result.isSuccess(
        decode({ from: at("2025-11-01T00:00:00Z"), to: at("2026-11-01T00:00:00Z") }),
      ),
    )
  })

  it("says what is wrong with one that doesn't", () => {
    const backwards = decode({ from: at("2026-11-08T00:00:00Z"), to: at("2026-11-01T00:00:00Z") })
    assert.isTrue(Result.isFailure(backwards))
    if (Result.isFailure(backwards)) {
      assert.include(backwards.failure.message, "The period must end after it starts")
    }
    const empty = decode({ from: at("2026-11-08T00:00:00Z"), to: at("2026-11-08T00:00:00Z") })
    assert.isTrue(Result.isFailure(empty))
    const tooLong = decode({ from: at("2024-01-01T00:00:00Z"), to: at("2026-01-01T00:00:00Z") })
    assert.isTrue(Result.isFailure(tooLong))
    if (Result.isFailure(tooLong)) {
      assert.include(tooLong.failure.message, "The period can be at most 366 days")
    }
  })
})

describe("inQuizOrder", () => {
  it("puts questions in the order the quiz asks them", () => {
    const ordered = inQuizOrder([
      { question: "symptoms" },
      { question: "gender" },
      { question: "hair_texture" },
      { question: "hormonal_stage" },
    ] as const)
    assert.deepStrictEqual(
      ordered.map((row) => row.question),
      ["gender", "hormonal_stage", "hair_texture", "symptoms"],
    )
  })
})
