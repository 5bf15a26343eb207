/** Joining the waitlist and reading how many people have joined. */
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { TooManyRequests } from "../ApiErrors.ts"
import { UserJson } from "../accounts/AccountsApi.ts"

/** Joining also signs the person in (the session cookie is set). */
export const JoinedWaitlist = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  user: UserJson,
})

export const WaitlistCount = Schema.Struct({ count: Schema.Number })

export class WaitlistApi extends HttpApiGroup.make("waitlist")
  .add(
    HttpApiEndpoint.post("join", "/waitlist", {
      payload: JoinWaitlist,
      success: JoinedWaitlist,
      error: TooManyRequests,
    }),
  )
  .add(HttpApiEndpoint.get("count", "/waitlist/count", { success: WaitlistCount })) {}
