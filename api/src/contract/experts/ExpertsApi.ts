/**
 * "Find an expert" and "Send my summary": the directory's experts who fit a
 * report, and the doctor's summary e-mailed to one of them with the
 * person's consent. Signed-in people only.
 */

import { DoctorSummaryNotes } from "@strand/domain/analysis/DoctorSummary"
import { PaperSize } from "@strand/domain/analysis/DoctorSummaryPdf"
import { ExpertKind } from "@strand/domain/experts/Expert"
import { ExpertsFound } from "@strand/domain/experts/ExpertFinder"
import { describeRateLimit, rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound, ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"
import { Shared, SharesList } from "./ExpertsAnswers.ts"

export const ExpertsQuery = Schema.Struct({
  kind: Schema.optionalKey(ExpertKind).annotate({
    description: "dermatologist, trichologist, hairdresser, loctician or barber",
  }),
  place: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(120))).annotate({
    description: "A city, region or country; parts separated by commas",
  }),
  online: Schema.optionalKey(Schema.Literals(["true", "false"])).annotate({
    description: "true: include experts who see people online",
  }),
  analysisId: Schema.optionalKey(Schema.String).annotate({
    description: "One of the person's reports: experts are matched to what it needs, with why",
  }),
})

/** Without it nothing is sent: the person ticked that they agree. */
const consentMessage = "Tick the box to agree to send your summary and e-mail address"
export const SharePayload = Schema.Struct({
  expertId: Schema.String.check(
    Schema.isUUID(undefined, { message: "Choose an expert from the directory" }),
  ).annotate({ description: "The expert's id, from GET /api/experts" }),
  // A boolean that must be true rather than the literal true: a literal field
  // would make the payload a tagged shape, refused as a whole without saying why.
  consent: Schema.Boolean.check(Schema.makeFilter((agreed: boolean) => agreed || consentMessage))
    .annotate({ message: consentMessage, description: "Must be true: the person agreed" })
    .pipe(Schema.annotateKey({ messageMissingKey: consentMessage })),
  ...DoctorSummaryNotes.fields,
  paper: Schema.optionalKey(PaperSize).annotate({ description: "a4 (default) or letter" }),
})

/** The expert takes no summaries by e-mail (they have no address in the directory). */
export class ExpertTakesNoSummaries extends Schema.TaggedError<ExpertTakesNoSummaries>()(
  "ExpertTakesNoSummaries",
  { message: Schema.String, code: Schema.Literal("NO_EXPERT_EMAIL") },
  { httpApiStatus: 409 },
) {}

const described = (summary: string, description: string) =>
  OpenApi.annotations({ summary, description })

export class ExpertsApi extends HttpApiGroup.make("experts")
  .add(
    HttpApiEndpoint.get("find", "/experts", {
      query: ExpertsQuery,
      success: ExpertsFound,
      error: NotFound,
    }).annotateMerge(
      described(
        "Experts who fit",
        "The directory's experts, filtered by kind, by place and online (either matches; neither means anywhere). With `analysisId` (one of the person's reports; anyone else's is 404) they are matched to what the report needs, best first: the professional its most urgent pathway names, then the others, then what the hair calls for; each with its reasons. `directoryEmpty` says the directory lists nobody at all; `needs` what the report asks for.",
      ),
    ),
  )
  .add(
    HttpApiEndpoint.post("share", "/analyses/:analysisId/share", {
      params: { analysisId: Schema.String },
      payload: SharePayload,
      success: Shared,
      error: [NotFound, ExpertTakesNoSummaries, ServiceUnavailable, TooManyRequests],
    }).annotateMerge(
      described(
        "Send my summary to an expert",
        `E-mails the doctor's summary of this report (the one-page PDF attached) to the expert, with the person's e-mail address to reply to and nothing else, and a copy to the person; the share is recorded. \`consent\` must be true (400 VALIDATION_ERROR otherwise). Owner only: anyone else's report is 404, as is an expert not in the directory; 409 NO_EXPERT_EMAIL for an expert who takes no summaries by e-mail; 503 when the PDF cannot be made; 429 past ${describeRateLimit(rateLimits.summarySharePerUser)}.`,
      ),
    ),
  )
  .add(
    HttpApiEndpoint.get("shares", "/summary-shares", { success: SharesList }).annotateMerge(
      described(
        "The summaries you sent",
        "Every summary the signed-in person sent to an expert, newest first: to whom, when, and what went.",
      ),
    ),
  )
  .middleware(Authentication)
  .annotate(
    OpenApi.Description,
    "Experts: the directory kept by admins, matched to a report, and the doctor's summary sent to one with the person's consent.",
  ) {}
