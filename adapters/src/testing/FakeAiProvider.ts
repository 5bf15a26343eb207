/**
 * A local HTTP server that speaks the two AI providers' real wire formats:
 * OpenAI's Chat Completions (`POST /v1/chat/completions`, also what Ollama,
 * vLLM and the others serve) and Anthropic's Messages with tool use
 * (`POST /v1/messages`). The official SDKs are pointed at it through their
 * base URL, so the adapters are tested through the same HTTP, headers and
 * JSON as in production.
 *
 * Each request takes the next scripted answer (the last one repeats): a good
 * report (written for the name in the prompt, each line citing the facts of
 * the prompt it shares words with), a report that drifts from the person
 * (curly hair called wavy, a flaking scalp called balanced, a weekly wash
 * called a few times a week, detangling for wavy hair), one that reassures
 * beside red flags, a refusal, a cut-off answer, any text, an HTTP error
 * with or without Retry-After, a hang, a dropped connection, or a model that
 * obeys whatever the person's notes tell it. Every request is recorded for
 * the test to read.
 *
 * Answers can also be scripted for one person (by the name the prompt asks
 * the report for), in process or with `POST /__fake/script` {name, answers}:
 * tests running side by side against one server each script their own.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import {
  type AiReport,
  aiReportFor,
  citationsFor,
  driftingReportFor,
  reassuringReportFor,
} from "@strand/domain/analysis/testing/AiReports"
import { Context, Effect, Layer } from "effect"
import { writeOversized } from "./OversizedAnswer.ts"

export type FakeAnswer =
  /**
   * A usable report for the person named in the prompt, optionally another
   * report (its lines cited the same way), another whole answer, statements
   * read from the notes, or late.
   */
  | {
      readonly _tag: "Report"
      readonly report?: AiReport
      readonly answer?: unknown
      readonly noteStatements?: ReadonlyArray<unknown>
      readonly delayMs?: number
    }
  /** The class of contradictions a real model can drift into (AiReports.ts, driftingLines). */
  | { readonly _tag: "Drift" }
  /** "Everything looks fine, no need to see anyone", again and again, beside red flags. */
  | { readonly _tag: "Reassure" }
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
  /** The answers for the next requests for the person named `name`, in order; the last one repeats. */
  script(name: string, ...answers: ReadonlyArray<FakeAnswer>): void
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

/** The person's facts the prompt numbers (`<facts>`), as the provider reads them. */
const factsOf = (body: Record<string, unknown>): ReadonlyArray<Record<string, string>> => {
  const listed = /<facts>\n([\s\S]*?)\n<\/facts>/.exec(userMessage(body))?.[1]
  return listed === undefined ? [] : (JSON.parse(listed) as Array<Record<string, string>>)
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? [])

/**
 * What a stand-in model cites for a line: the facts whose answer (or noted
 * words) it shares a word with, else the first fact, as a model that always
 * names some reason would.
 */
const citing = (facts: ReadonlyArray<Record<string, string>>) => (line: string) => {
  const own = words(line)
  const sharing = facts.filter((fact) =>
    [...words(fact.answer ?? fact.words ?? "")].some((word) => own.has(word)),
  )
  const chosen = sharing.length > 0 ? sharing : facts.slice(0, 1)
  return chosen.map((fact) => fact.id ?? "").slice(0, 3)
}

/** The whole answer for a report: its lines cited from the prompt's facts. */
const answerWith = (
  body: Record<string, unknown>,
  report: AiReport,
  noteStatements: ReadonlyArray<unknown> = [],
) => ({
  report,
  cites: citationsFor(report, citing(factsOf(body))),
  noteStatements,
  noteSubject: null,
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
    case "Drift":
    case "Reassure":
    case "Obey": {
      if (answer._tag === "Report" && answer.delayMs !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
      }
      const written =
        answer._tag === "Obey"
          ? { ...answerWith(body, aiReportFor(name)), report: obeyedReport(name) }
          : answer._tag === "Drift"
            ? answerWith(body, driftingReportFor(name))
            : answer._tag === "Reassure"
              ? answerWith(body, reassuringReportFor(name))
              : (answer.answer ??
                answerWith(body, answer.report ?? aiReportFor(name), answer.noteStatements))
      return anthropic
        ? json(response, 200, anthropicMessage(body, [toolUse(written)], "tool_use"))
        : json(response, 200, openAiCompletion(body, JSON.stringify(written), "stop"))
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
      const half = JSON.stringify(answerWith(body, aiReportFor(name))).slice(0, 200)
      return anthropic
        ? json(
            response,
            200,
            anthropicMessage(body, [toolUse({ report: { routineSnapshot: half } })], "max_tokens"),
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
  const scripts = new Map<string, ReadonlyArray<FakeAnswer>>()
  /** The next of `script`'s answers; the last one repeats. */
  const next = (script: ReadonlyArray<FakeAnswer>) => ({
    answer: script[0] ?? ({ _tag: "Report" } as const),
    rest: script.length > 1 ? script.slice(1) : script,
  })
  let oversizedCutOff = 0
  const cutOff = () => {
    oversizedCutOff += 1
  }
  const server: Server = createServer((request, response) => {
    void readBody(request).then(async (text) => {
      const path = request.url ?? ""
      const anthropic = path.endsWith("/messages")
      if (request.method === "GET" && path === "/health") return json(response, 200, { ok: true })
      if (request.method === "POST" && path === "/__fake/script") {
        const { name, answers: scripted } = JSON.parse(text) as {
          name: string
          answers: ReadonlyArray<FakeAnswer>
        }
        scripts.set(name, scripted)
        return json(response, 200, { scripted: scripted.length })
      }
      if (request.method !== "POST" || !(anthropic || path.endsWith("/chat/completions"))) {
        return json(response, 404, { error: { message: `No route ${request.method} ${path}` } })
      }
      const body = JSON.parse(text) as Record<string, unknown>
      requests.push({ path, headers: request.headers, body })
      const fixed = options.answerFor?.(path)
      if (fixed !== undefined) return respond(fixed, anthropic, body, response, cutOff)
      const name = personName(body)
      const own = scripts.get(name)
      if (own !== undefined) {
        const { answer, rest } = next(own)
        scripts.set(name, rest)
        return respond(answer, anthropic, body, response, cutOff)
      }
      const { answer, rest } = next(answers)
      answers = rest
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
        answer: (...scripted) => {
          answers = scripted
        },
        script: (name, ...scripted) => {
          scripts.set(name, scripted)
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
