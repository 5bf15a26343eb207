/**
 * The CRM admin page (spec §2 "CRM sync admin page", §7): Sync All as
 * POST /admin/sync-{crm}, where {crm} names the configured provider, and
 * beyond the spec the page's overview: every sign-up with when it was last
 * pushed and, for a failed push, why. Admins only (ADMIN_EMAILS).
 */
import { PushResult } from "@strand/domain/crm/CrmPushStore"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { AdminOnly } from "../accounts/Authentication.ts"

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

export class CrmApi extends HttpApiGroup.make("crm")
  .add(
    HttpApiEndpoint.get("overview", "/admin/crm", { success: CrmOverview }).annotate(
      OpenApi.Summary,
      "The CRM's state and each sign-up's last push",
    ),
  )
  .add(
    HttpApiEndpoint.post("sync", "/admin/sync-:crm", {
      params: { crm: Schema.String },
      success: CrmSyncResult,
      // a {crm} other than the configured provider
      error: NotFound,
    }).annotate(OpenApi.Summary, "Push every sign-up to the CRM now"),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: the CRM that sign-ups are pushed to.") {}
