/**
 * The API client against a stand-in fetch: decoded successes, and every kind
 * of failure turned into the domain's ApiError with the text spec §8 asks for.
 */
import { networkErrorMessage } from "@strand/domain/errors/ApiError"
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { callApi, isServerAnswer } from "./apiClient.ts"
import { answerWith, failureOf, standInFetchAroundEachTest } from "./testing/standInFetch.ts"

standInFetchAroundEachTest()

const countCall = () => callApi((client) => client.waitlist.count())

describe("callApi", () => {
  it("decodes a success with the contract's schema and sends cookies", async () => {
    const seen = answerWith(() => Response.json({ count: 7 }))
    await expect(countCall()).resolves.toEqual({ count: 7 })
    expect(seen[0]?.url).toMatch(/\/api\/waitlist\/count$/)
    expect(seen[0]?.method).toBe("GET")
    expect(seen[0]?.credentials).toBe("include")
  })

  it("shows the JSON body's message", async () => {
    answerWith(() => Response.json({ message: "Database is napping" }, { status: 500 }))
    const failure = await failureOf(countCall())
    expect(failure.message).toBe("Database is napping")
    expect(failure.status).toBe(500)
    expect(isServerAnswer(failure)).toBe(true)
  })

  it("else the raw text", async () => {
    answerWith(() => new Response("upstream exploded", { status: 502 }))
    expect((await failureOf(countCall())).message).toBe("upstream exploded")
  })

  it("else the status text", async () => {
    answerWith(() => new Response(null, { status: 503, statusText: "Service Unavailable" }))
    expect((await failureOf(countCall())).message).toBe("Service Unavailable")
  })

  it("keeps every field problem of a 400 ValidationError", async () => {
    answerWith(() =>
      Response.json(
        {
          _tag: "ValidationError",
          message: "Please enter a valid email address",
          code: "VALIDATION_ERROR",
          issues: [{ path: ["email"], message: "Please enter a valid email address" }],
        },
        { status: 400 },
      ),
    )
    const failure = await failureOf(
      callApi((client) =>
        client.waitlist.join({
          payload: Schema.decodeUnknownSync(JoinWaitlist)({
            name: "Ada",
            email: "ada@example.com",
          }),
        }),
      ),
    )
    expect(failure.message).toBe("Please enter a valid email address")
    expect(failure.status).toBe(400)
    expect(failure.code).toBe("VALIDATION_ERROR")
    expect(failure.issues).toEqual([
      { path: ["email"], message: "Please enter a valid email address" },
    ])
  })

  it("keeps the status of a used-up sign-in link (410), which the confirm page explains", async () => {
    answerWith(() =>
      Response.json(
        {
          _tag: "LinkExpired",
          message: "This sign-in link has expired or was already used. Please ask for a new one.",
          code: "LINK_EXPIRED",
        },
        { status: 410 },
      ),
    )
    const failure = await failureOf(
      callApi((client) => client.accounts.confirmLogin({ payload: { token: "used" } })),
    )
    expect(failure.status).toBe(410)
    expect(failure.code).toBe("LINK_EXPIRED")
    expect(failure.message).toMatch(/^This sign-in link has expired/)
  })

  it("keeps the status every contract error declares, whichever group declares it", async () => {
    answerWith(() =>
      Response.json(
        {
          _tag: "ReminderUnavailable",
          message: "We can't send reminders to this address.",
          code: "REMINDER_UNAVAILABLE",
        },
        { status: 409 },
      ),
    )
    const failure = await failureOf(callApi((client) => client.retakeReminder.optIn()))
    expect(failure.status).toBe(409)
    expect(failure.code).toBe("REMINDER_UNAVAILABLE")
    expect(isServerAnswer(failure)).toBe(true)
  })

  it("says so when the server cannot be reached", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError("fetch failed"))
    const failure = await failureOf(countCall())
    expect(failure.message).toBe(networkErrorMessage)
    expect(failure.code).toBe("NETWORK_ERROR")
    expect(isServerAnswer(failure)).toBe(false)
  })

  it("refuses an answer that does not match the contract", async () => {
    answerWith(() => Response.json({ count: "many" }))
    const failure = await failureOf(countCall())
    expect(failure.message).toBe("Received an invalid response from the server.")
    expect(failure.code).toBe("PARSE_ERROR")
    expect(isServerAnswer(failure)).toBe(false)
  })
})
