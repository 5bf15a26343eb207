/**
 * Picks the CRM the configuration asks for. Choosing HubSpot or Brevo
 * without its key stops the app at startup with a message naming the
 * missing variable, rather than at the first sign-up.
 */
import type { CrmProvider } from "@strand/domain/crm/Crm"
import { Crm } from "@strand/domain/crm/Crm"
import { Effect, Layer, Option, type Redacted } from "effect"
import { brevoCrm } from "./BrevoCrm.ts"
import { hubSpotCrm } from "./HubSpotCrm.ts"
import { NoCrm } from "./NoCrm.ts"

export interface CrmConfig {
  readonly provider: CrmProvider
  readonly hubspotToken: Option.Option<Redacted.Redacted<string>>
  readonly hubspotBaseUrl: string
  readonly brevoApiKey: Option.Option<Redacted.Redacted<string>>
  readonly brevoBaseUrl: string
}

const missing = (message: string) => Layer.effect(Crm, Effect.die(new Error(message)))

export const crmFromConfig = (config: CrmConfig): Layer.Layer<Crm> => {
  switch (config.provider) {
    case "none":
      return NoCrm
    case "hubspot":
      return Option.match(config.hubspotToken, {
        onNone: () =>
          missing(
            "CRM_PROVIDER=hubspot needs HUBSPOT_TOKEN (a private app's access token with the crm.objects.contacts scopes); it is not set",
          ),
        onSome: (token) => hubSpotCrm({ token, baseUrl: config.hubspotBaseUrl }),
      })
    case "brevo":
      return Option.match(config.brevoApiKey, {
        onNone: () => missing("CRM_PROVIDER=brevo needs BREVO_API_KEY; it is not set"),
        onSome: (apiKey) => brevoCrm({ apiKey, baseUrl: config.brevoBaseUrl }),
      })
  }
}
