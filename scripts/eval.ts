/**
 * `npm run eval -- --provider openai --model X [--base-url URL]`: the persona
 * suite written by a provider and scored with the checks every report goes
 * through (adapters/src/evaluation/EvaluationCommand.ts). Prints a table per
 * persona and a summary; exits 2 on a usage mistake.
 */

import {
  evaluationUsage,
  runEvaluationCommand,
} from "@strand/adapters/evaluation/EvaluationCommand"
import { Effect, Result } from "effect"

const outcome = await Effect.runPromise(
  Effect.result(runEvaluationCommand(process.argv.slice(2), process.env)),
)
if (Result.isSuccess(outcome)) {
  console.log(outcome.success)
} else {
  console.error(`${outcome.failure.message}\n\n${evaluationUsage}`)
  process.exitCode = 2
}
