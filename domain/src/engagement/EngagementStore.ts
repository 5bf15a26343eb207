/**
 * Port: where engagement events are kept and counted. Storage failures are
 * defects: recording is best-effort for the visitor, and an admin's funnel
 * read fails loudly.
 */
import { Context, type Effect } from "effect"
import type { RecordedEvent } from "./EngagementEvent.ts"
import type { FunnelPeriod, QuizFunnel } from "./QuizFunnel.ts"

export class EngagementStore extends Context.Service<
  EngagementStore,
  {
    /** Keeps one event, stamped with the server's clock. */
    record(recorded: RecordedEvent): Effect.Effect<void>
    /** The quiz funnel of the journeys that started in the period. */
    funnel(period: FunnelPeriod): Effect.Effect<QuizFunnel>
  }
>()("@strand/domain/engagement/EngagementStore") {}
