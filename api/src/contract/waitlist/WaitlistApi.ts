/** Joining the waitlist and reading how many people have joined. */
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { UserJson } from "../accounts/UserJson.ts"

/**
 * Joining also signs the person in (the session cookie is set and `user`
 * returned), or, in magic-link mode, e-mails them a sign-in link
 * (`checkEmail`).
 */
export const JoinedWaitlist = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  user: Schema.optional(UserJson),
  /** With `user`: whether this join created the account (false: it existed, they are signed in to it). */
  accountCreated: Schema.optional(Schema.Boolean),
  checkEmail: Schema.optional(Schema.Literal(true)),
})

export const WaitlistCount = Schema.Struct({ count: Schema.Number })

export class WaitlistApi extends HttpApiGroup.make("waitlist")
  .add(
    HttpApiEndpoint.post("join", "/waitlist", {
      payload: JoinWaitlist,
      success: JoinedWaitlist,
      error: [TooManyRequests, ServiceUnavailable],
    }).annotate(OpenApi.Summary, "Join the waitlist"),
  )
  .add(
    HttpApiEndpoint.get("count", "/waitlist/count", { success: WaitlistCount }).annotate(
      OpenApi.Summary,
      "How many people are on the waitlist",
    ),
  )
  .annotate(OpenApi.Description, "The waitlist on the landing page.") {}
