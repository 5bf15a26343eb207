/**
 * The analysts' health for Strand's team (beyond the spec): which analyst
 * this process uses, its circuit breaker, and per provider, model and prompt
 * version over the last 24 hours the analyses, the rule engine's fallbacks
 * by reason, the provider's lines dropped by reason and the time to a
 * report. Only for e-mails listed in ADMIN_EMAILS.
 */
import { AnalystOverview } from "@strand/domain/analysis/AnalystOverview"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { AdminOnly } from "../accounts/Authentication.ts"

export class AdminAnalystsApi extends HttpApiGroup.make("adminAnalysts")
  .add(
    HttpApiEndpoint.get("overview", "/admin/analysts", { success: AnalystOverview }).annotateMerge(
      OpenApi.annotations({
        summary: "The analyst's health: provider, breaker, recent fallbacks and dropped lines",
        description:
          "This process's analyst and circuit breaker, and for the last 24 hours, per provider, model and prompt version: analyses, the rule engine's fallbacks by reason (Contradicted: more than a quarter of the provider's lines contradicted the person), how many of the provider's lines were left out and why (texture, length, scalp, wash, sex, processing, pathway, reassurance, consistency, generic), in how many analyses, and the median and 95th-percentile time to a report.",
      }),
    ),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: how the AI analyst is doing.") {}
