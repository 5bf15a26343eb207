/**
 * The light reads against a stand-in fetch: they decode with the answer's
 * own schema, and every failure is the same ApiError the typed client gives
 * for the same answer (the pages decide on its code and status).
 */
import { UserJson } from "@strand/api/contract/accounts/UserJson"
import { DateTime, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { callApi, isServerAnswer } from "./apiClient.ts"
import { readApi } from "./readApi.ts"
import { answerWith, failureOf, standInFetchAroundEachTest } from "./testing/standInFetch.ts"

standInFetchAroundEachTest()

const ada = {
  name: "Ada",
  email: "ada@example.com",
  referralCode: "ADA12345",
  referralCount: 2,
  isAdmin: false,
}

const readUser = () => readApi("/api/user", () => Promise.resolve(UserJson))

describe("readApi", () => {
  it("decodes the answer with its schema, asking for JSON with the session's cookies", async () => {
    const seen = answerWith(() => Response.json(ada))
    await expect(readUser()).resolves.toEqual(ada)
    expect(seen[0]?.url).toBe("http://strand.test/api/user")
    expect(seen[0]?.method).toBe("GET")
    expect(seen[0]?.credentials).toBe("same-origin")
    expect(seen[0]?.headers.get("accept")).toBe("application/json")
  })

  it("reads the answer's JSON form: a date-time arrives as an ISO string", async () => {
    answerWith(() => Response.json({ at: "2026-11-23T10:00:00.000Z" }))
    const read = await readApi("/api/when", () =>
      Promise.resolve(Schema.Struct({ at: Schema.DateTimeUtc })),
    )
    expect(DateTime.isDateTime(read.at)).toBe(true)
    expect(DateTime.formatIso(read.at)).toBe("2026-11-23T10:00:00.000Z")
  })

  it("asks at once, while the answer's schema is still loading", async () => {
    const seen = answerWith(() => Response.json(ada))
    let schemaLoaded: (schema: typeof UserJson) => void = () => {}
    const reading = readApi(
      "/api/user",
      () => new Promise<typeof UserJson>((resolve) => (schemaLoaded = resolve)),
    )
    expect(seen).toHaveLength(1)
    schemaLoaded(UserJson)
    await expect(reading).resolves.toEqual(ada)
  })

  it("refuses an answer its schema does not describe", async () => {
    answerWith(() => Response.json({ ...ada, referralCount: "two" }))
    const failure = await failureOf(readUser())
    expect(failure.code).toBe("PARSE_ERROR")
    expect(isServerAnswer(failure)).toBe(false)
  })

  it("refuses a success that is not JSON", async () => {
    answerWith(() => new Response("<html>proxy page</html>", { status: 200 }))
    expect((await failureOf(readUser())).code).toBe("PARSE_ERROR")
  })

  it("says the server could not be reached when no answer came", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError("fetch failed"))
    const failure = await failureOf(readUser())
    expect(failure.code).toBe("NETWORK_ERROR")
    expect(failure.status).toBe(0)
  })

  // Every failed answer: readApi's error is the typed client's, field for field.
  const failedAnswers: ReadonlyArray<[string, () => Response]> = [
    [
      "a contract error (401)",
      () =>
        Response.json(
          { _tag: "Unauthorized", message: "Please sign in", code: "UNAUTHORIZED" },
          { status: 401 },
        ),
    ],
    [
      "a 400 with field issues",
      () =>
        Response.json(
          {
            _tag: "ValidationError",
            message: "Please check the form",
            code: "VALIDATION_ERROR",
            issues: [{ path: ["email"], message: "Please enter a valid email address" }],
          },
          { status: 400 },
        ),
    ],
    ["a JSON message without a code", () => Response.json({ message: "napping" }, { status: 500 })],
    ["raw text", () => new Response("upstream exploded", { status: 502 })],
    [
      "a status text only",
      () => new Response(null, { status: 503, statusText: "Service Unavailable" }),
    ],
    ["no status text (HTTP/2)", () => new Response(null, { status: 404 })],
  ]
  for (const [name, failed] of failedAnswers) {
    it(`fails as the typed client does on ${name}`, async () => {
      answerWith(failed)
      const read = await failureOf(readUser())
      const called = await failureOf(callApi((client) => client.accounts.user()))
      // (An Error's message is not one of its own enumerable fields.)
      expect({ ...read, message: read.message }).toEqual({ ...called, message: called.message })
      expect(read.status).toBe(failed().status)
      expect(read.message).not.toBe("")
    })
  }
})
