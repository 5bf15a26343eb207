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
import { ConfigProvider, Effect, Layer, Option, Schema } from "effect"
import { analystConfig, analystLayer, analystProviders } from "../analyst/AnalystProviders.ts"
import { type Persona, personaSuite } from "../analyst/Personas.ts"
import { StrandNoteReader } from "../notes/StrandNoteReader.ts"
import { evaluationReport } from "./EvaluationTable.ts"
import { evaluatePersonas } from "./PersonaEvaluation.ts"

const ids = analystProviders.map((provider) => provider.id)

export const evaluationUsage = `Usage: npm run eval -- --provider ${ids.join("|")} [--model NAME] [--base-url URL] [--personas ID,ID] [--timeout SECONDS]

  --provider   who writes the reports (${ids.join(", ")}; ${rulesProvider} is the baseline)
  --model      the model asked (default: the provider's own, as AI_PROVIDER would use it)
  --base-url   another server, e.g. http://localhost:11434/v1 for Ollama; its key may be unset
  --personas   only these personas (ids from adapters/src/analyst/Personas.ts)
  --timeout    each report's budget in seconds, retries included (default 60)

Keys and settings: the provider's own variables, as for the server (OPENAI_API_KEY, ...).`

/** The command was asked for something it cannot do; the message says what. */
export class EvaluationUsageError extends Schema.TaggedError<EvaluationUsageError>()(
  "EvaluationUsageError",
  { message: Schema.String },
) {}

/** A key that a local server ignores, for a --base-url without one. */
const anyKey = "not-needed-by-a-local-server"

/**
 * The arguments as the variables the server reads: an AI provider's settings
 * are named after its id (OPENAI_MODEL, OPENAI_BASE_URL, OPENAI_API_KEY).
 */
const environmentOf = (
  values: { readonly model?: string; readonly "base-url"?: string },
  provider: string,
  seconds: number,
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> => {
  const prefix = provider.toUpperCase()
  const defined = Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  )
  return {
    ...defined,
    AI_PROVIDER: provider,
    AI_TIMEOUT_SECONDS: String(seconds),
    ...(values.model === undefined ? {} : { [`${prefix}_MODEL`]: values.model }),
    ...(values["base-url"] === undefined
      ? {}
      : {
          [`${prefix}_BASE_URL`]: values["base-url"],
          // An empty variable is an unset one.
          [`${prefix}_API_KEY`]: env[`${prefix}_API_KEY`] || anyKey,
        }),
  }
}

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
      const provider = ids.find((candidate) => candidate === values.provider)
      if (provider === undefined)
        return Effect.fail(
          new EvaluationUsageError({ message: "Say which --provider to evaluate." }),
        )
      const seconds = Number(values.timeout ?? 60)
      if (!Number.isInteger(seconds) || seconds <= 0)
        return Effect.fail(
          new EvaluationUsageError({ message: "--timeout is a whole number of seconds." }),
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
      return analystConfig
        .parse(ConfigProvider.fromEnv({ env: environmentOf(values, provider, seconds, env) }))
        .pipe(
          Effect.mapError((error) => new EvaluationUsageError({ message: error.cause.message })),
          Effect.map((config) => ({ config, personas, baseUrl })),
        )
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
    }).pipe(Effect.provide(Layer.mergeAll(analystLayer(config), StrandNoteReader)))
  })
