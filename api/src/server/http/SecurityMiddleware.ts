/**
 * The global middleware: refuses requests that fail the RequestGuard, caps
 * body size, and answers unexpected failures in the spec's error shape
 * (UnexpectedFailure.ts). The request id and the security headers are added
 * to every response by the Node server itself (NodeServer.ts), so errors and
 * 404s get them too.
 *
 * It runs on every request, so it is written for speed (the throughput
 * benchmark measures it): GET and HEAD, which carry no body and change
 * nothing, only get the failure handling.
 */
import { ByteSize, Context, Effect } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { maxBodyBytes, refusal } from "./RequestGuard.ts"
import { ServerSettings } from "./ServerSettings.ts"
import { answerUnexpectedFailure } from "./UnexpectedFailure.ts"

const bodyLimit = ByteSize.bytes(maxBodyBytes)

export const SecurityMiddleware = HttpRouter.middleware(
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    return (httpEffect) =>
      Effect.withFiber((fiber) => {
        const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
        const answered = Effect.catchCause(httpEffect, (cause) =>
          answerUnexpectedFailure(request, cause),
        )
        if (request.method === "GET" || request.method === "HEAD") return answered
        const refused = refusal(request, settings)
        if (refused !== undefined) {
          return Effect.succeed(
            HttpServerResponse.jsonUnsafe(
              { message: refused.message, code: refused.code },
              { status: refused.status },
            ),
          )
        }
        return Effect.provideService(answered, HttpIncomingMessage.MaxBodySize, bodyLimit)
      })
  }),
  { global: true },
)
