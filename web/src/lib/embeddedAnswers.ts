/**
 * The API's answers a page was rendered with on the server (a report page,
 * api/src/server/site/ResultPageHtml.ts), sent with it as JSON in
 * `#strand-answers`: read into the query cache as if the browser had asked
 * (the same schemas, the same decoding, readApi.ts), so the page hydrates
 * with exactly what it was rendered with and asks the API nothing again.
 * Loaded only for such a page: it brings Effect's Schema, which the report
 * needs anyway.
 */
import type { QueryClient } from "@tanstack/react-query"
import { userKeys } from "../features/accounts/queries.ts"
import { user as userAnswer } from "../features/accounts/userAnswers.ts"
import { analysisKeys } from "../features/result/queries.ts"
import { reportAnswer } from "../features/result/reportAnswer.ts"
import { decodeAnswer } from "./decodeAnswer.ts"

const answered = (bodyText: string) => ({ ok: true, status: 200, statusText: "OK", bodyText })

/** Whether the answers in `json` were read into the cache (false: the page renders anew). */
export const seedEmbeddedAnswers = (queryClient: QueryClient, json: string): boolean => {
  try {
    const { user, report } = JSON.parse(json) as { user: string; report: string }
    const found = decodeAnswer(answered(report), reportAnswer)
    queryClient.setQueryData(userKeys.current(), decodeAnswer(answered(user), userAnswer))
    queryClient.setQueryData(analysisKeys.detail(found.analysis.id), found)
    return true
  } catch {
    return false
  }
}
