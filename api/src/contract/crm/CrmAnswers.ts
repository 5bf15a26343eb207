/**
 * What the CRM admin page's endpoints answer (CrmApi.ts). Apart from the
 * endpoints, so the SPA loads them without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { PushResult } from "@strand/domain/crm/CrmPushStore"
import { Schema } from "effect"

/** The spec's {total, success, failed}, and what success is made of. */
export const CrmSyncResult = Schema.Struct({
  total: Schema.Number,
  success: Schema.Number,
  failed: Schema.Number,
  created: Schema.Number,
  skipped: Schema.Number,
})
export type CrmSyncResult = typeof CrmSyncResult.Type

export const CrmContactStatus = Schema.Struct({
  waitlistEntryId: Schema.String,
  name: Schema.String,
  email: Schema.String,
  signedUpAt: Schema.DateTimeUtc,
  lastPush: Schema.NullOr(
    Schema.Struct({
      result: PushResult,
      reason: Schema.NullOr(Schema.String),
      pushedAt: Schema.DateTimeUtc,
    }),
  ),
})
export type CrmContactStatus = typeof CrmContactStatus.Type

export const CrmOverview = Schema.Struct({
  /** the CRM_PROVIDER this server runs with ("none" for no CRM) */
  provider: Schema.String,
  /** how people name it ("No CRM" for none) */
  providerName: Schema.String,
  contacts: Schema.Array(CrmContactStatus),
})
export type CrmOverview = typeof CrmOverview.Type
