/**
 * Use case: the waitlist in the CRM. Sync All pushes every sign-up (the
 * admin page's button); the outbox pushes each new sign-up on its own as it
 * joins. Either way each push is recorded, so the admin page can show when
 * every sign-up was last pushed and why any failed.
 */
import { Context, DateTime, Effect, Layer } from "effect"
import { describeHairConcern } from "../waitlist/HairConcern.ts"
import type { WaitlistEntry } from "../waitlist/WaitlistEntry.ts"
import { WaitlistStore } from "../waitlist/WaitlistStore.ts"
import { splitName } from "./ContactName.ts"
import {
  Crm,
  type CrmContact,
  type CrmError,
  type CrmProvider,
  contactKey,
  type PushOutcome,
} from "./Crm.ts"
import { type CrmPush, CrmPushStore, type PushResult } from "./CrmPushStore.ts"

/** The spec's sync response, with what "success" is made of. */
export interface SyncReport {
  readonly total: number
  /** created + skipped: the contacts that are in the CRM now */
  readonly success: number
  readonly failed: number
  readonly created: number
  readonly skipped: number
}

export interface CrmOverview {
  readonly provider: CrmProvider
  readonly entries: ReadonlyArray<{
    readonly entry: WaitlistEntry
    readonly lastPush: CrmPush | null
  }>
}

export const contactOf = (entry: WaitlistEntry): CrmContact => ({
  waitlistEntryId: entry.id,
  email: entry.email,
  ...splitName(entry.name),
  hairConcerns:
    entry.hairConcerns === undefined || entry.hairConcerns === ""
      ? ""
      : describeHairConcern(entry.hairConcerns),
  referralCode: entry.referralCode ?? null,
  signedUpAt: DateTime.formatIso(entry.createdAt),
})

const resultOf = (outcome: PushOutcome): PushResult =>
  outcome._tag === "Created" ? "created" : outcome._tag === "Skipped" ? "skipped" : "failed"

export class CrmSync extends Context.Service<
  CrmSync,
  {
    readonly provider: CrmProvider
    /** Pushes these contacts and records the outcome of each; a whole failure fails them all. */
    push(contacts: ReadonlyArray<CrmContact>): Effect.Effect<ReadonlyMap<string, PushOutcome>>
    /** Sync All: every waitlist sign-up. */
    readonly syncAll: Effect.Effect<SyncReport>
    /** Every sign-up with its latest push, newest sign-up first. */
    readonly overview: Effect.Effect<CrmOverview>
  }
>()("@strand/domain/crm/CrmSync") {
  static readonly layer = Layer.effect(
    CrmSync,
    Effect.gen(function* () {
      const crm = yield* Crm
      const pushes = yield* CrmPushStore
      const waitlist = yield* WaitlistStore

      const failAll = (contacts: ReadonlyArray<CrmContact>, error: CrmError) =>
        new Map<string, PushOutcome>(
          contacts.map((contact) => [
            contactKey(contact.email),
            {
              _tag: "Failed",
              reason: error.message,
              retryable: error.reason !== "Rejected",
            },
          ]),
        )

      const push = Effect.fn("CrmSync.push")(function* (contacts: ReadonlyArray<CrmContact>) {
        if (contacts.length === 0) return new Map<string, PushOutcome>()
        const outcomes = yield* crm
          .push(contacts)
          .pipe(
            Effect.catchTag("CrmError", (error) =>
              Effect.as(
                Effect.logWarning("The CRM push failed").pipe(
                  Effect.annotateLogs({ reason: error.reason, error: error.message }),
                ),
                failAll(contacts, error),
              ),
            ),
          )
        const at = yield* DateTime.now
        yield* pushes.record(
          contacts.map((contact) => {
            const outcome: PushOutcome = outcomes.get(contactKey(contact.email)) ?? {
              _tag: "Failed",
              reason: "The CRM did not answer for this contact",
              retryable: true,
            }
            return {
              waitlistEntryId: contact.waitlistEntryId,
              provider: crm.provider,
              result: resultOf(outcome),
              reason: outcome._tag === "Failed" ? outcome.reason : null,
              at,
            }
          }),
        )
        return outcomes
      })

      const syncAll = Effect.gen(function* () {
        const entries = yield* waitlist.list
        const contacts = entries.map(contactOf)
        const outcomes = yield* push(contacts)
        const count = (tag: PushOutcome["_tag"]) =>
          contacts.filter((contact) => outcomes.get(contactKey(contact.email))?._tag === tag).length
        const created = count("Created")
        const skipped = count("Skipped")
        return {
          total: contacts.length,
          success: created + skipped,
          failed: contacts.length - created - skipped,
          created,
          skipped,
        }
      }).pipe(Effect.withSpan("CrmSync.syncAll"))

      const overview = Effect.gen(function* () {
        const [entries, latest] = yield* Effect.all([waitlist.list, pushes.latest])
        const byEntry = new Map(latest.map((push) => [push.waitlistEntryId, push]))
        return {
          provider: crm.provider,
          entries: entries.map((entry) => ({ entry, lastPush: byEntry.get(entry.id) ?? null })),
        }
      }).pipe(Effect.withSpan("CrmSync.overview"))

      return CrmSync.of({ provider: crm.provider, push, syncAll, overview })
    }),
  )
}
