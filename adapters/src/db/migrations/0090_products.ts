/**
 * Strand's own table of every product looked up by barcode: what the
 * catalogue said (name, brand, kind, ingredient list as printed, or none),
 * where it came from and under which licence, when; and what an admin
 * corrected or hid since. `seq` pages the admin list, newest first.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE products (
      barcode text PRIMARY KEY,
      seq bigserial NOT NULL UNIQUE,
      name text,
      brand text,
      category text,
      ingredients text,
      ingredient_state text NOT NULL,
      source jsonb NOT NULL,
      fetched_at timestamptz NOT NULL,
      corrected_at timestamptz,
      hidden boolean NOT NULL DEFAULT false
    )
  `
  // Alternatives are drawn from one kind at a time, newest first.
  yield* sql`
    CREATE INDEX products_by_category ON products (category, seq DESC)
    WHERE NOT hidden AND ingredient_state = 'listed'
  `
})
