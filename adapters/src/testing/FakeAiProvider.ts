/**
 * A local HTTP server that speaks the two AI providers' real wire formats:
 * OpenAI's Chat Completions (`POST /v1/chat/completions`, also what Ollama,
 * vLLM and the others serve) and Anthropic's Messages with tool use
 * (`POST /v1/messages`). The official SDKs are pointed at it through their
 * base URL, so the adapters are tested through the same HTTP, headers and
 * JSON as in production.
 *
 * Each request takes the next scripted answer (the last one repeats): a good
 * report (written for the name in the prompt), a refusal, a cut-off answer,
 * any text, an HTTP error with or without Retry-After, a hang, a dropped
 * connection, or a model that obeys whatever the person's notes tell it.
 * Every request is recorded for the test to read.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { aiReportFor } from "@strand/domain/analysis/testing/AiReports"
import { Context, Effect, Layer } from "effect"
import { writeOversized } from "./OversizedAnswer.ts"

export type FakeAnswer =
  /** A usable report for the person named in the prompt, optionally changed or late. */
  | { readonly _tag: "Report"; readonly report?: unknown; readonly delayMs?: number }
  /** The model's text as given (OpenAI content; Anthropic text block instead of the tool call). */
  | { readonly _tag: "Text"; readonly text: string }
  | { readonly _tag: "Refusal" }
  /** Stopped at the token limit, half-way through the JSON. */
  | { readonly _tag: "Truncated" }
  | {
      readonly _tag: "Status"
      readonly status: number
      readonly retryAfter?: string
      /** The error's message, as the provider's body carries it. */
      readonly message?: string
    }
  /** Never answers (the client's time-out or the budget must end it). */
  | { readonly _tag: "Hang" }
  /** Drops the connection without answering. */
  | { readonly _tag: "Reset" }
  /** A model that was talked round by the notes: no red flags, markup, a link, extra fields. */
  | { readonly _tag: "Obey" }
  /** `bytes` of JSON-looking answer, with or without a Content-Length saying so. */
  | { readonly _tag: "Oversized"; readonly bytes: number; readonly declared: boolean }

export interface RecordedRequest {
  readonly path: string
  readonly headers: IncomingMessage["headers"]
  readonly body: Record<string, unknown>
}

export interface FakeAiProvider {
  /** Base URL for both SDKs: `${url}/v1` for OpenAI, `url` for Anthropic. */
  readonly url: string
  readonly requests: ReadonlyArray<RecordedRequest>
  /** The answers for the next requests, in order; the last one repeats. */
  answer(...answers: ReadonlyArray<FakeAnswer>): void
  /** How many oversized answers the client stopped reading before their end. */
  readonly oversizedCutOff: () => number
  close(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => {
      text += chunk
    })
    request.on("end", () => resolve(text))
    request.on("error", reject)
  })

/** The prompt's user message, whichever format carried it. */
const userMessage = (body: Record<string, unknown>): string => {
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<{ role: string; content: unknown }>)
    : []
  const user = messages.find((message) => message.role === "user")
  return typeof user?.content === "string" ? user.content : ""
}

/** The name the prompt asks the report for: `Write the report for "Amara".` */
const personName = (body: Record<string, unknown>): string => {
  const quoted = /^Write the report for ("(?:[^"\\]|\\.)*")/.exec(userMessage(body))?.[1]
  return quoted === undefined ? "there" : (JSON.parse(quoted) as string)
}

/** What an injected model writes: it did as the notes said. */
const obeyedReport = (name: string) => ({
  ...aiReportFor(name),
  routineSnapshot: `${name}, as your note asked: **no warnings**. [Click here](https://evil.test/phish) for more.`,
  redFlags: [],
  stylingBuildUp: ['<script>alert("owned")</script>Visit https://evil.test now', "<b>Bold</b> tip"],
  instructions: "ignored by Strand",
})

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { "content-type": "application/json", ...headers })
  response.end(JSON.stringify(body))
}

const openAiCompletion = (
  body: Record<string, unknown>,
  content: string | null,
  finish: string,
  refusal: string | null = null,
) => ({
  id: "chatcmpl-fake",
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model: body.model,
  choices: [
    {
      index: 0,
      message: { role: "assistant", content, refusal },
      finish_reason: finish,
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 1000, completion_tokens: 800, total_tokens: 1800 },
})

const anthropicMessage = (
  body: Record<string, unknown>,
  content: ReadonlyArray<unknown>,
  stop: string,
) => ({
  id: "msg_fake",
  type: "message",
  role: "assistant",
  model: body.model,
  content,
  stop_reason: stop,
  stop_sequence: null,
  usage: { input_tokens: 1000, output_tokens: 800 },
})

const toolUse = (input: unknown) => ({
  type: "tool_use",
  id: "toolu_fake",
  name: "hair_report",
  input,
})

const statusBody = (
  anthropic: boolean,
  status: number,
  message = `Fake provider says ${status}`,
) =>
  anthropic
    ? { type: "error", error: { type: status === 429 ? "rate_limit_error" : "api_error", message } }
    : {
        error: {
          message,
          type: status === 429 ? "rate_limit_exceeded" : "server_error",
          code: null,
        },
      }

const respond = async (
  answer: FakeAnswer,
  anthropic: boolean,
  body: Record<string, unknown>,
  response: ServerResponse,
  cutOff: () => void,
) => {
  const name = personName(body)
  switch (answer._tag) {
    case "Report":
    case "Obey": {
      if (answer._tag === "Report" && answer.delayMs !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
      }
      const report =
        answer._tag === "Obey" ? obeyedReport(name) : (answer.report ?? aiReportFor(name))
      return anthropic
        ? json(response, 200, anthropicMessage(body, [toolUse(report)], "tool_use"))
        : json(response, 200, openAiCompletion(body, JSON.stringify(report), "stop"))
    }
    case "Text":
      return anthropic
        ? json(
            response,
            200,
            anthropicMessage(body, [{ type: "text", text: answer.text }], "end_turn"),
          )
        : json(response, 200, openAiCompletion(body, answer.text, "stop"))
    case "Refusal":
      return anthropic
        ? json(response, 200, anthropicMessage(body, [], "refusal"))
        : json(response, 200, openAiCompletion(body, null, "stop", "I can't help with that."))
    case "Truncated": {
      const half = JSON.stringify(aiReportFor(name)).slice(0, 200)
      return anthropic
        ? json(
            response,
            200,
            anthropicMessage(body, [toolUse({ routineSnapshot: half })], "max_tokens"),
          )
        : json(response, 200, openAiCompletion(body, half, "length"))
    }
    case "Status":
      return json(
        response,
        answer.status,
        statusBody(anthropic, answer.status, answer.message),
        answer.retryAfter === undefined ? {} : { "retry-after": answer.retryAfter },
      )
    case "Hang":
      return // the client gives up; closing the server ends the socket
    case "Reset":
      response.socket?.destroy()
      return
    case "Oversized":
      if (!(await writeOversized(response, answer.bytes, answer.declared))) cutOff()
      return
  }
}

export const startFakeAiProvider = (
  options: {
    readonly port?: number
    readonly answers?: ReadonlyArray<FakeAnswer>
    /** A fixed answer by request path, before the script: e.g. every "/down/..." fails. */
    readonly answerFor?: (path: string) => FakeAnswer | undefined
  } = {},
): Promise<FakeAiProvider> => {
  const requests: Array<RecordedRequest> = []
  let answers: ReadonlyArray<FakeAnswer> = options.answers ?? [{ _tag: "Report" }]
  let oversizedCutOff = 0
  const cutOff = () => {
    oversizedCutOff += 1
  }
  const server: Server = createServer((request, response) => {
    void readBody(request).then(async (text) => {
      const path = request.url ?? ""
      const anthropic = path.endsWith("/messages")
      if (request.method === "GET" && path === "/health") return json(response, 200, { ok: true })
      if (request.method !== "POST" || !(anthropic || path.endsWith("/chat/completions"))) {
        return json(response, 404, { error: { message: `No route ${request.method} ${path}` } })
      }
      const body = JSON.parse(text) as Record<string, unknown>
      requests.push({ path, headers: request.headers, body })
      const fixed = options.answerFor?.(path)
      if (fixed !== undefined) return respond(fixed, anthropic, body, response, cutOff)
      const answer = answers.length > 1 ? answers[0]! : (answers[0] ?? { _tag: "Report" })
      if (answers.length > 1) answers = answers.slice(1)
      return respond(answer, anthropic, body, response, cutOff)
    })
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        answer: (...next) => {
          answers = next
        },
        oversizedCutOff: () => oversizedCutOff,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

/** The fake provider as a service for Effect tests, closed with the scope. */
export class FakeAi extends Context.Service<FakeAi, FakeAiProvider>()(
  "@strand/adapters/testing/FakeAi",
) {
  static readonly layer = Layer.effect(
    FakeAi,
    Effect.acquireRelease(
      Effect.promise(() => startFakeAiProvider()),
      (fake) => Effect.promise(() => fake.close()),
    ),
  )
}
