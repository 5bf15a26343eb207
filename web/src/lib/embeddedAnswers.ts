/**
 * The API's answers a page was rendered with on the server (a report page,
 * api/src/server/site/ResultPageHtml.ts), sent with it as JSON in
 * `#strand-answers` (who is signed in, their quiz status and the report):
 * read into the query cache as if the browser had asked (the contract's
 * schemas of those answers and the same decoding as a call, callApi.ts), so
 * the page hydrates with exactly what it was rendered with and asks the API
 * nothing again. Loaded only for such a page: it brings Effect's Schema,
 * which the report needs anyway.
 */
import type { QueryClient } from "@tanstack/react-query"
import { userKeys } from "../features/accounts/queries.ts"
import { analysisKeys } from "../features/result/queries.ts"
import { api } from "./apiEndpoints.gen.ts"
import { answerSchema } from "./callApi.ts"
import { decodeAnswer } from "./decodeAnswer.ts"

/** Each answer's JSON as the API sent it: GET /api/user, /api/user/quiz-status, /api/analyses/{id}. */
export interface EmbeddedAnswers {
  readonly user: string
  readonly quizStatus: string
  readonly report: string
}

const answered = (bodyText: string) => ({ ok: true, status: 200, statusText: "OK", bodyText })

/** Whether the answers in `json` were read into the cache (false: the page renders anew). */
export const seedEmbeddedAnswers = async (queryClient: QueryClient, json: string) => {
  try {
    const [userAnswer, quizStatusAnswer, reportAnswer] = await Promise.all([
      answerSchema(api.accounts.user),
      answerSchema(api.accounts.quizStatus),
      answerSchema(api.analysis.find),
    ])
    const { user, quizStatus, report } = JSON.parse(json) as EmbeddedAnswers
    const found = decodeAnswer(answered(report), reportAnswer)
    queryClient.setQueryData(userKeys.current(), decodeAnswer(answered(user), userAnswer))
    queryClient.setQueryData(
      userKeys.quizStatus(),
      decodeAnswer(answered(quizStatus), quizStatusAnswer),
    )
    queryClient.setQueryData(analysisKeys.detail(found.analysis.id), found)
    return true
  } catch {
    return false
  }
}
