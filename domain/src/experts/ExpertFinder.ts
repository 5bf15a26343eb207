/**
 * Use case: "Find an expert". The directory's visible experts, filtered by
 * kind, place and online, and, when the person asks from one of their
 * reports, matched to what that report needs (ExpertMatch.ts), best first,
 * each with why. Only the owner's report can be matched to: anyone else's is
 * "not found", as everywhere.
 */
import { Context, Effect, Layer, Schema } from "effect"
import { Analyses, type AnalysisNotFound } from "../analysis/Analyses.ts"
import type { AnalysisId } from "../analysis/AnalysisStore.ts"
import { readProfile } from "../analyst/HairProfile.ts"
import type { User } from "../user/User.ts"
import {
  type ExpertFilters,
  ExpertNeeds,
  MatchedExpert,
  matchExperts,
  reportNeeds,
} from "./ExpertMatch.ts"
import { ExpertStore } from "./ExpertStore.ts"

export class ExpertsFound extends Schema.Class<ExpertsFound>("strand/ExpertsFound")({
  experts: Schema.Array(MatchedExpert),
  /** The directory lists nobody yet (as opposed to nobody who fits here). */
  directoryEmpty: Schema.Boolean,
  /** What the report asks for, when the search came from one. */
  needs: Schema.NullOr(ExpertNeeds),
}) {}

export class ExpertFinder extends Context.Service<
  ExpertFinder,
  {
    find(
      person: Pick<User, "id" | "name">,
      filters: ExpertFilters & { readonly analysisId?: AnalysisId | undefined },
    ): Effect.Effect<ExpertsFound, AnalysisNotFound>
  }
>()("@strand/domain/experts/ExpertFinder") {
  static readonly layer = Layer.effect(
    ExpertFinder,
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const store = yield* ExpertStore

      const find = Effect.fn("ExpertFinder.find")(function* (
        person: Pick<User, "id" | "name">,
        filters: ExpertFilters & { readonly analysisId?: AnalysisId | undefined },
      ) {
        const needs =
          filters.analysisId === undefined
            ? undefined
            : yield* Effect.map(analyses.find(filters.analysisId, person.id), (report) =>
                reportNeeds(
                  readProfile({
                    userName: person.name ?? "",
                    answers: report.answers,
                    reading: report.noteReading,
                  }),
                ),
              )
        const listed = yield* store.list({ withHidden: false })
        return new ExpertsFound({
          experts: matchExperts(listed, needs, filters),
          directoryEmpty: listed.length === 0,
          needs: needs ?? null,
        })
      })

      return ExpertFinder.of({ find })
    }),
  )
}
