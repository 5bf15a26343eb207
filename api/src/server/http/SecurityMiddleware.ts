/**
 * The global middleware: refuses requests that fail the RequestGuard, caps
 * body size, and adds the security headers to every response. The headers
 * are added as the response leaves, so errors and 404s get them too.
 */
import { ByteSize, Effect } from "effect"
import {
  HttpEffect,
  HttpIncomingMessage,
  HttpRouter,
  HttpServerRequest,
  HttpServerResponse,
} from "effect/http"
import { maxBodyBytes, refusal } from "./RequestGuard.ts"
import { securityHeaders } from "./SecurityHeaders.ts"
import { ServerSettings } from "./ServerSettings.ts"

export const SecurityMiddleware = HttpRouter.middleware(
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    return (httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        yield* HttpEffect.appendPreResponseHandler((request, response) =>
          Effect.succeed(
            HttpServerResponse.setHeaders(response, securityHeaders(request, settings.https)),
          ),
        )
        const refused = refusal(request, settings)
        if (refused !== undefined) {
          return HttpServerResponse.jsonUnsafe(
            { message: refused.message, code: refused.code },
            { status: refused.status },
          )
        }
        return yield* Effect.provideService(
          httpEffect,
          HttpIncomingMessage.MaxBodySize,
          ByteSize.bytes(maxBodyBytes),
        )
      })
  }),
  { global: true },
)
