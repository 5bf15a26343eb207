/**
 * Two API processes on one PostgreSQL, each with its own outbox worker,
 * and one HubSpot-speaking server: every sign-up joined on either process
 * reaches HubSpot exactly once, and every feedback e-mail is written once.
 * (PostgreSQL lane only: embedded PGlite is one process.)
 */
import { assert, describe, layer } from "@effect/vitest"
import { FakeHubSpot } from "@strand/adapters/testing/FakeHubSpot"
import { temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { Context, Effect, Layer, Option } from "effect"
import { inject } from "vitest"
import { mailFolder } from "../testing/MailFolder.ts"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

class Processes extends Context.Service<
  Processes,
  {
    readonly a: TestServer["Service"]
    readonly b: TestServer["Service"]
    readonly hubSpot: FakeHubSpot
  }
>()("test/Processes") {}

const twoProcesses = Layer.unwrap(
  Effect.gen(function* () {
    const hubSpot = yield* Effect.acquireRelease(
      Effect.promise(() => new FakeHubSpot({ intervalMillis: 50 }).listen()),
      (fake) => Effect.promise(() => fake.close()),
    )
    const databaseUrl = Option.some(yield* temporaryPostgresDatabase(inject("postgresUrl")))
    const process = () =>
      Layer.build(
        testServer(
          { databaseUrl },
          { CRM_PROVIDER: "hubspot", HUBSPOT_TOKEN: hubSpot.token, HUBSPOT_BASE_URL: hubSpot.url },
        ),
      ).pipe(Effect.map((context) => Context.get(context, TestServer)))
    return Layer.succeed(Processes, { a: yield* process(), b: yield* process(), hubSpot })
  }),
)

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")(
  "outbox workers in two processes",
  () => {
    layer(twoProcesses, { timeout: 90_000, excludeTestServices: true })((it) => {
      it.effect("deliver every job once between them", () =>
        Effect.gen(function* () {
          const { a, b, hubSpot } = yield* Processes
          const marker = crypto.randomUUID().slice(0, 8)
          const emails = Array.from({ length: 12 }, (_, i) => `shared${i}-${marker}@example.com`)
          yield* Effect.forEach(
            emails,
            (email, i) =>
              request(i % 2 === 0 ? a : b, "/api/waitlist", {
                method: "POST",
                body: { name: "Shared Person", email },
              }),
            { concurrency: 4 },
          )
          yield* Effect.forEach(
            [1, 2, 3, 4],
            (n) =>
              request(n % 2 === 0 ? a : b, "/api/feedback", {
                method: "POST",
                body: { comments: `${marker} feedback ${n}` },
              }),
            { concurrency: 4 },
          )
          yield* a.settled
          yield* b.settled
          for (const email of emails) {
            const created = hubSpot.calls
              .filter(
                (call) => call.status === 201 && call.path.startsWith("/crm/v3/objects/contacts"),
              )
              .flatMap((call) => {
                const body = call.body as {
                  inputs?: Array<{ properties: { email: string } }>
                  properties?: { email: string }
                }
                return (
                  body.inputs?.map((input) => input.properties.email) ?? [body.properties?.email]
                )
              })
              .filter((created) => created === email)
            assert.strictEqual(created.length, 1, email)
          }
          // each process writes to its own mail folder: together, each message once
          const mails = [
            ...(yield* mailFolder(a.dataDir)),
            ...(yield* mailFolder(b.dataDir)),
          ].filter((mail) => mail.text.includes(marker))
          assert.strictEqual(mails.length, 4)
          const counts = yield* a.outbox.counts
          assert.strictEqual(counts.pending + counts.running + counts.dead, 0)
        }),
      )
    })
  },
)
