/**
 * A read of one of the API's signed-in routes (those behind Authentication
 * or AdminOnly in the contract) that carries no session cookie at all is
 * refused here, before the router, with the same 401 the route's middleware
 * would give. Nobody can be signed in without the cookie, so the answer is
 * known without a lookup; answering it here skips the endpoint's pipeline
 * (its context, its middleware, the error's encoding), which the profile
 * showed as most of an anonymous GET /api/user's time.
 *
 * The routes are read from the contract, so a new signed-in endpoint is
 * gated without a list to keep. Only GET and HEAD: writes keep the global
 * request checks' order (SecurityMiddleware refuses a bad write first).
 * The gate only ever refuses; requests it lets through meet the route's own
 * middleware as before.
 */
import { Context, Effect, Schema } from "effect"
import { FindMyWay, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApi, type HttpApiGroup } from "effect/http-api"
import { Unauthorized } from "../../contract/ApiErrors.ts"
import { AdminOnly, Authentication } from "../../contract/accounts/Authentication.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { carriesNoSessionCookies } from "./SessionCookie.ts"

/** Whether `method` and `url` name a route of `api` that needs someone signed in. */
export const signedInRoutesOf = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
) => {
  const gates: ReadonlySet<string> = new Set([Authentication.key, AdminOnly.key])
  const router = FindMyWay.make<true>()
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, middleware }) => {
      if ([...middleware].some((service) => gates.has(service.key))) {
        router.on(endpoint.method, endpoint.path as FindMyWay.PathInput, true)
      }
    },
  })
  return (method: string, url: string) =>
    router.find(method, url) !== undefined ||
    (method === "HEAD" && router.find("GET", url) !== undefined)
}

const signInFirstResponse = HttpServerResponse.jsonUnsafe(
  Schema.encodeSync(Unauthorized)(Unauthorized.signInFirst()),
  { status: 401 },
)

export const SignInGate = HttpRouter.middleware(
  Effect.gen(function* () {
    const { https } = yield* ServerSettings
    const isSignedInRoute = signedInRoutesOf(StrandApi)
    return (httpEffect) =>
      Effect.withFiber((fiber) => {
        const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
        return (request.method === "GET" || request.method === "HEAD") &&
          request.url.startsWith("/api/") &&
          carriesNoSessionCookies(request, https) &&
          isSignedInRoute(request.method, request.url)
          ? Effect.succeed(signInFirstResponse)
          : httpEffect
      })
  }),
  { global: true },
)
