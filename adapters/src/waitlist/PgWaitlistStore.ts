/** The waitlist store on PostgreSQL (embedded PGlite or a real server). */
import { JoinWaitlist, WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import { WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { DateTime, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"

// Rows as PostgreSQL returns them; decoded into the domain's entry.
const WaitlistRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  hair_concerns: Schema.NullOr(Schema.String),
  referral_code: Schema.NullOr(Schema.String),
  created_at: Schema.Union([Schema.Date, Schema.String]),
  inserted: Schema.optional(Schema.Boolean),
})
type WaitlistRow = typeof WaitlistRow.Type

const toEntry = (row: WaitlistRow) =>
  Schema.decodeUnknownSync(WaitlistEntry)({
    id: row.id,
    name: row.name,
    email: row.email,
    hairConcerns: row.hair_concerns ?? undefined,
    referralCode: row.referral_code ?? undefined,
    createdAt: DateTime.makeUnsafe(row.created_at),
  })

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
        SELECT * FROM new_row
        UNION ALL
        SELECT *, false AS inserted FROM waitlist
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

    const count = sql<{ count: string }>`SELECT count(*)::text AS count FROM waitlist`.pipe(
      Effect.map(([row]) => Number(row?.count ?? 0)),
      Effect.orDie,
      Effect.withSpan("WaitlistStore.count"),
    )

    const list = sql<WaitlistRow>`SELECT * FROM waitlist ORDER BY seq DESC`.pipe(
      Effect.map((rows) => rows.map(toEntry)),
      Effect.orDie,
      Effect.withSpan("WaitlistStore.list"),
    )

    return WaitlistStore.of({ join, count, list })
  }),
)
