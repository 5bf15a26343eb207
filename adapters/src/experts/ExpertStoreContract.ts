/**
 * The behaviour every ExpertStore and SummaryShareStore must have, as suites
 * each adapter's test runs against its own database.
 */
import { assert, type Vitest } from "@effect/vitest"
import { exampleExperts } from "@strand/domain/experts/ExampleExperts"
import { Expert, ExpertDetails, ExpertId } from "@strand/domain/experts/Expert"
import { ExpertStore } from "@strand/domain/experts/ExpertStore"
import {
  SummaryShare,
  SummaryShareId,
  SummaryShareStore,
} from "@strand/domain/experts/SummaryShare"
import { Email } from "@strand/domain/user/Email"
import { UserStore } from "@strand/domain/user/UserStore"
import { DateTime, Effect, Option, Schema } from "effect"

const unique = () => crypto.randomUUID().slice(0, 8)

const details = (over: Partial<ExpertDetails> = {}): ExpertDetails =>
  Schema.decodeUnknownSync(ExpertDetails)({ ...exampleExperts[0], name: `Dr ${unique()}`, ...over })

export const expertStoreContract = (it: Vitest.MethodsNonLive<ExpertStore>) => {
  it.effect("keeps every field of an entry exactly, and finds it by id", () =>
    Effect.gen(function* () {
      const store = yield* ExpertStore
      const typed = details({
        name: `Dr Zoë O'Brien ${unique()}`,
        note: "Sees children on Saturdays.\nSpeaks Yoruba; books 2 weeks ahead.",
        languages: ["English", "Yoruba"],
      })
      const added = yield* store.add(typed)
      assert.isTrue(Schema.is(ExpertId)(added.id))
      assert.deepStrictEqual(added, new Expert({ ...typed, id: added.id, hidden: false }))
      assert.deepStrictEqual(yield* store.find(added.id), Option.some(added))
      assert.isTrue(Option.isNone(yield* store.find(ExpertId.make(crypto.randomUUID()))))
    }),
  )

  it.effect("changes an entry, hides it from people's list, keeps it for admins", () =>
    Effect.gen(function* () {
      const store = yield* ExpertStore
      const added = yield* store.add(details())
      const changed = yield* store.change(
        added.id,
        { ...details(), name: added.name, city: "Leeds" },
        undefined,
      )
      assert.strictEqual(Option.getOrThrow(changed).city, "Leeds")
      assert.isFalse(Option.getOrThrow(changed).hidden)
      const hidden = yield* store.change(added.id, { ...details(), name: added.name }, true)
      assert.isTrue(Option.getOrThrow(hidden).hidden)
      // Left out, hidden stays as it was.
      const again = yield* store.change(added.id, { ...details(), name: added.name }, undefined)
      assert.isTrue(Option.getOrThrow(again).hidden)
      const shown = (yield* store.list({ withHidden: false })).map((e) => e.id)
      const all = (yield* store.list({ withHidden: true })).map((e) => e.id)
      assert.notInclude(shown, added.id)
      assert.include(all, added.id)
      assert.isTrue(
        Option.isNone(yield* store.change(ExpertId.make(crypto.randomUUID()), details(), false)),
      )
    }),
  )

  it.effect("lists by name, and removes an entry once", () =>
    Effect.gen(function* () {
      const store = yield* ExpertStore
      const tag = unique()
      const b = yield* store.add(details({ name: `B ${tag}` }))
      const a = yield* store.add(details({ name: `a ${tag}` }))
      const names = (yield* store.list({ withHidden: true }))
        .map((e) => e.name)
        .filter((name) => name.endsWith(tag))
      assert.deepStrictEqual(names, [`a ${tag}`, `B ${tag}`])
      assert.isTrue(yield* store.remove(a.id))
      assert.isFalse(yield* store.remove(a.id))
      assert.isTrue(Option.isNone(yield* store.find(a.id)))
      assert.isTrue(Option.isSome(yield* store.find(b.id)))
    }),
  )
}

export const summaryShareStoreContract = (
  it: Vitest.MethodsNonLive<SummaryShareStore | ExpertStore | UserStore>,
) => {
  it.effect(
    "records each share for its sender, newest first, and keeps it when the expert goes",
    () =>
      Effect.gen(function* () {
        const shares = yield* SummaryShareStore
        const experts = yield* ExpertStore
        const users = yield* UserStore
        const tag = unique()
        const { user } = yield* users.signIn(
          { email: Email.make(`nia-${tag}@example.com`), name: "Nia" },
          `c-${tag}`,
        )
        const { user: other } = yield* users.signIn(
          { email: Email.make(`eve-${tag}@example.com`) },
          `e-${tag}`,
        )
        const expert = yield* experts.add(details())
        const share = (at: string) =>
          new SummaryShare({
            id: SummaryShareId.make(crypto.randomUUID()),
            analysisId: null,
            reportDate: DateTime.makeUnsafe("2026-11-08T10:00:00Z"),
            expertId: expert.id,
            expertName: expert.name,
            expertKind: expert.kind,
            expertEmail: expert.email ?? "",
            what: ["The summary", `Your e-mail address, nia-${tag}@example.com`],
            sharedAt: DateTime.makeUnsafe(at),
          })
        const first = share("2026-11-10T10:00:00Z")
        const second = share("2026-11-11T10:00:00Z")
        yield* shares.record(user.id, first)
        yield* shares.record(user.id, second)
        assert.deepStrictEqual(yield* shares.listFor(user.id), [second, first])
        assert.deepStrictEqual(yield* shares.listFor(other.id), [])
        // The directory entry goes; the record of what was sent to whom stays.
        yield* experts.remove(expert.id)
        const kept = yield* shares.listFor(user.id)
        assert.deepStrictEqual(
          kept.map((s) => [s.expertId, s.expertName]),
          [
            [null, expert.name],
            [null, expert.name],
          ],
        )
      }),
  )
}
