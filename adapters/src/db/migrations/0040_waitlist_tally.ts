/**
 * The number of sign-ups without counting them: the landing page shows it on
 * every view, and `count(*)` reads the whole table each time. A trigger on
 * `waitlist` adds or takes one in the same transaction as the row, whoever
 * writes it, so the tally is exactly the table's count once that transaction
 * commits. It is kept in sixteen slots, each join adding to one picked at
 * random, so concurrent joins on PostgreSQL do not all wait for one row's
 * lock; reading sums sixteen rows, however many people have joined.
 *
 * Existing rows are counted once here, with the table locked against writes
 * (a process of the previous release may be joining people meanwhile), so
 * none is counted twice or missed.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`LOCK TABLE waitlist IN SHARE ROW EXCLUSIVE MODE`
  yield* sql`
    CREATE TABLE waitlist_tally (
      slot smallint PRIMARY KEY,
      signups bigint NOT NULL
    )
  `
  yield* sql`
    INSERT INTO waitlist_tally (slot, signups)
    SELECT slot, CASE WHEN slot = 0 THEN (SELECT count(*) FROM waitlist) ELSE 0 END
    FROM generate_series(0, 15) AS slot
  `
  yield* sql`
    CREATE FUNCTION waitlist_tally_row() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      -- Picked once: random() inside the WHERE would be drawn again for every row.
      picked smallint := floor(random() * 16)::smallint;
    BEGIN
      UPDATE waitlist_tally
      SET signups = signups + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END
      WHERE slot = picked;
      RETURN NULL;
    END
    $$
  `
  yield* sql`
    CREATE TRIGGER waitlist_tally_row AFTER INSERT OR DELETE ON waitlist
    FOR EACH ROW EXECUTE FUNCTION waitlist_tally_row()
  `
  yield* sql`
    CREATE FUNCTION waitlist_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE waitlist_tally SET signups = 0;
      RETURN NULL;
    END
    $$
  `
  yield* sql`
    CREATE TRIGGER waitlist_tally_truncate AFTER TRUNCATE ON waitlist
    FOR EACH STATEMENT EXECUTE FUNCTION waitlist_tally_truncate()
  `
})
