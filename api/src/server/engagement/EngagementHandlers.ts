/**
 * HTTP → the engagement store. Recording is best-effort and private: a
 * request that carries Do Not Track (`DNT: 1`) or Global Privacy Control
 * (`Sec-GPC: 1`) is answered like any other and nothing is kept; the IP
 * address only feeds the rate limit (hashed, in its counter) and is never
 * stored with the event.
 */
import { EngagementStore } from "@strand/domain/engagement/EngagementStore"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { clientAddress } from "../http/ClientAddress.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"

/** Whether the browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export const asksNotToBeTracked = (headers: Readonly<Record<string, string | undefined>>) =>
  headers.dnt === "1" || headers["sec-gpc"] === "1"

export const EngagementHandlers = HttpApiBuilder.group(
  StrandApi,
  "engagement",
  Effect.fn(function* (handlers) {
    const store = yield* EngagementStore
    const limiter = yield* RateLimiter
    const settings = yield* ServerSettings
    return handlers.handle(
      "record",
      Effect.fn("recordEvent")(function* ({ payload }) {
        const request = yield* HttpServerRequest.HttpServerRequest
        if (asksNotToBeTracked(request.headers)) return
        const ip = yield* clientAddress(settings)
        yield* enforceRateLimit(limiter, rateLimits.eventsPerIp, ip)
        yield* store.record(payload)
      }),
    )
  }),
)

export const FunnelHandlers = HttpApiBuilder.group(
  StrandApi,
  "funnel",
  Effect.fn(function* (handlers) {
    const store = yield* EngagementStore
    return handlers.handle("read", ({ query }) => store.funnel(query))
  }),
)
