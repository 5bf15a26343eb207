/**
 * Progress over time (issue 16): comparing two of one's own reports. Owner
 * only, like reading a report: an id that is unknown, malformed or someone
 * else's is the same 404.
 */
import { ReportComparisonResult } from "@strand/domain/progress/ReportComparisonResult"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"

export const ReportComparisonAnswer = Schema.Struct({
  success: Schema.Literal(true),
  comparison: ReportComparisonResult,
})

export class ProgressApi extends HttpApiGroup.make("progress")
  .add(
    HttpApiEndpoint.get("compare", "/analyses/compare", {
      query: {
        from: Schema.String.annotate({ description: "The earlier report's id" }),
        to: Schema.String.annotate({ description: "The later report's id" }),
      },
      success: ReportComparisonAnswer,
      error: NotFound,
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Compare two of your reports",
        description:
          "What changed between two of the signed-in person's reports: the answers that changed (as the labels they chose), the recommendations that appeared or went away, and for each the answers behind it, marked where that answer changed. Both ids must be the person's own reports; any other id is answered 404 like an unknown report.",
      }),
    ),
  )
  .middleware(Authentication)
  .annotate(
    OpenApi.Description,
    "Progress over time: what changed between two of the signed-in person's reports, and why.",
  ) {}
