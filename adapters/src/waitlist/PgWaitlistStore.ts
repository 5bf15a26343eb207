/** The waitlist store on PostgreSQL (embedded PGlite or a real server). */
import type { PageCursor } from "@strand/domain/paging/Paging"
import { JoinWaitlist, WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import {
  type SentWaitlistEntry,
  type WaitlistPageRequest,
  WaitlistStore,
} from "@strand/domain/waitlist/WaitlistStore"
import { DateTime, Effect, Layer, Option, Schema, Stream } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { containsPattern } from "../db/LikePattern.ts"

// Rows as PostgreSQL returns them; decoded into the domain's entry.
const WaitlistRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  hair_concerns: Schema.NullOr(Schema.String),
  referral_code: Schema.NullOr(Schema.String),
  own_referral_code: Schema.optional(Schema.NullOr(Schema.String)),
  created_at: Schema.Union([Schema.Date, Schema.String]),
  inserted: Schema.optional(Schema.Boolean),
})
type WaitlistRow = typeof WaitlistRow.Type

/** The sign-up's own referral code: its account's, matched by e-mail as sign-in matches it. */
const ownReferralCode = (sql: SqlClient.SqlClient, waitlistTable: string) =>
  sql`(SELECT users.referral_code FROM users
       WHERE lower(users.email) = lower(${sql(waitlistTable)}.email)) AS own_referral_code`

// Made once: a page decodes up to a hundred rows, an export a million.
const decodeEntry = Schema.decodeUnknownSync(WaitlistEntry)

const toEntry = (row: WaitlistRow) =>
  decodeEntry({
    id: row.id,
    name: row.name,
    email: row.email,
    hairConcerns: row.hair_concerns ?? undefined,
    referralCode: row.referral_code ?? undefined,
    ownReferralCode: row.own_referral_code ?? undefined,
    createdAt: DateTime.makeUnsafe(row.created_at),
  })

/**
 * A row as the admin's answer sends it, with no entry made on the way: the
 * keys in WaitlistEntry's order, an absent value null and the date as
 * PostgreSQL wrote it (`isoCreatedAt`), which is the JSON the entry's schema
 * writes.
 */
const toSent = (row: SentRow): SentWaitlistEntry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  hairConcerns: row.hair_concerns?.trim() ?? null,
  referralCode: row.referral_code,
  ownReferralCode: row.own_referral_code ?? null,
  createdAt: row.created_at,
})
type SentRow = Omit<WaitlistRow, "created_at"> & { readonly created_at: string }

// The sign-up time as DateTime's ISO form: UTC, milliseconds (truncated, as
// the driver's Date is), "Z".
const isoCreatedAt = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Rows an export reads at a time: large enough to be quick, small enough to stream. */
const exportBatch = 1000

export const PgWaitlistStore = Layer.effect(
  WaitlistStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    // Insert-or-return-existing in one statement, so two simultaneous joins
    // with the same e-mail still produce exactly one row.
    const upsert = SqlSchema.findOne({
      Request: JoinWaitlist,
      Result: WaitlistRow,
      execute: (input) => sql`
        WITH new_row AS (
          INSERT INTO waitlist (id, name, email, hair_concerns, referral_code)
          VALUES (${crypto.randomUUID()}, ${input.name}, ${input.email},
                  ${input.hairConcerns ?? null}, ${input.referralCode ?? null})
          ON CONFLICT (lower(email)) DO NOTHING
          RETURNING *, true AS inserted
        )
        SELECT *, ${ownReferralCode(sql, "new_row")} FROM new_row
        UNION ALL
        SELECT *, false AS inserted, ${ownReferralCode(sql, "waitlist")} FROM waitlist
        WHERE lower(email) = lower(${input.email}) AND NOT EXISTS (SELECT 1 FROM new_row)
      `,
    })

    const join = Effect.fn("WaitlistStore.join")(function* (input: JoinWaitlist) {
      // A concurrent join of the same e-mail can hide the winner's row from
      // this statement's snapshot (no row back); the next statement sees it.
      const row = yield* upsert(input).pipe(
        Effect.retry({ times: 3, while: (error) => error._tag === "NoSuchElementError" }),
        Effect.orDie,
      )
      return { entry: toEntry(row), created: row.inserted === true }
    })

    // The tally the join's trigger keeps (migration 0040): sixteen rows.
    const count = sql<{ count: string }>`
      SELECT coalesce(sum(signups), 0)::text AS count FROM waitlist_tally
    `.pipe(
      Effect.map(([row]) => Number(row?.count ?? 0)),
      Effect.orDie,
      Effect.withSpan("WaitlistStore.count"),
    )

    /**
     * Up to `limit` rows next to the cursor, in the direction asked, nearest
     * first: newest first going older (`after`, or no cursor), oldest first
     * going newer (`before`).
     */
    const rowsFrom = <Row extends object = WaitlistRow>(
      search: string | undefined,
      cursor: { readonly after: PageCursor } | { readonly before: PageCursor } | undefined,
      limit: number,
      createdAt = "created_at",
    ) => {
      const pattern = search === undefined || search === "" ? undefined : containsPattern(search)
      const newer = cursor !== undefined && "before" in cursor
      const where = [
        ...(pattern === undefined
          ? []
          : [sql`(lower(name) LIKE lower(${pattern}) OR lower(email) LIKE lower(${pattern}))`]),
        ...(cursor === undefined
          ? []
          : "before" in cursor
            ? [sql`seq > (SELECT seq FROM waitlist WHERE id = ${cursor.before})`]
            : [sql`seq < (SELECT seq FROM waitlist WHERE id = ${cursor.after})`]),
      ]
      return sql<Row>`
        SELECT id, name, email, hair_concerns, referral_code,
               ${sql.literal(createdAt)} AS created_at,
               ${ownReferralCode(sql, "waitlist")}
        FROM waitlist
        WHERE ${sql.and(where)}
        ORDER BY seq ${sql.literal(newer ? "ASC" : "DESC")}
        LIMIT ${limit}
      `.pipe(Effect.orDie)
    }

    /** A page of rows, made into entries by `toEntry` (its rows' date written by `createdAt`). */
    const pageOf = <Row extends { readonly id: string }, Entry extends { readonly id: string }>(
      span: string,
      toEntry: (row: Row) => Entry,
      createdAt?: string,
    ) =>
      Effect.fn(span)(function* (request: WaitlistPageRequest) {
        const cursor =
          request.before !== undefined
            ? { before: request.before }
            : request.after !== undefined
              ? { after: request.after }
              : undefined
        // One more than the page, to know whether there is another beyond it.
        const rows = yield* rowsFrom<Row>(request.search, cursor, request.limit + 1, createdAt)
        const more = rows.length > request.limit
        const nearestFirst = rows.slice(0, request.limit).map(toEntry)
        const goingNewer = cursor !== undefined && "before" in cursor
        const entries = goingNewer ? nearestFirst.toReversed() : nearestFirst
        // Beyond the far end there is more when the extra row came back; beyond
        // the near end, at least the cursor's own sign-up.
        const newer = goingNewer ? more : cursor !== undefined
        const older = goingNewer || more
        const first = entries[0]?.id
        const last = entries.at(-1)?.id
        return {
          entries,
          ...(newer && first !== undefined ? { newer: first } : {}),
          ...(older && last !== undefined ? { older: last } : {}),
        }
      })

    const page = pageOf("WaitlistStore.page", toEntry)
    const pageAsSent = pageOf("WaitlistStore.pageAsSent", toSent, isoCreatedAt)

    const everyone = (search?: string) =>
      Stream.paginate(undefined as PageCursor | undefined, (after) =>
        rowsFrom(search, after === undefined ? undefined : { after }, exportBatch).pipe(
          Effect.map((rows) => {
            const entries = rows.map(toEntry)
            const last = entries.at(-1)
            return [
              entries,
              rows.length < exportBatch || last === undefined
                ? Option.none()
                : Option.some(last.id),
            ] as const
          }),
        ),
      ).pipe(Stream.withSpan("WaitlistStore.everyone"))

    return WaitlistStore.of({ join, count, page, pageAsSent, everyone })
  }),
)
