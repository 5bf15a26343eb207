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
import { Config, Effect, Layer } from "effect"
import { provider } from "../config/Provider.ts"

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

/** AI_PROVIDER=rules, the default: no key, no network. */
export const rules = provider({
  id: rulesProvider,
  label: "Strand's rule engine",
  config: Config.succeed(undefined),
  layer: () => RulesHairAnalyst,
})
