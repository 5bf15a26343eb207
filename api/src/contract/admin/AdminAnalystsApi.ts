/**
 * The analysts' health for Strand's team (beyond the spec): which analyst
 * this process uses, its circuit breaker, and per provider over the last
 * 24 hours the analyses, the rule engine's fallbacks by reason and the time
 * to a report. Only for e-mails listed in ADMIN_EMAILS.
 */
import { AnalystOverview } from "@strand/domain/analysis/AnalystOverview"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { AdminOnly } from "../accounts/Authentication.ts"

export class AdminAnalystsApi extends HttpApiGroup.make("adminAnalysts")
  .add(
    HttpApiEndpoint.get("overview", "/admin/analysts", { success: AnalystOverview }).annotate(
      OpenApi.Summary,
      "The analyst's health: provider, breaker, recent fallbacks",
    ),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: how the AI analyst is doing.") {}
