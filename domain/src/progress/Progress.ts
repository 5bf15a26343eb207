/**
 * Use case: a person's progress across their reports. Comparing two of them
 * reads both from the store, each with its stored explanation, owner only:
 * someone else's report is "not found", exactly like an unknown id, so an id
 * never confirms that a report exists.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { type AnalysisId, AnalysisStore } from "../analysis/AnalysisStore.ts"
import { readReport } from "../analysis/ReportReading.ts"
import type { User } from "../user/User.ts"
import {
  type ComparedReport,
  compareReports,
  type ReportComparisonResult,
} from "./ReportComparison.ts"

export class ReportToCompareNotFound extends Schema.TaggedError<ReportToCompareNotFound>()(
  "ReportToCompareNotFound",
  { id: Schema.String },
) {}

export class Progress extends Context.Service<
  Progress,
  {
    compare(
      user: User,
      from: AnalysisId,
      to: AnalysisId,
    ): Effect.Effect<ReportComparisonResult, ReportToCompareNotFound>
  }
>()("@strand/domain/progress/Progress") {
  static readonly layer = Layer.effect(
    Progress,
    Effect.gen(function* () {
      const analyses = yield* AnalysisStore

      const ownReport = Effect.fnUntraced(function* (user: User, id: AnalysisId) {
        const found = yield* analyses.find(id)
        if (Option.isNone(found) || found.value.userId !== user.id) {
          return yield* new ReportToCompareNotFound({ id })
        }
        // The report the person reads, as stored and behind the referral lock: never the
        // rules' trace of its answers.
        const stored = found.value
        const view = readReport(stored, { referralCount: user.referralCount })
        return {
          ...stored,
          results: view.aiResults,
          explanation: view.explanation,
        } satisfies ComparedReport
      })

      const compare = Effect.fn("Progress.compare")(function* (
        user: User,
        from: AnalysisId,
        to: AnalysisId,
      ) {
        return compareReports(yield* ownReport(user, from), yield* ownReport(user, to))
      })

      return { compare }
    }),
  )
}
