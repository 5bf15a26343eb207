/**
 * Stopping without cutting anyone off (a rolling deploy stops one process
 * while its neighbours carry on). Once the drain begins:
 *
 * - readiness answers 503 at once (SystemHandlers.ts), so a balancer still
 *   probing over an open connection takes the process out;
 * - every response carries `Connection: close`, so a client learns with its
 *   answer not to send another request on that connection, and Node closes
 *   it once the answer is out: a busy keep-alive connection is not kept
 *   serving new requests until the shutdown bound;
 * - a connection with no request in flight is closed after a short grace
 *   (SHUTDOWN_IDLE_GRACE_MILLISECONDS),
 *   in case a request is already on its way (closing under it would reset
 *   it), unless a request arrives meanwhile and gets its answer first;
 * - Node's own closing of idle connections, which the server's `close()`
 *   does at once, waits for that grace.
 *
 * So the last connection closes as the last answer leaves, and the process
 * goes on to stop (the server layer waits for every connection to close,
 * up to SHUTDOWN_TIMEOUT_SECONDS).
 */
import type { Server } from "node:http"
import type { Socket } from "node:net"
import { Context, Layer } from "effect"

export class ConnectionDrain {
  /** How long an idle connection may still bring a request after the drain begins. */
  readonly #idleGraceMillis: number
  #draining = false
  /** Requests in flight on each open connection. */
  readonly #inFlight = new Map<Socket, number>()

  constructor(idleGraceMillis: number) {
    this.#idleGraceMillis = idleGraceMillis
  }

  get draining(): boolean {
    return this.#draining
  }

  /** Follows the connections of `server` and the requests on each. */
  watch(server: Server): void {
    server.on("connection", (socket: Socket) => {
      this.#inFlight.set(socket, 0)
      socket.once("close", () => this.#inFlight.delete(socket))
      if (this.#draining) this.#closeWhenIdle(socket)
    })
  }

  /** A request arrived on its connection; its answer is `response`. */
  started(socket: Socket, response: { once(event: "close", listener: () => void): unknown }) {
    this.#inFlight.set(socket, (this.#inFlight.get(socket) ?? 0) + 1)
    response.once("close", () => {
      const left = (this.#inFlight.get(socket) ?? 1) - 1
      if (!this.#inFlight.has(socket)) return
      this.#inFlight.set(socket, left)
      if (this.#draining && left === 0) this.#closeWhenIdle(socket)
    })
  }

  /** Begins the drain (once): idle connections close after the grace. */
  begin(): void {
    if (this.#draining) return
    this.#draining = true
    for (const [socket, inFlight] of this.#inFlight) {
      if (inFlight === 0) this.#closeWhenIdle(socket)
    }
  }

  #closeWhenIdle(socket: Socket) {
    setTimeout(() => {
      if (this.#inFlight.get(socket) === 0) socket.destroySoon()
    }, this.#idleGraceMillis).unref()
  }
}

/** This process's drain, shared by its Node server, its readiness probe and its stop. */
export class ServerDrain extends Context.Service<ServerDrain, ConnectionDrain>()(
  "@strand/api/server/ServerDrain",
) {
  static readonly layer = (idleGraceMillis: number) =>
    Layer.sync(ServerDrain, () => new ConnectionDrain(idleGraceMillis))
}
