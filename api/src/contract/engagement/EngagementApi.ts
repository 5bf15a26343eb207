/**
 * Engagement events (beyond the spec: Strand's own, first-party, cookie-free
 * collector for the events of spec §7) and the quiz funnel admins read from
 * them. Recording needs no session and sets no cookie; a browser that sends
 * Do Not Track or Global Privacy Control has its events dropped unread.
 */
import { RecordedEvent } from "@strand/domain/engagement/EngagementEvent"
import { FunnelPeriod, QuizFunnel } from "@strand/domain/engagement/QuizFunnel"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { TooManyRequests } from "../ApiErrors.ts"
import { AdminOnly } from "../accounts/Authentication.ts"

export class EngagementApi extends HttpApiGroup.make("engagement")
  .add(
    HttpApiEndpoint.post("record", "/events", {
      payload: RecordedEvent,
      success: HttpApiSchema.NoContent,
      error: TooManyRequests,
    }).annotate(OpenApi.Summary, "Record a landing or quiz event (anonymous)"),
  )
  .annotate(OpenApi.Description, "Anonymous landing and quiz events.") {}

/** GET /api/admin/funnel?from=…&to=… (ISO date-times, `to` exclusive), for admins only. */
export class FunnelApi extends HttpApiGroup.make("funnel")
  .add(
    HttpApiEndpoint.get("read", "/admin/funnel", {
      query: FunnelPeriod,
      success: QuizFunnel,
    }).annotate(OpenApi.Summary, "The quiz funnel over a period"),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: the quiz funnel.") {}
