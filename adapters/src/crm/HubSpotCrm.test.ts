/**
 * The HubSpot adapter against a local server that speaks HubSpot's CRM v3
 * contacts API (testing/FakeHubSpot.ts): what it sends, and how it reads
 * every answer HubSpot gives.
 */
import { assert, describe, it } from "@effect/vitest"
import { Crm, type CrmContact } from "@strand/domain/crm/Crm"
import { Duration, Effect, Option, Redacted } from "effect"
import { answerMaxBytes } from "../http/AnswerSizeCap.ts"
import { FakeHubSpot } from "../testing/FakeHubSpot.ts"
import { contact, crmContract } from "./CrmContract.ts"
import { hubSpotCrm, hubSpotWait } from "./HubSpotCrm.ts"

const fakeHubSpot = Effect.acquireRelease(
  Effect.promise(() => new FakeHubSpot({ intervalMillis: 50 }).listen()),
  (fake) => Effect.promise(() => fake.close()),
)

const push = (fake: FakeHubSpot, contacts: ReadonlyArray<CrmContact>, token = fake.token) =>
  Effect.flatMap(Crm, (crm) => crm.push(contacts)).pipe(
    Effect.provide(hubSpotCrm({ token: Redacted.make(token), baseUrl: fake.url })),
  )

const tags = (outcomes: ReadonlyMap<string, { _tag: string }>) =>
  Object.fromEntries([...outcomes].map(([email, outcome]) => [email, outcome._tag]))

describe("HubSpotCrm", () => {
  it.live(
    "skips contacts HubSpot has, creates the rest in one batch, with name split and Strand's properties",
    () =>
      Effect.gen(function* () {
        const fake = yield* fakeHubSpot
        fake.seed("old@example.com")
        const outcomes = yield* push(fake, [
          contact("Old@Example.com"),
          contact("new@example.com", { firstName: "Mary Ann", lastName: "Smith" }),
          contact("other@example.com", {
            hairConcerns: "",
            referralCode: null,
            referredByCode: null,
          }),
        ])
        assert.deepStrictEqual(tags(outcomes), {
          "old@example.com": "Skipped",
          "new@example.com": "Created",
          "other@example.com": "Created",
        })
        const [read] = fake.callsTo("/crm/v3/objects/contacts/batch/read")
        assert.deepStrictEqual(read?.body, {
          idProperty: "email",
          inputs: [
            { id: "Old@Example.com" },
            { id: "new@example.com" },
            { id: "other@example.com" },
          ],
          properties: ["email"],
        })
        assert.strictEqual(read?.status, 207)
        const creates = fake.callsTo("/crm/v3/objects/contacts/batch/create")
        assert.strictEqual(creates.length, 1)
        const created = fake.contactByEmail("new@example.com")
        assert.deepInclude(created?.properties, {
          email: "new@example.com",
          firstname: "Mary Ann",
          lastname: "Smith",
          strand_hair_concerns: "Dandruff or flaking",
          strand_referral_code: "ada_own",
          strand_referred_by_code: "joined_with",
          strand_signed_up_at: String(Date.parse("2026-11-20T10:00:00.000Z")),
        })
        // empty fields are left out rather than written as ""
        assert.notProperty(
          fake.contactByEmail("other@example.com")?.properties,
          "strand_hair_concerns",
        )
        // the four properties were made once, and are not made again
        assert.includeMembers(
          [...fake.properties],
          [
            "strand_hair_concerns",
            "strand_referral_code",
            "strand_referred_by_code",
            "strand_signed_up_at",
          ],
        )
        assert.strictEqual(
          fake.calls.filter(
            (call) => call.path === "/crm/v3/properties/contacts" && call.method === "POST",
          ).length,
          4,
        )
        assert.strictEqual(fake.contacts.size, 3)
      }),
  )

  it.live("sends at most 100 contacts a batch", () =>
    Effect.gen(function* () {
      const fake = yield* fakeHubSpot
      const many = Array.from({ length: 230 }, (_, i) => contact(`person${i}@example.com`))
      const outcomes = yield* push(fake, many)
      assert.strictEqual([...outcomes.values()].filter((o) => o._tag === "Created").length, 230)
      const sizes = fake
        .callsTo("/crm/v3/objects/contacts/batch/create")
        .map((call) => (call.body as { inputs: unknown[] }).inputs.length)
      assert.deepStrictEqual(sizes, [100, 100, 30])
      assert.strictEqual(fake.contacts.size, 230)
    }),
  )

  it.live(
    "a contact created meanwhile (409 CONFLICT on the batch) is skipped, the others created one by one",
    () =>
      Effect.gen(function* () {
        const fake = yield* fakeHubSpot
        // appears between the read and the create, as if someone added it in HubSpot
        fake.afterBatchRead = () => {
          fake.seed("race@example.com")
          fake.afterBatchRead = undefined
        }
        const outcomes = yield* push(fake, [
          contact("a@example.com"),
          contact("race@example.com"),
          contact("b@example.com"),
        ])
        assert.deepStrictEqual(tags(outcomes), {
          "a@example.com": "Created",
          "race@example.com": "Skipped",
          "b@example.com": "Created",
        })
        const [batch] = fake.callsTo("/crm/v3/objects/contacts/batch/create")
        assert.strictEqual(batch?.status, 409)
        assert.strictEqual(fake.callsTo("/crm/v3/objects/contacts").length, 3)
        assert.strictEqual(fake.contacts.size, 3)
      }),
  )

  it.live("waits out a 429 as HubSpot's headers say, and tries again", () =>
    Effect.gen(function* () {
      const fake = yield* fakeHubSpot
      fake.rateLimitNext = 2
      const outcomes = yield* push(fake, [contact("slow@example.com")])
      assert.deepStrictEqual(tags(outcomes), { "slow@example.com": "Created" })
      const limited = fake.calls.filter((call) => call.status === 429)
      assert.strictEqual(limited.length, 2)
      assert.strictEqual(fake.contacts.size, 1)
    }),
  )

  it.live("waits at least as long as HubSpot's rate-limit window says", () =>
    Effect.gen(function* () {
      const fake = yield* Effect.acquireRelease(
        Effect.promise(() => new FakeHubSpot({ intervalMillis: 300 }).listen()),
        (started) => Effect.promise(() => started.close()),
      )
      fake.rateLimitNext = 2
      const startedAt = Date.now()
      yield* push(fake, [contact("patient@example.com")])
      assert.isAtLeast(Date.now() - startedAt, 600)
      assert.isDefined(fake.contactByEmail("patient@example.com"))
    }),
  )

  it("reads the wait from Retry-After, else the rate-limit window; never waits out the daily limit", () => {
    const answer = (headers: Record<string, string>, policyName = "TEN_SECONDLY_ROLLING") => ({
      status: 429,
      headers: new Headers(headers),
      body: { status: "error", errorType: "RATE_LIMIT", policyName },
    })
    const millis = (wait: Option.Option<Duration.Duration>) => Option.map(wait, Duration.toMillis)
    assert.deepStrictEqual(
      millis(
        hubSpotWait(
          answer({ "retry-after": "2", "x-hubspot-ratelimit-interval-milliseconds": "10000" }),
        ),
      ),
      Option.some(2000),
    )
    assert.deepStrictEqual(
      millis(hubSpotWait(answer({ "x-hubspot-ratelimit-interval-milliseconds": "10000" }))),
      Option.some(10_000),
    )
    assert.deepStrictEqual(millis(hubSpotWait(answer({}))), Option.some(10_000))
    assert.isTrue(Option.isNone(hubSpotWait(answer({ "retry-after": "1" }, "DAILY"))))
  })

  it.live("stops reading an answer past 1 MiB: every contact fails, to be retried later", () =>
    Effect.gen(function* () {
      const fake = yield* fakeHubSpot
      for (const declared of [true, false]) {
        fake.oversizedNext = { bytes: 30 * 1024 * 1024, declared }
        const outcomes = yield* push(fake, [contact(`big-${declared}@example.com`)])
        for (const outcome of outcomes.values()) {
          assert.strictEqual(outcome._tag, "Failed")
          if (outcome._tag === "Failed") {
            assert.isTrue(outcome.retryable)
            assert.include(outcome.reason, String(answerMaxBytes))
          }
        }
      }
      yield* Effect.sleep("200 millis")
      assert.strictEqual(fake.oversizedCutOff, 2)
    }),
  )

  it.live("gives up after three 429s in a row: every contact fails, to be retried later", () =>
    Effect.gen(function* () {
      const fake = yield* fakeHubSpot
      fake.rateLimitNext = 10
      const outcomes = yield* push(fake, [contact("a@example.com"), contact("b@example.com")])
      assert.strictEqual(fake.calls.length, 4)
      for (const outcome of outcomes.values()) {
        assert.strictEqual(outcome._tag, "Failed")
        if (outcome._tag === "Failed") {
          assert.isTrue(outcome.retryable)
          assert.match(outcome.reason, /rate-limiting/)
        }
      }
    }),
  )

  it.live("a refused token fails every contact as retryable, naming the cause and no address", () =>
    Effect.gen(function* () {
      const fake = yield* fakeHubSpot
      const outcomes = yield* push(fake, [contact("a@example.com")], "wrong-token")
      const outcome = outcomes.get("a@example.com")
      assert.strictEqual(outcome?._tag, "Failed")
      if (outcome?._tag === "Failed") {
        assert.match(outcome.reason, /HubSpot refused Strand's credentials \(401/)
        assert.notInclude(outcome.reason, "a@example.com")
      }
      assert.strictEqual(fake.contacts.size, 0)
    }),
  )

  it.live(
    "HubSpot down: every contact fails as retryable; nothing is created twice once it is back",
    () =>
      Effect.gen(function* () {
        const fake = yield* fakeHubSpot
        fake.down = true
        const contacts = [contact("a@example.com"), contact("b@example.com")]
        const first = yield* push(fake, contacts)
        for (const outcome of first.values())
          assert.isTrue(outcome._tag === "Failed" && outcome.retryable)
        fake.down = false
        assert.deepStrictEqual(tags(yield* push(fake, contacts)), {
          "a@example.com": "Created",
          "b@example.com": "Created",
        })
        assert.deepStrictEqual(tags(yield* push(fake, contacts)), {
          "a@example.com": "Skipped",
          "b@example.com": "Skipped",
        })
        assert.strictEqual(fake.contacts.size, 2)
      }),
  )
})

crmContract("HubSpotCrm", () => new FakeHubSpot({ intervalMillis: 50 }))
