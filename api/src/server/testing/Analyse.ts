/** A signed-in person's analysis of `answers`, through the API: its id. */
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import { type CookieJar, request } from "./TestServer.ts"

export const analyse = (url: string, jar: CookieJar, answers: Record<string, unknown>) =>
  Effect.gen(function* () {
    const response = yield* request({ url }, "/api/analyze-hair", {
      method: "POST",
      body: { userName: "Nia", answers, textInputs: {} },
      jar,
    })
    assert.strictEqual(response.status, 200, response.text)
    return (response.json as { analysisId: string }).analysisId
  })
