/** The `:analysisId` path parameter: an id that is not even a uuid cannot name an analysis, so it is simply not found. */
import { AnalysisId } from "@strand/domain/analysis/AnalysisStore"
import { Effect, Option, Schema } from "effect"
import { NotFound } from "../../contract/ApiErrors.ts"

export const parseAnalysisId = (raw: string) =>
  Option.match(Schema.decodeUnknownOption(AnalysisId)(raw), {
    onNone: () => Effect.fail(NotFound.analysis()),
    onSome: Effect.succeed,
  })
