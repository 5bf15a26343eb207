/**
 * Engagement events for the quiz funnel: what happened and when, in which
 * journey (a random id one browser tab keeps). Deliberately no user, no IP
 * address, no user agent: nothing here can name a person.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE engagement_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      journey uuid NOT NULL,
      category text NOT NULL,
      label text NOT NULL,
      value text,
      occurred_at timestamptz NOT NULL DEFAULT now()
    )
  `
  // The funnel starts from quiz_start events in a period, then follows their journeys.
  yield* sql`CREATE INDEX engagement_events_label_time_idx ON engagement_events (label, occurred_at)`
  yield* sql`CREATE INDEX engagement_events_journey_idx ON engagement_events (journey)`
})
