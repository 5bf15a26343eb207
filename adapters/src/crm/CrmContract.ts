/**
 * The behaviour every CRM adapter must have, as one test suite that each
 * adapter's test runs against its own stand-in server. The adapter is chosen
 * the way the server chooses it, through CRM_PROVIDER and the registry, so
 * the suite also proves the registry line and the adapter's variables.
 */
import { assert, describe, it } from "@effect/vitest"
import { Crm, type CrmContact, type PushOutcome } from "@strand/domain/crm/Crm"
import { ConfigProvider, Effect, type Scope } from "effect"
import type { CrmStandIn } from "../testing/CrmStandIn.ts"
import { crmConfig } from "./CrmProviders.ts"

/** A sign-up as the CRM receives it, with every field filled. */
export const contact = (email: string, extra: Partial<CrmContact> = {}): CrmContact => ({
  waitlistEntryId: crypto.randomUUID(),
  email,
  firstName: "Ada",
  lastName: "Lovelace",
  hairConcerns: "Dandruff or flaking",
  referralCode: "ada_own",
  referredByCode: "joined_with",
  signedUpAt: "2026-11-20T10:00:00.000Z",
  ...extra,
})

const tags = (outcomes: ReadonlyMap<string, PushOutcome>) =>
  Object.fromEntries([...outcomes].map(([email, outcome]) => [email, outcome._tag]))

export const crmContract = (name: string, makeStandIn: () => CrmStandIn) =>
  describe(`${name} (the CRM contract)`, () => {
    const standIn: Effect.Effect<CrmStandIn, never, Scope.Scope> = Effect.acquireRelease(
      Effect.promise(() => makeStandIn().listen()),
      (server) => Effect.promise(() => server.close()),
    )

    /** The CRM that CRM_PROVIDER and these variables choose, pushing `contacts`. */
    const push = (environment: Record<string, string>, contacts: ReadonlyArray<CrmContact>) =>
      Effect.gen(function* () {
        const chosen = yield* crmConfig.parse(ConfigProvider.fromEnv({ env: environment }))
        return yield* Effect.flatMap(Crm, (crm) => crm.push(contacts)).pipe(
          Effect.provide(chosen.layer()),
        )
      }).pipe(Effect.orDie)

    it.live("is chosen by its id, and names itself by the same id", () =>
      Effect.gen(function* () {
        const server = yield* standIn
        const environment = server.environment()
        const chosen = yield* crmConfig.parse(ConfigProvider.fromEnv({ env: environment }))
        const crm = yield* Crm.pipe(Effect.provide(chosen.layer()))
        assert.deepStrictEqual(crm.name, { id: environment.CRM_PROVIDER, label: chosen.label })
      }),
    )

    it.live("creates the missing contacts and skips the ones it has, untouched", () =>
      Effect.gen(function* () {
        const server = yield* standIn
        server.seed("known@example.com")
        const outcomes = yield* push(server.environment(), [
          contact("Known@Example.com"),
          contact("new@example.com"),
        ])
        assert.deepStrictEqual(tags(outcomes), {
          "known@example.com": "Skipped",
          "new@example.com": "Created",
        })
        assert.deepStrictEqual([...server.contacts.keys()].sort(), [
          "known@example.com",
          "new@example.com",
        ])
      }),
    )

    it.live("pushing the same contacts again (a retry, a second Sync All) changes nothing", () =>
      Effect.gen(function* () {
        const server = yield* standIn
        const contacts = [contact("a@example.com"), contact("b@example.com")]
        yield* push(server.environment(), contacts)
        const again = yield* push(server.environment(), [...contacts, contact("A@example.com")])
        assert.deepStrictEqual(tags(again), {
          "a@example.com": "Skipped",
          "b@example.com": "Skipped",
        })
        assert.strictEqual(server.contacts.size, 2)
      }),
    )

    it.live("waits out a short rate limit and goes on", () =>
      Effect.gen(function* () {
        const server = yield* standIn
        server.rateLimitNext = 1
        const outcomes = yield* push(server.environment(), [contact("patient@example.com")])
        assert.deepStrictEqual(tags(outcomes), { "patient@example.com": "Created" })
      }),
    )

    it.live("a refused key or a CRM that is down fails every contact, to be tried again", () =>
      Effect.gen(function* () {
        const server = yield* standIn
        const contacts = [contact("c@example.com"), contact("d@example.com")]
        const retryable = (outcomes: ReadonlyMap<string, PushOutcome>) =>
          [...outcomes.values()].map((outcome) => outcome._tag === "Failed" && outcome.retryable)
        assert.deepStrictEqual(
          retryable(yield* push(server.environment("not-the-key"), contacts)),
          [true, true],
        )
        server.down = true
        assert.deepStrictEqual(retryable(yield* push(server.environment(), contacts)), [true, true])
        server.down = false
        assert.deepStrictEqual(tags(yield* push(server.environment(), contacts)), {
          "c@example.com": "Created",
          "d@example.com": "Created",
        })
        assert.strictEqual(server.contacts.size, 2)
      }),
    )
  })
