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
 * A scanned barcode brings the product's list as Strand keeps it
 * (Products), and its kind when the person does not say it. When the
 * product falls short for them, the products of the same kind Strand has
 * looked up are judged the same way and those that suit them are offered
 * (Alternatives.ts).
 *
 * The request and answer schemas are in IngredientCheckAnswer.ts, shared with
 * the API contract and the SPA without loading the rule engine.
 */
import { Context, Effect, Layer, Option } from "effect"
import { AnalysisStore } from "../analysis/AnalysisStore.ts"
import { readReport } from "../analysis/ReportReading.ts"
import { readProfile } from "../analyst/HairProfile.ts"
import { sectionTitles } from "../analyst/ReportLineSections.ts"
import { IngredientLibrary } from "../ingredients/IngredientLibrary.ts"
import { IngredientListRefused } from "../ingredients/IngredientList.ts"
import { recogniseList } from "../ingredients/RecognisedList.ts"
import { type Product, productCard } from "../products/Product.ts"
import { ProductStore } from "../products/ProductStore.ts"
import { Products, type ProductUnknown } from "../products/Products.ts"
import type { User } from "../user/User.ts"
import {
  type Alternatives,
  alternativesChosenHow,
  type Candidate,
  chooseAlternatives,
  wantsAlternatives,
} from "./Alternatives.ts"
import { IngredientCheckAnswer, IngredientCheckRequest } from "./IngredientCheckAnswer.ts"
import { judgeProduct, type Person } from "./ProductFit.ts"
import { useNote } from "./ProductUse.ts"
import { type ReportQuote, readableReport } from "./ReportQuotes.ts"

export { IngredientCheckAnswer, IngredientCheckRequest, IngredientListRefused }

/** A product known by its barcode whose list Strand does not have, or cannot read. */
export const noListMessage =
  "We know this product, but not its ingredients yet: photograph the label or type the list."

/** How many products of a kind are judged when looking for alternatives, the newest first. */
export const alternativesPool = 100

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
    ): Effect.Effect<IngredientCheckAnswer, IngredientListRefused | ProductUnknown>
  }
>()("@strand/domain/check/IngredientCheck") {
  static readonly layer = Layer.effect(
    IngredientCheck,
    Effect.gen(function* () {
      const library = yield* IngredientLibrary
      const analyses = yield* AnalysisStore
      const products = yield* Products
      const store = yield* ProductStore

      /** The person behind the latest report, and that report as they may read it now. */
      const latestReport = Effect.fnUntraced(function* (user: User) {
        const {
          analyses: [latest],
        } = yield* analyses.listFor(user.id, { limit: 1 })
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

      const recognise = (text: string) => recogniseList(library, text)

      /** The products of this kind Strand has looked up, read as the checker reads a label. */
      const candidatesOf = Effect.fnUntraced(function* (
        category: NonNullable<Product["category"]>,
      ) {
        const kept = yield* store.ofCategory(category, alternativesPool)
        const candidates: Array<Candidate> = []
        for (const product of kept) {
          if (product.ingredients === null) continue
          const read = yield* recognise(product.ingredients)
          if (read._tag === "Recognised")
            candidates.push({ product, ingredients: read.ingredients })
        }
        return candidates
      })

      const alternativesJson = (alternatives: Alternatives) => ({
        category: alternatives.category,
        chosenHow: alternativesChosenHow,
        items: alternatives.chosen.map((a) => ({
          product: productCard(a.product),
          headline: a.judgement.headline,
          why: a.why,
        })),
        lookFor: alternatives.lookFor,
      })

      const check = Effect.fn("IngredientCheck.check")(function* (
        user: User,
        request: IngredientCheckRequest,
      ) {
        const product =
          request.barcode === undefined ? undefined : yield* products.find(request.barcode)
        // What the person typed wins over the list Strand keeps for the product.
        const text =
          request.ingredients ??
          (product?.ingredientState === "listed" ? product.ingredients : null) ??
          undefined
        if (text === undefined) {
          return yield* product === undefined
            ? IngredientListRefused.of("empty")
            : new IngredientListRefused({ problem: "empty", message: noListMessage })
        }
        const read = yield* recognise(text)
        if (read._tag === "Refused") return yield* IngredientListRefused.of(read.problem)
        const { ingredients } = read
        const productType = request.productType ?? product?.category ?? undefined
        const report = yield* latestReport(user)
        const judged = judgeProduct(report?.person, {
          ingredients,
          productType,
          appliedTo: request.appliedTo,
          productTypeFrom: request.productType === undefined ? "catalogue" : "said",
        })
        const category = wantsAlternatives(judged)
        const alternatives =
          report === undefined || category === undefined
            ? undefined
            : chooseAlternatives(
                report.person,
                {
                  judgement: judged,
                  ingredients,
                  appliedTo: request.appliedTo,
                  barcode: product?.barcode,
                },
                yield* candidatesOf(category),
              )
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
          ...(productType === undefined ? {} : { productType }),
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
          ...(product === undefined ? {} : { product: productCard(product) }),
          ...(alternatives === undefined ? {} : { alternatives: alternativesJson(alternatives) }),
        } as const
      })

      return { check }
    }),
  )
}
