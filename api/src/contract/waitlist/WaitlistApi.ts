/** Joining the waitlist and reading how many people have joined. */
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

export const JoinedWaitlist = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
})

export const WaitlistCount = Schema.Struct({ count: Schema.Number })

export class WaitlistApi extends HttpApiGroup.make("waitlist")
  .add(HttpApiEndpoint.post("join", "/waitlist", { payload: JoinWaitlist, success: JoinedWaitlist }))
  .add(HttpApiEndpoint.get("count", "/waitlist/count", { success: WaitlistCount })) {}
