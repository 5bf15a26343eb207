/** Joining the waitlist and reading how many people have joined. */
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { JoinedWaitlist, WaitlistCount } from "./WaitlistAnswers.ts"

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
