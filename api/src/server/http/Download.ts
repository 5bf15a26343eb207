/** Makes the browser save the answer as a file with this name rather than show it. */
import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"

export const asDownload = (filename: string) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(
      HttpServerResponse.setHeader(
        response,
        "content-disposition",
        `attachment; filename="${filename}"`,
      ),
    ),
  )
