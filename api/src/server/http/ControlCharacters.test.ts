/**
 * Text no field may hold (domain/text/TextFields.ts): U+0000 reached
 * PostgreSQL and failed as an empty 500, and so did a lone surrogate in a
 * note (jsonb refuses it); line breaks, separators and encoded words in a
 * name forged lines in the team's mail; bidi overrides reorder what is
 * shown. Every text field refuses them at the schema: 400 VALIDATION_ERROR
 * with the field's own message and path.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const unique = () => crypto.randomUUID().slice(0, 8)
const email = () => `ctl-${unique()}@example.com`

interface Problem {
  readonly message: string
  readonly code: string
  readonly issues: ReadonlyArray<{ path: ReadonlyArray<string | number>; message: string }>
}

const cases: ReadonlyArray<{
  readonly what: string
  readonly path: string
  readonly body: () => Record<string, unknown>
  readonly field: ReadonlyArray<string>
  readonly message: string
  readonly signedIn?: boolean
}> = [
  {
    what: "a NUL in a waitlist name",
    path: "/api/waitlist",
    body: () => ({ name: "Ada\u0000", email: email() }),
    field: ["name"],
    message: "Name must be one line of plain text",
  },
  {
    what: "a line break in a sign-in name",
    path: "/api/login",
    body: () => ({ email: email(), name: "Ada\nE-mail: ceo@strand.example" }),
    field: ["name"],
    message: "Name must be one line of plain text",
  },
  {
    what: "a bidi override in a name",
    path: "/api/login",
    body: () => ({ email: email(), name: "Eve\u202Egnp.exe" }),
    field: ["name"],
    message: "Name must be one line of plain text",
  },
  {
    what: "a NUL in an e-mail address",
    path: "/api/waitlist",
    body: () => ({ name: "Ada", email: `ada\u0000${unique()}@example.com` }),
    field: ["email"],
    message: "Please enter a valid email address",
  },
  {
    what: "a NUL in the hair concerns",
    path: "/api/waitlist",
    body: () => ({ name: "Ada", email: email(), hairConcerns: "other: frizz\u0000" }),
    field: ["hairConcerns"],
    message: "Hair concerns must be plain text, without control or invisible characters",
  },
  {
    what: "a NUL in feedback",
    path: "/api/feedback",
    body: () => ({ name: "Ada", email: "", rating: "n/a", comments: "Great\u0000" }),
    field: ["comments"],
    message: "Feedback must be plain text, without control or invisible characters",
  },
  {
    what: "a line break in the feedback name",
    path: "/api/feedback",
    body: () => ({ name: "Ada\r\nSigned in: yes", email: "", comments: "Hi" }),
    field: ["name"],
    message: "Name must be one line of plain text",
  },
  {
    what: "a NUL in a quiz note",
    path: "/api/analyze-hair",
    body: () => ({
      userName: "Ada",
      answers: { gender: "female" },
      textInputs: { texture_notes: "soft\u0000" },
    }),
    field: ["textInputs", "texture_notes"],
    message: "Notes must be plain text, without control or invisible characters",
    signedIn: true,
  },
  {
    what: "a lone surrogate in a quiz note",
    path: "/api/analyze-hair",
    body: () => ({
      userName: "Ada",
      answers: { gender: "female" },
      textInputs: { texture_notes: "a\ud800b" },
    }),
    field: ["textInputs", "texture_notes"],
    message: "Notes must be plain text, without control or invisible characters",
    signedIn: true,
  },
  {
    what: "a control character in the analysis's userName",
    path: "/api/analyze-hair",
    body: () => ({ userName: "Ada\u0007", answers: { gender: "female" } }),
    field: ["userName"],
    message: "Name must be one line of plain text",
    signedIn: true,
  },
  ...["\u2028", "\u2029", "\ufeff"].map((separator) => ({
    what: `U+${separator.codePointAt(0)?.toString(16).toUpperCase()} in a name`,
    path: "/api/waitlist",
    body: () => ({ name: `Ada${separator}Lovelace`, email: email() }),
    field: ["name"],
    message: "Name must be one line of plain text",
  })),
  {
    what: "an RFC 2047 encoded word in a name",
    path: "/api/login",
    body: () => ({ email: email(), name: "=?utf-8?q?Pat=0D=0ABcc:_ceo@strand.example?=" }),
    field: ["name"],
    message: "Name must be one line of plain text",
  },
  {
    what: "a bidi override in feedback",
    path: "/api/feedback",
    body: () => ({ name: "Ada", email: "", comments: "Great \u202Egnp.exe app" }),
    field: ["comments"],
    message: "Feedback must be plain text, without control or invisible characters",
  },
  {
    what: "a NUL inside an ingredient list",
    path: "/api/ingredient-check",
    body: () => ({ ingredients: "Aqua, Sodium Laureth\u0000 Sulfate, Glycerin" }),
    field: ["ingredients"],
    message: "The ingredient list must be plain text, without control or invisible characters",
    signedIn: true,
  },
]

describe("control characters in stored text", () => {
  layer(testServer({ trustProxy: true }), { timeout: 60_000, excludeTestServices: true })((it) => {
    for (const { what, path, body, field, message, signedIn } of cases) {
      it.effect(`${what} is a 400 with the field's message`, () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const jar = new CookieJar()
          if (signedIn === true) {
            yield* request(server, "/api/login", { method: "POST", body: { email: email() }, jar })
          }
          const response = yield* request(server, path, {
            method: "POST",
            body: body(),
            jar,
            headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}` },
          })
          assert.strictEqual(response.status, 400, response.text)
          const problem = response.json as Problem
          assert.strictEqual(problem.code, "VALIDATION_ERROR")
          assert.deepInclude(problem.issues, { path: [...field], message })
        }),
      )
    }
  })
})
