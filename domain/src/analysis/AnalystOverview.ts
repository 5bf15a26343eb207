/**
 * The admin page's view of the analysts: this process's analyst and breaker,
 * and the last day. A schema of its own, so the HTTP contract (and the SPA's
 * client built from it) does not load the analysis use case and the rule
 * engine behind it.
 */
import { Schema } from "effect"
import { AnalystActivity } from "./AnalysisStore.ts"
import { BreakerStatus } from "./CircuitBreaker.ts"
import { AnalystName } from "./HairAnalyst.ts"

export class AnalystOverview extends Schema.Class<AnalystOverview>("strand/AnalystOverview")({
  analyst: AnalystName,
  breaker: BreakerStatus,
  since: Schema.DateTimeUtc,
  activity: Schema.Array(AnalystActivity),
}) {}
