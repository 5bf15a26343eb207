/**
 * The directory of experts admins keep (domain/experts/Expert.ts): who, what
 * kind, their specialties, where (a city or region and a country, or online),
 * the languages they see people in, how to book, and a short note. Hidden
 * entries stay for admins and are shown to nobody else. Strand ships none.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE experts (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL
        CHECK (kind IN ('dermatologist', 'trichologist', 'hairdresser', 'loctician', 'barber')),
      specialties jsonb NOT NULL DEFAULT '[]'::jsonb,
      city text NOT NULL DEFAULT '',
      country text NOT NULL DEFAULT '',
      online boolean NOT NULL DEFAULT false,
      languages jsonb NOT NULL DEFAULT '[]'::jsonb,
      booking_url text,
      email text,
      note text NOT NULL DEFAULT '',
      hidden boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `
})
