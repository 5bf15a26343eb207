/**
 * The client's IP address for rate limits: the socket's peer, or, behind a
 * trusted proxy, the first address of X-Forwarded-For.
 */
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"

export const clientAddress = (trustProxy: boolean) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    const forwarded = request.headers["x-forwarded-for"]?.split(",")[0]?.trim()
    if (trustProxy && forwarded) return forwarded
    return Option.getOrElse(request.remoteAddress, () => "unknown")
  })
