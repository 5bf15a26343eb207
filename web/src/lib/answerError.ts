/**
 * The ApiError of an answer that is not a success (spec §8): the JSON
 * body's message, else the raw text, else the status text; the body's code
 * when it names one (HTTP_ERROR otherwise) and its field issues. The one
 * reader of a failed answer: every call's (callApi.ts, through
 * decodeAnswer.ts) and an answer a caller reads itself (`failureOfAnswer`),
 * so a failure reads the same whichever endpoint gave it. The analysis call
 * alone reads its failures with the analysis catalogue (quiz/submitAnalysis.ts).
 */
import { type ApiError, fieldIssuesOf, makeApiError } from "@strand/domain/errors/ApiError"
import { requestFailureMessage } from "./requestFailureMessage.ts"

export interface FailedAnswer {
  readonly status: number
  /** the browser's reason phrase; often empty (HTTP/2 carries none) */
  readonly statusText: string
  readonly bodyText: string
}

export const answerApiError = ({ status, statusText, bodyText }: FailedAnswer): ApiError => {
  const body = jsonOf(bodyText) as Record<string, unknown> | undefined
  const code = typeof body?.code === "string" && body.code !== "" ? body.code : "HTTP_ERROR"
  return makeApiError({
    message: requestFailureMessage({
      bodyText,
      statusText: statusText !== "" ? statusText : (reasonPhrases[status] ?? `HTTP ${status}`),
    }).trim(),
    status,
    code,
    issues: fieldIssuesOf(body?.issues),
  })
}

/** The body as JSON, or undefined when it is not JSON. */
export const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const reasonPhrases: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
}
