/**
 * The answer of POST /api/analyze-hair and how the SPA reads it (spec
 * sections 3, 4 and 5): a response without a boolean `success` is
 * INVALID_RESPONSE; success=false or missing results is the server's error
 * text or "AI analysis failed"; a missing analysisId is "No analysis ID
 * received from server".
 *
 * The last two are not API errors (the request itself worked), so the
 * failure classification sends them to the backup-analysis state.
 */
import { Option, Result, Schema } from "effect"
import {
  type ApiError,
  httpApiError,
  invalidResponseApiError,
  parseApiError,
} from "../errors/ApiError.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { ReportView } from "./ReportView.ts"

export const AnalyseHairResponse = Schema.Struct({
  success: Schema.Boolean,
  results: Schema.optional(AnalysisResults),
  analysisId: Schema.optional(Schema.String),
  fallbackUsed: Schema.optional(Schema.Boolean),
  error: Schema.optional(Schema.String),
  /** Beyond the spec: when the report was stored, so the SPA can show it without asking again. */
  createdAt: Schema.optional(Schema.String),
  /** Beyond the spec: the report as GET /api/analyses/{id} gives it (ReportView, as JSON). */
  analysis: Schema.optional(Schema.Unknown),
})
export type AnalyseHairResponse = typeof AnalyseHairResponse.Type

export const analysisFailedMessage = "AI analysis failed"
export const missingAnalysisIdMessage = "No analysis ID received from server"

/** The analysis call answered, but without a usable analysis. */
export class AnalysisUnsuccessful extends Schema.TaggedError<AnalysisUnsuccessful>()(
  "AnalysisUnsuccessful",
  { message: Schema.String },
) {}

export interface AnalysisReceived {
  readonly analysisId: string
  readonly results: AnalysisResults
  readonly fallbackUsed: boolean
  /** ISO date and time, when the server said (Strand's does). */
  readonly createdAt: string | undefined
  /** The report as the result page shows it, when the server sent it (Strand's does). */
  readonly view: ReportView | undefined
}

const readView = Schema.decodeUnknownOption(Schema.toCodecJson(ReportView))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Reads a parsed response body into the analysis, or the failure the spec names. */
export const readAnalysisResponse = (
  body: unknown,
): Result.Result<AnalysisReceived, ApiError | AnalysisUnsuccessful> => {
  if (!isRecord(body) || typeof body.success !== "boolean") {
    return Result.fail(invalidResponseApiError())
  }
  if (!body.success || body.results === undefined || body.results === null) {
    const serverText =
      typeof body.error === "string" && body.error.trim() !== "" ? body.error : undefined
    return Result.fail(new AnalysisUnsuccessful({ message: serverText ?? analysisFailedMessage }))
  }
  if (typeof body.analysisId !== "string" || body.analysisId === "") {
    return Result.fail(new AnalysisUnsuccessful({ message: missingAnalysisIdMessage }))
  }
  return Result.succeed({
    analysisId: body.analysisId,
    results: normaliseResults(body.results),
    fallbackUsed: body.fallbackUsed === true,
    createdAt: typeof body.createdAt === "string" ? body.createdAt : undefined,
    view: Option.getOrUndefined(readView(body.analysis)),
  })
}

/** Where the SPA goes once the analysis is ready. */
export const resultPath = (analysisId: string): string =>
  `/result?analysisId=${encodeURIComponent(analysisId)}`

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The analysis call's HTTP answer as the spec reads it: a non-OK status is
 * HTTP_ERROR (with a JSON body: its message, code and flags; without one,
 * the spec's sentence for the status), an OK answer that is not JSON is
 * PARSE_ERROR, and an OK JSON answer goes through readAnalysisResponse.
 */
export const readAnalysisHttpResponse = (
  status: number,
  bodyText: string,
): Result.Result<AnalysisReceived, ApiError | AnalysisUnsuccessful> => {
  const body = bodyText.trim() === "" ? undefined : jsonOf(bodyText)
  if (status < 200 || status > 299) return Result.fail(httpApiError(status, body))
  if (body === undefined) return Result.fail(parseApiError())
  return readAnalysisResponse(body)
}
