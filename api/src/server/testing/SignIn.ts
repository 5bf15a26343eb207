/**
 * A person signing in and taking the quiz through the API, as the app does:
 * every API test that needs a signed-in person or a stored analysis uses
 * these (admins, who must prove their address, use SignInByLink.ts).
 */
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import { CookieJar, request } from "./TestServer.ts"

/** A fresh address for each person a test signs in, so per-address limits never meet. */
export const freshEmail = (label = "person") =>
  `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`

export interface SignIn {
  readonly email?: string
  readonly name?: string
  readonly referralCode?: string
}

/**
 * Signs in by address alone (the server's trust-email mode; a new address
 * signs up): the browser's cookie jar, the address and the user it answered.
 */
export const signIn = (server: { readonly url: string }, person: SignIn = {}) =>
  Effect.gen(function* () {
    const jar = new CookieJar()
    const email = person.email ?? freshEmail()
    const response = yield* request(server, "/api/login", {
      method: "POST",
      body: {
        email,
        name: person.name ?? "Nia",
        ...(person.referralCode === undefined ? {} : { referralCode: person.referralCode }),
      },
      jar,
    })
    assert.strictEqual(response.status, 200, response.text)
    return { jar, email, user: response.json as { readonly referralCode: string } }
  })

/** What POST /api/analyze-hair takes: the quiz's answers and the person's name. */
export const quizBody = (answers: Record<string, unknown>, userName = "Nia") => ({
  userName,
  answers,
  textInputs: {},
})

/** POST /api/analyze-hair as the signed-in `jar`: the raw answer, whatever its status. */
export const analyseRequest = (
  server: { readonly url: string },
  jar: CookieJar,
  body: unknown,
  headers?: Record<string, string>,
) =>
  request(server, "/api/analyze-hair", {
    method: "POST",
    body,
    jar,
    ...(headers ? { headers } : {}),
  })

/**
 * A stored analysis of `body` (quizBody(...) or a whole request) for the
 * signed-in `jar`: fails the test unless the API answered 200. `Body` is what
 * the test reads of the answer.
 */
export const analyse = <
  Body extends { readonly analysisId: string } = { readonly analysisId: string },
>(
  server: { readonly url: string },
  jar: CookieJar,
  body: unknown,
  headers?: Record<string, string>,
) =>
  Effect.map(analyseRequest(server, jar, body, headers), (response) => {
    assert.strictEqual(response.status, 200, response.text)
    return response.json as Body
  })

/** The id of a stored analysis of `answers`, taken by `userName`, for the signed-in `jar`. */
export const analysisOf = (
  server: { readonly url: string },
  jar: CookieJar,
  answers: Record<string, unknown>,
  userName?: string,
) =>
  Effect.map(analyse(server, jar, quizBody(answers, userName)), (analysed) => analysed.analysisId)
