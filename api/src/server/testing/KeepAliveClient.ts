/**
 * A benchmark's client: GETs over one keep-alive connection, the body as
 * text, so every run times the server and not the connecting.
 */
import { Agent, request as httpRequest } from "node:http"

export const keepAliveClient = () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  return (url: string, headers: Record<string, string> = {}) =>
    new Promise<string>((resolve, reject) => {
      httpRequest(url, { agent, headers }, (response) => {
        let body = ""
        response.on("data", (chunk) => {
          body += chunk
        })
        response.on("end", () => resolve(body))
      })
        .on("error", reject)
        .end()
    })
}
