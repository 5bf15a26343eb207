import { assert, describe, it } from "@effect/vitest"
import { requestFailureMessage } from "./requestFailureMessage.ts"

describe("requestFailureMessage", () => {
  it("uses the message field of a JSON body", () => {
    assert.strictEqual(
      requestFailureMessage({ bodyText: '{"message":"Email taken"}', statusText: "Conflict" }),
      "Email taken",
    )
  })

  it("else the raw text, else the status text", () => {
    assert.strictEqual(
      requestFailureMessage({ bodyText: "Bad gateway", statusText: "Bad Gateway" }),
      "Bad gateway",
    )
    assert.strictEqual(
      requestFailureMessage({ bodyText: '{"error":"x"}', statusText: "Bad" }),
      '{"error":"x"}',
    )
    assert.strictEqual(
      requestFailureMessage({ bodyText: "", statusText: "Service Unavailable" }),
      "Service Unavailable",
    )
  })
})
