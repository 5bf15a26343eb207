import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { FeedbackForm } from "./FeedbackForm.ts"

const decode = Schema.decodeUnknownSync(FeedbackForm)

describe("the feedback form as the server accepts it", () => {
  it("takes the SPA's payload, anonymous or named", () => {
    assert.deepStrictEqual(
      decode({ name: "Anonymous", email: "", rating: "n/a", comments: " Great tips " }),
      { name: "Anonymous", email: "", rating: "n/a", comments: "Great tips" },
    )
    assert.deepStrictEqual(decode({ comments: "Nice" }), { comments: "Nice" })
    assert.deepStrictEqual(decode({ name: null, email: null, comments: "Nice" }), {
      name: null,
      email: null,
      comments: "Nice",
    })
    assert.strictEqual(
      decode({ email: " ada@example.com ", comments: "x" }).email,
      "ada@example.com",
    )
  })

  it("refuses blank, too long or misaddressed feedback with the spec's messages", () => {
    assert.throws(() => decode({ comments: "  \n " }), /Please enter some feedback/)
    assert.throws(() => decode({ comments: "x".repeat(5001) }), /at most 5000 characters/)
    assert.doesNotThrow(() => decode({ comments: "x".repeat(5000) }))
    assert.throws(() => decode({ name: "n".repeat(101), comments: "x" }), /at most 100 characters/)
    assert.throws(
      () => decode({ email: "not-an-address", comments: "x" }),
      /Please enter a valid email address/,
    )
    assert.throws(() => decode({ rating: "5", comments: "x" }))
  })
})
