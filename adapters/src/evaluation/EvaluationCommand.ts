/**
 * `npm run eval -- --provider openai --model X [--base-url URL]`: the
 * persona suite written by one provider and model (or any OpenAI-compatible
 * server, or Anthropic, or the rule engine as a baseline) and scored, so a
 * model change is measured, not guessed. The keys come from the usual
 * variables (OPENAI_API_KEY, ANTHROPIC_API_KEY); a local server named with
 * --base-url needs none.
 */
import { parseArgs } from "node:util"
import { analystPromptVersion } from "@strand/domain/analysis/AnalystPrompt"
import { HairAnalyst, rulesProvider } from "@strand/domain/analysis/HairAnalyst"
import { defaultWriterSettings } from "@strand/domain/analysis/ReportWriter"
import { Duration, Effect, Layer, Option, Redacted, Schema } from "effect"
import {
  type AnalystConfig,
  analystFromConfig,
  defaultAnthropicModel,
  defaultOpenAiModel,
} from "../analyst/AnalystLayer.ts"
import { type Persona, personaSuite } from "../analyst/Personas.ts"
import { StrandNoteReader } from "../notes/StrandNoteReader.ts"
import { evaluationReport } from "./EvaluationTable.ts"
import { evaluatePersonas } from "./PersonaEvaluation.ts"

export const evaluationUsage = `Usage: npm run eval -- --provider openai|anthropic|rules [--model NAME] [--base-url URL] [--personas ID,ID] [--timeout SECONDS]

  --provider   who writes the reports: openai (or any OpenAI-compatible server), anthropic, or rules (the baseline)
  --model      the model asked (default: ${defaultOpenAiModel} or ${defaultAnthropicModel})
  --base-url   another server, e.g. http://localhost:11434/v1 for Ollama; its key may be unset
  --personas   only these personas (ids from adapters/src/analyst/Personas.ts)
  --timeout    each report's budget, retries included (default 60 s)

Keys: OPENAI_API_KEY, ANTHROPIC_API_KEY.`

/** The command was asked for something it cannot do; the message says what. */
export class EvaluationUsageError extends Schema.TaggedError<EvaluationUsageError>()(
  "EvaluationUsageError",
  { message: Schema.String },
) {}

const providers = ["openai", "anthropic", "rules"] as const

/** A key that a local server ignores, for a --base-url without one. */
const anyKey = "not-needed-by-a-local-server"

const readArgs = (argv: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>) =>
  Effect.try({
    try: () =>
      parseArgs({
        args: [...argv],
        options: {
          provider: { type: "string" },
          model: { type: "string" },
          "base-url": { type: "string" },
          personas: { type: "string" },
          timeout: { type: "string" },
        },
        strict: true,
      }).values,
    catch: (error) => new EvaluationUsageError({ message: String(error) }),
  }).pipe(
    Effect.flatMap((values) => {
      const provider = providers.find((candidate) => candidate === values.provider)
      if (provider === undefined)
        return Effect.fail(
          new EvaluationUsageError({ message: "Say which --provider to evaluate." }),
        )
      const seconds = Number(values.timeout ?? 60)
      if (!Number.isFinite(seconds) || seconds <= 0)
        return Effect.fail(
          new EvaluationUsageError({ message: "--timeout is a number of seconds." }),
        )
      const wanted = values.personas?.split(",").map((id) => id.trim())
      const personas: ReadonlyArray<Persona> =
        wanted === undefined ? personaSuite : personaSuite.filter((p) => wanted.includes(p.id))
      const unknown = wanted?.filter((id) => !personaSuite.some((p) => p.id === id)) ?? []
      if (unknown.length > 0)
        return Effect.fail(
          new EvaluationUsageError({ message: `No persona called ${unknown.join(", ")}.` }),
        )
      const baseUrl = Option.fromNullishOr(values["base-url"])
      const variable = provider === "anthropic" ? "ANTHROPIC_API_KEY" : "OPENAI_API_KEY"
      // An empty variable is an unset one.
      const key = env[variable] || (Option.isSome(baseUrl) ? anyKey : undefined)
      if (provider !== "rules" && key === undefined)
        return Effect.fail(
          new EvaluationUsageError({
            message: `--provider ${provider} needs ${variable} (or a --base-url of a local server).`,
          }),
        )
      const apiKey = Option.fromNullishOr(key).pipe(Option.map(Redacted.make))
      const config: AnalystConfig = {
        provider,
        openai: { apiKey, model: values.model ?? defaultOpenAiModel, baseUrl },
        anthropic: { apiKey, model: values.model ?? defaultAnthropicModel, baseUrl },
        timeout: Duration.seconds(seconds),
      }
      return Effect.succeed({ config, personas, baseUrl })
    }),
  )

/** Runs the evaluation the arguments ask for and gives its report as text. */
export const runEvaluationCommand = (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>,
) =>
  Effect.gen(function* () {
    const { config, personas, baseUrl } = yield* readArgs(argv, env)
    const settings = { ...defaultWriterSettings, providerBudget: config.timeout }
    return yield* Effect.gen(function* () {
      const { name } = yield* HairAnalyst
      const scores = yield* evaluatePersonas(personas, settings)
      const where = Option.match(baseUrl, { onNone: () => "", onSome: (url) => ` at ${url}` })
      const prompt = name.provider === rulesProvider ? undefined : analystPromptVersion
      return evaluationReport(`${name.provider}/${name.model}${where}`, prompt, scores)
    }).pipe(Effect.provide(Layer.mergeAll(analystFromConfig(config), StrandNoteReader)))
  })
