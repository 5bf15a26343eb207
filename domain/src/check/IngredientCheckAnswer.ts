/**
 * What the ingredient checker is asked and answers (IngredientCheck.ts does
 * the work): the schemas on their own, so the HTTP contract, and with it the
 * SPA's client, does not load the rule engine.
 */
import { Schema } from "effect"
import { AnalysisId } from "../analysis/AnalysisStore.ts"
import { reportSections } from "../analyst/ReportLineSections.ts"
import { IngredientCategory } from "../ingredients/IngredientCategory.ts"
import { LibraryCredit } from "../ingredients/IngredientLibrary.ts"
import { IngredientListText, ProductType } from "../ingredients/IngredientList.ts"
import { BarcodeInput } from "../products/Barcode.ts"
import { ProductCard } from "../products/Product.ts"
import { AppliedTo, TypeSource } from "./ProductUse.ts"

export const FlagSeverity = Schema.Literals(["avoid", "caution"])
export type FlagSeverity = typeof FlagSeverity.Type
export const Verdict = Schema.Literals(["suits", "caution", "not_for_you", "no_report"])
export type Verdict = typeof Verdict.Type

export const IngredientCheckRequest = Schema.Struct({
  ingredients: Schema.optional(IngredientListText).annotate({
    description:
      "The ingredient list as printed on the label, in any common format; with a barcode, it is judged in place of the list Strand has for that product",
  }),
  /** A scanned or typed barcode: the product's list as Strand keeps it is judged. */
  barcode: Schema.optional(BarcodeInput).annotate({
    description: "EAN-13, EAN-8 or UPC-A, check digit included",
  }),
  productType: Schema.optional(ProductType),
  /** Where the person puts it, when they say: a scalp product is judged for the scalp. */
  appliedTo: Schema.optional(AppliedTo),
})
export type IngredientCheckRequest = typeof IngredientCheckRequest.Type

export const CheckedIngredientJson = Schema.Struct({
  asPrinted: Schema.String,
  /** Listed after "may contain": colours some batches have. */
  mayContain: Schema.Boolean,
  recognised: Schema.Boolean,
  /** The library's name for it, when recognised. */
  recognisedAs: Schema.optional(Schema.String),
  categories: Schema.Array(IngredientCategory),
})

/** A line of the stored report the person reads, word for word. */
export const RelatedRecommendationJson = Schema.Struct({
  section: Schema.Literals(reportSections),
  sectionTitle: Schema.String,
  text: Schema.String,
})

/** How the product was judged: as the person said, as its label reads, or with care. */
export const ReadAsJson = Schema.Struct({
  productType: Schema.optional(ProductType),
  from: TypeSource,
  appliedTo: Schema.optional(AppliedTo),
  /** Said when the kind of product was read from the label or not known. */
  note: Schema.optional(Schema.String),
})

export const FitFlagJson = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  severity: FlagSeverity,
  ingredients: Schema.Array(Schema.String),
  why: Schema.String,
  lookFor: Schema.String,
  relatedRecommendation: Schema.optional(RelatedRecommendationJson),
})

export const FitMatchJson = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  ingredients: Schema.Array(Schema.String),
  relatedRecommendation: Schema.optional(RelatedRecommendationJson),
})

/** A product that suits the person, offered in place of the one checked. */
export const AlternativeJson = Schema.Struct({
  product: ProductCard,
  headline: Schema.String,
  /** Why it suits them, in terms of what they told the quiz. */
  why: Schema.Array(Schema.String),
})

export const AlternativesJson = Schema.Struct({
  /** The kind of product they are, the same as the one checked. */
  category: ProductType,
  /** How they were chosen, said on the page. */
  chosenHow: Schema.String,
  /** At most three, the best suited first; empty when none known suits. */
  items: Schema.Array(AlternativeJson),
  /** What to look for instead, when none known suits. */
  lookFor: Schema.Array(Schema.String),
})

export const IngredientCheckAnswer = Schema.Struct({
  success: Schema.Literal(true),
  verdict: Verdict,
  headline: Schema.String,
  /** Every name read from the list, in label order: recognised or not. */
  ingredients: Schema.Array(CheckedIngredientJson),
  unknownCount: Schema.Number,
  flags: Schema.Array(FitFlagJson),
  matches: Schema.Array(FitMatchJson),
  productType: Schema.optional(ProductType),
  readAs: ReadAsJson,
  /** The report the verdict is judged against; absent before the first one. */
  basedOn: Schema.optional(
    Schema.Struct({ analysisId: AnalysisId, createdAt: Schema.DateTimeUtc }),
  ),
  library: LibraryCredit,
  /** The product checked, when it came by barcode. */
  product: Schema.optional(ProductCard),
  /** For "use with care" and "not a good fit": what to buy instead. */
  alternatives: Schema.optional(AlternativesJson),
})
export type IngredientCheckAnswer = typeof IngredientCheckAnswer.Type
