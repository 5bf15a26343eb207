/** Feedback on PostgreSQL (embedded PGlite or a real server). */
import {
  FeedbackId,
  FeedbackStore,
  type NewFeedback,
  StoredFeedback,
} from "@strand/domain/feedback/FeedbackStore"
import { DateTime, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface FeedbackRow {
  readonly id: string
  readonly user_id: string | null
  readonly name: string
  readonly email: string | null
  readonly rating: string
  readonly comments: string
  readonly created_at: Date | string
}

// Rows are decoded into the domain's schema, so a row that no longer fits it
// is a loud defect.
const toStoredFeedback = (row: FeedbackRow) =>
  Schema.decodeUnknownEffect(StoredFeedback)({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    rating: row.rating,
    comments: row.comments,
    createdAt: DateTime.makeUnsafe(row.created_at),
  })

export const PgFeedbackStore = Layer.effect(
  FeedbackStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const save = Effect.fn("FeedbackStore.save")(function* (feedback: NewFeedback) {
      const id = FeedbackId.make(crypto.randomUUID())
      const rows = yield* sql<FeedbackRow>`
        INSERT INTO feedback (id, user_id, name, email, rating, comments)
        VALUES (${id}, ${feedback.userId}, ${feedback.name}, ${feedback.email},
                ${feedback.rating}, ${feedback.comments})
        RETURNING id, user_id, name, email, rating, comments, created_at
      `.pipe(Effect.orDie)
      const [row] = rows
      if (row === undefined) return yield* Effect.die("INSERT … RETURNING returned no row")
      return yield* toStoredFeedback(row).pipe(Effect.orDie)
    })

    const list = Effect.gen(function* () {
      const rows = yield* sql<FeedbackRow>`
        SELECT id, user_id, name, email, rating, comments, created_at FROM feedback
        ORDER BY seq DESC
      `.pipe(Effect.orDie)
      return yield* Effect.forEach(rows, toStoredFeedback).pipe(Effect.orDie)
    }).pipe(Effect.withSpan("FeedbackStore.list"))

    return FeedbackStore.of({ save, list })
  }),
)
