/** HTTP → the admin views (AdminOnly has already checked who is asking). */
import { WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"

export const AdminHandlers = HttpApiBuilder.group(
  StrandApi,
  "admin",
  Effect.fn(function* (handlers) {
    const waitlist = yield* WaitlistStore
    return handlers.handle("waitlist", () =>
      waitlist.list.pipe(Effect.map((entries) => ({ total: entries.length, entries }))),
    )
  }),
)
