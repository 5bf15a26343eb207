/**
 * GET (and HEAD) /api/livez answered by Node itself, before a request
 * reaches Effect's router. Liveness asks one thing, "does this process's
 * event loop still answer?", and an orchestrator asks it every few seconds
 * on every process, so the answer is a constant sent from here: through
 * the router it ran well below a bare node:http server, from here level with
 * it (docs/performance.md).
 *
 * The route stays in the API contract (SystemApi.ts), so the OpenAPI
 * document describes it, and its Effect handler gives the same answer. It is
 * not traced: a probe's span every few seconds would only be noise.
 */
import type { IncomingMessage, ServerResponse } from "node:http"

const path = "/api/livez"
const body = Buffer.from(JSON.stringify({ ok: true }))
const headers = { "content-type": "application/json", "content-length": String(body.length) }

const isLivenessProbe = (request: IncomingMessage) => {
  const url = request.url ?? ""
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    url.startsWith(path) &&
    (url.length === path.length || url[path.length] === "?")
  )
}

/** Answers `request` if it is the liveness probe; says whether it did. */
export const answerLivenessProbe = (request: IncomingMessage, response: ServerResponse) => {
  if (!isLivenessProbe(request)) return false
  response.writeHead(200, headers)
  response.end(request.method === "HEAD" ? undefined : body)
  return true
}
