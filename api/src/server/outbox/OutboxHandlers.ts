/** HTTP → the outbox, for the admin page (AdminOnly has already checked who is asking). */
import { Outbox, OutboxJobId } from "@strand/domain/outbox/Outbox"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../contract/ApiErrors.ts"
import { StrandApi } from "../../contract/StrandApi.ts"

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const OutboxHandlers = HttpApiBuilder.group(
  StrandApi,
  "outbox",
  Effect.fn(function* (handlers) {
    const outbox = yield* Outbox
    return handlers
      .handle("list", ({ query }) =>
        Effect.all({
          counts: outbox.counts,
          jobs: outbox.list({ status: query.status, limit: 200 }),
        }),
      )
      .handle(
        "retry",
        Effect.fn("retryOutboxJob")(function* ({ params }) {
          const revived =
            uuid.test(params.id) && (yield* outbox.revive(OutboxJobId.make(params.id)))
          if (!revived) {
            return yield* new NotFound({
              message:
                "This job is not waiting for a retry (it was delivered, is already queued, or held a sign-in link that has expired).",
              code: "NOT_FOUND",
            })
          }
          return { success: true } as const
        }),
      )
  }),
)
