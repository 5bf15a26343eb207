/**
 * The CRM over HTTP against a local server that speaks HubSpot's contacts
 * API: Sync All for admins only, new sign-ups pushed without anyone pressing
 * it, 429s waited out, an outage ridden out with every sign-up delivered
 * exactly once, and the admin page's view of each sign-up's last push.
 */
import { assert, describe, layer } from "@effect/vitest"
import { FakeHubSpot } from "@strand/adapters/testing/FakeHubSpot"
import { Context, Effect, Layer } from "effect"
import type { CrmOverview, CrmSyncResult } from "../../contract/crm/CrmAnswers.ts"
import type { OutboxOverview } from "../../contract/outbox/OutboxAnswers.ts"
import { eventually, until } from "../testing/Eventually.ts"
import { signIn } from "../testing/SignIn.ts"
import { signInByLink } from "../testing/SignInByLink.ts"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const unique = () => crypto.randomUUID().slice(0, 8)
const admin = "admin@strand.test"

class HubSpot extends Context.Service<HubSpot, FakeHubSpot>()("test/HubSpot") {}

const hubSpotLayer = Layer.effect(
  HubSpot,
  Effect.acquireRelease(
    Effect.promise(() => new FakeHubSpot({ intervalMillis: 50 }).listen()),
    (fake) => Effect.promise(() => fake.close()),
  ),
)

const server = (overrides: { readonly maxAttempts?: number } = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const fake = yield* HubSpot
      return testServer(
        { adminEmails: [admin] },
        {
          CRM_PROVIDER: "hubspot",
          HUBSPOT_TOKEN: fake.token,
          HUBSPOT_BASE_URL: fake.url,
          OUTBOX_MAX_ATTEMPTS: String(overrides.maxAttempts ?? 10),
        },
      )
    }),
  ).pipe(Layer.provideMerge(hubSpotLayer))

/** An admin's address signs in only through the link e-mailed to it. */
const signInAdmin = Effect.flatMap(TestServer, (server) =>
  Effect.map(signInByLink(server, admin), ({ jar }) => jar),
)

const join = (url: string, email: string, name = "Ada Lovelace") =>
  request({ url }, "/api/waitlist", {
    method: "POST",
    body: { name, email, hairConcerns: "dandruff" },
  }).pipe(
    Effect.tap((response) =>
      Effect.sync(() => assert.strictEqual(response.status, 200, response.text)),
    ),
  )

const syncAll = (url: string, jar: CookieJar, crm = "hubspot") =>
  request({ url }, `/api/admin/sync-${crm}`, { method: "POST", jar })

describe("CRM sync with HubSpot", () => {
  layer(server(), { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect("Sync All is for admins only", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        assert.strictEqual((yield* syncAll(url, new CookieJar())).status, 401)
        const { jar: someone } = yield* signIn({ url })
        assert.strictEqual((yield* syncAll(url, someone)).status, 403)
        const jar = yield* signInAdmin
        const crossSite = yield* request({ url }, "/api/admin/sync-hubspot", {
          method: "POST",
          jar,
          headers: { "sec-fetch-site": "cross-site" },
        })
        assert.strictEqual(crossSite.status, 403)
        const other = yield* syncAll(url, jar, "brevo")
        assert.strictEqual(other.status, 404)
        assert.include((other.json as { message: string }).message, "HubSpot")
      }),
    )

    it.effect("a new sign-up reaches HubSpot without anyone pressing anything", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const fake = yield* HubSpot
        const email = `new-${unique()}@example.com`
        yield* join(server.url, email, "Ludwig van Beethoven")
        yield* server.settled
        const contact = fake.contactByEmail(email)
        assert.deepInclude(contact?.properties, {
          email,
          firstname: "Ludwig",
          lastname: "van Beethoven",
          strand_hair_concerns: "Dandruff or flaking",
        })
        // joining again changes nothing
        yield* join(server.url, email, "Ludwig van Beethoven")
        yield* server.settled
        assert.strictEqual(
          [...fake.contacts.values()].filter((c) => c.properties.email === email).length,
          1,
        )

        const jar = yield* signInAdmin
        const overview = (yield* request(server, "/api/admin/crm", { jar })).json as CrmOverview
        assert.strictEqual(overview.provider, "hubspot")
        assert.strictEqual(overview.providerName, "HubSpot")
        const mine = overview.contacts.find((c) => c.email === email)
        assert.strictEqual(mine?.lastPush?.result, "created")
      }),
    )

    it.effect("a contact carries their own referral code and the one they joined with", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const fake = yield* HubSpot
        const ownCodeOf = (email: string) =>
          request(server, "/api/login", { method: "POST", body: { email, name: "Ada" } }).pipe(
            Effect.map((response) => (response.json as { referralCode: string }).referralCode),
          )
        const referrer = yield* ownCodeOf(`referrer-${unique()}@example.com`)
        const email = `referred-${unique()}@example.com`
        const joined = yield* request(server, "/api/waitlist", {
          method: "POST",
          body: { name: "Ada Lovelace", email, hairConcerns: "dandruff", referralCode: referrer },
        })
        assert.strictEqual(joined.status, 200, joined.text)
        yield* server.settled
        const own = yield* ownCodeOf(email)
        assert.notStrictEqual(own, referrer)
        assert.deepInclude(fake.contactByEmail(email)?.properties, {
          strand_referral_code: own,
          strand_referred_by_code: referrer,
        })
      }),
    )

    it.effect(
      "Sync All skips the contacts HubSpot has, creates the rest, and reports the totals",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const fake = yield* HubSpot
          const jar = yield* signInAdmin
          const known = `known-${unique()}@example.com`
          yield* join(server.url, known)
          yield* server.settled
          // two more join while HubSpot is down; one is added in HubSpot by hand meanwhile
          fake.down = true
          const late = [`late1-${unique()}@example.com`, `late2-${unique()}@example.com`]
          for (const email of late) yield* join(server.url, email)
          yield* server.settled
          fake.seed(late[0] ?? "")
          fake.down = false
          const total = ((yield* request(server, "/api/waitlist/count")).json as { count: number })
            .count
          const response = yield* syncAll(server.url, jar)
          assert.strictEqual(response.status, 200, response.text)
          const result = response.json as CrmSyncResult
          assert.strictEqual(result.total, total)
          assert.strictEqual(result.failed, 0)
          assert.strictEqual(result.success, total)
          assert.isAtLeast(result.skipped, 2)
          assert.strictEqual(result.created + result.skipped, total)
          for (const email of [known, ...late]) {
            assert.strictEqual(
              [...fake.contacts.values()].filter((c) => c.properties.email === email).length,
              1,
            )
          }
          const again = (yield* syncAll(server.url, jar)).json as CrmSyncResult
          assert.deepStrictEqual(again, {
            total,
            success: total,
            failed: 0,
            created: 0,
            skipped: total,
          })
        }),
    )

    it.effect("waits out HubSpot's 429s", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const fake = yield* HubSpot
        const email = `limited-${unique()}@example.com`
        fake.rateLimitNext = 2
        yield* join(server.url, email)
        yield* server.settled
        assert.isDefined(fake.contactByEmail(email))
        assert.isAtLeast(fake.calls.filter((call) => call.status === 429).length, 2)
      }),
    )

    it.effect("an outage, then recovery: every sign-up reaches HubSpot exactly once", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const fake = yield* HubSpot
        fake.down = true
        const emails = Array.from({ length: 5 }, (_, i) => `outage${i}-${unique()}@example.com`)
        for (const email of emails) yield* join(server.url, email)
        yield* server.settled
        assert.strictEqual(emails.filter((email) => fake.contactByEmail(email)).length, 0)
        const jar = yield* signInAdmin
        const outbox = (yield* request(server, "/api/admin/outbox", { jar })).json as OutboxOverview
        // pending, or already being tried again (retries are quick in tests)
        const waiting = outbox.jobs.filter(
          (job) =>
            emails.some((email) => job.description.endsWith(email)) &&
            (job.status === "pending" || job.status === "running"),
        )
        assert.strictEqual(waiting.length, 5)
        for (const job of waiting)
          assert.match(job.lastError ?? "", /HubSpot could not be reached \(503/)

        fake.down = false
        yield* eventually(
          Effect.suspend(() =>
            until(
              emails.every((email) => fake.contactByEmail(email)),
              "all five in HubSpot",
            ),
          ),
          30,
        )
        yield* server.settled
        const created = fake
          .callsTo("/crm/v3/objects/contacts/batch/create")
          .filter((call) => call.status === 201)
          .flatMap(
            (call) => (call.body as { inputs: Array<{ properties: { email: string } }> }).inputs,
          )
          .map((input) => input.properties.email)
        for (const email of emails)
          assert.strictEqual(created.filter((e) => e === email).length, 1, email)
      }),
    )
  })

  layer(server({ maxAttempts: 2 }), { timeout: 90_000, excludeTestServices: true })(
    "when the attempts run out",
    (it) => {
      it.effect("the job is dead and shown to admins, and their retry delivers it", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const fake = yield* HubSpot
          const jar = yield* signInAdmin
          fake.down = true
          const email = `dead-${unique()}@example.com`
          yield* join(server.url, email)
          const dead = yield* eventually(
            Effect.gen(function* () {
              const overview = (yield* request(server, "/api/admin/outbox?status=dead", { jar }))
                .json as OutboxOverview
              const job = overview.jobs.find((j) => j.description.endsWith(email))
              return yield* Effect.as(until(job !== undefined, "a dead job"), job)
            }),
          )
          assert.strictEqual(dead?.attempts, 2)
          fake.down = false
          const retried = yield* request(server, `/api/admin/outbox/${dead?.id}/retry`, {
            method: "POST",
            jar,
          })
          assert.strictEqual(retried.status, 200, retried.text)
          yield* server.settled
          assert.isDefined(fake.contactByEmail(email))
          const twice = yield* request(server, `/api/admin/outbox/${dead?.id}/retry`, {
            method: "POST",
            jar,
          })
          assert.strictEqual(twice.status, 404)
          const { jar: someone } = yield* signIn(server)
          assert.strictEqual(
            (yield* request(server, "/api/admin/outbox", { jar: someone })).status,
            403,
          )
        }),
      )
    },
  )

  layer(testServer({ adminEmails: [admin] }), { timeout: 90_000, excludeTestServices: true })(
    "with no CRM (CRM_PROVIDER=none)",
    (it) => {
      it.effect("Sync All reports every contact as skipped, and the overview says none", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          for (const n of [1, 2]) yield* join(server.url, `none${n}-${unique()}@example.com`)
          yield* server.settled
          const jar = yield* signInAdmin
          const result = (yield* syncAll(server.url, jar, "none")).json as CrmSyncResult
          assert.deepStrictEqual(result, {
            total: 2,
            success: 2,
            failed: 0,
            created: 0,
            skipped: 2,
          })
          const overview = (yield* request(server, "/api/admin/crm", { jar })).json as CrmOverview
          assert.strictEqual(overview.provider, "none")
          assert.strictEqual(overview.providerName, "No CRM")
          for (const contact of overview.contacts)
            assert.strictEqual(contact.lastPush?.result, "skipped")
          assert.strictEqual((yield* syncAll(server.url, jar, "hubspot")).status, 404)
        }),
      )
    },
  )
})
