/**
 * A local HTTP server that speaks Brevo's contacts API (v3) as far as Strand
 * uses it, with Brevo's real paths, bodies and errors: the `api-key` header
 * (401 `unauthorized`), POST /v3/contacts (201 {id}; 400
 * `duplicate_parameter` "Contact already exist" for a known e-mail), the
 * attribute list and creation, and 429 with x-sib-ratelimit-* headers. It
 * records every call and can rate-limit or be down (503) on demand.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { CrmStandIn } from "./CrmStandIn.ts"

export interface BrevoContact {
  readonly id: number
  readonly email: string
  readonly attributes: Record<string, unknown>
}

const defaultAttributes = ["FIRSTNAME", "LASTNAME", "SMS"]

export class FakeBrevo implements CrmStandIn {
  readonly contacts = new Map<string, BrevoContact>()
  readonly attributes = new Set<string>(defaultAttributes)
  readonly calls: Array<{ method: string; path: string; body: unknown; status: number }> = []
  rateLimitNext = 0
  down = false
  readonly apiKey = "test-brevo-key"
  private nextId = 1
  private server: Server | undefined

  get url(): string {
    const address = this.server?.address()
    if (address === null || address === undefined || typeof address === "string") {
      throw new Error("FakeBrevo is not listening")
    }
    return `http://127.0.0.1:${address.port}`
  }

  environment(key = this.apiKey) {
    return { CRM_PROVIDER: "brevo", BREVO_API_KEY: key, BREVO_BASE_URL: this.url }
  }

  seed(email: string) {
    const contact = { id: this.nextId++, email, attributes: {} }
    this.contacts.set(email.toLowerCase(), contact)
    return contact
  }

  listen(port = 0): Promise<this> {
    return new Promise((resolve) => {
      this.server = createServer((request, response) => void this.handle(request, response))
      this.server.listen(port, "127.0.0.1", () => resolve(this))
    })
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections()
      this.server?.close(() => resolve())
    })
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString("utf8")
    const body = raw === "" ? undefined : (JSON.parse(raw) as Record<string, unknown>)
    const path = (request.url ?? "/").split("?")[0] ?? "/"
    const method = request.method ?? "GET"
    const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      this.calls.push({ method, path, body, status })
      response.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "x-sib-ratelimit-limit": "10",
        "x-sib-ratelimit-remaining": status === 429 ? "0" : "9",
        "x-sib-ratelimit-reset": "1",
        ...headers,
      })
      response.end(json === undefined ? "" : JSON.stringify(json))
    }

    if (request.headers["api-key"] !== this.apiKey) {
      return answer(401, { code: "unauthorized", message: "Key not found" })
    }
    if (this.down) return answer(503, { code: "internal_error", message: "Service unavailable" })
    if (this.rateLimitNext > 0) {
      this.rateLimitNext -= 1
      return answer(
        429,
        { code: "too_many_requests", message: "The expected rate limit is exceeded." },
        { "x-sib-ratelimit-reset": "0" },
      )
    }
    if (path === "/v3/contacts/attributes" && method === "GET") {
      return answer(200, {
        attributes: [...this.attributes].map((name) => ({
          name,
          category: "normal",
          type: "text",
        })),
      })
    }
    const attribute = /^\/v3\/contacts\/attributes\/normal\/([A-Z0-9_]+)$/.exec(path)
    if (attribute !== null && method === "POST") {
      const name = attribute[1] ?? ""
      if (this.attributes.has(name)) {
        return answer(400, { code: "invalid_parameter", message: "Attribute name must be unique" })
      }
      this.attributes.add(name)
      return answer(201, undefined)
    }
    if (path === "/v3/contacts" && method === "POST") {
      const email = String(body?.email ?? "")
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return answer(400, { code: "invalid_parameter", message: "Invalid email address" })
      }
      if (this.contacts.has(email.toLowerCase())) {
        return answer(400, { code: "duplicate_parameter", message: "Contact already exist" })
      }
      const attributes = (body?.attributes ?? {}) as Record<string, unknown>
      for (const name of Object.keys(attributes)) {
        if (!this.attributes.has(name)) {
          return answer(400, {
            code: "invalid_parameter",
            message: `Attribute ${name} does not exist`,
          })
        }
      }
      const contact = { id: this.nextId++, email, attributes }
      this.contacts.set(email.toLowerCase(), contact)
      return answer(201, { id: contact.id })
    }
    return answer(404, { code: "document_not_found", message: `No route for ${method} ${path}` })
  }
}
