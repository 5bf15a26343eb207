/**
 * The global middleware: gives every request an id (the X-Request-Id header
 * of its answer and of any log line about it), refuses requests that fail
 * the RequestGuard, caps body size, answers unexpected failures in the
 * spec's error shape (UnexpectedFailure.ts), and adds the security headers
 * to every response. The headers are added as the response leaves, so
 * errors and 404s get them too.
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
import { answerUnexpectedFailure } from "./UnexpectedFailure.ts"

export const SecurityMiddleware = HttpRouter.middleware(
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    return (httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const requestId = crypto.randomUUID()
        yield* HttpEffect.appendPreResponseHandler((request, response) =>
          Effect.succeed(
            HttpServerResponse.setHeaders(response, {
              ...securityHeaders(request, settings.https),
              "x-request-id": requestId,
            }),
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
        ).pipe(Effect.catchCause((cause) => answerUnexpectedFailure(request, requestId, cause)))
      })
  }),
  { global: true },
)
