/** HTTP → the progress use case: comparing two of the signed-in person's reports. */
import { Progress } from "@strand/domain/progress/Progress"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { parseAnalysisId } from "../analysis/AnalysisIdParam.ts"

export const ProgressHandlers = HttpApiBuilder.group(
  StrandApi,
  "progress",
  Effect.fn(function* (handlers) {
    const progress = yield* Progress
    return handlers.handle(
      "compare",
      Effect.fn("compareReports")(function* ({ query }) {
        const user = yield* CurrentUser
        const from = yield* parseAnalysisId(query.from)
        const to = yield* parseAnalysisId(query.to)
        const comparison = yield* progress
          .compare(user, from, to)
          .pipe(Effect.catchTag("ReportToCompareNotFound", () => Effect.fail(NotFound.analysis())))
        return { success: true, comparison } as const
      }),
    )
  }),
)
