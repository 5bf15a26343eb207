/**
 * Runs Strand (main.ts starts it): one process serving the API under /api,
 * its OpenAPI JSON and docs, and the SPA. Ctrl-C / SIGTERM lets in-flight
 * requests finish, closes the database and exits 0.
 */
import { NodeRuntime } from "@effect/platform-node"
import { strandConfig } from "@strand/adapters/config/StrandConfig"
import { Cause, Effect, Exit, Layer, Runtime } from "effect"
import { strandLoggerLayer } from "./observability/StrandLogger.ts"
import { strandServer } from "./StrandServer.ts"

// Log lines in the format LOG_FORMAT asks for, from the first one on.
const main = Layer.unwrap(
  Effect.map(strandConfig, (config) =>
    strandServer(config).pipe(Layer.provide(strandLoggerLayer(config.operations.logFormat))),
  ),
)

// Being asked to stop is the normal end of a server, so it exits 0 once the
// layers have closed; real failures keep their non-zero code.
const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)
    ? onExit(0)
    : Runtime.defaultTeardown(exit, onExit)

export const runServer = () => Layer.launch(main).pipe(NodeRuntime.runMain({ teardown }))
