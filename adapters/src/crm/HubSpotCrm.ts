/**
 * CRM_PROVIDER=hubspot: HubSpot's CRM v3 contacts API.
 *
 * For each batch of at most 100 contacts: batch-read by `email` (the
 * idProperty), then batch-create the ones HubSpot does not have. HubSpot
 * rejects a whole batch create with 409 CONFLICT when one contact appeared in
 * the meantime; that batch is then created one by one, where 409 means
 * "already there" (skipped). A 429 is retried after the wait HubSpot asks
 * for (Retry-After, else its X-HubSpot-RateLimit-Interval-Milliseconds
 * window), at most three times; the daily limit is not waited out.
 *
 * Hair concerns, the contact's own referral code, the code they joined with
 * and the sign-up date go into four contact properties of Strand's
 * (`strand_*`), created on first use when the token may (scope
 * crm.schemas.contacts.write); without them name and e-mail still sync.
 */
import {
  Crm,
  type CrmContact,
  type CrmError,
  contactKey,
  type PushOutcome,
} from "@strand/domain/crm/Crm"
import { Config, Duration, Effect, Layer, Option, Redacted, Schema } from "effect"
import { baseUrl, provider, requiredSecret } from "../config/Provider.ts"
import { numberIn, retryAfter } from "../http/RetryAfter.ts"
import {
  bodyAs,
  chunk,
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

export interface HubSpotOptions {
  readonly token: Redacted.Redacted<string>
  /** https://api.hubapi.com, or a HubSpot-compatible server in tests */
  readonly baseUrl: string
}

export const hubSpotBatchSize = 100

/** Strand's own contact properties, created on first use. */
export const strandProperties = [
  {
    name: "strand_hair_concerns",
    label: "Hair concerns (Strand)",
    type: "string",
    fieldType: "text",
  },
  {
    name: "strand_referral_code",
    label: "Own referral code (Strand)",
    type: "string",
    fieldType: "text",
  },
  {
    name: "strand_referred_by_code",
    label: "Joined with referral code (Strand)",
    type: "string",
    fieldType: "text",
  },
  { name: "strand_signed_up_at", label: "Signed up (Strand)", type: "datetime", fieldType: "date" },
] as const

const crmName = { id: "hubspot", label: "HubSpot" }

/** How long HubSpot asks us to wait after a 429; none for the daily limit. */
export const hubSpotWait = (answer: HttpAnswer): Option.Option<Duration.Duration> => {
  const policy = Option.flatMapNullishOr(bodyAs(ErrorBody)(answer), (body) => body.policyName)
  if (Option.contains(policy, "DAILY")) return Option.none()
  return retryAfter(answer.headers).pipe(
    Option.orElse(() =>
      Option.map(
        numberIn(answer.headers, "x-hubspot-ratelimit-interval-milliseconds"),
        Duration.millis,
      ),
    ),
    Option.orElse(() => Option.some(Duration.seconds(10))),
  )
}

/** What a batch read answers: the contacts found, by their e-mail property. */
const BatchRead = Schema.Struct({
  results: Schema.Array(
    Schema.Struct({
      properties: Schema.Struct({ email: Schema.optional(Schema.NullOr(Schema.String)) }),
    }),
  ),
})

const properties = (contact: CrmContact, known: ReadonlySet<string>) => {
  const all: Record<string, string> = {
    email: contact.email,
    firstname: contact.firstName,
    lastname: contact.lastName,
    strand_hair_concerns: contact.hairConcerns,
    strand_referral_code: contact.referralCode ?? "",
    strand_referred_by_code: contact.referredByCode ?? "",
    strand_signed_up_at: String(Date.parse(contact.signedUpAt)),
  }
  return Object.fromEntries(
    Object.entries(all).filter(
      ([name, value]) => value !== "" && (!name.startsWith("strand_") || known.has(name)),
    ),
  )
}

export const hubSpotCrm = (options: HubSpotOptions): Layer.Layer<Crm> =>
  Layer.effect(
    Crm,
    Effect.gen(function* () {
      const request = yield* crmClient(
        crmName.label,
        options.baseUrl,
        { authorization: `Bearer ${Redacted.value(options.token)}` },
        hubSpotWait,
      )

      // Strand's properties that exist in this HubSpot account, found (or made) once.
      const ensureProperties = customFields({
        provider: crmName.label,
        list: request("GET", "/crm/v3/properties/contacts"),
        namesIn: (answer) => namesUnder(answer, "results"),
        wanted: strandProperties.map((property) => property.name),
        create: (name) =>
          request("POST", "/crm/v3/properties/contacts", {
            ...strandProperties.find((property) => property.name === name),
            groupName: "contactinformation",
            description: "Written by Strand's waitlist sync.",
          }),
      })

      const createOneByOne = Effect.fnUntraced(function* (
        contacts: ReadonlyArray<CrmContact>,
        known: ReadonlySet<string>,
        outcomes: Map<string, PushOutcome>,
      ) {
        for (const contact of contacts) {
          const answer = yield* request("POST", "/crm/v3/objects/contacts", {
            properties: properties(contact, known),
          })
          const key = contactKey(contact.email)
          if (answer.status === 201 || answer.status === 200) outcomes.set(key, { _tag: "Created" })
          else if (answer.status === 409) outcomes.set(key, { _tag: "Skipped" })
          else if (answer.status === 400)
            outcomes.set(key, {
              _tag: "Failed",
              reason: `HubSpot refused this contact: ${messageOf(answer) ?? "400"}`,
              retryable: false,
            })
          else return yield* failureOf(crmName.label, answer)
        }
      })

      const pushBatch = Effect.fnUntraced(function* (
        batch: ReadonlyArray<CrmContact>,
        known: ReadonlySet<string>,
        outcomes: Map<string, PushOutcome>,
      ) {
        const read = yield* request("POST", "/crm/v3/objects/contacts/batch/read", {
          idProperty: "email",
          inputs: batch.map((contact) => ({ id: contact.email })),
          properties: ["email"],
        })
        // 207: some were not found (the errors name them), which is what we are looking for
        if (read.status !== 200 && read.status !== 207) return yield* failureOf(crmName.label, read)
        const found = Option.match(bodyAs(BatchRead)(read), {
          onNone: () => [],
          onSome: (body) => body.results,
        })
        const existing = new Set(
          found.flatMap(({ properties }) =>
            properties.email ? [contactKey(properties.email)] : [],
          ),
        )
        const missing: Array<CrmContact> = []
        for (const contact of batch) {
          const key = contactKey(contact.email)
          if (existing.has(key)) outcomes.set(key, { _tag: "Skipped" })
          else missing.push(contact)
        }
        if (missing.length === 0) return
        const created = yield* request("POST", "/crm/v3/objects/contacts/batch/create", {
          inputs: missing.map((contact) => ({ properties: properties(contact, known) })),
        })
        if (created.status === 201 || created.status === 200) {
          for (const contact of missing)
            outcomes.set(contactKey(contact.email), { _tag: "Created" })
          return
        }
        // 409: someone was created meanwhile; 400: one of them is invalid.
        // Either way the batch did nothing: one by one finds out which.
        if (created.status === 409 || created.status === 400) {
          return yield* createOneByOne(missing, known, outcomes)
        }
        return yield* failureOf(crmName.label, created)
      })

      const push = Effect.fn("HubSpotCrm.push")(function* (contacts: ReadonlyArray<CrmContact>) {
        const unique = uniqueContacts(contacts)
        const outcomes = new Map<string, PushOutcome>()
        yield* Effect.gen(function* () {
          const known = yield* ensureProperties
          for (const batch of chunk([...unique.values()], hubSpotBatchSize)) {
            yield* pushBatch(batch, known, outcomes)
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

/** CRM_PROVIDER=hubspot with HUBSPOT_TOKEN (and HUBSPOT_BASE_URL for a stand-in). */
export const hubSpot = provider({
  ...crmName,
  config: Config.all({
    token: requiredSecret(
      "HUBSPOT_TOKEN",
      "a private app's access token with the crm.objects.contacts scopes",
    ),
    baseUrl: baseUrl("HUBSPOT_BASE_URL", "https://api.hubapi.com"),
  }),
  layer: hubSpotCrm,
})
