/**
 * Adapter: the hair-analyst port answered by Strand's own rule engine. It is
 * the default analyst (AI_PROVIDER=rules) and the backup when an AI provider
 * fails, so it never fails itself.
 */
import { type HairAnalysisRequest, HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { Effect, Layer } from "effect"

export const RulesHairAnalyst = Layer.succeed(
  HairAnalyst,
  HairAnalyst.of({
    analyse: Effect.fn("RulesHairAnalyst.analyse")(function* (request: HairAnalysisRequest) {
      return yield* Effect.sync(() => writeRulesReport(request))
    }),
  }),
)
