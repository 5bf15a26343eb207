/**
 * Use case: the waitlist in the CRM. Sync All pushes every sign-up (the
 * admin page's button); the outbox pushes each new sign-up on its own as it
 * joins. Either way each push is recorded, so the admin page can show when
 * every sign-up was last pushed and why any failed.
 */
import { Context, DateTime, Effect, Layer, Stream } from "effect"
import { splitName } from "../crm/ContactName.ts"
import {
  Crm,
  type CrmContact,
  type CrmError,
  type CrmName,
  contactKey,
  type PushOutcome,
} from "../crm/Crm.ts"
import { type CrmPush, CrmPushStore, type PushResult } from "../crm/CrmPushStore.ts"
import { maxPageSize } from "../paging/Paging.ts"
import { describeHairConcern } from "./HairConcern.ts"
import type { WaitlistEntry } from "./WaitlistEntry.ts"
import { WaitlistStore } from "./WaitlistStore.ts"

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
  readonly crm: CrmName
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
  referredByCode: entry.referralCode ?? null,
  referralCode: entry.ownReferralCode ?? null,
  signedUpAt: DateTime.formatIso(entry.createdAt),
})

/** Sign-ups pushed together in Sync All: as many as a CRM's batch call commonly takes. */
const crmBatchSize = 100

const resultOf = (outcome: PushOutcome): PushResult =>
  outcome._tag === "Created" ? "created" : outcome._tag === "Skipped" ? "skipped" : "failed"

export class CrmSync extends Context.Service<
  CrmSync,
  {
    readonly crm: CrmName
    /** Pushes these contacts and records the outcome of each; a whole failure fails them all. */
    push(contacts: ReadonlyArray<CrmContact>): Effect.Effect<ReadonlyMap<string, PushOutcome>>
    /** Sync All: every waitlist sign-up, a batch at a time. */
    readonly syncAll: Effect.Effect<SyncReport>
    /** The newest sign-ups (a page) with their latest push, newest first. */
    readonly overview: Effect.Effect<CrmOverview>
  }
>()("@strand/domain/waitlist/CrmSync") {
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
              provider: crm.name.id,
              result: resultOf(outcome),
              reason: outcome._tag === "Failed" ? outcome.reason : null,
              at,
            }
          }),
        )
        return outcomes
      })

      // A batch at a time (the CRMs' own batch size), so a sync of a million
      // sign-ups never holds them all in memory.
      const syncAll = waitlist.everyone().pipe(
        Stream.grouped(crmBatchSize),
        Stream.mapEffect((entries) => {
          const contacts = entries.map(contactOf)
          return Effect.map(push(contacts), (outcomes) => {
            const count = (tag: PushOutcome["_tag"]) =>
              contacts.filter((contact) => outcomes.get(contactKey(contact.email))?._tag === tag)
                .length
            return { total: contacts.length, created: count("Created"), skipped: count("Skipped") }
          })
        }),
        Stream.runFold(
          () => ({ total: 0, created: 0, skipped: 0 }),
          (sum, batch) => ({
            total: sum.total + batch.total,
            created: sum.created + batch.created,
            skipped: sum.skipped + batch.skipped,
          }),
        ),
        Effect.map(({ total, created, skipped }) => ({
          total,
          success: created + skipped,
          failed: total - created - skipped,
          created,
          skipped,
        })),
        Effect.withSpan("CrmSync.syncAll"),
      )

      const overview = Effect.gen(function* () {
        const { entries } = yield* waitlist.page({ limit: maxPageSize })
        const latest = yield* pushes.latestOf(entries.map((entry) => entry.id))
        const byEntry = new Map(latest.map((push) => [push.waitlistEntryId, push]))
        return {
          crm: crm.name,
          entries: entries.map((entry) => ({ entry, lastPush: byEntry.get(entry.id) ?? null })),
        }
      }).pipe(Effect.withSpan("CrmSync.overview"))

      return CrmSync.of({ crm: crm.name, push, syncAll, overview })
    }),
  )
}
