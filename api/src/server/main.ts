/**
 * Starts Strand: one process serving the API under /api, its OpenAPI JSON
 * and docs, and the SPA. Ctrl-C / SIGTERM lets in-flight requests finish,
 * closes the database and exits 0.
 */
import { NodeRuntime } from "@effect/platform-node"
import { type StrandConfig, strandConfig } from "@strand/adapters/config/StrandConfig"
import { Cause, Effect, Exit, Layer, Runtime } from "effect"
import { strandServer } from "./StrandServer.ts"

/**
 * Settings the configuration accepts (ARCHITECTURE.md names them) but this
 * version has no adapter for yet: starting with one fails at once with a
 * clear message rather than quietly running something else.
 */
const notYetAvailable = (config: StrandConfig): ReadonlyArray<string> => [
  ...(config.aiProvider === "rules" ? [] : [`AI_PROVIDER=${config.aiProvider} (use rules)`]),
]

const main = Layer.unwrap(
  Effect.flatMap(strandConfig, (config) => {
    const unavailable = notYetAvailable(config)
    return unavailable.length === 0
      ? Effect.succeed(strandServer(config))
      : Effect.die(new Error(`Not available in this version: ${unavailable.join(", ")}`))
  }),
)

// Being asked to stop is the normal end of a server, so it exits 0 once the
// layers have closed; real failures keep their non-zero code.
const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)
    ? onExit(0)
    : Runtime.defaultTeardown(exit, onExit)

Layer.launch(main).pipe(NodeRuntime.runMain({ teardown }))
