/**
 * CRM_PROVIDER=none (the default): no CRM is called. Every contact is
 * reported as skipped, so Sync All and new sign-ups work and say so, and the
 * admin page explains how to connect a CRM.
 */
import { Crm, contactKey, type PushOutcome } from "@strand/domain/crm/Crm"
import { Config, Effect, Layer } from "effect"
import { provider } from "../config/Provider.ts"

const skipped: PushOutcome = { _tag: "Skipped" }

const crmName = { id: "none", label: "No CRM" }

export const NoCrm = Layer.succeed(
  Crm,
  Crm.of({
    name: crmName,
    push: (contacts) =>
      Effect.succeed(new Map(contacts.map((contact) => [contactKey(contact.email), skipped]))),
  }),
)

export const noCrm = provider({
  ...crmName,
  config: Config.succeed(undefined),
  layer: () => NoCrm,
})
