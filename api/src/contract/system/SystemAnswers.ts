/**
 * What the probes answer when all is well (SystemApi.ts). Apart from the
 * endpoints, so that a client can load them without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { Schema } from "effect"

export const Health = Schema.Struct({ ok: Schema.Boolean })

/** Each readiness check: "ok", or what is wrong in a few words. */
export const ReadinessChecks = Schema.Struct({
  /** "failing: stopping" from the moment the process is asked to stop */
  server: Schema.String,
  database: Schema.String,
  migrations: Schema.String,
  outbox: Schema.String,
})

export const Ready = Schema.Struct({ ok: Schema.Literal(true), checks: ReadinessChecks })
