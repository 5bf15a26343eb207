/**
 * Liveness and readiness in one: 200 `{ ok: true }` once the database
 * answers, 503 `{ ok: false, ... }` while it does not, so load balancers and
 * probes, which read the status, take the instance out of service.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

export const Health = Schema.Struct({ ok: Schema.Boolean })

export class Unhealthy extends Schema.TaggedError<Unhealthy>()(
  "Unhealthy",
  {
    ok: Schema.Literal(false),
    message: Schema.String,
    code: Schema.Literal("SERVICE_UNAVAILABLE"),
  },
  { httpApiStatus: 503 },
) {}

export class SystemApi extends HttpApiGroup.make("system").add(
  HttpApiEndpoint.get("health", "/health", { success: Health, error: Unhealthy }),
) {}
