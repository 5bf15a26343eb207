/**
 * A TCP proxy for tests that can freeze: while frozen, nothing passes in
 * either direction and new connections are accepted but never answered, as
 * with a database host that hangs (a stalled disk, a dropped route) rather
 * than one that refuses. Thawing lets everything through again.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net"

export class FreezableProxy {
  private server: Server | undefined
  private readonly pairs = new Set<readonly [Socket, Socket]>()
  private readonly waiting = new Set<Socket>()
  private frozen = false
  port = 0

  private readonly targetHost: string
  private readonly targetPort: number

  constructor(targetHost: string, targetPort: number) {
    this.targetHost = targetHost
    this.targetPort = targetPort
  }

  listen(): Promise<this> {
    return new Promise((resolve) => {
      this.server = createServer((client) => {
        if (this.frozen) {
          this.waiting.add(client)
          client.on("close", () => this.waiting.delete(client))
          return
        }
        this.connect(client)
      })
      this.server.listen(0, "127.0.0.1", () => {
        const address = this.server?.address()
        this.port = typeof address === "object" && address !== null ? address.port : 0
        resolve(this)
      })
    })
  }

  private connect(client: Socket) {
    const upstream = createConnection(this.targetPort, this.targetHost)
    const pair = [client, upstream] as const
    this.pairs.add(pair)
    client.pipe(upstream)
    upstream.pipe(client)
    const close = () => {
      this.pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on("error", close).on("close", close)
    upstream.on("error", close).on("close", close)
  }

  /** Nothing passes until `thaw`. */
  freeze() {
    this.frozen = true
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream)
      upstream.unpipe(client)
      client.pause()
      upstream.pause()
    }
  }

  thaw() {
    this.frozen = false
    for (const [client, upstream] of this.pairs) {
      client.pipe(upstream)
      upstream.pipe(client)
    }
    for (const client of this.waiting) this.connect(client)
    this.waiting.clear()
  }

  /** A URL like `url`, pointing at this proxy instead. */
  urlFor(url: string): string {
    const proxied = new URL(url)
    proxied.hostname = "127.0.0.1"
    proxied.port = String(this.port)
    return proxied.toString()
  }

  close(): Promise<void> {
    for (const [client, upstream] of this.pairs) {
      client.destroy()
      upstream.destroy()
    }
    for (const client of this.waiting) client.destroy()
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve())
  }
}
