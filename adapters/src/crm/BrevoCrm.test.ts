/** The Brevo adapter against a local server that speaks Brevo's contacts API (testing/FakeBrevo.ts). */
import { assert, describe, it } from "@effect/vitest"
import { Crm, type CrmContact } from "@strand/domain/crm/Crm"
import { Effect, Redacted } from "effect"
import { FakeBrevo } from "../testing/FakeBrevo.ts"
import { brevoCrm } from "./BrevoCrm.ts"
import { crmContract } from "./CrmContract.ts"

const fakeBrevo = Effect.acquireRelease(
  Effect.promise(() => new FakeBrevo().listen()),
  (fake) => Effect.promise(() => fake.close()),
)

const contact = (email: string): CrmContact => ({
  waitlistEntryId: crypto.randomUUID(),
  email,
  firstName: "Ludwig",
  lastName: "van Beethoven",
  hairConcerns: "Thinning or hair loss",
  referralCode: "lvb_own",
  referredByCode: "joined_with",
  signedUpAt: "2026-11-20T10:00:00.000Z",
})

const push = (fake: FakeBrevo, contacts: ReadonlyArray<CrmContact>, key = fake.apiKey) =>
  Effect.flatMap(Crm, (crm) => crm.push(contacts)).pipe(
    Effect.provide(brevoCrm({ apiKey: Redacted.make(key), baseUrl: fake.url })),
  )

const tags = (outcomes: ReadonlyMap<string, { _tag: string }>) =>
  Object.fromEntries([...outcomes].map(([email, outcome]) => [email, outcome._tag]))

describe("BrevoCrm", () => {
  it.live(
    "creates new contacts, counts duplicate_parameter as skipped, and fills Strand's attributes",
    () =>
      Effect.gen(function* () {
        const fake = yield* fakeBrevo
        fake.seed("known@example.com")
        const outcomes = yield* push(fake, [
          contact("known@example.com"),
          contact("new@example.com"),
        ])
        assert.deepStrictEqual(tags(outcomes), {
          "known@example.com": "Skipped",
          "new@example.com": "Created",
        })
        const skipped = fake.calls.find(
          (call) =>
            call.path === "/v3/contacts" &&
            (call.body as { email: string }).email === "known@example.com",
        )
        assert.strictEqual(skipped?.status, 400)
        assert.deepStrictEqual(fake.contacts.get("new@example.com")?.attributes, {
          FIRSTNAME: "Ludwig",
          LASTNAME: "van Beethoven",
          HAIR_CONCERNS: "Thinning or hair loss",
          REFERRAL_CODE: "lvb_own",
          REFERRED_BY_CODE: "joined_with",
          SIGNUP_DATE: "2026-11-20",
        })
        const created = fake.calls.find(
          (call) => call.status === 201 && call.path === "/v3/contacts",
        )
        assert.deepInclude(created?.body as object, { updateEnabled: false })
      }),
  )

  it.live(
    "waits out a 429 and tries again; an invalid contact fails for good, the rest go on",
    () =>
      Effect.gen(function* () {
        const fake = yield* fakeBrevo
        fake.rateLimitNext = 1
        const outcomes = yield* push(fake, [contact("bad@"), contact("fine@example.com")])
        assert.strictEqual(outcomes.get("bad@")?._tag, "Failed")
        const bad = outcomes.get("bad@")
        if (bad?._tag === "Failed") assert.isFalse(bad.retryable)
        assert.strictEqual(outcomes.get("fine@example.com")?._tag, "Created")
        assert.strictEqual(fake.calls.filter((call) => call.status === 429).length, 1)
      }),
  )
})

crmContract("BrevoCrm", () => new FakeBrevo())
