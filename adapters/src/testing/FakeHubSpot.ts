/**
 * A local HTTP server that speaks HubSpot's CRM v3 contacts API as far as
 * Strand uses it, with HubSpot's real paths, bodies, status codes, error
 * bodies and rate-limit headers: batch read by idProperty (207 with
 * OBJECT_NOT_FOUND errors for the missing), batch create (all or nothing,
 * 409 CONFLICT "Contact already exists. Existing ID: …"), single create,
 * contact properties, Bearer tokens (401), and 429 with
 * X-HubSpot-RateLimit-* headers. It records every call, and can be told to
 * rate-limit, to be down (503), or to hold its answers (for crash tests).
 * Tests, the e2e suite and manual runs (`node FakeHubSpot.ts <port>`) use it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { CrmStandIn } from "./CrmStandIn.ts"
import { writeOversized } from "./OversizedAnswer.ts"

export interface FakeContact {
  readonly id: string
  readonly properties: Record<string, string>
  readonly createdAt: string
}

export interface RecordedCall {
  readonly method: string
  readonly path: string
  readonly body: unknown
  readonly status: number
}

export interface FakeHubSpotOptions {
  /** the private app token it accepts (Bearer); default "test-token" */
  readonly token?: string
  /** the rate-limit window it announces in X-HubSpot-RateLimit-Interval-Milliseconds */
  readonly intervalMillis?: number
}

const defaultProperties = ["email", "firstname", "lastname", "hs_object_id", "createdate"]

const now = () => new Date().toISOString()

export class FakeHubSpot implements CrmStandIn {
  readonly contacts = new Map<string, FakeContact>()
  readonly properties = new Set<string>(defaultProperties)
  readonly calls: Array<RecordedCall> = []
  /** answer the next N API calls with 429 (ten-secondly policy) */
  rateLimitNext = 0
  /** answer every API call with 503 while true */
  down = false
  /** answer the next API call with this many bytes (with a Content-Length saying so, or not) */
  oversizedNext: { readonly bytes: number; readonly declared: boolean } | undefined
  /** how many oversized answers the client stopped reading before their end */
  oversizedCutOff = 0
  /** while set, contact creations are applied at once but answered only when it resolves */
  hold: Promise<void> | undefined
  /** runs once a batch read is answered: lets a test add a contact "meanwhile" */
  afterBatchRead: (() => void) | undefined
  private nextId = 101
  private server: Server | undefined
  readonly token: string
  readonly intervalMillis: number

  constructor(options: FakeHubSpotOptions = {}) {
    this.token = options.token ?? "test-token"
    this.intervalMillis = options.intervalMillis ?? 200
  }

  get url(): string {
    const address = this.server?.address()
    if (address === null || address === undefined || typeof address === "string") {
      throw new Error("FakeHubSpot is not listening")
    }
    return `http://127.0.0.1:${address.port}`
  }

  environment(key = this.token) {
    return { CRM_PROVIDER: "hubspot", HUBSPOT_TOKEN: key, HUBSPOT_BASE_URL: this.url }
  }

  /** Calls to `path` (e.g. "/crm/v3/objects/contacts/batch/create"). */
  callsTo(path: string) {
    return this.calls.filter((call) => call.path === path)
  }

  /** Puts a contact in, as if someone had added it in HubSpot. */
  seed(email: string, properties: Record<string, string> = {}) {
    return this.create({ email, ...properties })
  }

  contactByEmail(email: string) {
    return this.contacts.get(email.toLowerCase())
  }

  listen(port = 0): Promise<this> {
    return new Promise((resolve) => {
      this.server = createServer((request, response) => {
        void this.handle(request, response)
      })
      this.server.listen(port, "127.0.0.1", () => resolve(this))
    })
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections()
      this.server?.close(() => resolve())
    })
  }

  private create(properties: Record<string, string>): FakeContact {
    const id = String(this.nextId++)
    const contact = { id, properties: { ...properties, hs_object_id: id }, createdAt: now() }
    this.contacts.set((properties.email ?? "").toLowerCase(), contact)
    return contact
  }

  private rateHeaders(remaining: number) {
    return {
      "x-hubspot-ratelimit-daily": "250000",
      "x-hubspot-ratelimit-daily-remaining": "249000",
      "x-hubspot-ratelimit-interval-milliseconds": String(this.intervalMillis),
      "x-hubspot-ratelimit-max": "100",
      "x-hubspot-ratelimit-remaining": String(remaining),
      "x-hubspot-ratelimit-secondly": "10",
      "x-hubspot-ratelimit-secondly-remaining": String(Math.min(remaining, 10)),
    }
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString("utf8")
    let body: unknown
    try {
      body = raw === "" ? undefined : JSON.parse(raw)
    } catch {
      body = raw
    }
    const path = (request.url ?? "/").split("?")[0] ?? "/"
    const method = request.method ?? "GET"
    const answer = async (status: number, json: unknown, extra: Record<string, string> = {}) => {
      this.calls.push({ method, path, body, status })
      const creates =
        path === "/crm/v3/objects/contacts/batch/create" || path === "/crm/v3/objects/contacts"
      if (this.hold !== undefined && creates && status < 300) await this.hold
      response.writeHead(status, {
        "content-type": "application/json;charset=utf-8",
        ...this.rateHeaders(status === 429 ? 0 : 90),
        ...extra,
      })
      response.end(json === undefined ? "" : JSON.stringify(json))
    }
    const error = (status: number, category: string, message: string) =>
      answer(status, {
        status: "error",
        message,
        correlationId: crypto.randomUUID(),
        category,
      })

    // Test controls (not part of HubSpot): the e2e suite seeds and reads through these.
    if (path === "/__fake/contacts" && method === "GET") {
      response.writeHead(200, { "content-type": "application/json" })
      return response.end(JSON.stringify([...this.contacts.values()]))
    }
    if (path === "/__fake/contacts" && method === "POST") {
      const email = String((body as { email?: unknown } | undefined)?.email ?? "")
      const contact = this.seed(email)
      response.writeHead(201, { "content-type": "application/json" })
      return response.end(JSON.stringify(contact))
    }

    if (request.headers.authorization !== `Bearer ${this.token}`) {
      return error(
        401,
        "INVALID_AUTHENTICATION",
        "Authentication credentials not found. This API supports OAuth 2.0 authentication.",
      )
    }
    if (this.down) return answer(503, { status: "error", message: "Service Unavailable" })
    const oversized = this.oversizedNext
    if (oversized !== undefined) {
      this.oversizedNext = undefined
      this.calls.push({ method, path, body, status: 200 })
      if (!(await writeOversized(response, oversized.bytes, oversized.declared))) {
        this.oversizedCutOff += 1
      }
      return
    }
    if (this.rateLimitNext > 0) {
      this.rateLimitNext -= 1
      return answer(429, {
        status: "error",
        message: "You have reached your ten_secondly_rolling limit.",
        errorType: "RATE_LIMIT",
        correlationId: crypto.randomUUID(),
        policyName: "TEN_SECONDLY_ROLLING",
        requestId: crypto.randomUUID(),
      })
    }

    const inputs = (body as { inputs?: Array<Record<string, unknown>> } | undefined)?.inputs ?? []

    if (path === "/crm/v3/properties/contacts" && method === "GET") {
      return answer(200, {
        results: [...this.properties].map((name) => ({
          name,
          label: name,
          type: "string",
          fieldType: "text",
          groupName: "contactinformation",
        })),
      })
    }
    if (path === "/crm/v3/properties/contacts" && method === "POST") {
      const name = String((body as { name?: unknown }).name ?? "")
      if (this.properties.has(name)) {
        return error(409, "OBJECT_ALREADY_EXISTS", `A property named '${name}' already exists.`)
      }
      this.properties.add(name)
      return answer(201, { ...(body as object), createdAt: now() })
    }
    if (path === "/crm/v3/objects/contacts/batch/read" && method === "POST") {
      if ((body as { idProperty?: unknown }).idProperty !== "email") {
        return error(400, "VALIDATION_ERROR", "Strand's fake only reads by email")
      }
      if (inputs.length > 100) return error(400, "VALIDATION_ERROR", "Batch size cannot exceed 100")
      const found: Array<FakeContact> = []
      const missing: Array<string> = []
      for (const input of inputs) {
        const id = String(input.id ?? "")
        const contact = this.contactByEmail(id)
        if (contact === undefined) missing.push(id)
        else found.push(contact)
      }
      const results = found.map((contact) => ({
        id: contact.id,
        properties: { email: contact.properties.email, hs_object_id: contact.id },
        createdAt: contact.createdAt,
        updatedAt: contact.createdAt,
        archived: false,
      }))
      const started = now()
      setImmediate(() => this.afterBatchRead?.())
      if (missing.length === 0) {
        return answer(200, { status: "COMPLETE", results, startedAt: started, completedAt: now() })
      }
      return answer(207, {
        status: "COMPLETE",
        results,
        numErrors: 1,
        errors: [
          {
            status: "error",
            category: "OBJECT_NOT_FOUND",
            message:
              "Could not get some CONTACT objects, they may be deleted or not exist. Check that ids are valid.",
            context: { ids: missing },
          },
        ],
        startedAt: started,
        completedAt: now(),
      })
    }
    if (path === "/crm/v3/objects/contacts/batch/create" && method === "POST") {
      if (inputs.length > 100) return error(400, "VALIDATION_ERROR", "Batch size cannot exceed 100")
      for (const input of inputs) {
        const email = String((input.properties as Record<string, string>).email ?? "")
        const existing = this.contactByEmail(email)
        if (existing !== undefined) {
          // HubSpot refuses the whole batch
          return error(409, "CONFLICT", `Contact already exists. Existing ID: ${existing.id}`)
        }
      }
      const created = inputs.map((input) => this.create(input.properties as Record<string, string>))
      return answer(201, {
        status: "COMPLETE",
        results: created.map((contact) => ({
          id: contact.id,
          properties: contact.properties,
          createdAt: contact.createdAt,
          updatedAt: contact.createdAt,
          archived: false,
        })),
        startedAt: now(),
        completedAt: now(),
      })
    }
    if (path === "/crm/v3/objects/contacts" && method === "POST") {
      const properties = (body as { properties: Record<string, string> }).properties
      const existing = this.contactByEmail(properties.email ?? "")
      if (existing !== undefined) {
        return error(409, "CONFLICT", `Contact already exists. Existing ID: ${existing.id}`)
      }
      const contact = this.create(properties)
      return answer(201, {
        id: contact.id,
        properties: contact.properties,
        createdAt: contact.createdAt,
        updatedAt: contact.createdAt,
        archived: false,
      })
    }
    return error(404, "OBJECT_NOT_FOUND", `No route for ${method} ${path}`)
  }
}

// `node FakeHubSpot.ts <port>`: a stand-in HubSpot for the e2e suite or a manual try.
if (import.meta.main) {
  const port = Number(process.argv[2] ?? 3231)
  const fake = await new FakeHubSpot().listen(port)
  console.log(`Fake HubSpot on ${fake.url} (token: ${fake.token})`)
}
