/** HTTP → the admin views (AdminOnly has already checked who is asking). */
import { defaultPageSize } from "@strand/domain/paging/Paging"
import { WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { DateTime, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { asDownload } from "../http/Download.ts"
import { waitlistCsv } from "./WaitlistCsv.ts"

export const AdminHandlers = HttpApiBuilder.group(
  StrandApi,
  "admin",
  Effect.fn(function* (handlers) {
    const waitlist = yield* WaitlistStore
    return handlers
      .handle("waitlist", ({ query }) =>
        Effect.all(
          {
            total: waitlist.count,
            page: waitlist.page({ ...query, limit: query.limit ?? defaultPageSize }),
          },
          { concurrency: "unbounded" },
        ).pipe(Effect.map(({ total, page }) => ({ total, ...page }))),
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
