/**
 * Use case: a signed-in person pastes a label and learns, on one screen,
 * whether the product suits THEIR hair. The list is read (IngredientList),
 * every name looked up in the ingredient library (IngredientLibrary port),
 * and the product judged (ProductFit) against their latest report: the
 * answers and notes stored with it give the profile that decides the
 * judgement, and the report itself, as its owner may read it now (the one
 * read model, so a locked tip is never quoted), gives the lines each flag
 * quotes, whoever wrote it.
 *
 * The request and answer schemas are in IngredientCheckAnswer.ts, shared with
 * the API contract and the SPA without loading the rule engine.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { AnalysisStore } from "../analysis/AnalysisStore.ts"
import { readReport } from "../analysis/ReportReading.ts"
import { readProfile } from "../analyst/HairProfile.ts"
import { sectionTitles } from "../analyst/ReportLineSections.ts"
import type { User } from "../user/User.ts"
import { IngredientCheckAnswer, IngredientCheckRequest } from "./IngredientCheckAnswer.ts"
import { IngredientLibrary } from "./IngredientLibrary.ts"
import {
  type ListProblem as ListProblemType,
  listProblemMessages,
  readIngredientList,
} from "./IngredientList.ts"
import { type CheckedIngredient, judgeProduct, type Person } from "./ProductFit.ts"
import { useNote } from "./ProductUse.ts"
import { type ReportQuote, readableReport } from "./ReportQuotes.ts"

export { IngredientCheckAnswer, IngredientCheckRequest }

export const ListProblem = Schema.Literals(["empty", "too_long", "not_a_list"])

/** The pasted text is not something the checker can read; `message` says what to paste. */
export class IngredientListRefused extends Schema.TaggedError<IngredientListRefused>()(
  "IngredientListRefused",
  { problem: ListProblem, message: Schema.String },
) {
  static readonly of = (problem: ListProblemType) =>
    new IngredientListRefused({ problem, message: listProblemMessages[problem] })
}

const relatedJson = (related: ReportQuote | undefined) =>
  related === undefined
    ? {}
    : { relatedRecommendation: { ...related, sectionTitle: sectionTitles[related.section] } }

export class IngredientCheck extends Context.Service<
  IngredientCheck,
  {
    check(
      user: User,
      request: IngredientCheckRequest,
    ): Effect.Effect<IngredientCheckAnswer, IngredientListRefused>
  }
>()("@strand/domain/ingredients/IngredientCheck") {
  static readonly layer = Layer.effect(
    IngredientCheck,
    Effect.gen(function* () {
      const library = yield* IngredientLibrary
      const analyses = yield* AnalysisStore

      /** The person behind the latest report, and that report as they may read it now. */
      const latestReport = Effect.fnUntraced(function* (user: User) {
        const [latest] = yield* analyses.listFor(user.id)
        if (latest === undefined) return undefined
        const found = yield* analyses.find(latest.id)
        if (Option.isNone(found)) return undefined
        const stored = found.value
        const person: Person = {
          profile: readProfile({
            userName: user.name ?? "",
            answers: stored.answers,
            reading: stored.noteReading,
          }),
          report: readableReport(
            readReport(stored, { referralCount: user.referralCount }).aiResults,
          ),
        }
        return { person, analysisId: stored.id, createdAt: stored.createdAt }
      })

      const check = Effect.fn("IngredientCheck.check")(function* (
        user: User,
        request: IngredientCheckRequest,
      ) {
        const read = readIngredientList(request.ingredients)
        if (read._tag === "Refused") return yield* IngredientListRefused.of(read.problem)
        const found = yield* library.lookUp(read.ingredients.map((i) => i.asPrinted))
        const ingredients: Array<CheckedIngredient> = read.ingredients.map((listed, i) => {
          const entry = found[i] ?? Option.none()
          return Option.match(entry, {
            onNone: () => ({ ...listed, recognisedAs: undefined, categories: [] }),
            onSome: (known) => ({
              ...listed,
              recognisedAs: known.name,
              categories: known.categories,
            }),
          })
        })
        // Words that name no ingredient we know at all are not a label.
        if (ingredients.every((i) => i.recognisedAs === undefined)) {
          return yield* IngredientListRefused.of("not_a_list")
        }
        const report = yield* latestReport(user)
        const judged = judgeProduct(report?.person, {
          ingredients,
          productType: request.productType,
          appliedTo: request.appliedTo,
        })
        const note = useNote(judged.use)
        return {
          success: true,
          verdict: judged.verdict,
          headline: judged.headline,
          ingredients: ingredients.map((i) => ({
            asPrinted: i.asPrinted,
            mayContain: i.mayContain,
            recognised: i.recognisedAs !== undefined,
            ...(i.recognisedAs === undefined ? {} : { recognisedAs: i.recognisedAs }),
            categories: i.categories,
          })),
          unknownCount: ingredients.filter((i) => i.recognisedAs === undefined).length,
          flags: judged.flags.map(({ relatedRecommendation, ...flag }) => ({
            ...flag,
            ...relatedJson(relatedRecommendation),
          })),
          matches: judged.matches.map(({ relatedRecommendation, ...match }) => ({
            ...match,
            ...relatedJson(relatedRecommendation),
          })),
          ...(request.productType === undefined ? {} : { productType: request.productType }),
          readAs: {
            ...(judged.use.type === undefined ? {} : { productType: judged.use.type }),
            from: judged.use.typeFrom,
            ...(request.appliedTo === undefined ? {} : { appliedTo: request.appliedTo }),
            ...(note === undefined ? {} : { note }),
          },
          ...(report === undefined
            ? {}
            : { basedOn: { analysisId: report.analysisId, createdAt: report.createdAt } }),
          library: library.credit,
        } as const
      })

      return { check }
    }),
  )
}
