import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { readProviderAnswer } from "./ProviderAnswer.ts"
import { aiAnswerFor } from "./testing/AiReports.ts"

const notes = { health_notes: "My mum had chemo. I’ve had  flakes since March, no patches." }
const read = (draft: unknown) => readProviderAnswer(draft, notes, "test/model")

const failure = (draft: unknown) => {
  const result = read(draft)
  assert.isTrue(Result.isFailure(result))
  return Result.isFailure(result) ? result.failure : undefined
}

const statement = (over: Record<string, unknown>) => ({
  kind: "flaking",
  value: null,
  amount: null,
  subject: "writer",
  subjectWords: null,
  time: "since",
  monthsAgo: null,
  negated: false,
  hypothetical: false,
  note: "health_notes",
  words: "flakes since March",
  ...over,
})

describe("reading a provider's answer", () => {
  it("reads JSON text, fenced JSON and parsed objects alike", () => {
    const answer = aiAnswerFor("Amara", { cites: ["A2"] })
    for (const draft of [
      JSON.stringify(answer),
      `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``,
      answer,
    ]) {
      const result = read(draft)
      assert.isTrue(Result.isSuccess(result))
      if (!Result.isSuccess(result)) continue
      assert.strictEqual(result.success.report.routineSnapshot, answer.report.routineSnapshot)
      assert.deepStrictEqual(result.success.cites.doingWell, [["A2"]])
      assert.deepStrictEqual(result.success.cites.routineSnapshot, [["A2"]])
    }
  })

  it("makes the provider's text plain", () => {
    const answer = aiAnswerFor("Amara")
    const result = read({
      ...answer,
      report: { ...answer.report, doingWell: ["<a href='https://x.test'>Gentle</a> washing"] },
    })
    assert.deepStrictEqual(Result.isSuccess(result) && result.success.report.doingWell, [
      "Gentle washing",
    ])
  })

  it("calls anything that is not a JSON object an InvalidResponse", () => {
    assert.strictEqual(failure("I cannot help with hair.")?.message, "The answer is not JSON")
    assert.strictEqual(
      failure('{"report": {"routineSnapshot": "cut off')?.reason,
      "InvalidResponse",
    )
    assert.strictEqual(failure([1, 2])?.message, "The answer is not a JSON object")
    assert.strictEqual(failure(42)?.reason, "InvalidResponse")
    assert.strictEqual(failure(null)?.reason, "InvalidResponse")
  })

  it("reads the notes' statements only where the words are the person's own, in the note named", () => {
    const result = read(
      aiAnswerFor("Amara", {
        noteStatements: [
          // spacing, case and curly quotes aside, as typed
          statement({ words: "I've had flakes since march", monthsAgo: 8 }),
          statement({ kind: "bald_patches", words: "no patches", negated: true }),
          statement({ kind: "chemotherapy", words: "My mum had chemo", subject: "relative" }),
          // not in the note, a note never written, not a kind, too long
          statement({ kind: "bald_patches", words: "a bald patch" }),
          statement({ note: "texture_notes" }),
          statement({ kind: "alien_abduction" }),
          statement({ words: "x".repeat(81) }),
          "flakes",
        ],
      }),
    )
    assert.isTrue(Result.isSuccess(result))
    if (!Result.isSuccess(result)) return
    const { reading, statements } = result.success
    assert.strictEqual(reading.reader, "test/model")
    assert.deepStrictEqual(
      reading.statements.map((s) => [s.kind, s.negated, s.subject, s.monthsAgo]),
      [
        ["flaking", false, "writer", 8],
        ["bald_patches", true, "writer", undefined],
        ["chemotherapy", false, "relative", undefined],
      ],
    )
    // Numbered as the provider listed them, so P1..P8 keep their places.
    assert.strictEqual(statements.length, 8)
    assert.isUndefined(statements[3])
  })
})
