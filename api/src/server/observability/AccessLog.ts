/**
 * What operators see of every request (the liveness probe aside, answered
 * by Node before any of this: LivenessAnswer.ts):
 *
 * - one log line when it is answered, `GET /api/analyses/:analysisId 200`,
 *   with the method, the route template, the status and the duration; with
 *   the request id (and trace ids) every line carries. Never the path as
 *   sent or its query string: those hold ids and, on some routes, what
 *   people typed;
 * - the duration in the `http.server.request.duration` histogram
 *   (OpenTelemetry's name and attributes: method, route, status code);
 * - behind trusted proxies (TRUST_PROXY), the request's span names the
 *   client the outermost proxy saw as `client.address`, not the proxy.
 *
 * Routes are named by the contract's templates (read from it, like the sign-in
 * gate's), the site's pages and files as `/*`, unknown API paths as `/api/*`.
 */
import { Context, Effect, Exit, Metric, Option } from "effect"
import {
  FindMyWay,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  type HttpServerResponse,
} from "effect/http"
import { HttpApi, type HttpApiGroup } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { forwardedClient } from "../http/ClientAddress.ts"
import { ServerSettings } from "../http/ServerSettings.ts"

/** The template of the API route `method` and `url` reach, as the contract writes it. */
export const routeTemplatesOf = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
) => {
  const router = FindMyWay.make<string>()
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      router.on(endpoint.method, endpoint.path as FindMyWay.PathInput, endpoint.path)
    },
  })
  return (method: string, url: string): string =>
    router.find(method, url)?.handler ??
    (method === "HEAD" ? router.find("GET", url)?.handler : undefined) ??
    (url.startsWith("/api/") ? "/api/*" : "/*")
}

/** OpenTelemetry's bucket boundaries for HTTP durations, in seconds. */
const requestDuration = Metric.histogram("http.server.request.duration", {
  description: "How long the server took to answer a request, in seconds",
  boundaries: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
})

/**
 * The histogram for each method, route and status, made once: a metric with
 * attributes works out its series key when first used, so one made per
 * request worked it out for every request. There are few: routes are the
 * contract's templates, and Node's parser knows a fixed list of methods.
 */
const durations = new Map<string, typeof requestDuration>()
const durationOf = (method: string, route: string, status: number) => {
  const series = `${method} ${route} ${status}`
  const known = durations.get(series)
  if (known !== undefined) return known
  const metric = Metric.withAttributes(requestDuration, {
    "http.request.method": method,
    "http.route": route,
    "http.response.status_code": String(status),
  })
  durations.set(series, metric)
  return metric
}

const statusOf = (exit: Exit.Exit<HttpServerResponse.HttpServerResponse, unknown>) =>
  Exit.isSuccess(exit)
    ? Effect.succeed(exit.value.status)
    : Effect.map(HttpServerError.causeResponse(exit.cause), ([response]) => response.status)

/**
 * The request's client as its span names it: the proxies' word for it when
 * they are trusted. Effect's tracer reads the request it started the span
 * with when the request ends, so that request is told the address.
 */
const nameForwardedClient = (request: HttpServerRequest.HttpServerRequest, proxyHops: number) => {
  const forwarded = request.headers["x-forwarded-for"]
  if (proxyHops === 0 || forwarded === undefined) return
  const client = forwardedClient(forwarded, Option.getOrUndefined(request.remoteAddress), proxyHops)
  Object.assign(request, { remoteAddressOverride: Option.some(client) })
}

export const AccessLog = HttpRouter.middleware(
  Effect.gen(function* () {
    const { proxyHops } = yield* ServerSettings
    const templateOf = routeTemplatesOf(StrandApi)
    return (httpEffect) =>
      Effect.withFiber((fiber) => {
        const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
        nameForwardedClient(request, proxyHops)
        const started = performance.now()
        return Effect.onExit(httpEffect, (exit) =>
          Effect.flatMap(statusOf(exit), (status) => {
            const route = templateOf(request.method, request.url)
            const durationMs = Math.round((performance.now() - started) * 100) / 100
            return Effect.andThen(
              Effect.logInfo(`${request.method} ${route} ${status}`).pipe(
                Effect.annotateLogs({ method: request.method, route, status, durationMs }),
              ),
              Metric.update(durationOf(request.method, route, status), durationMs / 1000),
            )
          }),
        )
      })
  }),
  { global: true },
)
