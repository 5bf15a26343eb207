/**
 * The Node HTTP server under Strand's routes. Two things happen here, at
 * Node's level, for every response whatever answers it (a route, the
 * framework's own 404 or 500, a refusal):
 *
 * - the request gets an id, `requestIdOf(request)`, sent back as
 *   X-Request-Id and added to every log line about the request;
 * - the security headers (SecurityHeaders.ts) are added as the headers are
 *   written;
 * - once the process is stopping, `Connection: close` is added too, and
 *   idle connections are closed (ConnectionDrain.ts).
 *
 * Doing it here rather than in an Effect middleware costs a few object
 * spreads per request instead of a response rebuilt with merged headers,
 * which the throughput benchmark found costly (docs/performance.md). For the same reason the liveness probe itself is
 * answered here (LivenessAnswer.ts).
 */
import {
  IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  Server,
  ServerResponse,
} from "node:http"
import type { HttpServerRequest } from "effect/http"
import type { ConnectionDrain } from "./ConnectionDrain.ts"
import { answerLivenessProbe } from "./LivenessAnswer.ts"
import { securityHeadersFor } from "./SecurityHeaders.ts"

class IdentifiedRequest extends IncomingMessage {
  readonly requestId: string = crypto.randomUUID()
}

/** The id of the request `request` came from (X-Request-Id). */
export const requestIdOf = (request: HttpServerRequest.HttpServerRequest): string =>
  request.source instanceof IdentifiedRequest ? request.source.requestId : "unknown"

type Headers = OutgoingHttpHeaders | Array<OutgoingHttpHeader>

/**
 * A Node server whose responses carry the request id and the security
 * headers, and which drains its connections when `drain` begins.
 */
export const makeNodeServer = (https: boolean, drain: ConnectionDrain) => {
  const headersFor = securityHeadersFor(https)

  class SecuredResponse extends ServerResponse<IdentifiedRequest> {
    override writeHead(
      status: number,
      reasonOrHeaders?: string | Headers,
      headers?: Headers,
    ): this {
      // writeHead(status, headers) or writeHead(status, reason, headers);
      // Effect calls the second with an undefined reason.
      const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined
      const given =
        typeof reasonOrHeaders === "object" && reasonOrHeaders !== null ? reasonOrHeaders : headers
      const own = {
        ...headersFor(this.req.url ?? "/"),
        "x-request-id": this.req.requestId,
        ...(drain.draining ? { connection: "close" } : {}),
      }
      // The route's own headers win (a page's Cache-Control, for one).
      const merged: Headers = Array.isArray(given)
        ? [...Object.entries(own).flat(), ...given]
        : { ...own, ...given }
      return reason === undefined
        ? super.writeHead(status, merged)
        : super.writeHead(status, reason, merged)
    }
  }

  /** Effect's router listens for "request"; the liveness probe is answered before it. */
  class StrandNodeServer extends Server<
    typeof IdentifiedRequest,
    typeof ServerResponse<IdentifiedRequest>
  > {
    override emit(event: string, ...args: Array<unknown>): boolean {
      if (event === "request") {
        const [request, response] = args as [IdentifiedRequest, SecuredResponse]
        drain.started(request.socket, response)
        if (answerLivenessProbe(request, response)) return true
      }
      return super.emit(event, ...args)
    }

    // Called by close(): while draining, idle connections get their grace first.
    override closeIdleConnections(): void {
      if (!drain.draining) super.closeIdleConnections()
    }
  }

  return () => {
    const server = new StrandNodeServer({
      IncomingMessage: IdentifiedRequest,
      ServerResponse: SecuredResponse,
    })
    drain.watch(server)
    return server
  }
}
