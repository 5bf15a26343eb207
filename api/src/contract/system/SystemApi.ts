/**
 * Probes for load balancers and orchestrators, which read the status:
 * - `livez`: the process answers (no database), for "restart me if not";
 * - `readyz`: the process is not stopping, the database answers, every
 *   migration is applied and the outbox worker runs, for "send me traffic";
 * - `health`: the database answers (the first probe, kept for the checks
 *   that already use it).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Health, ReadinessChecks, Ready } from "./SystemAnswers.ts"

export class Unhealthy extends Schema.TaggedError<Unhealthy>()(
  "Unhealthy",
  {
    ok: Schema.Literal(false),
    message: Schema.String,
    code: Schema.Literal("SERVICE_UNAVAILABLE"),
  },
  { httpApiStatus: 503 },
) {}

export class NotReady extends Schema.TaggedError<NotReady>()(
  "NotReady",
  {
    ok: Schema.Literal(false),
    message: Schema.String,
    code: Schema.Literal("SERVICE_UNAVAILABLE"),
    checks: ReadinessChecks,
  },
  { httpApiStatus: 503 },
) {}

export class SystemApi extends HttpApiGroup.make("system")
  .add(
    HttpApiEndpoint.get("livez", "/livez", { success: Health }).annotateMerge(
      OpenApi.annotations({
        summary: "Liveness probe",
        description: "200 while the process can answer; touches no database.",
      }),
    ),
  )
  .add(
    HttpApiEndpoint.get("readyz", "/readyz", { success: Ready, error: NotReady }).annotateMerge(
      OpenApi.annotations({
        summary: "Readiness probe",
        description:
          "200 when the process is not stopping, the database answers within 3 seconds, every migration is applied and the outbox worker runs; 503 with each check's state otherwise (at once, from the moment the process is asked to stop).",
      }),
    ),
  )
  .add(
    HttpApiEndpoint.get("health", "/health", { success: Health, error: Unhealthy }).annotateMerge(
      OpenApi.annotations({
        summary: "Database health",
        description: "200 when the database answers within 3 seconds, 503 otherwise.",
      }),
    ),
  )
  .annotateMerge(
    OpenApi.annotations({
      description: "Probes for load balancers and orchestrators: liveness, readiness, health.",
    }),
  ) {}
