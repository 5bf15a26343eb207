/**
 * The CRM admin page (spec §2 "CRM sync admin page", §7): Sync All as
 * POST /admin/sync-{crm}, where {crm} names the configured provider, and
 * beyond the spec the page's overview: every sign-up with when it was last
 * pushed and, for a failed push, why. Admins only (ADMIN_EMAILS).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { AdminOnly } from "../accounts/Authentication.ts"
import { CrmOverview, CrmSyncResult } from "./CrmAnswers.ts"

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
