/**
 * The most Strand reads of any answer from a provider it calls (an AI
 * provider, a CRM): 1 MiB, far above a report (tens of kilobytes) or a page
 * of 100 contacts, far below what would fill the memory of a small server.
 * A declared Content-Length above it is refused before the body is read;
 * an answer without one is cut off (and the connection dropped) as soon as
 * it passes the cap, counted after decompression, so a compressed bomb is
 * stopped too.
 */

export const answerMaxBytes = 1024 * 1024

export class AnswerTooLarge extends Error {
  override readonly name = "AnswerTooLarge"
  constructor(maxBytes: number) {
    super(`The answer was larger than ${maxBytes} bytes; it was not read`)
  }
}

/** Whether `error`, or any error it wraps (an SDK's connection error does), is AnswerTooLarge. */
export const isAnswerTooLarge = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause instanceof AnswerTooLarge) return true
    cause = cause.cause
  }
  return false
}

/** `response` with a body that fails with AnswerTooLarge past `maxBytes`. */
export const capAnswer = (response: Response, maxBytes = answerMaxBytes): Response => {
  const declared = Number(response.headers.get("content-length") ?? "")
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel()
    throw new AnswerTooLarge(maxBytes)
  }
  if (response.body === null) return response
  let read = 0
  const capped = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength
        if (read > maxBytes) controller.error(new AnswerTooLarge(maxBytes))
        else controller.enqueue(chunk)
      },
    }),
  )
  return new Response(capped, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/** `fetch` whose answers are capped (for the SDKs' `fetch` option). */
export const cappedFetch =
  (maxBytes = answerMaxBytes): typeof fetch =>
  async (input, init) =>
    capAnswer(await fetch(input, init), maxBytes)
