import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { readDraft } from "./AnalystDraft.ts"
import { aiReportFor } from "./testing/AiReports.ts"

const failure = (draft: unknown) => {
  const result = readDraft(draft)
  assert.isTrue(Result.isFailure(result))
  return Result.isFailure(result) ? result.failure : undefined
}

describe("readDraft", () => {
  it("reads JSON text, fenced JSON and parsed objects alike", () => {
    const report = aiReportFor("Amara")
    for (const draft of [
      JSON.stringify(report),
      `\`\`\`json\n${JSON.stringify(report)}\n\`\`\``,
      report,
    ]) {
      const result = readDraft(draft)
      assert.isTrue(Result.isSuccess(result))
      if (Result.isSuccess(result))
        assert.strictEqual(result.success.routineSnapshot, report.routineSnapshot)
    }
  })

  it("makes the provider's text plain", () => {
    const result = readDraft({
      ...aiReportFor("Amara"),
      doingWell: ["<a href='https://x.test'>Gentle</a> washing"],
    })
    assert.deepStrictEqual(Result.isSuccess(result) && result.success.doingWell, ["Gentle washing"])
  })

  it("calls anything that is not a JSON object an InvalidResponse", () => {
    assert.strictEqual(failure("I cannot help with hair.")?.message, "The answer is not JSON")
    assert.strictEqual(failure('{"routineSnapshot": "cut off')?.reason, "InvalidResponse")
    assert.strictEqual(failure([1, 2])?.message, "The answer is not a JSON object")
    assert.strictEqual(failure(42)?.reason, "InvalidResponse")
    assert.strictEqual(failure(null)?.reason, "InvalidResponse")
  })
})
