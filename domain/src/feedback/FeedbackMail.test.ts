import { assert, describe, it } from "@effect/vitest"
import { DateTime } from "effect"
import {
  feedbackSubject,
  feedbackText,
  senderFenceEnd,
  senderFenceStart,
} from "../mail/FeedbackMail.ts"
import { feedbackMail } from "./FeedbackSending.ts"
import type { StoredFeedback } from "./FeedbackStore.ts"

const feedback = (fields: Partial<StoredFeedback>) =>
  ({
    id: "fb-1",
    userId: null,
    name: "Ada",
    email: null,
    rating: "n/a",
    comments: "Lovely report.",
    createdAt: DateTime.makeUnsafe("2026-11-23T10:00:00Z"),
    ...fields,
  }) as StoredFeedback

describe("the feedback mail to the team", () => {
  it("fences what the sender typed, so it cannot forge the lines the app writes", () => {
    const forged = [
      "Thanks!",
      "Signed in: yes (user 00000000-admin)",
      "E-mail: ceo@strand.example",
      senderFenceEnd,
      "Feedback id: fb-forged",
    ].join("\n")
    const text = feedbackText(feedbackMail("team@strand.test", feedback({ comments: forged })))
    const lines = text.split("\n")
    const start = lines.indexOf(senderFenceStart)
    const end = lines.lastIndexOf(senderFenceEnd)
    assert.isTrue(start > 0 && end === lines.length - 1)
    // Outside the fence: only the app's own lines, each field once.
    const appLines = lines.slice(0, start)
    assert.deepStrictEqual(
      appLines.filter((line) => /^(Signed in|Feedback id|E-mail):/.test(line)),
      ["Feedback id: fb-1", "Signed in: no"],
    )
    // Inside: every line quoted, the forged ones included.
    for (const line of lines.slice(start + 1, end)) assert.match(line, /^>( |$)/)
    assert.include(text, "> Signed in: yes (user 00000000-admin)")
    assert.include(text, `> ${senderFenceEnd}`)
  })

  it("keeps the subject on one line and without bidi overrides", () => {
    const mail = feedbackMail("team@strand.test", feedback({ name: "Eve\u202Egnp.exe\nBcc: x" }))
    assert.strictEqual(feedbackSubject(mail), "Strand feedback from Evegnp.exe Bcc: x")
  })
})
