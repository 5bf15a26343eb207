/**
 * What the HTTP CRM adapters share: one JSON request with a time limit and
 * an answer read up to AnswerSizeCap's limit, bounded retries of a 429 (the
 * provider says how long to wait), and error
 * text with every e-mail address taken out, since provider messages often
 * quote the contact and logs and the admin page must not.
 */
import { type CrmContact, CrmError, contactKey, type PushOutcome } from "@strand/domain/crm/Crm"
import { Duration, Effect, Option } from "effect"
import { answerMaxBytes, capAnswer, isAnswerTooLarge } from "../http/AnswerSizeCap.ts"

export interface HttpAnswer {
  readonly status: number
  readonly headers: Headers
  /** the parsed JSON body; undefined when there is none */
  readonly body: unknown
}

export interface CrmRequest {
  readonly method: "GET" | "POST"
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: unknown
}

const requestTimeout = Duration.seconds(20)
/** 429s retried per request before the push gives up for now (the outbox tries again later). */
export const rateLimitRetries = 3
/** The longest a single rate-limit wait may be; a longer one is left to the outbox. */
export const longestRateLimitWait = Duration.seconds(15)

const emailLike = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[^\s@"'<>()[\],;:]+/g

/** Provider text made safe for logs and the admin page. */
export const withoutEmails = (text: string) => text.replace(emailLike, "<e-mail>").slice(0, 300)

export const unreachable = (provider: string, detail: string) =>
  new CrmError({ reason: "Unreachable", message: `${provider} could not be reached (${detail})` })

export const send = (provider: string, request: CrmRequest) =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(request.url, {
        method: request.method,
        headers: {
          accept: "application/json",
          ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(Duration.toMillis(requestTimeout))]),
      })
      const text = await capAnswer(response).text()
      let body: unknown
      try {
        body = text === "" ? undefined : JSON.parse(text)
      } catch {
        body = text
      }
      return { status: response.status, headers: response.headers, body } satisfies HttpAnswer
    },
    catch: (cause) => {
      // Tried again later, like a CRM that is down: a broken answer may not last.
      if (isAnswerTooLarge(cause)) {
        return unreachable(provider, `an answer of more than ${answerMaxBytes} bytes, not read`)
      }
      const code =
        cause instanceof Error && "cause" in cause && cause.cause instanceof Error
          ? ((cause.cause as { code?: string }).code ?? cause.cause.name)
          : cause instanceof Error
            ? cause.name
            : "unknown"
      return unreachable(provider, code)
    },
  })

/**
 * Sends `request`, and on a 429 waits as long as `waitAfter` reads from the
 * answer (none: give up now) and tries again, at most `rateLimitRetries` times.
 */
export const sendRespectingRateLimit = (
  provider: string,
  request: CrmRequest,
  waitAfter: (answer: HttpAnswer) => Option.Option<Duration.Duration>,
): Effect.Effect<HttpAnswer, CrmError> =>
  Effect.gen(function* () {
    for (let retry = 0; ; retry++) {
      const answer = yield* send(provider, request)
      if (answer.status !== 429) return answer
      const wait = waitAfter(answer)
      if (
        retry >= rateLimitRetries ||
        Option.isNone(wait) ||
        Duration.isGreaterThan(wait.value, longestRateLimitWait)
      ) {
        return yield* new CrmError({
          reason: "Unreachable",
          message: `${provider} is rate-limiting Strand (${messageOf(answer) ?? "429"}); trying again later`,
        })
      }
      yield* Effect.logInfo(`${provider} asked Strand to slow down`).pipe(
        Effect.annotateLogs({ waitMillis: Duration.toMillis(wait.value), retry: retry + 1 }),
      )
      yield* Effect.sleep(wait.value)
    }
  })

/** The requests of one provider: JSON to `baseUrl` with its credentials, 429s waited out. */
export const crmClient =
  (
    provider: string,
    baseUrl: string,
    headers: Readonly<Record<string, string>>,
    waitAfter: (answer: HttpAnswer) => Option.Option<Duration.Duration>,
  ) =>
  (method: CrmRequest["method"], path: string, body?: unknown) =>
    sendRespectingRateLimit(
      provider,
      {
        method,
        url: `${baseUrl.replace(/\/+$/, "")}${path}`,
        headers,
        ...(body === undefined ? {} : { body }),
      },
      waitAfter,
    )

/** The `name` of every object in the array at `key` of a JSON body. */
export const namesUnder = (answer: HttpAnswer, key: string): ReadonlyArray<string> => {
  const body = answer.body
  const list =
    typeof body === "object" && body !== null && key in body
      ? (body as Record<string, unknown>)[key]
      : undefined
  return Array.isArray(list)
    ? list.flatMap((item: unknown) =>
        typeof item === "object" && item !== null && "name" in item ? [String(item.name)] : [],
      )
    : []
}

/**
 * The custom fields (HubSpot properties, Brevo attributes) the CRM has,
 * found once per process: Strand's own `wanted` ones are created when
 * missing; one the CRM will not create is left out of every contact.
 */
export const customFields = (options: {
  readonly provider: string
  readonly list: Effect.Effect<HttpAnswer, CrmError>
  readonly namesIn: (answer: HttpAnswer) => ReadonlyArray<string>
  readonly wanted: ReadonlyArray<string>
  readonly create: (name: string) => Effect.Effect<HttpAnswer, CrmError>
}) => {
  let known: ReadonlySet<string> | undefined
  return Effect.gen(function* () {
    if (known !== undefined) return known
    const listed = yield* options.list
    if (listed.status !== 200) return yield* failureOf(options.provider, listed)
    const names = new Set(options.namesIn(listed))
    for (const name of options.wanted) {
      if (names.has(name)) continue
      const created = yield* options.create(name)
      if (created.status >= 200 && created.status < 300) names.add(name)
      else
        yield* Effect.logWarning(
          `${options.provider} would not create the contact field ${name}; it is left out`,
        ).pipe(Effect.annotateLogs({ status: created.status, error: messageOf(created) }))
    }
    known = names
    return names
  })
}

/** A header's number (seconds, milliseconds); none when it is missing or not a number ≥ 0. */
export const numericHeader = (answer: HttpAnswer, name: string): Option.Option<number> => {
  const raw = answer.headers.get(name)?.trim() ?? ""
  const value = Number(raw)
  return raw !== "" && Number.isFinite(value) && value >= 0 ? Option.some(value) : Option.none()
}

/** `message` from a JSON error body, made safe. */
export const messageOf = (answer: HttpAnswer): string | undefined => {
  const body = answer.body
  if (typeof body === "object" && body !== null && "message" in body) {
    const message = (body as { message: unknown }).message
    if (typeof message === "string") return withoutEmails(message)
  }
  return undefined
}

/** A whole-request failure every provider answers alike. */
export const failureOf = (provider: string, answer: HttpAnswer): CrmError => {
  const detail = messageOf(answer) ?? `HTTP ${answer.status}`
  if (answer.status === 401 || answer.status === 403) {
    return new CrmError({
      reason: "Unauthorized",
      message: `${provider} refused Strand's credentials (${answer.status}: ${detail})`,
    })
  }
  if (answer.status >= 500) return unreachable(provider, `${answer.status}: ${detail}`)
  return new CrmError({
    reason: "Rejected",
    message: `${provider} refused the request (${answer.status}: ${detail})`,
  })
}

/** Contacts once each, by e-mail in lower case (the first wins). */
export const uniqueContacts = (contacts: ReadonlyArray<CrmContact>) => {
  const unique = new Map<string, CrmContact>()
  for (const contact of contacts) {
    const key = contactKey(contact.email)
    if (!unique.has(key)) unique.set(key, contact)
  }
  return unique
}

/** After a failure part-way, every contact without an outcome yet fails with it. */
export const failRest = (
  keys: Iterable<string>,
  outcomes: Map<string, PushOutcome>,
  error: CrmError,
) => {
  for (const key of keys) {
    if (!outcomes.has(key)) {
      outcomes.set(key, {
        _tag: "Failed",
        reason: error.message,
        retryable: error.reason !== "Rejected",
      })
    }
  }
  return outcomes
}

export const chunk = <A>(items: ReadonlyArray<A>, size: number): Array<ReadonlyArray<A>> => {
  const chunks: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}
