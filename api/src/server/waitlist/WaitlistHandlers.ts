/** HTTP → the waitlist use case. */
import { Waitlist } from "@strand/domain/waitlist/Waitlist"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"

// Joining twice answers exactly like joining once: the visitor is on the list
// either way, and nobody learns whether an address had already joined.
const joined = { success: true, message: "You're on the waitlist!" } as const

export const WaitlistHandlers = HttpApiBuilder.group(
  StrandApi,
  "waitlist",
  Effect.fn(function* (handlers) {
    const waitlist = yield* Waitlist
    return handlers
      .handle("join", ({ payload }) => waitlist.join(payload).pipe(Effect.as(joined)))
      .handle("count", () => waitlist.count.pipe(Effect.map((count) => ({ count }))))
  }),
)
