/**
 * What the HTTP CRM adapters share: JSON requests through Effect's
 * HttpClient with a time limit, answers read up to AnswerSizeCap's limit
 * and decoded with the provider's schemas, a 429 waited out as long as the
 * provider asks (a Schedule, at most `rateLimitRetries` times), and the
 * provider's words made safe (Redact.ts), since they often quote the contact.
 */
import { type CrmContact, CrmError, contactKey, type PushOutcome } from "@strand/domain/crm/Crm"
import { Data, Duration, Effect, Layer, Option, Schedule, Schema } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { answerMaxBytes, cappedFetch, isAnswerTooLarge } from "../http/AnswerSizeCap.ts"
import { redact } from "../http/Redact.ts"

export interface HttpAnswer {
  readonly status: number
  readonly headers: Headers
  /** the parsed JSON body; undefined when there is none */
  readonly body: unknown
}

const requestTimeout = Duration.seconds(20)
/** 429s retried per request before the push gives up for now (the outbox tries again later). */
export const rateLimitRetries = 3
/** The longest a single rate-limit wait may be; a longer one is left to the outbox. */
export const longestRateLimitWait = Duration.seconds(15)

/** Fetch with every answer capped, for the CRM adapters' HttpClient. */
export const crmHttpClient = FetchHttpClient.layer.pipe(
  Layer.provide(Layer.succeed(FetchHttpClient.Fetch, cappedFetch())),
)

export const unreachable = (provider: string, detail: string) =>
  new CrmError({ reason: "Unreachable", message: `${provider} could not be reached (${detail})` })

/** A 429 on its way to the retry schedule, with the wait it asked for. */
class RateLimited extends Data.TaggedError("RateLimited")<{
  readonly answer: HttpAnswer
  readonly wait: Option.Option<Duration.Duration>
}> {}

const parsed = (text: string): unknown => {
  try {
    return text === "" ? undefined : JSON.parse(text)
  } catch {
    return text
  }
}

/** The deepest cause's code (ECONNREFUSED) or name, for a message without the URL. */
const causeName = (cause: unknown): string => {
  for (let current = cause, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === "string") return code
    if (!(current.cause instanceof Error)) return current.name
    current = current.cause
  }
  return "unknown"
}

/**
 * The requests of one provider: JSON to `baseUrl` with its credentials; a
 * 429 is waited out as long as `waitAfter` reads from it (none, or longer
 * than `longestRateLimitWait`: give up now and leave it to the outbox).
 */
export const crmClient = (
  provider: string,
  baseUrl: string,
  headers: Readonly<Record<string, string>>,
  waitAfter: (answer: HttpAnswer) => Option.Option<Duration.Duration>,
) =>
  Effect.gen(function* () {
    const client = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest((request) =>
        request.pipe(
          HttpClientRequest.prependUrl(baseUrl.replace(/\/+$/, "")),
          HttpClientRequest.acceptJson,
          HttpClientRequest.setHeaders(headers),
        ),
      ),
    )

    const sendOnce = (request: HttpClientRequest.HttpClientRequest) =>
      client.execute(request).pipe(
        Effect.flatMap((response) =>
          Effect.map(
            response.text,
            (text): HttpAnswer => ({
              status: response.status,
              headers: new Headers(response.headers),
              body: parsed(text),
            }),
          ),
        ),
        Effect.timeoutOrElse({
          duration: requestTimeout,
          orElse: () => Effect.fail(unreachable(provider, "no answer in time")),
        }),
        Effect.catchTag("HttpClientError", (error) =>
          Effect.fail(
            // Tried again later, like a CRM that is down: a broken answer may not last.
            isAnswerTooLarge(error.cause)
              ? unreachable(provider, `an answer of more than ${answerMaxBytes} bytes, not read`)
              : unreachable(provider, causeName(error.cause)),
          ),
        ),
        Effect.flatMap((answer) =>
          answer.status === 429
            ? Effect.fail(new RateLimited({ answer, wait: waitAfter(answer) }))
            : Effect.succeed(answer),
        ),
      )

    // Only a 429 is retried here; anything else is the outbox's to try again.
    const waitOf = (error: CrmError | RateLimited) =>
      error._tag === "RateLimited" ? error.wait : Option.none()
    const waitingAsAsked = Schedule.recurs(rateLimitRetries).pipe(
      Schedule.setInputType<CrmError | RateLimited>(),
      Schedule.modifyDelay(({ input }) => Effect.succeed(Option.getOrElse(waitOf(input), () => 0))),
      Schedule.tap(({ input, attempt }) =>
        Effect.logInfo(`${provider} asked Strand to slow down`).pipe(
          Effect.annotateLogs({
            waitMillis: Option.match(waitOf(input), { onNone: () => 0, onSome: Duration.toMillis }),
            retry: attempt,
          }),
        ),
      ),
    )

    return (method: "GET" | "POST", path: string, body?: unknown) =>
      sendOnce(
        body === undefined
          ? HttpClientRequest.make(method)(path)
          : HttpClientRequest.make(method)(path).pipe(HttpClientRequest.bodyJsonUnsafe(body)),
      ).pipe(
        Effect.retry({
          schedule: waitingAsAsked,
          while: (error: CrmError | RateLimited) =>
            Option.exists(
              waitOf(error),
              (wait) => !Duration.isGreaterThan(wait, longestRateLimitWait),
            ),
        }),
        Effect.catchTag("RateLimited", ({ answer }) =>
          Effect.fail(
            new CrmError({
              reason: "Unreachable",
              message: `${provider} is rate-limiting Strand (${messageOf(answer) ?? "429"}); trying again later`,
            }),
          ),
        ),
      )
  })

/** What a provider's JSON answer holds, read with `schema`; none when it is something else. */
export const bodyAs =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (answer: HttpAnswer): Option.Option<S["Type"]> =>
    Schema.decodeUnknownOption(schema)(answer.body)

/** The names in a list answer: `{ [key]: [{ name, ... }, ...] }` (fields, attributes). */
export const namesUnder = (answer: HttpAnswer, key: string): ReadonlyArray<string> =>
  Option.match(
    bodyAs(Schema.Struct({ [key]: Schema.Array(Schema.Struct({ name: Schema.String })) }))(answer),
    { onNone: () => [], onSome: (body) => (body[key] ?? []).map((item) => item.name) },
  )

/** What every provider's error body may say. */
export const ErrorBody = Schema.Struct({
  message: Schema.optional(Schema.String),
  code: Schema.optional(Schema.String),
  policyName: Schema.optional(Schema.String),
})

/** `message` from a JSON error body, made safe. */
export const messageOf = (answer: HttpAnswer): string | undefined =>
  Option.getOrUndefined(
    Option.flatMap(bodyAs(ErrorBody)(answer), (body) =>
      Option.map(Option.fromNullishOr(body.message), (message) => redact(message)),
    ),
  )

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
