/** The directory of experts on PostgreSQL (embedded PGlite or a real server). */
import { Expert, type ExpertDetails, type ExpertId } from "@strand/domain/experts/Expert"
import { ExpertStore } from "@strand/domain/experts/ExpertStore"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface ExpertRow {
  readonly id: string
  readonly name: string
  readonly kind: string
  readonly specialties: unknown
  readonly city: string
  readonly country: string
  readonly online: boolean
  readonly languages: unknown
  readonly booking_url: string | null
  readonly email: string | null
  readonly note: string
  readonly hidden: boolean
}

const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)
const decode = Schema.decodeUnknownEffect(Expert)

const toExpert = (row: ExpertRow) =>
  decode({
    id: row.id,
    name: row.name,
    kind: row.kind,
    specialties: json(row.specialties),
    city: row.city,
    country: row.country,
    online: row.online,
    languages: json(row.languages),
    bookingUrl: row.booking_url,
    email: row.email,
    note: row.note,
    hidden: row.hidden,
  }).pipe(Effect.orDie)

export const PgExpertStore = Layer.effect(
  ExpertStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = sql`id, name, kind, specialties, city, country, online, languages,
      booking_url, email, note, hidden`

    const list = Effect.fn("ExpertStore.list")(function* (options: {
      readonly withHidden: boolean
    }) {
      const rows = yield* sql<ExpertRow>`
        SELECT ${columns} FROM experts
        ${options.withHidden ? sql`` : sql`WHERE NOT hidden`}
        ORDER BY lower(name), id
      `.pipe(Effect.orDie)
      return yield* Effect.forEach(rows, toExpert)
    })

    const one = (rows: ReadonlyArray<ExpertRow>) =>
      rows[0] === undefined
        ? Effect.succeed(Option.none<Expert>())
        : Effect.map(toExpert(rows[0]), Option.some)

    const find = Effect.fn("ExpertStore.find")(function* (id: ExpertId) {
      return yield* one(
        yield* sql<ExpertRow>`SELECT ${columns} FROM experts WHERE id = ${id}`.pipe(Effect.orDie),
      )
    })

    const add = Effect.fn("ExpertStore.add")(function* (details: ExpertDetails) {
      const rows = yield* sql<ExpertRow>`
        INSERT INTO experts (id, name, kind, specialties, city, country, online, languages,
                             booking_url, email, note)
        VALUES (${crypto.randomUUID()}, ${details.name}, ${details.kind},
                ${JSON.stringify(details.specialties)}::jsonb, ${details.city}, ${details.country},
                ${details.online}, ${JSON.stringify(details.languages)}::jsonb,
                ${details.bookingUrl}, ${details.email}, ${details.note})
        RETURNING ${columns}
      `.pipe(Effect.orDie)
      return yield* toExpert(rows[0]!)
    })

    const change = Effect.fn("ExpertStore.change")(function* (
      id: ExpertId,
      details: ExpertDetails,
      hidden: boolean | undefined,
    ) {
      return yield* one(
        yield* sql<ExpertRow>`
          UPDATE experts SET
            name = ${details.name}, kind = ${details.kind},
            specialties = ${JSON.stringify(details.specialties)}::jsonb,
            city = ${details.city}, country = ${details.country}, online = ${details.online},
            languages = ${JSON.stringify(details.languages)}::jsonb,
            booking_url = ${details.bookingUrl}, email = ${details.email}, note = ${details.note},
            hidden = COALESCE(${hidden ?? null}::boolean, hidden), updated_at = now()
          WHERE id = ${id}
          RETURNING ${columns}
        `.pipe(Effect.orDie),
      )
    })

    const remove = Effect.fn("ExpertStore.remove")(function* (id: ExpertId) {
      const rows = yield* sql`DELETE FROM experts WHERE id = ${id} RETURNING id`.pipe(Effect.orDie)
      return rows.length > 0
    })

    return ExpertStore.of({ list, find, add, change, remove })
  }),
)
