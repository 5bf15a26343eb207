/**
 * The SPA's one way to the API, against a stand-in fetch: the request as
 * the contract describes it (method, filled-in path, query string, JSON
 * payload, headers, the session's cookies), the answer decoded with the
 * contract's schema, and every kind of failure turned into the domain's
 * ApiError with the text spec §8 asks for.
 */

import { assert, it as effectIt } from "@effect/vitest"
import { SignInPayload } from "@strand/api/contract/accounts/AccountsApi"
import { StrandApi } from "@strand/api/contract/StrandApi"
import { networkErrorMessage } from "@strand/domain/errors/ApiError"
import { parseErrorMessage } from "@strand/domain/errors/ErrorMessages"
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { Arbitrary, DateTime, Effect, Schema } from "effect"
import { HttpApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { api } from "./apiEndpoints.gen.ts"
import { callApi, failureOfAnswer, fetchApi, isServerAnswer } from "./callApi.ts"
import { whenSignedIn } from "./sessionHint.ts"
import { answerWith, failureOf, standInFetchAroundEachTest } from "./testing/standInFetch.ts"

standInFetchAroundEachTest()

const ada = {
  name: "Ada",
  email: "ada@example.com",
  referralCode: "ADA12345",
  referralCount: 2,
  isAdmin: false,
}

const readUser = () => callApi(api.accounts.user)

describe("callApi", () => {
  it("decodes the answer with the contract's schema, asking for JSON with the session's cookies", async () => {
    const seen = answerWith(() => Response.json(ada))
    await expect(readUser()).resolves.toEqual(ada)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe("http://strand.test/api/user")
    expect(seen[0]?.method).toBe("GET")
    expect(seen[0]?.credentials).toBe("same-origin")
    expect(seen[0]?.headers.get("accept")).toBe("application/json")
    expect(await seen[0]?.text()).toBe("")
  })

  it("reads the answer's JSON form: a date-time arrives as an ISO string", async () => {
    answerWith(() =>
      Response.json({
        provider: "none",
        providerName: "No CRM",
        contacts: [
          {
            waitlistEntryId: "entry-1",
            name: "Ada",
            email: "ada@example.com",
            signedUpAt: "2026-11-23T10:00:00.000Z",
            lastPush: null,
          },
        ],
      }),
    )
    const overview = await callApi(api.crm.overview)
    const signedUpAt = overview.contacts[0]?.signedUpAt
    expect(signedUpAt !== undefined && DateTime.isDateTime(signedUpAt)).toBe(true)
    expect(signedUpAt === undefined ? "" : DateTime.formatIso(signedUpAt)).toBe(
      "2026-11-23T10:00:00.000Z",
    )
  })

  it("asks at once, before the answer's schema and reader have loaded", async () => {
    const seen = answerWith(() => Response.json({ hasCompletedQuiz: true }))
    const reading = callApi(api.accounts.quizStatus)
    // Nothing has been awaited yet: the request went out with the call.
    expect(seen).toHaveLength(1)
    await expect(reading).resolves.toEqual({ hasCompletedQuiz: true })
  })

  it("fills the path's parameters in, encoded", async () => {
    const seen = answerWith(() => Response.json({ success: true }))
    await callApi(api.analysis.remove, { params: { analysisId: "a/b c" } })
    expect(seen[0]?.method).toBe("DELETE")
    expect(seen[0]?.url).toBe("http://strand.test/api/analyses/a%2Fb%20c")
  })

  it("sends the query, leaving out what is not given", async () => {
    const seen = answerWith(() => Response.json({ total: 0, entries: [] }))
    await callApi(api.admin.waitlist, { query: { search: "ada lovelace&co", after: undefined } })
    expect(seen[0]?.url).toBe("http://strand.test/api/admin/waitlist?search=ada+lovelace%26co")
  })

  it("sends the payload as JSON", async () => {
    const seen = answerWith(() =>
      Response.json({ success: true, message: "You're on the list!", accountCreated: true }),
    )
    const joining = Schema.decodeUnknownSync(JoinWaitlist)({
      name: "Ada",
      email: " ada@example.com ",
      referralCode: "FRIEND1",
    })
    await expect(callApi(api.waitlist.join, { payload: joining })).resolves.toMatchObject({
      accountCreated: true,
    })
    expect(seen[0]?.method).toBe("POST")
    expect(seen[0]?.url).toBe("http://strand.test/api/waitlist")
    expect(seen[0]?.headers.get("content-type")).toBe("application/json")
    expect(await seen[0]?.json()).toEqual({
      name: "Ada",
      email: "ada@example.com",
      referralCode: "FRIEND1",
    })
  })

  it("reads whichever of its answers the endpoint gave (signing in: the user, or check your e-mail)", async () => {
    const payload = Schema.decodeUnknownSync(SignInPayload)({ email: "ada@example.com" })
    answerWith(() => Response.json(ada))
    await expect(callApi(api.accounts.login, { payload })).resolves.toEqual(ada)
    answerWith(() => Response.json({ checkEmail: true, message: "We sent you a link." }))
    await expect(callApi(api.accounts.login, { payload })).resolves.toEqual({
      checkEmail: true,
      message: "We sent you a link.",
    })
  })

  it("shows the JSON body's message, with the server's code and status", async () => {
    answerWith(() =>
      Response.json({ message: "Database is napping", code: "DB_DOWN" }, { status: 500 }),
    )
    const failure = await failureOf(readUser())
    expect(failure.message).toBe("Database is napping")
    expect(failure.code).toBe("DB_DOWN")
    expect(failure.status).toBe(500)
    expect(isServerAnswer(failure)).toBe(true)
  })

  it("else the raw text, else the status text, else the status's reason phrase", async () => {
    answerWith(() => new Response("upstream exploded", { status: 502 }))
    const raw = await failureOf(readUser())
    expect(raw.message).toBe("upstream exploded")
    expect(raw.code).toBe("HTTP_ERROR")
    answerWith(() => new Response(null, { status: 503, statusText: "Service Unavailable" }))
    expect((await failureOf(readUser())).message).toBe("Service Unavailable")
    // HTTP/2 carries no status text.
    answerWith(() => new Response(null, { status: 404 }))
    expect((await failureOf(readUser())).message).toBe("Not Found")
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
      callApi(api.accounts.confirmLogin, { payload: { token: "abc" } }),
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
      callApi(api.accounts.confirmLogin, { payload: { token: "used" } }),
    )
    expect(failure.status).toBe(410)
    expect(failure.code).toBe("LINK_EXPIRED")
    expect(failure.message).toMatch(/^This sign-in link has expired/)
  })

  it("says so when the server cannot be reached", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError("fetch failed"))
    const failure = await failureOf(readUser())
    expect(failure.message).toBe(networkErrorMessage)
    expect(failure.code).toBe("NETWORK_ERROR")
    expect(failure.status).toBe(0)
    expect(isServerAnswer(failure)).toBe(false)
  })

  it("refuses an answer the contract does not describe, and a success that is not JSON", async () => {
    answerWith(() => Response.json({ ...ada, referralCount: "two" }))
    const mismatched = await failureOf(readUser())
    expect(mismatched.message).toBe(parseErrorMessage)
    expect(mismatched.code).toBe("PARSE_ERROR")
    expect(isServerAnswer(mismatched)).toBe(false)
    answerWith(() => new Response("<html>proxy page</html>", { status: 200 }))
    expect((await failureOf(readUser())).code).toBe("PARSE_ERROR")
  })
})

describe("fetchApi", () => {
  it("gives the answer as it came, whatever its status, with the request's headers", async () => {
    const seen = answerWith(() => new Response("<html>Bad gateway</html>", { status: 502 }))
    const answer = await fetchApi(api.analysis.analyse, {
      payload: { userName: "Ada", answers: { gender: "female" } },
      headers: { "idempotency-key": "key-1" },
    })
    expect(answer.status).toBe(502)
    expect(await answer.text()).toBe("<html>Bad gateway</html>")
    expect(seen[0]?.headers.get("idempotency-key")).toBe("key-1")
    expect(seen[0]?.headers.get("accept")).toBeNull()
    expect(await seen[0]?.json()).toEqual({ userName: "Ada", answers: { gender: "female" } })
  })

  it("reads a failed answer as callApi does", async () => {
    answerWith(() =>
      Response.json(
        { message: "We can't make the PDF right now.", code: "SERVICE_UNAVAILABLE" },
        { status: 503 },
      ),
    )
    const answer = await fetchApi(api.analysis.doctorSummaryPdf, {
      params: { analysisId: "a1" },
      payload: { paper: "a4" },
    })
    const failure = await failureOfAnswer(answer)
    expect(failure.message).toBe("We can't make the PDF right now.")
    expect(failure.code).toBe("SERVICE_UNAVAILABLE")
    expect(failure.status).toBe(503)
  })

  it("fails with NETWORK_ERROR only when no answer came", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError("fetch failed"))
    const failure = await failureOf(fetchApi(api.waitlist.count))
    expect(failure.code).toBe("NETWORK_ERROR")
  })
})

describe("whenSignedIn", () => {
  it("answers without a session hint what the API answers a call without a session", async () => {
    const seen = answerWith(() =>
      Response.json(
        { _tag: "Unauthorized", message: "Please sign in first.", code: "UNAUTHORIZED" },
        { status: 401 },
      ),
    )
    const asked = await failureOf(callApi(api.crm.overview))
    const said = await failureOf(whenSignedIn(() => callApi(api.crm.overview)))
    expect(seen).toHaveLength(1)
    // (An Error's message is not one of its own enumerable fields.)
    expect({ ...said, message: said.message }).toEqual({ ...asked, message: asked.message })
  })
})

/** Every endpoint of the contract that takes a payload, with its payload's codec. */
const payloads: ReadonlyArray<readonly [string, Schema.Codec<unknown, unknown>]> = (() => {
  const found: Array<readonly [string, Schema.Codec<unknown, unknown>]> = []
  HttpApi.reflect(StrandApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      for (const { schemas } of endpoint.payload.values()) {
        for (const codec of schemas) {
          found.push([`${group.identifier}.${endpoint.identifier}`, codec as never])
        }
      }
    },
  })
  return found
})()

/**
 * Payloads Effect cannot make up valid values of (its generator gives up on
 * checked e-mails and names): one each, with every field.
 */
const written: Readonly<Record<string, unknown>> = {
  "waitlist.join": Schema.decodeUnknownSync(JoinWaitlist)({
    name: "Ada",
    email: "ada@example.com",
    hairConcerns: "dandruff",
    referralCode: "FRIEND1",
  }),
  "accounts.login": { email: "ada@example.com", name: "Ada", referralCode: "FRIEND1" },
  "adminExperts.add": {
    name: "Dr Ada Okafor",
    kind: "dermatologist",
    specialties: [],
    city: "London",
    country: "United Kingdom",
    online: true,
    languages: ["English"],
    bookingUrl: "https://example.com/book",
    email: "ada@example.com",
    note: "Scalp conditions",
  },
}

describe("every payload in the contract", () => {
  // A value's JSON with every object's keys in order (a field left out and one undefined are alike).
  const canonical = (value: unknown) =>
    JSON.stringify(value, (_, part: unknown) =>
      typeof part === "object" && part !== null && !Array.isArray(part)
        ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
        : part,
    )
  // callApi sends JSON.stringify of a payload; the server must read it as what was meant.
  const sentAsMeant = (codec: Schema.Codec<unknown, unknown>) => (payload: unknown) => {
    try {
      const read = Schema.decodeUnknownSync(codec)(JSON.parse(JSON.stringify(payload)))
      return canonical(read) === canonical(payload)
    } catch {
      return false
    }
  }

  it("is found", () => {
    expect(payloads.length).toBeGreaterThan(10)
  })

  for (const [name, codec] of payloads) {
    effectIt.effect(`travels as JSON: ${name}`, () =>
      Effect.gen(function* () {
        const result = yield* Arbitrary.checkEffect(
          Arbitrary.schema(Schema.toType(codec)),
          sentAsMeant(codec),
          { runs: 50 },
        )
        if (result._tag === "Exhausted") {
          const example = written[name] ?? written[name.replace(/\.change$/, ".add")]
          assert.isDefined(example, `write an example payload of ${name}`)
          assert.isTrue(sentAsMeant(codec)(example))
        } else {
          assert.strictEqual(Arbitrary.formatCheckFailure(result), undefined)
        }
      }),
    )
  }

  it("would catch a payload JSON does not carry as it is, and pass a date, which it does", () => {
    const bytes = Schema.toCodecJson(Schema.Struct({ pdf: Schema.Uint8Array }))
    expect(sentAsMeant(bytes)({ pdf: new Uint8Array([37, 80, 68, 70]) })).toBe(false)
    const dated = Schema.toCodecJson(Schema.Struct({ at: Schema.DateTimeUtc }))
    expect(sentAsMeant(dated)({ at: DateTime.makeUnsafe("2026-11-23T10:00:00.000Z") })).toBe(true)
  })
})
