/**
 * Reports keep their explanation (issue 13): why each line applies and what
 * it rests on, worked out when the report is written, so an old report
 * explains itself later as it did that day. `report_version` says which
 * shape a row has: reports stored before this are version 1 (no
 * explanation; the app explains them when they are read), new ones 2.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE analyses
      ADD COLUMN report_version smallint NOT NULL DEFAULT 1,
      ADD COLUMN explanation jsonb
  `
})
