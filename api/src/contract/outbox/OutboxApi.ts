/**
 * The outbox admin page (beyond the spec): every message and CRM push
 * waiting, delivered or given up, and a retry for the ones given up.
 * Admins only.
 */
import { OutboxStatus } from "@strand/domain/outbox/Outbox"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { AdminOnly } from "../accounts/Authentication.ts"
import { Done } from "../Done.ts"
import { OutboxOverview } from "./OutboxAnswers.ts"

export class OutboxApi extends HttpApiGroup.make("outbox")
  .add(
    HttpApiEndpoint.get("list", "/admin/outbox", {
      query: { status: Schema.optional(OutboxStatus) },
      success: OutboxOverview,
    }).annotate(OpenApi.Summary, "E-mails and CRM pushes waiting, sent or given up"),
  )
  .add(
    HttpApiEndpoint.post("retry", "/admin/outbox/:id/retry", {
      params: { id: Schema.String },
      success: Done,
      // not a dead job (any more), or one whose secret is gone
      error: NotFound,
    }).annotate(OpenApi.Summary, "Retry a job that was given up"),
  )
  .middleware(AdminOnly)
  .annotate(
    OpenApi.Description,
    "For admins: the outbox that e-mails and CRM pushes leave through.",
  ) {}
