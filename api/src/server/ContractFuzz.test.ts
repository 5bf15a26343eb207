/**
 * A fuzzing pass over the whole API: for every operation in the OpenAPI
 * document, bodies and path parameters generated (fast-check) from the
 * document's own schemas, some plausible, some hostile (control characters,
 * lone surrogates, line and paragraph separators, byte-order marks, bidi
 * overrides, RFC 2047 encoded words, wrong types, unknown keys, oversized or
 * malformed JSON), sent by signed-in and anonymous clients alike. Whatever
 * comes in, the server never answers 500, and every 4xx is JSON with a
 * message and a code (the shape the SPA shows).
 *
 * Then a sweep of every text field of every request body in the document
 * (each property, array item, record value and record key the schema
 * names): into an otherwise valid body goes each text no field may hold
 * (domain/text/TextFields.ts), and an encoded word into every name; each is
 * refused at the schema, 400 VALIDATION_ERROR naming that field, so no
 * field can carry one to the database or into a mail header.
 */
import { assert, describe, layer } from "@effect/vitest"
import { questionIds, quizCatalogue } from "@strand/domain/quiz/QuizCatalogue"
import { hairConcernOptions } from "@strand/domain/waitlist/HairConcern"
import { Effect } from "effect"
import { OpenApi } from "effect/http-api"
import fc from "fast-check"
import { StrandApi } from "../contract/StrandApi.ts"
import { maxBodyBytes } from "./http/RequestGuard.ts"
import { signInByLink } from "./testing/SignInByLink.ts"
import { TestServer, testServer } from "./testing/TestServer.ts"

type JsonSchema = {
  readonly $ref?: string
  readonly type?: string
  readonly enum?: ReadonlyArray<unknown>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly additionalProperties?: boolean | JsonSchema
  readonly items?: JsonSchema
  readonly pattern?: string
}

interface Operation {
  readonly method: string
  readonly path: string
  readonly body: JsonSchema | undefined
}

const document = OpenApi.fromApi(StrandApi)
const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>

const operations: ReadonlyArray<Operation> = Object.entries(document.paths).flatMap(
  ([path, byMethod]) =>
    Object.entries(byMethod as Record<string, unknown>)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        body: (
          operation as {
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
          }
        ).requestBody?.content?.["application/json"]?.schema,
      })),
)

const hostile = fc.constantFrom(
  "",
  "   ",
  "\u0000",
  "Ada\u0000",
  "a\u0001b\u001b[31m",
  "line\nE-mail: ceo@strand.example",
  "\r\n\r\n",
  "Eve\u202Egnp.exe",
  "\ud800",
  "\udfff\ud800",
  "a\ud800b",
  "a\u2028b",
  "a\u2029b",
  "\ufeffAda",
  "=?utf-8?q?Pat=0D=0ABcc:_ceo@strand.example?=",
  "😀💇🏽‍♀️",
  "ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "x@x.test?bcc=attacker@evil.example&body=hi",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "%00%0d%0a",
  "x".repeat(600),
  "y".repeat(6000),
)

const optionValues = quizCatalogue.flatMap((question) =>
  (question.options ?? []).map((option) => option.value),
)

/** Strings that look like what a person would send in a field of this name. */
const plausible = (key: string): fc.Arbitrary<string> => {
  if (/email/i.test(key)) {
    return fc.oneof(
      fc.emailAddress(),
      fc.constant("ada@example.com"),
      fc.constantFrom("ada@", "@example.com", "ada@example", "a b@example.com"),
    )
  }
  if (/name/i.test(key)) return fc.constantFrom("Ada", "Zoë O'Brien", "李明", "A")
  if (/hairConcerns/.test(key)) {
    return fc.oneof(
      fc.constantFrom(...hairConcernOptions.map((option) => option.value)),
      fc.string({ maxLength: 40 }).map((text) => `other: ${text}`),
    )
  }
  if (/referralCode|token/.test(key)) return fc.stringMatching(/^[A-Za-z0-9_-]{0,48}$/)
  if (/rating/.test(key)) return fc.constant("n/a")
  return fc.oneof(fc.constantFrom(...optionValues), fc.lorem({ maxCount: 8 }))
}

const anyString = (key: string) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(key) },
    { weight: 3, arbitrary: hostile },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  )

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref === undefined
    ? schema
    : resolve(components[schema.$ref.replace("#/components/schemas/", "")] ?? {})

/** Values for `schema`, mostly of its shape, sometimes of the wrong one. */
const valueFor = (raw: JsonSchema, key = "", depth = 0): fc.Arbitrary<unknown> => {
  const schema = resolve(raw)
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
    if (schema.anyOf !== undefined) {
      return fc.oneof(...schema.anyOf.map((branch) => valueFor(branch, key, depth + 1)))
    }
    switch (schema.type) {
      case "string":
        return anyString(key)
      case "number":
      case "integer":
        return fc.oneof(fc.integer(), fc.double())
      case "boolean":
        return fc.boolean()
      case "null":
        return fc.constant(null)
      case "array":
        return fc.array(valueFor(schema.items ?? {}, key, depth + 1), { maxLength: 4 })
      case "object": {
        if (depth > 4) return fc.constant({})
        const properties = schema.properties ?? {}
        const known = fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([name, property]) => [
              name,
              valueFor(property, name, depth + 1),
            ]),
          ),
          // Required keys always (the wrong-type and other-JSON cases leave them out).
          { requiredKeys: [...(schema.required ?? [])] },
        )
        const extraKeys =
          typeof schema.additionalProperties === "object"
            ? fc.dictionary(
                fc.oneof(
                  fc.constantFrom(...questionIds, "texture_notes"),
                  fc.string({ maxLength: 12 }),
                  hostile,
                ),
                valueFor(schema.additionalProperties, key, depth + 1),
                { maxKeys: 6 },
              )
            : fc.oneof(
                { weight: 4, arbitrary: fc.constant({}) },
                {
                  weight: 1,
                  arbitrary: fc.dictionary(
                    fc.string({ maxLength: 8 }),
                    fc.jsonValue({ maxDepth: 2 }),
                    { maxKeys: 2 },
                  ),
                },
              )
        return fc.tuple(known, extraKeys).map(([knownPart, extra]) => ({ ...extra, ...knownPart }))
      }
      default:
        return fc.jsonValue({ maxDepth: 2 })
    }
  })()
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: wrongType })
}

/** A request body as text: JSON of the schema's shape, other JSON, or not JSON at all. */
const bodyFor = (schema: JsonSchema | undefined): fc.Arbitrary<string | undefined> => {
  const other = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom("{", "not json", "[]", "null", '{"a":'.repeat(2000), "\u0000"),
    fc.constant(JSON.stringify({ padding: "z".repeat(70 * 1024) })),
  )
  if (schema === undefined)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: other },
    )
  return fc.oneof(
    { weight: 8, arbitrary: valueFor(schema).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: other },
  )
}

const pathParameter = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    "not-a-uuid",
    "00000000-0000-0000-0000-000000000000",
    "..%2F..%2Fetc",
    "%00",
    "%E2%80%AE",
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
)

const randomAddress = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`

interface Answer {
  readonly status: number
  readonly contentType: string
  readonly text: string
}

const isConnectionReset = (error: unknown) =>
  error instanceof TypeError &&
  ["ECONNRESET", "UND_ERR_SOCKET"].includes(
    String((error.cause as { code?: unknown } | undefined)?.code),
  )

const send = async (
  url: string,
  method: string,
  body: string | undefined,
  cookie: string | undefined,
  retried = false,
): Promise<Answer> => {
  const response = await fetch(url, {
    method,
    headers: {
      "x-forwarded-for": randomAddress(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie === undefined ? {} : { cookie }),
    },
    ...(body === undefined ? {} : { body }),
  }).catch((error: unknown) => {
    // A kept-alive connection the server closed while idle (its keep-alive
    // timeout, easily reached on a loaded machine) fails before any answer;
    // browsers send the request again on a new one, and so do we, once.
    if (!retried && isConnectionReset(error)) return undefined
    throw error
  })
  if (response === undefined) return send(url, method, body, cookie, true)
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
  }
}

/** A fresh signed-in session's cookie header (per-user limits stay out of the way). */
const freshSession = async (base: string) => {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomAddress() },
    body: JSON.stringify({
      email: `fuzz-${crypto.randomUUID().slice(0, 12)}@example.com`,
      name: "Fuzz",
    }),
  })
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
}

/** What is wrong with an answer, or undefined when it is acceptable. */
const problemWith = (answer: Answer): string | undefined => {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`
  if (answer.status < 400) return undefined
  if (!answer.contentType.includes("application/json")) {
    return `a ${answer.status} that is not JSON (${answer.contentType}): ${answer.text.slice(0, 200)}`
  }
  const body = JSON.parse(answer.text) as { message?: unknown; code?: unknown }
  if (typeof body.message !== "string" || body.message.trim() === "") {
    return `a ${answer.status} without a message: ${answer.text.slice(0, 200)}`
  }
  if (typeof body.code !== "string")
    return `a ${answer.status} without a code: ${answer.text.slice(0, 200)}`
  return undefined
}

describe("fuzzing every endpoint of the OpenAPI document", () => {
  layer(testServer({ trustProxy: true }), { timeout: 300_000, excludeTestServices: true })((it) => {
    it.effect("lists every operation the contract has", () =>
      Effect.sync(() => {
        assert.isAtLeast(operations.length, 15)
        assert.isTrue(operations.some((operation) => operation.body !== undefined))
      }),
    )

    for (const operation of operations) {
      it.effect(
        `${operation.method} ${operation.path}: no 500, and every 4xx in the error shape`,
        () =>
          Effect.gen(function* () {
            const server = yield* TestServer
            let session = yield* Effect.promise(() => freshSession(server.url))
            let sent = 0
            yield* Effect.promise(() =>
              fc.assert(
                fc.asyncProperty(
                  // fetch sends no body with a GET.
                  operation.method === "GET" ? fc.constant(undefined) : bodyFor(operation.body),
                  pathParameter,
                  fc.boolean(),
                  async (body, parameter, signedIn) => {
                    // A fresh session now and then: logout ends one, and per-user limits count.
                    if (++sent % 6 === 0) session = await freshSession(server.url)
                    const path = operation.path.replace(/\{[^}]+\}/g, parameter)
                    const answer = await send(
                      `${server.url}${path}`,
                      operation.method,
                      body,
                      signedIn ? session : undefined,
                    ).catch((error: unknown) => {
                      // A body over the limit is refused (413) as soon as its
                      // Content-Length is read; the client, still sending, may
                      // see the connection closed instead. RequestGuard.test.ts
                      // checks the 413 itself.
                      if (body !== undefined && Buffer.byteLength(body) > maxBodyBytes)
                        return undefined
                      throw error
                    })
                    if (answer === undefined) return
                    const problem = problemWith(answer)
                    if (problem !== undefined) {
                      throw new Error(
                        `${operation.method} ${path} ${body?.slice(0, 300) ?? ""}: ${problem}`,
                      )
                    }
                  },
                ),
                { numRuns: 60 },
              ),
            )
          }),
      )
    }
  })
})

/** Text no field of any kind may hold. */
const refusedEverywhere = [
  "a\ud800b",
  "a\udc00b",
  "b\udfff\ud800a",
  "a\u0000b",
  "a\u2028b",
  "a\u2029b",
  "a\ufeffb",
  "a\u202eb",
] as const
/** Also refused in a name: one line, and no encoded word a mail client would decode. */
const refusedInNames = ["=?utf-8?q?Pat=0D=0ABcc:_ceo@strand.example?=", "Ada\nE-mail: x@y.z"]

const expertEntry = () => ({
  name: "Dr Ada Okafor",
  kind: "dermatologist",
  specialties: ["hair_loss"],
  city: "Leeds",
  country: "United Kingdom",
  online: true,
  languages: ["English"],
  bookingUrl: "https://example.com/book",
  email: "ada@example.com",
  note: "Scalp clinic on Tuesdays",
})

/** An otherwise valid body for each operation that takes one. */
const validBodies: Readonly<Record<string, () => unknown>> = {
  "POST /api/waitlist": () => ({
    name: "Ada Lovelace",
    email: `sweep-${crypto.randomUUID().slice(0, 8)}@example.com`,
    hairConcerns: "other: frizz",
    referralCode: "abc",
  }),
  "POST /api/login": () => ({
    email: `sweep-${crypto.randomUUID().slice(0, 8)}@example.com`,
    name: "Ada",
    referralCode: "abc",
  }),
  "POST /api/login/confirm": () => ({ token: "never-sent" }),
  "POST /api/analyze-hair": () => ({
    userName: "Ada",
    answers: { gender: "female", hair_texture: "wavy" },
    textInputs: { texture_notes: "soft at the ends" },
  }),
  "POST /api/analyses/{analysisId}/doctor-summary.pdf": () => ({
    since: "October",
    tried: "A gentle shampoo",
    paper: "a4",
  }),
  "POST /api/feedback": () => ({ name: "Ada", email: "", rating: "n/a", comments: "Lovely" }),
  "POST /api/events": () => ({
    journey: crypto.randomUUID(),
    event: { category: "quiz", label: "question_view", value: "gender" },
  }),
  "POST /api/ingredient-check": () => ({ ingredients: "Aqua, Glycerin", productType: "shampoo" }),
  "POST /api/retake-reminder/stop": () => ({ token: "never-sent" }),
  "PATCH /api/admin/products/{barcode}": () => ({ ingredients: "Aqua, Glycerin", hidden: false }),
  "POST /api/admin/experts": () => expertEntry(),
  "PUT /api/admin/experts/{expertId}": () => ({ ...expertEntry(), hidden: false }),
  "POST /api/analyses/{analysisId}/share": () => ({
    expertId: crypto.randomUUID(),
    consent: true,
    since: "October",
    tried: "A gentle shampoo",
    paper: "a4",
  }),
  "PUT /api/routine-schedule": () => ({
    days: ["tuesday", "saturday"],
    minutesWeekday: 15,
    minutesWeekend: 60,
    timeOfDay: "evening",
  }),
}

/** Path parameters a body's operation reads before the body, where any text would not do. */
const validPathParameters: Readonly<Record<string, string>> = { barcode: "4006381333931" }

const sweepAdmin = "sweep-admin@strand.test"

/** Where a text goes in a body: property names, "*" a record's value, "[]" an item, "{}" a record's key. */
type Slot = ReadonlyArray<string>

/** Every place the schema puts a string (through unions, records and arrays). */
const textSlots = (raw: JsonSchema, at: Slot = [], depth = 0): Array<Slot> => {
  const schema = resolve(raw)
  if (depth > 6) return []
  if (schema.anyOf !== undefined) {
    return schema.anyOf.flatMap((branch) => textSlots(branch, at, depth + 1))
  }
  switch (schema.type) {
    case "string":
      return [at]
    case "array":
      return textSlots(schema.items ?? {}, [...at, "[]"], depth + 1)
    case "object": {
      const named = Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
        textSlots(property, [...at, name], depth + 1),
      )
      const record =
        typeof schema.additionalProperties === "object"
          ? [[...at, "{}"], ...textSlots(schema.additionalProperties, [...at, "*"], depth + 1)]
          : []
      return [...named, ...record]
    }
    default:
      return []
  }
}

const slotKey = "sweep"

/** `body` with `text` at `slot` (building what is missing); and the path an issue names. */
const withTextAt = (body: unknown, slot: Slot, text: string) => {
  const copy = structuredClone(body) as Record<string, unknown>
  const path: Array<string | number> = []
  let parent: Record<string | number, unknown> = copy
  slot.forEach((step, i) => {
    const last = i === slot.length - 1
    const key = step === "[]" ? 0 : step === "*" ? slotKey : step === "{}" ? text : step
    if (step === "[]" && !Array.isArray(parent)) throw new Error(`not an array at ${slot}`)
    path.push(key)
    if (step === "{}") {
      parent[key] = "x"
      return
    }
    if (last) {
      parent[key] = text
      return
    }
    const next = slot[i + 1] === "[]" ? [] : {}
    const current = parent[key]
    const fits = Array.isArray(next) ? Array.isArray(current) : isObject(current)
    parent[key] = fits ? current : next
    parent = parent[key] as Record<string | number, unknown>
  })
  return { body: copy, path }
}

const isObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const startsWith = (path: ReadonlyArray<unknown>, prefix: ReadonlyArray<unknown>) =>
  prefix.every((step, i) => step === path[i])

const bodyOperations = operations.filter((operation) => operation.body !== undefined)

describe("every text field of every request body", () => {
  layer(testServer({ trustProxy: true, adminEmails: [sweepAdmin] }), {
    timeout: 300_000,
    excludeTestServices: true,
  })((it) => {
    it.effect("has a valid body to sweep for every operation that takes one", () =>
      Effect.sync(() => {
        assert.deepStrictEqual(
          bodyOperations.map((operation) => `${operation.method} ${operation.path}`).sort(),
          Object.keys(validBodies).sort(),
        )
      }),
    )

    for (const operation of bodyOperations) {
      const name = `${operation.method} ${operation.path}`
      it.effect(
        `${name}: each field refuses what no text may hold, at the schema`,
        () =>
          Effect.gen(function* () {
            const server = yield* TestServer
            const valid = validBodies[name]
            if (valid === undefined) return
            const url = `${server.url}${operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => validPathParameters[name] ?? crypto.randomUUID())}`
            // An admin's body is read only once the admin is known.
            const session = operation.path.startsWith("/api/admin/")
              ? (yield* signInByLink(server, sweepAdmin)).jar.header
              : yield* Effect.promise(() => freshSession(server.url))
            const post = (body: unknown) =>
              Effect.promise(() => send(url, operation.method, JSON.stringify(body), session))

            const baseline = yield* post(valid())
            assert.isBelow(baseline.status, 500, baseline.text)
            assert.notStrictEqual(baseline.status, 400, `the valid body: ${baseline.text}`)

            const slots = textSlots(operation.body ?? {})
            assert.isNotEmpty(slots)
            for (const slot of slots) {
              const named = /name/i.test(slot.at(-1) ?? "")
              for (const text of [...refusedEverywhere, ...(named ? refusedInNames : [])]) {
                const sent = withTextAt(valid(), slot, text)
                const answer = yield* post(sent.body)
                const what = `${slot.join(".")} = ${JSON.stringify(text)}: ${answer.status} ${answer.text.slice(0, 300)}`
                assert.strictEqual(answer.status, 400, what)
                const problem = JSON.parse(answer.text) as {
                  code: string
                  issues?: ReadonlyArray<{ path: ReadonlyArray<string | number> }>
                }
                assert.strictEqual(problem.code, "VALIDATION_ERROR", what)
                assert.isTrue(
                  (problem.issues ?? []).some(
                    (issue) =>
                      issue.path.length > 0 &&
                      (startsWith(sent.path, issue.path) || startsWith(issue.path, sent.path)),
                  ),
                  `the issue names the field: ${what}`,
                )
              }
            }
          }),
        120_000,
      )
    }
  })
})
