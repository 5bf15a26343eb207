/**
 * What operators count about the outbox (exported as OpenTelemetry metrics
 * when the server is told where): jobs delivered, failed attempts to be
 * tried again, and jobs given up (dead letters), by kind (SendMail,
 * PushContact). No recipient, no content.
 */
import { Metric } from "effect"

export const outboxDeliveries = Metric.counter("strand.outbox.deliveries", {
  description: "Outbox jobs delivered (e-mails sent, contacts pushed), by kind",
  incremental: true,
})

export const outboxRetries = Metric.counter("strand.outbox.retries", {
  description: "Outbox deliveries that failed and will be tried again, by kind",
  incremental: true,
})

export const outboxDeadLetters = Metric.counter("strand.outbox.dead_letters", {
  description: "Outbox jobs given up after their last attempt or a permanent refusal, by kind",
  incremental: true,
})

/** Counts one job of `kind` in `counter`. */
export const countJob = (counter: typeof outboxDeliveries, kind: string) =>
  Metric.update(Metric.withAttributes(counter, { kind }), 1)
