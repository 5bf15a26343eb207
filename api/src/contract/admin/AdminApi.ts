/** Admin pages' data: only for e-mails listed in ADMIN_EMAILS. */
import { WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { AdminOnly } from "../accounts/Authentication.ts"

export const AdminWaitlist = Schema.Struct({
  total: Schema.Number,
  entries: Schema.Array(WaitlistEntry),
})

export class AdminApi extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.get("waitlist", "/admin/waitlist", { success: AdminWaitlist }).annotate(
      OpenApi.Summary,
      "Everyone on the waitlist",
    ),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: the waitlist.") {}
