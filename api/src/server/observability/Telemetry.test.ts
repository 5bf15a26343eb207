/**
 * OpenTelemetry over OTLP/HTTP, for real: the server is pointed at a local
 * receiver (a node:http server decoding OTLP/HTTP JSON, as a collector
 * would), a person joins the waitlist, signs in by an e-mailed link and
 * asks for two analyses (one the AI provider refuses, one it writes), and a
 * CRM push gives up; when the server stops, the receiver holds a span per
 * request and per analyst, database, mail and CRM call, and the counters for
 * analyses, fallbacks by class, outbox deliveries and dead letters. No
 * e-mail address or name leaves in them, and no query string: a sentinel
 * sent in query strings and bodies is in no span and no log line.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { startFakeAiProvider } from "@strand/adapters/testing/FakeAiProvider"
import { FakeHubSpot } from "@strand/adapters/testing/FakeHubSpot"
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { signInByLink } from "../testing/SignInByLink.ts"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

// The parts of OTLP/HTTP JSON (opentelemetry-proto) this test reads.
interface Attribute {
  readonly key: string
  readonly value: Record<string, unknown>
}
interface Span {
  readonly name: string
  readonly traceId: string
  readonly parentSpanId?: string
  readonly attributes?: ReadonlyArray<Attribute>
}
interface DataPoint {
  readonly attributes?: ReadonlyArray<Attribute>
  readonly asDouble?: number
  readonly asInt?: string | number
}
interface Metric {
  readonly name: string
  readonly sum?: { readonly dataPoints: ReadonlyArray<DataPoint> }
  readonly histogram?: {
    readonly dataPoints: ReadonlyArray<{
      readonly attributes?: ReadonlyArray<Attribute>
      readonly count?: string | number
    }>
  }
}
interface OtlpBody {
  readonly resourceSpans?: ReadonlyArray<{
    readonly resource: { readonly attributes?: ReadonlyArray<Attribute> }
    readonly scopeSpans: ReadonlyArray<{ readonly spans: ReadonlyArray<Span> }>
  }>
  readonly resourceMetrics?: ReadonlyArray<{
    readonly scopeMetrics: ReadonlyArray<{ readonly metrics: ReadonlyArray<Metric> }>
  }>
}

interface Received {
  readonly path: string
  readonly contentType: string | undefined
  readonly body: OtlpBody
}

/** A collector's OTLP/HTTP endpoint, JSON encoding, that keeps what it is sent. */
const startReceiver = () =>
  new Promise<{ url: string; received: Array<Received>; server: Server }>((resolve) => {
    const received: Array<Received> = []
    const server = createServer((req, res) => {
      let text = ""
      req.setEncoding("utf8")
      req.on("data", (chunk) => {
        text += chunk
      })
      req.on("end", () => {
        received.push({
          path: req.url ?? "",
          contentType: req.headers["content-type"],
          body: JSON.parse(text),
        })
        res.writeHead(200, { "content-type": "application/json" }).end("{}")
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, received, server })
    })
  })

const attributes = (list: ReadonlyArray<Attribute> | undefined) =>
  Object.fromEntries((list ?? []).map(({ key, value }) => [key, Object.values(value)[0]]))

describe("OpenTelemetry export", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  const hubSpot = new FakeHubSpot({ intervalMillis: 50 })
  const email = `traced-${crypto.randomUUID().slice(0, 8)}@example.com`
  // What a person might have typed about their health, where a client put it.
  const sentinel = `itchy-since-october-${crypto.randomUUID().slice(0, 8)}`

  beforeAll(async () => {
    receiver = await startReceiver()
    await hubSpot.listen()
    // Every push fails, and the outbox gives up after one attempt: a dead letter.
    hubSpot.down = true
  })
  afterAll(async () => {
    receiver.server.close()
    await hubSpot.close()
  })

  it("sends spans per request and per analyst, database, mail and CRM call, and the counters", async () => {
    const ai = await startFakeAiProvider({
      answers: [{ _tag: "Status", status: 401, message: "Incorrect API key" }, { _tag: "Report" }],
    })
    const server = testServer(
      {
        authMode: "magic-link",
        // Behind a proxy: the requests' spans name the client it forwards for.
        trustProxy: true,
      },
      {
        AI_PROVIDER: "openai",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${ai.url}/v1`,
        CRM_PROVIDER: "hubspot",
        HUBSPOT_TOKEN: hubSpot.token,
        HUBSPOT_BASE_URL: hubSpot.url,
        OUTBOX_MAX_ATTEMPTS: "1",
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      },
    )

    await Effect.runPromise(
      Effect.gen(function* () {
        const strand = yield* TestServer
        expect((yield* request(strand, "/api/livez")).status).toBe(200)
        expect((yield* request(strand, "/api/waitlist/count")).status).toBe(200)
        const joined = yield* request(strand, "/api/waitlist", {
          method: "POST",
          body: { name: "Ada Lovelace", email, hairConcerns: "dandruff" },
          headers: { "x-forwarded-for": "203.0.113.7" },
        })
        expect(joined.status, joined.text).toBe(200)
        // Signing in by an e-mailed link: a mail through the outbox.
        const { jar } = yield* signInByLink(strand, email)
        for (const fallbackUsed of [true, false]) {
          const analysis = yield* request(strand, "/api/analyze-hair", {
            method: "POST",
            body: { userName: "Ada", answers: { gender: "female" } },
            jar,
          })
          expect([analysis.status, analysis.json], analysis.text).toMatchObject([
            200,
            { success: true, fallbackUsed },
          ])
        }
        // Health words in query strings (as a value, and as a bare key) and in a body.
        const { analyses } = (yield* request(strand, "/api/user/analyses", { jar })).json as {
          analyses: ReadonlyArray<{ id: string }>
        }
        for (const path of [
          `/api/waitlist/count?since=${sentinel}`,
          `/api/user/analyses?${sentinel}`,
          `/api/analyses/${analyses[0]?.id}/doctor-summary?tried=${sentinel}`,
          `/api/no-such-route?since=${sentinel}`,
        ]) {
          expect((yield* request(strand, path, { jar })).status).toBeLessThan(500)
        }
        const feedback = yield* request(strand, "/api/feedback", {
          method: "POST",
          body: { name: "Ada", email: "", rating: "n/a", comments: `Notes: ${sentinel}` },
          jar,
        })
        expect(feedback.status, feedback.text).toBe(200)
        yield* strand.settled
        expect(JSON.stringify(strand.logs)).not.toContain(sentinel)
        // Nothing is exported before the interval: what arrives below was
        // flushed when the server stopped.
      }).pipe(Effect.provide(Layer.fresh(server)), Effect.scoped),
    )
    await ai.close()

    const traces = receiver.received.filter((r) => r.path === "/v1/traces")
    const metrics = receiver.received.filter((r) => r.path === "/v1/metrics")
    expect(traces.length).toBeGreaterThan(0)
    expect(metrics.length).toBeGreaterThan(0)
    expect(traces[0]?.contentType).toBe("application/json")

    const resources = traces.flatMap((t) => t.body.resourceSpans ?? [])
    expect(attributes(resources[0]?.resource.attributes)).toMatchObject({
      "service.name": "strand-test",
    })
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))
    const names = new Set<string>(spans.map((span) => span.name))
    const one = (predicate: (name: string) => boolean, what: string) =>
      expect([...names].filter(predicate), what).not.toEqual([])

    // The requests, with their method, route and status.
    const requestSpans = spans.filter(
      (span) => attributes(span.attributes)["http.request.method"] !== undefined,
    )
    expect(
      requestSpans.map((span) => {
        const a = attributes(span.attributes)
        return `${a["http.request.method"]} ${a["url.path"]} ${a["http.response.status_code"]}`
      }),
    ).toEqual(
      expect.arrayContaining([
        "GET /api/waitlist/count 200",
        "POST /api/waitlist 200",
        "POST /api/login 200",
        "POST /api/login/confirm 200",
        "POST /api/analyze-hair 200",
      ]),
    )
    // The liveness probe is answered before the router, untraced (LivenessAnswer.ts).
    expect(requestSpans.map((span) => attributes(span.attributes)["url.path"])).not.toContain(
      "/api/livez",
    )
    one((name) => name === "OpenAiHairAnalyst.analyse", "analyst call")
    // A statement's span is named after the database; the query's text has placeholders only.
    const statements = spans.filter(
      (span) => attributes(span.attributes)["db.system.name"] !== undefined,
    )
    expect(statements.length, "database statements").toBeGreaterThan(0)
    one((name) => name === "Mailer.send", "mail sent")
    one((name) => name === "HubSpotCrm.push", "CRM call")
    // The analyst's span is a child of its request's span: one trace per request.
    const analystSpan = spans.find((span) => span.name === "OpenAiHairAnalyst.analyse")
    const analyseRequest = requestSpans.find(
      (span) => attributes(span.attributes)["url.path"] === "/api/analyze-hair",
    )
    expect(analystSpan?.traceId).toBe(analyseRequest?.traceId)
    // The rule engine's report (the first analysis fell back to it) and each report's
    // explanation have spans of their own, inside their analysis's request.
    one((name) => name === "ReportWriter.rulesReport", "the rule engine's report")
    const analyses = new Set(
      requestSpans
        .filter((span) => attributes(span.attributes)["url.path"] === "/api/analyze-hair")
        .map((span) => span.traceId),
    )
    const explained = spans.filter((span) => span.name === "ReportWriter.explain")
    expect(explained.map((span) => analyses.has(span.traceId))).toEqual([true, true])

    // The client the proxy forwarded for, not the proxy.
    const joinSpan = requestSpans.find(
      (span) =>
        attributes(span.attributes)["url.path"] === "/api/waitlist" &&
        attributes(span.attributes)["http.request.method"] === "POST",
    )
    expect(attributes(joinSpan?.attributes)["client.address"]).toBe("203.0.113.7")
    // Statements name the database they ran on: on PostgreSQL, the URL's.
    if (process.env.STRAND_TEST_DATABASE === "postgres") {
      const server = new URL(inject("postgresUrl"))
      expect(attributes(statements[0]?.attributes)).toMatchObject({
        "db.namespace": expect.stringMatching(/^strand_test_/),
        "server.address": server.hostname,
        "server.port": Number(server.port),
      })
    }
    // Idle outbox polls (every 2 s) leave no trace: only batches with jobs do.
    expect([...names]).not.toContain("Outbox.claim")
    const batches = spans.filter((span) => span.name === "OutboxDelivery.deliverDue")
    expect(
      batches.every((span) => span.parentSpanId === undefined || span.parentSpanId === ""),
    ).toBe(true)
    expect(batches.length).toBeLessThanOrEqual(3)

    // Counters: cumulative sums, the last export holds the totals.
    const points = (name: string) =>
      metrics
        .at(-1)
        ?.body.resourceMetrics?.flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics))
        .filter((metric) => metric.name === name)
        .flatMap((metric) =>
          (metric.sum?.dataPoints ?? []).map((point) => ({
            ...attributes(point.attributes),
            value: point.asDouble ?? Number(point.asInt),
          })),
        )
    expect(points("strand.analyses")).toEqual(
      expect.arrayContaining([
        { provider: "openai", fallback: "true", value: 1 },
        { provider: "openai", fallback: "false", value: 1 },
      ]),
    )
    expect(points("strand.analysis.fallbacks")).toEqual([{ class: "Rejected", value: 1 }])
    expect(points("strand.outbox.deliveries")).toEqual(
      expect.arrayContaining([{ kind: "SendMail", value: expect.any(Number) }]),
    )
    expect(points("strand.outbox.dead_letters")).toEqual([{ kind: "PushContact", value: 1 }])
    // Each request's duration, by method, route and status.
    const durations = metrics
      .at(-1)
      ?.body.resourceMetrics?.flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics))
      .filter((metric) => metric.name === "http.server.request.duration")
      .flatMap((metric) => metric.histogram?.dataPoints ?? [])
      .map((point) => ({ ...attributes(point.attributes), count: Number(point.count) }))
    expect(durations).toEqual(
      expect.arrayContaining([
        {
          "http.request.method": "POST",
          "http.route": "/api/analyze-hair",
          "http.response.status_code": "200",
          count: 2,
        },
      ]),
    )

    // Names and routes only: the person's address is in none of it.
    const exported = JSON.stringify(receiver.received.map((r) => r.body))
    expect(exported).not.toContain(email)
    expect(exported).not.toContain("Lovelace")
    expect(exported).not.toContain(sentinel)
    expect(
      requestSpans.map((span) => attributes(span.attributes)["url.path"]),
      "the requests that carried it were traced",
    ).toEqual(expect.arrayContaining(["/api/waitlist/count", "/api/user/analyses"]))
  }, 90_000)
})
