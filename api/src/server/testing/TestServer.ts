/**
 * The real Strand server for integration tests: listening on 127.0.0.1 on a
 * free port, fresh embedded database in a temporary folder (or a fresh
 * database on a real PostgreSQL when given its server URL). Tests talk to it
 * over HTTP with fetch, exactly like a browser.
 */
import { join } from "node:path"
import type { StrandConfig } from "@strand/adapters/config/StrandConfig"
import { temporaryDataDir, temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { Context, Effect, Layer, Option } from "effect"
import { HttpServer } from "effect/http"
import { inject } from "vitest"
import { strandServer } from "../StrandServer.ts"

export class TestServer extends Context.Service<TestServer, { readonly url: string }>()(
  "@strand/api/testing/TestServer",
) {}

export const testConfig = (overrides: Partial<StrandConfig> = {}): StrandConfig => ({
  port: 0,
  databaseUrl: Option.none(),
  dataDir: "",
  webDist: join(import.meta.dirname, "fixtures", "web"),
  aiProvider: "rules",
  mailTransport: "outbox",
  crmProvider: "none",
  adminEmails: [],
  ...overrides,
})

// `STRAND_TEST_DATABASE=postgres` (the test command's PostgreSQL lane) runs
// the same tests against a fresh database on a real PostgreSQL server.
const onPostgres = process.env.STRAND_TEST_DATABASE === "postgres"

export const testServer = (overrides: Partial<StrandConfig> = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const database = onPostgres
        ? {
            databaseUrl: Option.some(yield* temporaryPostgresDatabase(inject("postgresUrl"))),
          }
        : { dataDir: yield* temporaryDataDir }
      const server = strandServer(testConfig({ ...database, ...overrides }))
      return Layer.effect(
        TestServer,
        Effect.gen(function* () {
          const { address } = yield* HttpServer.HttpServer
          if (address._tag === "UnixPathAddress") return yield* Effect.die("expected a TCP port")
          return { url: `http://127.0.0.1:${address.port}` }
        }),
      ).pipe(Layer.provide(server))
    }),
  )

/** fetch against the test server, JSON in and out. */
export const request = (
  server: { readonly url: string },
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  Effect.promise(async () => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json }
  })
