/** HTTP → the directory of experts, for admins (AdminOnly has already checked who is asking). */
import { ExpertStore } from "@strand/domain/experts/ExpertStore"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { expertNotFound, parseExpertId } from "./ExpertIdParam.ts"

export const AdminExpertsHandlers = HttpApiBuilder.group(
  StrandApi,
  "adminExperts",
  Effect.fn(function* (handlers) {
    const experts = yield* ExpertStore
    return handlers
      .handle("list", () =>
        Effect.map(experts.list({ withHidden: true }), (list) => ({ experts: list })),
      )
      .handle("add", ({ payload }) => experts.add(payload))
      .handle(
        "change",
        Effect.fn("changeExpert")(function* ({ params, payload }) {
          const id = yield* parseExpertId(params.expertId)
          const { hidden, ...details } = payload
          const changed = yield* experts.change(id, details, hidden)
          if (Option.isNone(changed)) return yield* expertNotFound()
          return changed.value
        }),
      )
      .handle(
        "remove",
        Effect.fn("removeExpert")(function* ({ params }) {
          const id = yield* parseExpertId(params.expertId)
          if (!(yield* experts.remove(id))) return yield* expertNotFound()
          return { success: true } as const
        }),
      )
  }),
)
