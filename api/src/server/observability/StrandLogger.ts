/**
 * Strand's log lines. Every line written while a request is answered
 * carries that request's id (the X-Request-Id the client got) and, when
 * traces are exported, the trace and span ids, so a line, a response and a
 * trace can be matched. LOG_FORMAT=json writes one JSON object a line for
 * log collectors; the default is a readable line for a terminal.
 *
 * No personal data: handlers never log names, answers, notes or bodies, and
 * as a second line of defence anything shaped like an e-mail address is
 * masked in every line, wherever it comes from (a database error quoting a
 * row, a provider's error message).
 */
import type { LogFormat } from "@strand/adapters/config/StrandConfig"
import { withoutEmails } from "@strand/adapters/http/Redact"
import { Cause, Context, Formatter, Logger, References, Tracer } from "effect"
import { HttpServerRequest } from "effect/http"
import { requestIdOf } from "../http/NodeServer.ts"
import { writeLogLine } from "./LogOutput.ts"

export interface LogRecord {
  readonly timestamp: string
  readonly level: string
  readonly message: unknown
  readonly requestId?: string
  readonly traceId?: string
  readonly spanId?: string
  readonly cause?: string
  readonly annotations: Record<string, unknown>
}

/** Every string in `value` with e-mail-shaped text masked. */
export const withoutPersonalData = (value: unknown): unknown => {
  if (typeof value === "string") return withoutEmails(value)
  if (Array.isArray(value)) return value.map(withoutPersonalData)
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withoutPersonalData(inner)]),
    )
  }
  return value
}

const plain = (value: unknown): unknown => {
  if (value instanceof Error) return value.message
  if (value === null || typeof value !== "object") return value
  try {
    return JSON.parse(Formatter.formatJson(value))
  } catch {
    return String(value)
  }
}

/** One log call as a record: what was said, with the request and trace it belongs to. */
export const strandLogRecord: Logger.Logger<unknown, LogRecord> = Logger.make(
  ({ cause, date, fiber, logLevel, message }) => {
    const request = Context.getOrUndefined(fiber.context, HttpServerRequest.HttpServerRequest)
    const span = Context.getOrUndefined(fiber.context, Tracer.ParentSpan)
    const annotations = fiber.getRef(References.CurrentLogAnnotations)
    const said = Array.isArray(message) ? message : [message]
    // Each field masked as it is made, so the record is built once.
    const masked = (text: string) => withoutPersonalData(text) as string
    return {
      timestamp: date.toISOString(),
      level: logLevel.toUpperCase(),
      message: withoutPersonalData(said.length === 1 ? plain(said[0]) : said.map(plain)),
      ...(request === undefined ? {} : { requestId: masked(requestIdOf(request)) }),
      ...(span === undefined || span._tag !== "Span"
        ? {}
        : { traceId: masked(span.traceId), spanId: masked(span.spanId) }),
      ...(cause.reasons.length > 0 ? { cause: masked(Cause.pretty(cause)) } : {}),
      annotations: Object.fromEntries(
        Object.entries(annotations).map(([key, value]): [string, unknown] => [
          key,
          withoutPersonalData(plain(value)),
        ]),
      ),
    }
  },
)

/** LOG_FORMAT=json: one object a line, the annotations beside the fixed fields. */
const asJson = (record: LogRecord) => {
  const { annotations, ...fixed } = record
  return JSON.stringify({ ...annotations, ...fixed })
}

/** The default: `time LEVEL message key=value… [request=…]`, the cause indented below. */
const asText = (record: LogRecord) => {
  const fields = Object.entries(record.annotations).map(
    ([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`,
  )
  if (record.requestId !== undefined) fields.push(`request=${record.requestId}`)
  const message =
    typeof record.message === "string" ? record.message : JSON.stringify(record.message)
  const line = [record.timestamp, record.level.padEnd(5), message, ...fields].join(" ")
  return record.cause === undefined ? line : `${line}\n${record.cause.replace(/^/gm, "    ")}`
}

const writeLine = (format: (record: LogRecord) => string) =>
  Logger.map(strandLogRecord, (record) => {
    writeLogLine(`${format(record)}\n`)
  })

/** The process's only logger, in the format LOG_FORMAT asks for. */
export const strandLoggerLayer = (format: LogFormat) =>
  Logger.layer([writeLine(format === "json" ? asJson : asText)])
