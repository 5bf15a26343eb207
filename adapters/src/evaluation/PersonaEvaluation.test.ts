/**
 * The offline evaluation against the stand-in provider servers: its module
 * scores a good report, a drifting one and a reassuring one as the analysis
 * pipeline would treat them, and `npm run eval`'s command prints the table
 * and the summary for OpenAI and Anthropic alike.
 */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { assert, describe, it } from "@effect/vitest"
import { analystPromptVersion } from "@strand/domain/analysis/AnalystPrompt"
import { defaultWriterSettings } from "@strand/domain/analysis/ReportWriter"
import { Duration, Effect, Layer, Option, Redacted } from "effect"
import { openAiHairAnalyst } from "../analyst/OpenAiHairAnalyst.ts"
import { personaSuite } from "../analyst/Personas.ts"
import { StrandNoteReader } from "../notes/StrandNoteReader.ts"
import { FakeAi } from "../testing/FakeAiProvider.ts"
import { evaluatePersonas } from "./PersonaEvaluation.ts"

const root = join(import.meta.dirname, "..", "..", "..")
const run = promisify(execFile)

const chosen = ["coily-natural-good-routine", "cowash-flaky", "symptom-persistent-flaking"]
const personas = personaSuite.filter((persona) => chosen.includes(persona.id))

describe("the persona evaluation", () => {
  it.live("scores each report with the checks every report goes through", () =>
    Effect.gen(function* () {
      const fake = yield* FakeAi
      // One answer per persona, in order: a good one, one that drifts, one that reassures.
      fake.answer({ _tag: "Report" }, { _tag: "Drift" }, { _tag: "Reassure" })
      const analyst = openAiHairAnalyst({
        apiKey: Redacted.make("sk-test"),
        model: "gpt-test",
        baseUrl: Option.some(`${fake.url}/v1`),
        timeout: Duration.seconds(5),
      })
      const [good, drifting, reassuring] = yield* evaluatePersonas(
        personas,
        defaultWriterSettings,
      ).pipe(Effect.provide(Layer.mergeAll(analyst, StrandNoteReader)))

      assert.strictEqual(good?.persona, "coily-natural-good-routine")
      assert.strictEqual(good?.writtenBy, "analyst")
      assert.strictEqual(good?.contradictions, 0)
      assert.isAbove(good?.providerLines ?? 0, 0)
      assert.strictEqual(good?.citedLines, good?.providerLines)
      assert.isTrue(good?.redFlagsKeptFirst)
      assert.strictEqual(good?.inconsistencies, 0)

      // Curly hair called wavy three times and her flaking scalp called balanced: dropped, the rest given.
      assert.strictEqual(drifting?.writtenBy, "analyst")
      assert.deepStrictEqual(drifting?.dropped, { texture: 3, scalp: 1 })
      assert.strictEqual(drifting?.contradictions, 4)

      // Reassurance beside her flaking red flag, again and again: the rules instead.
      assert.strictEqual(reassuring?.writtenBy, "rules instead")
      assert.strictEqual(reassuring?.fallbackReason, "Contradicted")
      assert.isAtLeast(reassuring?.dropped.reassurance ?? 0, 7)
      assert.isTrue(reassuring?.redFlagsKeptFirst)
    }).pipe(Effect.provide(FakeAi.layer)),
  )

  for (const provider of ["openai", "anthropic"] as const) {
    it.live(
      `runs as \`npm run eval\` against ${provider}'s stand-in, printing a table and a summary`,
      () =>
        Effect.gen(function* () {
          const fake = yield* FakeAi
          const baseUrl = provider === "openai" ? `${fake.url}/v1` : fake.url
          const { stdout } = yield* Effect.promise(() =>
            run(
              join(root, "node_modules", ".bin", "node"),
              [
                join(root, "scripts", "eval.ts"),
                "--provider",
                provider,
                "--model",
                "model-under-test",
                "--base-url",
                baseUrl,
                "--personas",
                chosen.join(","),
              ],
              { cwd: root, env: { ...process.env, OPENAI_API_KEY: "", ANTHROPIC_API_KEY: "" } },
            ),
          )
          const [header, ...rows] = stdout.split("\n")
          assert.match(header ?? "", /^persona\s+written by\s+lines\s+cited\s+dropped/)
          for (const id of chosen)
            assert.isTrue(
              rows.some((line) => line.startsWith(id)),
              id,
            )
          assert.include(
            stdout,
            `Summary for ${provider}/model-under-test at ${baseUrl}, prompt ${analystPromptVersion}, 3 personas`,
          )
          assert.match(stdout, /reports given as written\s+3 \(100%\)/)
          assert.match(stdout, /provider lines citing facts\s+100%/)
          assert.match(stdout, /red flags kept and first\s+3 of 3/)
          assert.strictEqual(fake.requests.length, 3)
        }).pipe(Effect.provide(FakeAi.layer)),
    )
  }
})
