/** HTTP → the admin views (AdminOnly has already checked who is asking). */
import { defaultPageSize } from "@strand/domain/paging/Paging"
import { WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { DateTime, Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { asDownload } from "../http/Download.ts"
import { waitlistCsv } from "./WaitlistCsv.ts"

export const AdminHandlers = HttpApiBuilder.group(
  StrandApi,
  "admin",
  Effect.fn(function* (handlers) {
    const waitlist = yield* WaitlistStore
    // The page comes encoded from its rows and is sent as it is: the
    // AdminWaitlist schema's JSON, without a WaitlistEntry per row.
    return handlers
      .handle("waitlist", ({ query }) =>
        Effect.all(
          {
            total: waitlist.count,
            page: waitlist.pageAsSent({ ...query, limit: query.limit ?? defaultPageSize }),
          },
          { concurrency: "unbounded" },
        ).pipe(Effect.map(({ total, page }) => HttpServerResponse.jsonUnsafe({ total, ...page }))),
      )
      .handle(
        "waitlistCsv",
        Effect.fn("waitlistCsv")(function* ({ query }) {
          const today = DateTime.formatIsoDate(yield* DateTime.now)
          yield* asDownload(`strand-waitlist-${today}.csv`)
          return waitlistCsv(waitlist.everyone(query.search))
        }),
      )
  }),
)
