/**
 * A local HTTP server that speaks Open Beauty Facts' product API as far as
 * Strand uses it, with its real path, fields and answers: `GET
 * /api/v2/product/{barcode}?fields=...` answers 200 `{code, product, status:
 * 1, status_verbose: "product found"}` with only the fields asked for, and
 * 404 `{code, status: 0, status_verbose: "product not found"}` for a barcode
 * it does not know. It records every call (with its User-Agent) and can be
 * slow or down (503, as its servers answer when overloaded) on demand.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"

/** A product as Open Beauty Facts stores it (the fields Strand reads, and a few it does not). */
export interface OpenBeautyFactsRecord {
  readonly code: string
  readonly product_name?: string
  readonly product_name_en?: string
  readonly brands?: string
  readonly categories_tags?: ReadonlyArray<string>
  readonly ingredients_text?: string
  readonly ingredients_text_en?: string
  readonly image_front_url?: string
  readonly lang?: string
}

export class FakeOpenBeautyFacts {
  readonly products = new Map<string, OpenBeautyFactsRecord>()
  readonly calls: Array<{
    path: string
    fields: string | null
    userAgent: string
    status: number
  }> = []
  /** Each answer waits this long first. */
  delayMillis = 0
  down = false
  private server: Server | undefined

  get url(): string {
    const address = this.server?.address()
    if (address === null || address === undefined || typeof address === "string") {
      throw new Error("FakeOpenBeautyFacts is not listening")
    }
    return `http://127.0.0.1:${address.port}`
  }

  add(...records: ReadonlyArray<OpenBeautyFactsRecord>): this {
    for (const record of records) this.products.set(record.code, record)
    return this
  }

  /** How often a barcode was asked for. */
  askedFor(barcode: string): number {
    return this.calls.filter((call) => call.path === `/api/v2/product/${barcode}`).length
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
    const url = new URL(request.url ?? "/", "http://localhost")
    const fields = url.searchParams.get("fields")
    const answer = (status: number, body: string, type = "application/json; charset=utf-8") => {
      this.calls.push({
        path: url.pathname,
        fields,
        userAgent: request.headers["user-agent"] ?? "",
        status,
      })
      if (response.destroyed) return
      response.writeHead(status, { "content-type": type })
      response.end(body)
    }
    if (this.delayMillis > 0) await new Promise((r) => setTimeout(r, this.delayMillis))
    if (this.down) {
      return answer(
        503,
        "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>",
        "text/html",
      )
    }
    const product = /^\/api\/v2\/product\/(\d+)$/u.exec(url.pathname)
    if (request.method !== "GET" || product === null) {
      return answer(404, JSON.stringify({ status: 0, status_verbose: "no such endpoint" }))
    }
    const code = product[1] ?? ""
    const record = this.products.get(code)
    if (record === undefined) {
      return answer(404, JSON.stringify({ code, status: 0, status_verbose: "product not found" }))
    }
    const wanted = fields === null ? undefined : new Set(fields.split(","))
    const shown = Object.fromEntries(
      Object.entries(record).filter(([name]) => wanted === undefined || wanted.has(name)),
    )
    return answer(
      200,
      JSON.stringify({ code, product: shown, status: 1, status_verbose: "product found" }),
    )
  }
}
