/**
 * Port: where waitlist sign-ups are kept. An e-mail joins at most once
 * (compared case-insensitively); joining again returns the first entry.
 * The count is kept as people join, so reading it costs the same at a
 * million sign-ups as at ten; the list is read a page at a time
 * (paging/Paging.ts), newest first.
 * Storage failures are defects: the caller cannot do anything about them.
 */
import { Context, type Effect, type Stream } from "effect"
import type { PageCursor } from "../paging/Paging.ts"
import type { JoinWaitlist, WaitlistEntry } from "./WaitlistEntry.ts"

/** A sign-up as a JSON answer carries it: an absent value null, the date an ISO string. */
export interface SentWaitlistEntry {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly hairConcerns: string | null
  readonly referralCode: string | null
  readonly ownReferralCode: string | null
  readonly createdAt: string
}

export interface JoinOutcome {
  readonly entry: WaitlistEntry
  /** false when this e-mail was already on the waitlist */
  readonly created: boolean
}

export interface WaitlistPageRequest {
  /** Only sign-ups whose name or e-mail contains this, whatever its case. */
  readonly search?: string | undefined
  /** The page of sign-ups older than this one (the next page). */
  readonly after?: PageCursor | undefined
  /** The page of sign-ups newer than this one (the page before). */
  readonly before?: PageCursor | undefined
  readonly limit: number
}

export interface WaitlistPage<Entry = WaitlistEntry> {
  /** Newest first. */
  readonly entries: ReadonlyArray<Entry>
  /** Set when newer sign-ups come before this page: ask with `before`. */
  readonly newer?: PageCursor | undefined
  /** Set when older sign-ups come after this page: ask with `after`. */
  readonly older?: PageCursor | undefined
}

export class WaitlistStore extends Context.Service<
  WaitlistStore,
  {
    join(input: JoinWaitlist): Effect.Effect<JoinOutcome>
    readonly count: Effect.Effect<number>
    page(request: WaitlistPageRequest): Effect.Effect<WaitlistPage>
    /**
     * The same page with its entries as the admin's answer sends them
     * (WaitlistEntry in JSON), made straight from the rows: every
     * admin view reads one, and decoding fifty entries only to encode them
     * again cost more than the query.
     */
    pageAsSent(request: WaitlistPageRequest): Effect.Effect<WaitlistPage<SentWaitlistEntry>>
    /** Every sign-up (matching `search`), newest first, read a batch at a time. */
    everyone(search?: string): Stream.Stream<WaitlistEntry>
  }
>()("@strand/domain/waitlist/WaitlistStore") {}
