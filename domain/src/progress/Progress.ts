/**
 * Use case: a person's progress across their reports (issue 16). Comparing
 * two of them reads both from the store, owner only: someone else's report
 * is "not found", exactly like an unknown id, so an id never confirms that a
 * report exists.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { type AnalysisId, AnalysisStore } from "../analysis/AnalysisStore.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
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
        const stored = found.value
        return {
          id: stored.id,
          createdAt: stored.createdAt,
          answers: stored.answers,
          textInputs: stored.textInputs,
          traced: traceRulesReport({
            userName: user.name ?? "",
            answers: stored.answers,
            textInputs: stored.textInputs,
            reading: stored.noteReading,
          }),
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
