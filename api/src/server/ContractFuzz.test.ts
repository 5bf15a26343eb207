/**
 * A fuzzing pass over the whole API: for every operation in the OpenAPI
 * document, bodies and path parameters generated (fast-check) from the
 * document's own schemas, some plausible, some hostile (control characters,
 * lone surrogates, bidi overrides, wrong types, unknown keys, oversized or
 * malformed JSON), sent by signed-in and anonymous clients alike. Whatever
 * comes in, the server never answers 500, and every 4xx is JSON with a
 * message and a code (the shape the SPA shows).
 */
import { assert, describe, layer } from "@effect/vitest"
import { questionIds, quizCatalogue } from "@strand/domain/quiz/QuizCatalogue"
import { hairConcernOptions } from "@strand/domain/waitlist/HairConcern"
import { Effect } from "effect"
import { OpenApi } from "effect/http-api"
import fc from "fast-check"
import { StrandApi } from "../contract/StrandApi.ts"
import { maxBodyBytes } from "./http/RequestGuard.ts"
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
