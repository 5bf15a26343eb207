/**
 * Turning quiz answers into a personal report, and reading, listing and
 * deleting one's reports (spec sections 3 and 7). Every endpoint needs a
 * session: a report is personal health information, so only its owner may
 * read it. The spec leaves server-side enforcement open ("The result page
 * loads for anyone with an id"); Strand answers anyone else's id with the
 * same 404 as an unknown one, so an id never confirms that a report exists.
 */
import { AnalysisResults } from "@strand/domain/analysis/AnalysisResults"
import { AnalysisId, AnalysisSummary } from "@strand/domain/analysis/AnalysisStore"
import { QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"
import {
  AnalysisKeyReused,
  AnalysisQuotaReached,
  AnalysisRequestInvalid,
} from "./AnalysisErrors.ts"

/**
 * Option VALUES keyed by question id (not the labels the spec's "Analysis
 * request" names): the server checks them against the catalogue and turns
 * them into labels where people read them. userName and answers are optional
 * here so that leaving them out is answered with the spec's own messages
 * ("User name is required", "Answers are required") by the domain's checks.
 */
export const AnalyseHairPayload = Schema.Struct({
  userName: Schema.optional(Schema.String),
  answers: Schema.optional(QuizAnswers),
  textInputs: Schema.optional(TextInputs),
})
export type AnalyseHairPayload = typeof AnalyseHairPayload.Type

/**
 * An optional Idempotency-Key (any client-chosen string, e.g. a UUID): the
 * same key from the same person gets the first request's analysis back,
 * also while that one is still running.
 */
export const AnalyseHairHeaders = Schema.Struct({
  "idempotency-key": Schema.optional(
    Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  ),
})

/**
 * The report, and whether Strand's rule engine wrote it because the AI
 * provider failed. `createdAt` (beyond the spec) lets the SPA show the
 * report without fetching it again.
 */
export const AnalysedHair = Schema.Struct({
  success: Schema.Literal(true),
  results: AnalysisResults,
  analysisId: AnalysisId,
  fallbackUsed: Schema.Boolean,
  createdAt: Schema.DateTimeUtc,
})

/** A stored report as the result screen reads it: `analysis.aiResults`. */
export const AnalysisJson = Schema.Struct({
  id: AnalysisId,
  createdAt: Schema.DateTimeUtc,
  fallbackUsed: Schema.Boolean,
  aiResults: AnalysisResults,
})

export const AnalysisFound = Schema.Struct({
  success: Schema.Literal(true),
  analysis: AnalysisJson,
})

export const AnalysisList = Schema.Struct({
  success: Schema.Literal(true),
  /** newest first */
  analyses: Schema.Array(AnalysisSummary),
})

// Any string is accepted as an id: one that is not a uuid is simply not
// found (404), like a deleted one, rather than a 400.
const analysisIdParams = { analysisId: Schema.String }

export class AnalysisApi extends HttpApiGroup.make("analysis")
  .add(
    HttpApiEndpoint.post("analyse", "/analyze-hair", {
      payload: AnalyseHairPayload,
      headers: AnalyseHairHeaders,
      success: AnalysedHair,
      error: [AnalysisRequestInvalid, AnalysisQuotaReached, AnalysisKeyReused],
    }).annotate(OpenApi.Summary, "Analyse the quiz answers and save the report"),
  )
  .add(
    HttpApiEndpoint.get("find", "/analyses/:analysisId", {
      params: analysisIdParams,
      success: AnalysisFound,
      error: NotFound,
    }).annotate(OpenApi.Summary, "One of the signed-in person's reports"),
  )
  .add(
    HttpApiEndpoint.get("list", "/user/analyses", { success: AnalysisList }).annotate(
      OpenApi.Summary,
      "The signed-in person's reports, newest first",
    ),
  )
  .add(
    HttpApiEndpoint.delete("remove", "/analyses/:analysisId", {
      params: analysisIdParams,
      success: Schema.Struct({ success: Schema.Literal(true) }),
      error: NotFound,
    }).annotate(OpenApi.Summary, "Delete one of the signed-in person's reports"),
  )
  .middleware(Authentication)
  .annotate(
    OpenApi.Description,
    "The hair and scalp analysis: quiz answers in, a saved report out.",
  ) {}
