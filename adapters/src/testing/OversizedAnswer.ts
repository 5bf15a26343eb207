/**
 * An answer far larger than any provider should send, for the stand-in
 * servers: written as fast as the client reads it, so a test can tell
 * whether the client stopped reading before the end.
 */
import type { ServerResponse } from "node:http"

/** Writes `bytes` of JSON-looking text; resolves to whether the client read it to the end. */
export const writeOversized = (response: ServerResponse, bytes: number, declared: boolean) =>
  new Promise<boolean>((resolve) => {
    response.writeHead(200, {
      "content-type": "application/json",
      ...(declared ? { "content-length": String(bytes) } : {}),
    })
    const chunk = Buffer.alloc(64 * 1024, "x")
    let written = 0
    response.on("close", () => resolve(response.writableFinished))
    const pump = () => {
      while (written < bytes && !response.destroyed) {
        const size = Math.min(chunk.length, bytes - written)
        written += size
        if (!response.write(chunk.subarray(0, size))) return void response.once("drain", pump)
      }
      if (!response.destroyed) response.end()
    }
    pump()
  })
