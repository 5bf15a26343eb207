/** HTTP → the CRM sync use case (AdminOnly has already checked who is asking). */
import { CrmSync } from "@strand/domain/waitlist/CrmSync"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../contract/ApiErrors.ts"
import { StrandApi } from "../../contract/StrandApi.ts"

export const CrmHandlers = HttpApiBuilder.group(
  StrandApi,
  "crm",
  Effect.fn(function* (handlers) {
    const sync = yield* CrmSync
    return handlers
      .handle("overview", () =>
        sync.overview.pipe(
          Effect.map((overview) => ({
            provider: overview.crm.id,
            providerName: overview.crm.label,
            contacts: overview.entries.map(({ entry, lastPush }) => ({
              waitlistEntryId: entry.id,
              name: entry.name,
              email: entry.email,
              signedUpAt: entry.createdAt,
              lastPush:
                lastPush === null
                  ? null
                  : {
                      result: lastPush.result,
                      reason: lastPush.reason,
                      pushedAt: lastPush.pushedAt,
                    },
            })),
          })),
        ),
      )
      .handle(
        "sync",
        Effect.fn("syncCrm")(function* ({ params }) {
          // /admin/sync-hubspot on a server configured for HubSpot, and so on
          if (params.crm !== sync.crm.id) {
            return yield* new NotFound({
              message: `This server syncs to ${sync.crm.label}, not "${params.crm}".`,
              code: "NOT_FOUND",
            })
          }
          return yield* sync.syncAll
        }),
      )
  }),
)
