/**
 * The analysts that can write Strand's reports, chosen by AI_PROVIDER:
 * Strand's rule engine (the default), OpenAI or any OpenAI-compatible
 * server, or Anthropic. Adding one is its adapter file, one line here, and a
 * stand-in server that speaks its API (docs/adding-a-provider.md).
 */
import type { HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { defaultWriterSettings } from "@strand/domain/analysis/ReportWriter"
import { Config, Duration } from "effect"
import { type Chosen, chooseProvider, type Provider } from "../config/Provider.ts"
import type { AnalystShared } from "./AnalystShared.ts"
import { anthropic } from "./AnthropicHairAnalyst.ts"
import { openAi } from "./OpenAiHairAnalyst.ts"
import { rules } from "./RulesHairAnalyst.ts"

export const analystProviders: ReadonlyArray<Provider<HairAnalyst, AnalystShared>> = [
  rules,
  openAi,
  anthropic,
]

export interface AnalystConfig extends AnalystShared {
  readonly provider: Chosen<HairAnalyst, AnalystShared>
}

/**
 * AI_TIMEOUT_SECONDS, by default the domain's own budget (30 s: half of the
 * 60 s a typical reverse proxy allows, far under the client's 200 s, and
 * room for a retry after a quick failure).
 */
const analystTimeout = Config.Int("AI_TIMEOUT_SECONDS").pipe(
  Config.withDefault(Duration.toSeconds(defaultWriterSettings.providerBudget)),
  Config.map((seconds) => Duration.seconds(seconds)),
)

export const analystConfig: Config.Config<AnalystConfig> = Config.all({
  provider: chooseProvider("AI_PROVIDER", analystProviders, rules.id),
  timeout: analystTimeout,
})

/** The chosen analyst's layer, with the budget it must keep to. */
export const analystLayer = (config: AnalystConfig) => config.provider.layer(config)
