/**
 * Scaling out as docs/operations.md describes it: two
 * real API processes (`node api/src/server/main.ts`, as `npm start` runs
 * it) on one PostgreSQL, one person going back and forth between them as a
 * reverse proxy would send them. Everything that must be shared lives in
 * the database: the session, the waitlist and its count, reports, the
 * hourly analysis quota, signing out; directly and through PgBouncer in
 * transaction mode. (PostgreSQL lane only: embedded
 * PGlite belongs to one process. The outbox shared by two workers is
 * outbox/SharedOutbox.test.ts.)
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { temporaryPostgresDatabase, throughPgBouncer } from "@strand/adapters/testing/TestDatabase"
import { Effect, Redacted } from "effect"
import { describe, expect, inject, it } from "vitest"
import { type StrandProcess, startStrandProcess } from "./testing/ServerProcess.ts"
import { CookieJar } from "./testing/TestServer.ts"

const call = async (
  server: StrandProcess,
  path: string,
  jar: CookieJar,
  init: { method?: string; body?: unknown } = {},
) => {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(jar.cookies.size > 0 ? { cookie: jar.header } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  jar.remember(response.headers)
  const text = await response.text()
  return { status: response.status, text, json: text === "" ? undefined : JSON.parse(text) }
}

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")(
  "two API processes on one PostgreSQL",
  () => {
    // Directly, and through PgBouncer in transaction mode with fewer server
    // connections than the two pools hold, without named prepared statements
    // (the setting docs/operations.md gives for it).
    const lanes = [
      { lane: "directly", throughPgBouncer: false },
      { lane: "through PgBouncer in transaction mode", throughPgBouncer: true },
    ]
    it.each(lanes)(
      "serve one person through both, $lane",
      async ({ throughPgBouncer: bounced }) => {
        await Effect.runPromise(
          Effect.scoped(
            Effect.gen(function* () {
              const database = yield* temporaryPostgresDatabase(inject("postgresUrl"))
              const databaseUrl = Redacted.value(
                bounced ? throughPgBouncer(database, inject("pgBouncerUrl")) : database,
              )
              const started = yield* Effect.acquireRelease(
                Effect.promise(() =>
                  Promise.all(
                    ["a", "b"].map((name) => {
                      const dataDir = mkdtempSync(join(tmpdir(), `strand-scale-${name}-`))
                      return startStrandProcess(
                        {
                          DATABASE_URL: databaseUrl,
                          DATABASE_PREPARE: String(!bounced),
                          STRAND_DATA_DIR: dataDir,
                          ANALYSES_PER_HOUR: "2",
                        },
                        { startSeconds: 90 },
                      ).then((server) => ({ server, dataDir }))
                    }),
                  ),
                ),
                (both) =>
                  Effect.promise(async () => {
                    for (const { server, dataDir } of both) {
                      expect(await server.stop()).toBe(0)
                      rmSync(dataDir, { recursive: true, force: true })
                    }
                  }),
              )
              const [a, b] = started.map(({ server }) => server) as [StrandProcess, StrandProcess]
              yield* Effect.promise(async () => {
                const jar = new CookieJar()
                const email = `scaled-${crypto.randomUUID().slice(0, 8)}@example.com`

                // Joins on A (and is signed in there)...
                const joined = await call(a, "/api/waitlist", jar, {
                  method: "POST",
                  body: { name: "Grace Hopper", email, hairConcerns: "thinning" },
                })
                expect(joined.status, joined.text).toBe(200)
                // ...is counted and signed in on B.
                expect((await call(b, "/api/waitlist/count", jar)).json).toEqual({ count: 1 })
                const onB = await call(b, "/api/user", jar)
                expect([onB.status, onB.json?.email]).toEqual([200, email])

                // A report written on B is read on A, and listed on both.
                const analysis = await call(b, "/api/analyze-hair", jar, {
                  method: "POST",
                  body: { userName: "Grace", answers: { gender: "female" } },
                })
                expect(analysis.status, analysis.text).toBe(200)
                const id = analysis.json.analysisId as string
                const read = await call(a, `/api/analyses/${id}`, jar)
                expect(read.status, read.text).toBe(200)
                for (const server of [a, b]) {
                  const list = await call(server, "/api/user/analyses", jar)
                  expect(JSON.stringify(list.json)).toContain(id)
                }

                // The hourly quota (2 here) is one quota, whichever process counts.
                const second = await call(a, "/api/analyze-hair", jar, {
                  method: "POST",
                  body: { userName: "Grace", answers: { gender: "female" } },
                })
                expect(second.status, second.text).toBe(200)
                const third = await call(b, "/api/analyze-hair", jar, {
                  method: "POST",
                  body: { userName: "Grace", answers: { gender: "female" } },
                })
                expect(third.status, third.text).toBe(429)

                // Signing out on A ends the session on B too.
                const stale = new CookieJar()
                for (const [name, value] of jar.cookies) stale.cookies.set(name, value)
                expect((await call(b, "/api/user", stale)).status).toBe(200)
                expect((await call(a, "/api/logout", jar, { method: "POST" })).status).toBe(200)
                expect((await call(b, "/api/user", stale)).status).toBe(401)
              })
            }),
          ),
        )
      },
      240_000,
    )
  },
)
