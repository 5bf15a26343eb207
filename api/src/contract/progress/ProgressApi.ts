/**
 * Progress over time: comparing two of one's own reports. Owner
 * only, like reading a report: an id that is unknown, malformed or someone
 * else's is the same 404.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"
import { ReportComparisonAnswer } from "./ProgressAnswers.ts"

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
          "What changed between two of the signed-in person's reports, each as stored and as its owner reads it now, whoever wrote it: the answers that changed (as the labels they chose), the reports' own lines that appeared, went away or say the same in other words (reworded: the same rule in the same section), how many stayed word for word, and for each the answers behind it (from the stored explanation), marked where that answer changed. Both ids must be the person's own reports; any other id is answered 404 like an unknown report.",
      }),
    ),
  )
  .middleware(Authentication)
  .annotate(
    OpenApi.Description,
    "Progress over time: what changed between two of the signed-in person's reports, and why.",
  ) {}
