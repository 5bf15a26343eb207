/**
 * Answers made per request (the API's JSON over 1 KiB) leave brotli or gzip
 * encoded, as the client accepts (ContentEncoding.ts). The built SPA is
 * compressed ahead of time and passes through untouched.
 */
import { Context, Effect } from "effect"
import { HttpRouter, HttpServerRequest } from "effect/http"
import { compressResponse } from "./ContentEncoding.ts"

export const CompressionMiddleware = HttpRouter.middleware(
  Effect.succeed((httpEffect) =>
    Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      return Effect.flatMap(httpEffect, (response) =>
        compressResponse(request.headers["accept-encoding"], response),
      )
    }),
  ),
  { global: true },
)
