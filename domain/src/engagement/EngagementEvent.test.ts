import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { questionIds } from "../quiz/QuizCatalogue.ts"
import { shareTargets } from "../referral/Referral.ts"
import { RecordedEvent } from "./EngagementEvent.ts"

const decode = Schema.decodeUnknownResult(RecordedEvent)
const journey = "3f0c2a9e-5b7d-4c1a-9e8f-2b3c4d5e6f70"

describe("engagement events", () => {
  it("takes the spec's events and the funnel's, each with its category", () => {
    const events = [
      { category: "quiz", label: "quiz_start" },
      { category: "quiz", label: "question_view", value: "gender" },
      { category: "quiz", label: "quiz_complete" },
      { category: "report", label: "email_report" },
      { category: "feedback", label: "feedback_sent" },
      ...shareTargets.map((value) => ({ category: "referral", label: "share", value })),
    ]
    for (const event of events) {
      assert.isTrue(Result.isSuccess(decode({ journey, event })), JSON.stringify(event))
    }
  })

  it("knows every question of the quiz as a question_view value", () => {
    for (const value of questionIds) {
      const event = { category: "quiz", label: "question_view", value }
      assert.isTrue(Result.isSuccess(decode({ journey, event })), value)
    }
  })

  it("refuses anything outside the closed list", () => {
    const refused = [
      { category: "quiz", label: "quiz_abandon" },
      // a label under another category
      { category: "report", label: "quiz_start" },
      { category: "quiz", label: "question_view", value: "favourite_colour" },
      { category: "quiz", label: "question_view" },
      { category: "referral", label: "share", value: "carrier_pigeon" },
    ]
    for (const event of refused) {
      assert.isTrue(Result.isFailure(decode({ journey, event })), JSON.stringify(event))
    }
  })

  it("needs a random journey id, nothing that could name a person", () => {
    const event = { category: "quiz", label: "quiz_start" }
    assert.isTrue(Result.isFailure(decode({ journey: "ada@example.com", event })))
    assert.isTrue(Result.isFailure(decode({ event })))
    // extra fields (an e-mail smuggled in) are dropped, not stored
    const decoded = decode({ journey, event: { ...event, email: "ada@example.com" } })
    assert.isTrue(Result.isSuccess(decoded))
    if (Result.isSuccess(decoded)) assert.notProperty(decoded.success.event, "email")
    // so is a value on an event that carries none
    const valued = decode({
      journey,
      event: { category: "quiz", label: "quiz_complete", value: 1 },
    })
    assert.isTrue(Result.isSuccess(valued) && !("value" in valued.success.event))
  })
})
