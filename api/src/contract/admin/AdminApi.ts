/** Admin pages' data: only for e-mails listed in ADMIN_EMAILS. */
import { defaultPageSize, maxPageSize, PageCursor, PageSize } from "@strand/domain/paging/Paging"
import { isText } from "@strand/domain/text/TextFields"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { AdminOnly } from "../accounts/Authentication.ts"
import { AdminWaitlist } from "./AdminAnswers.ts"

const maxSearchLength = 200

export const WaitlistSearch = Schema.String.check(
  Schema.isMaxLength(maxSearchLength, {
    message: `Search for at most ${maxSearchLength} characters`,
  }),
  isText("singleLine", "Search for one line of text"),
).annotate({ description: "Only sign-ups whose name or e-mail contains this, whatever its case" })

export const AdminWaitlistQuery = Schema.Struct({
  search: Schema.optional(WaitlistSearch),
  after: Schema.optional(
    PageCursor.annotate({
      description: "The page of sign-ups older than this one (a page's `older`)",
    }),
  ),
  before: Schema.optional(
    PageCursor.annotate({
      description: "The page of sign-ups newer than this one (a page's `newer`)",
    }),
  ),
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.decodeTo(PageSize)).annotate({
      description: `Sign-ups a page, 1 to 100 (${defaultPageSize} by default)`,
    }),
  ),
})

const WaitlistCsv = HttpApiSchema.StreamUint8Array({
  contentType: "text/csv; charset=utf-8",
}).annotate({ description: "Every sign-up (matching the search), newest first, as CSV" })

export class AdminApi extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.get("waitlist", "/admin/waitlist", {
      query: AdminWaitlistQuery,
      success: AdminWaitlist,
    }).annotateMerge(
      OpenApi.annotations({
        summary: "The waitlist, a page at a time",
        description: `How many people are on the waitlist, and one page of them (at most ${maxPageSize}), newest first; \`search\` keeps those whose name or e-mail contains it. Pages are by key: pass a page's \`older\` as \`after\` for the next one, its \`newer\` as \`before\` for the one before.`,
      }),
    ),
  )
  .add(
    HttpApiEndpoint.get("waitlistCsv", "/admin/waitlist.csv", {
      query: { search: Schema.optional(WaitlistSearch) },
      success: WaitlistCsv,
    }).annotateMerge(
      OpenApi.annotations({
        summary: "The waitlist as a CSV file",
        description:
          "Every sign-up (those matching `search`, when given), newest first, streamed as it is read: name, e-mail, hair concerns, referral code, joined (ISO 8601, UTC). A cell that a spreadsheet would run as a formula starts with an apostrophe.",
      }),
    ),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: the waitlist.") {}
