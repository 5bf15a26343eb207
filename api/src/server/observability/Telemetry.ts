/**
 * OpenTelemetry traces and metrics over OTLP/HTTP when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, through Effect's own OTLP exporters
 * (`effect/observability`: no OpenTelemetry SDK in the process). What is
 * recorded comes from Effect itself:
 *
 * - a span per request (the HTTP server's, named after method and route),
 *   per SQL statement (`@effect/sql`), and per service call made with
 *   `Effect.fn` (the analyst, the mailer, the CRM, the stores...);
 * - the counters the domain keeps (analyses and fallbacks by class:
 *   analysis/AnalysisMetrics.ts; outbox deliveries and dead letters:
 *   delivery/OutboxMetrics.ts).
 *
 * Spans go out every 5 s, metrics every 10 s, and whatever is left when
 * the process stops. Unset, nothing is recorded and requests take Effect's
 * untraced path.
 *
 * No span carries a query string (`withoutQueryStrings`): a URL's query is
 * whatever the client put there, and a person's own words about their
 * health must not reach a trace store even if some client sends them that
 * way. Spans keep the method, the route and the path.
 *
 * Why not `@effect/opentelemetry` (4.1.0 matches effect 4.1): it bridges
 * Effect's tracer and metrics to the OpenTelemetry JS SDK, which then needs
 * its providers and OTLP exporters as eight more packages. Effect 4 ships
 * the OTLP/HTTP exporters themselves in core; they speak the same protocol
 * to the same collectors, from the same spans and metrics.
 */
import type { OperationsConfig } from "@strand/adapters/config/StrandConfig"
import { Effect, Layer, Option, Tracer } from "effect"
import { FetchHttpClient } from "effect/http"
import { OtlpExporter, OtlpMetrics, OtlpSerialization, OtlpTracer } from "effect/observability"

const serviceVersion = "1.0.0"

const withoutQuery = (url: unknown) =>
  typeof url === "string" && url.includes("?") ? url.slice(0, url.indexOf("?")) : url

/**
 * `tracer`, except that no span records a query string: `url.query` is
 * dropped and `url.full` cut at its `?`, whoever sets them (Effect's HTTP
 * server and client spans both do).
 */
export const withoutQueryStrings = (tracer: Tracer.Tracer): Tracer.Tracer =>
  Tracer.make({
    ...tracer,
    span(options) {
      const span = tracer.span(options)
      const record = span.attribute.bind(span)
      span.attribute = (key, value) => {
        if (key === "url.query") return
        record(key, key === "url.full" ? withoutQuery(value) : value)
      }
      return span
    },
  })

export const telemetryLayer = (operations: OperationsConfig): Layer.Layer<OtlpExporter.Flusher> =>
  Option.match(operations.otlpEndpoint, {
    // Nothing exported, nothing to flush.
    onNone: (): Layer.Layer<OtlpExporter.Flusher> => Layer.empty as never,
    onSome: (endpoint) => {
      const resource = { serviceName: operations.serviceName, serviceVersion }
      return Layer.mergeAll(
        Layer.effect(
          Tracer.Tracer,
          Effect.map(
            OtlpTracer.make({
              url: `${endpoint}/v1/traces`,
              resource,
              exportInterval: "5 seconds",
              shutdownTimeout: "3 seconds",
            }),
            withoutQueryStrings,
          ),
        ).pipe(Layer.provideMerge(OtlpExporter.layerFlusher)),
        OtlpMetrics.layer({
          url: `${endpoint}/v1/metrics`,
          resource,
          exportInterval: "10 seconds",
          shutdownTimeout: "3 seconds",
        }),
      ).pipe(Layer.provide(OtlpSerialization.layerJson), Layer.provide(FetchHttpClient.layer))
    },
  })
