import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { canSendFeedback, FeedbackComments, feedbackPayload } from "./Feedback.ts"

describe("feedback", () => {
  it("needs non-blank text: 'Please enter some feedback'", () => {
    assert.isFalse(canSendFeedback("  \n "))
    assert.isTrue(canSendFeedback("Love it"))
    assert.throws(
      () => Schema.decodeUnknownSync(FeedbackComments)("   "),
      /Please enter some feedback/,
    )
    assert.strictEqual(Schema.decodeUnknownSync(FeedbackComments)(" Love it "), "Love it")
  })

  it("sends rating n/a and names an anonymous sender 'Anonymous'", () => {
    assert.deepStrictEqual(feedbackPayload(null, " Great tips "), {
      name: "Anonymous",
      email: "",
      rating: "n/a",
      comments: "Great tips",
    })
    assert.deepStrictEqual(feedbackPayload({ name: "Ada", email: "ada@example.com" }, "Nice"), {
      name: "Ada",
      email: "ada@example.com",
      rating: "n/a",
      comments: "Nice",
    })
    assert.strictEqual(feedbackPayload({ name: " ", email: null }, "x").name, "Anonymous")
  })
})
