/** HTTP → the analysts' overview (AdminOnly has already checked who is asking). */
import { Analyses } from "@strand/domain/analysis/Analyses"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"

export const AdminAnalystsHandlers = HttpApiBuilder.group(
  StrandApi,
  "adminAnalysts",
  Effect.fn(function* (handlers) {
    const analyses = yield* Analyses
    return handlers.handle("overview", () => analyses.analystOverview())
  }),
)
