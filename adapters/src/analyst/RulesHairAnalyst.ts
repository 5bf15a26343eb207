/**
 * Adapter: the hair-analyst port answered by Strand's own rule engine, the
 * default analyst (AI_PROVIDER=rules). It needs no prompt: its "draft" is
 * the finished report. The same engine is also the safety floor and the
 * fallback of every analysis, whichever analyst is configured, so when it is
 * the configured one the domain gives its floor without asking (Analyses.ts);
 * the port is still answered here for anything that asks an analyst
 * directly, such as the evaluation's baseline.
 */
import {
  type AnalystAsk,
  AnalystName,
  HairAnalyst,
  rulesProvider,
} from "@strand/domain/analysis/HairAnalyst"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { Effect, Layer } from "effect"

export const rulesAnalystName = new AnalystName({ provider: rulesProvider, model: "strand-rules" })

export const RulesHairAnalyst = Layer.succeed(
  HairAnalyst,
  HairAnalyst.of({
    name: rulesAnalystName,
    analyse: Effect.fn("RulesHairAnalyst.analyse")(function* (ask: AnalystAsk) {
      return yield* Effect.sync(() => writeRulesReport(ask.request))
    }),
  }),
)
