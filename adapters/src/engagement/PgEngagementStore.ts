/**
 * Engagement events on PostgreSQL (embedded PGlite or a real server). The
 * funnel is counted in the database, so reading it costs the same whatever
 * the number of events.
 */
import { engagementLabels, type RecordedEvent } from "@strand/domain/engagement/EngagementEvent"
import { EngagementStore } from "@strand/domain/engagement/EngagementStore"
import {
  FunnelPeriod,
  FunnelQuestion,
  inQuizOrder,
  QuizFunnel,
} from "@strand/domain/engagement/QuizFunnel"
import { DateTime, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"

const Headline = Schema.Struct({
  started: Schema.Number,
  completed: Schema.Number,
  emailed_report: Schema.Number,
  invited_friend: Schema.Number,
})

const QuestionRow = Schema.Struct({
  question: FunnelQuestion.fields.question,
  reached: Schema.Number,
  left_here: Schema.Number,
})

const LabelCount = Schema.Struct({
  label: Schema.Literals(engagementLabels),
  count: Schema.Number,
})

export const PgEngagementStore = Layer.effect(
  EngagementStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    // The journeys that started the quiz in the period: every funnel count is of these.
    const started = (period: typeof FunnelPeriod.Encoded) => sql`
      SELECT DISTINCT journey FROM engagement_events
      WHERE label = 'quiz_start'
        AND occurred_at >= ${DateTime.toDate(period.from)}
        AND occurred_at < ${DateTime.toDate(period.to)}
    `

    const headline = SqlSchema.findOne({
      Request: FunnelPeriod,
      Result: Headline,
      execute: (period) => sql`
        WITH started AS (${started(period)}),
        followed AS (
          SELECT e.journey, e.label FROM engagement_events e JOIN started USING (journey)
        )
        SELECT
          (SELECT count(*) FROM started)::int AS started,
          (SELECT count(DISTINCT journey) FROM followed WHERE label = 'quiz_complete')::int
            AS completed,
          (SELECT count(DISTINCT journey) FROM followed WHERE label = 'email_report')::int
            AS emailed_report,
          (SELECT count(DISTINCT journey) FROM followed WHERE label = 'share')::int
            AS invited_friend
      `,
    })

    // Where people left: the last question an unfinished journey saw.
    const questions = SqlSchema.findAll({
      Request: FunnelPeriod,
      Result: QuestionRow,
      execute: (period) => sql`
        WITH started AS (${started(period)}),
        views AS (
          SELECT e.id, e.journey, e.value, e.occurred_at
          FROM engagement_events e JOIN started USING (journey)
          WHERE e.label = 'question_view'
        ),
        unfinished AS (
          SELECT journey FROM started
          EXCEPT SELECT journey FROM engagement_events WHERE label = 'quiz_complete'
        ),
        last_views AS (
          SELECT DISTINCT ON (journey) journey, value FROM views
          WHERE journey IN (SELECT journey FROM unfinished)
          ORDER BY journey, occurred_at DESC, id DESC
        )
        SELECT v.value AS question,
          count(DISTINCT v.journey)::int AS reached,
          (SELECT count(*) FROM last_views l WHERE l.value = v.value)::int AS left_here
        FROM views v GROUP BY v.value
      `,
    })

    const eventCounts = SqlSchema.findAll({
      Request: FunnelPeriod,
      Result: LabelCount,
      execute: (period) => sql`
        SELECT label, count(*)::int AS count FROM engagement_events
        WHERE occurred_at >= ${DateTime.toDate(period.from)}
          AND occurred_at < ${DateTime.toDate(period.to)}
        GROUP BY label
      `,
    })

    const record = Effect.fn("EngagementStore.record")(function* ({
      journey,
      event,
    }: RecordedEvent) {
      yield* sql`
        INSERT INTO engagement_events (journey, category, label, value)
        VALUES (${journey}, ${event.category}, ${event.label}, ${"value" in event ? event.value : null})
      `.pipe(Effect.orDie)
    })

    const funnel = Effect.fn("EngagementStore.funnel")(function* (period: FunnelPeriod) {
      const [counts, reached, events] = yield* Effect.all(
        [headline(period), questions(period), eventCounts(period)],
        { concurrency: 1 },
      ).pipe(Effect.orDie)
      const byLabel = new Map(events.map((row) => [row.label, row.count]))
      return new QuizFunnel({
        from: period.from,
        to: period.to,
        started: counts.started,
        completed: counts.completed,
        emailedReport: counts.emailed_report,
        invitedFriend: counts.invited_friend,
        questions: inQuizOrder(
          reached.map((row) => ({
            question: row.question,
            reached: row.reached,
            left: row.left_here,
          })),
        ),
        events: engagementLabels.map((label) => ({ label, count: byLabel.get(label) ?? 0 })),
      })
    })

    return EngagementStore.of({ record, funnel })
  }),
)
