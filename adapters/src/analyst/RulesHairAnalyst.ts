/**
 * Adapter: the hair-analyst port answered by Strand's own rule engine, the
 * default analyst (AI_PROVIDER=rules). It needs no prompt: its "draft" is
 * the finished report, which the domain reads like any other answer. The
 * same engine is also the safety floor and the fallback of every analysis,
 * whichever analyst is configured (Analyses.ts).
 */
import { type AnalystAsk, AnalystName, HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { Effect, Layer } from "effect"

export const rulesAnalystName = new AnalystName({ provider: "rules", model: "strand-rules" })

export const RulesHairAnalyst = Layer.succeed(
  HairAnalyst,
  HairAnalyst.of({
    name: rulesAnalystName,
    analyse: Effect.fn("RulesHairAnalyst.analyse")(function* (ask: AnalystAsk) {
      return yield* Effect.sync(() => writeRulesReport(ask.request))
    }),
  }),
)
