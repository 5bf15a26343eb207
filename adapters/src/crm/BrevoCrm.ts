/**
 * CRM_PROVIDER=brevo: Brevo's contacts API (v3), a second
 * real provider behind the same port. Brevo has no batch create that
 * answers per contact, so each contact is one POST /v3/contacts with
 * updateEnabled false: 201 created, 400 `duplicate_parameter` already there
 * (skipped, untouched). A 429 is retried after `x-sib-ratelimit-reset`
 * seconds, at most three times.
 *
 * Name goes into FIRSTNAME / LASTNAME; hair concerns, the contact's own
 * referral code, the code they joined with and the sign-up date into
 * HAIR_CONCERNS, REFERRAL_CODE, REFERRED_BY_CODE and SIGNUP_DATE, created on
 * first use when the key may; attributes the account lacks are left out.
 */
import { Crm, type CrmContact, type CrmError, type PushOutcome } from "@strand/domain/crm/Crm"
import { Config, Duration, Effect, Layer, Option, Redacted } from "effect"
import { baseUrl, provider, requiredSecret } from "../config/Provider.ts"
import { numberIn } from "../http/RetryAfter.ts"
import {
  bodyAs,
  crmClient,
  crmHttpClient,
  customFields,
  ErrorBody,
  failRest,
  failureOf,
  type HttpAnswer,
  messageOf,
  namesUnder,
  uniqueContacts,
} from "./CrmHttp.ts"

export interface BrevoOptions {
  readonly apiKey: Redacted.Redacted<string>
  /** https://api.brevo.com, or a Brevo-compatible server in tests */
  readonly baseUrl: string
}

export const strandAttributes = [
  { name: "HAIR_CONCERNS", type: "text" },
  { name: "REFERRAL_CODE", type: "text" },
  { name: "REFERRED_BY_CODE", type: "text" },
  { name: "SIGNUP_DATE", type: "date" },
] as const

const crmName = { id: "brevo", label: "Brevo" }

/** Brevo's wait after a 429: `x-sib-ratelimit-reset` seconds (1 s when it says nothing). */
export const brevoWait = (answer: HttpAnswer): Option.Option<Duration.Duration> =>
  Option.some(
    Duration.seconds(Option.getOrElse(numberIn(answer.headers, "x-sib-ratelimit-reset"), () => 1)),
  )

const codeOf = (answer: HttpAnswer) =>
  Option.getOrUndefined(Option.flatMapNullishOr(bodyAs(ErrorBody)(answer), (body) => body.code))

const attributes = (contact: CrmContact, known: ReadonlySet<string>) => {
  const all: Record<string, string> = {
    FIRSTNAME: contact.firstName,
    LASTNAME: contact.lastName,
    HAIR_CONCERNS: contact.hairConcerns,
    REFERRAL_CODE: contact.referralCode ?? "",
    REFERRED_BY_CODE: contact.referredByCode ?? "",
    // a Brevo date attribute takes YYYY-MM-DD
    SIGNUP_DATE: contact.signedUpAt.slice(0, 10),
  }
  return Object.fromEntries(
    Object.entries(all).filter(([name, value]) => value !== "" && known.has(name)),
  )
}

export const brevoCrm = (options: BrevoOptions): Layer.Layer<Crm> =>
  Layer.effect(
    Crm,
    Effect.gen(function* () {
      const request = yield* crmClient(
        crmName.label,
        options.baseUrl,
        { "api-key": Redacted.value(options.apiKey) },
        brevoWait,
      )

      const ensureAttributes = customFields({
        provider: crmName.label,
        list: request("GET", "/v3/contacts/attributes"),
        namesIn: (answer) => namesUnder(answer, "attributes"),
        wanted: strandAttributes.map((attribute) => attribute.name),
        create: (name) =>
          request("POST", `/v3/contacts/attributes/normal/${name}`, {
            type: strandAttributes.find((attribute) => attribute.name === name)?.type,
          }),
      })

      const push = Effect.fn("BrevoCrm.push")(function* (contacts: ReadonlyArray<CrmContact>) {
        const unique = uniqueContacts(contacts)
        const outcomes = new Map<string, PushOutcome>()
        yield* Effect.gen(function* () {
          const known = yield* ensureAttributes
          for (const [key, contact] of unique) {
            const answer = yield* request("POST", "/v3/contacts", {
              email: contact.email,
              attributes: attributes(contact, known),
              updateEnabled: false,
            })
            if (answer.status === 201 || answer.status === 204) {
              outcomes.set(key, { _tag: "Created" })
            } else if (answer.status === 400 && codeOf(answer) === "duplicate_parameter") {
              outcomes.set(key, { _tag: "Skipped" })
            } else if (answer.status === 400) {
              outcomes.set(key, {
                _tag: "Failed",
                reason: `Brevo refused this contact: ${messageOf(answer) ?? codeOf(answer) ?? "400"}`,
                retryable: false,
              })
            } else {
              return yield* failureOf(crmName.label, answer)
            }
          }
        }).pipe(
          Effect.catchTag("CrmError", (error: CrmError) =>
            Effect.sync(() => failRest(unique.keys(), outcomes, error)),
          ),
        )
        return outcomes as ReadonlyMap<string, PushOutcome>
      })

      return Crm.of({ name: crmName, push })
    }),
  ).pipe(Layer.provide(crmHttpClient))

/** CRM_PROVIDER=brevo with BREVO_API_KEY (and BREVO_BASE_URL for a stand-in). */
export const brevo = provider({
  ...crmName,
  config: Config.all({
    apiKey: requiredSecret("BREVO_API_KEY"),
    baseUrl: baseUrl("BREVO_BASE_URL", "https://api.brevo.com"),
  }),
  layer: brevoCrm,
})
