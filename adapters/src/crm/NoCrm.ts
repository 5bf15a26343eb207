/**
 * CRM_PROVIDER=none (the default): no CRM is called. Every contact is
 * reported as skipped, so Sync All and new sign-ups work and say so, and the
 * admin page explains how to connect a CRM.
 */
import { Crm, contactKey, type PushOutcome } from "@strand/domain/crm/Crm"
import { Effect, Layer } from "effect"

const skipped: PushOutcome = { _tag: "Skipped" }

export const NoCrm = Layer.succeed(
  Crm,
  Crm.of({
    provider: "none",
    push: (contacts) =>
      Effect.succeed(new Map(contacts.map((contact) => [contactKey(contact.email), skipped]))),
  }),
)
