/**
 * How a product is used, which decides how its ingredients count: a
 * shampoo, conditioner or mask is rinsed off within minutes, a leave-in,
 * styler or oil stays on; a shampoo or a scalp product touches the scalp,
 * the rest are meant for the lengths. The person may say what the product is
 * and where it goes; when they do not say what it is, its label often shows
 * it (a list that leads with cleansers is a shampoo, one that leads with
 * conditioning agents a conditioner, oils without water an oil), and the
 * answer says it was read from the label.
 */
import { Schema } from "effect"
import type { ProductType } from "../ingredients/IngredientList.ts"
import type { CheckedIngredient } from "../ingredients/RecognisedList.ts"

/** Where the person puts the product, when they say. */
export const applicationAreas = ["scalp", "lengths", "scalp_and_lengths"] as const
export const AppliedTo = Schema.Literals(applicationAreas)
export type AppliedTo = typeof AppliedTo.Type

export const appliedToNames: Record<AppliedTo, string> = {
  scalp: "On my scalp",
  lengths: "On the lengths and ends",
  scalp_and_lengths: "On my scalp and lengths",
}

/** Said by the person, filed so in the product catalogue, read from the label, or none. */
export const typeSources = ["said", "catalogue", "label", "unknown"] as const
export const TypeSource = Schema.Literals(typeSources)
export type TypeSource = typeof TypeSource.Type

export interface ProductUse {
  readonly type: ProductType | undefined
  readonly typeFrom: TypeSource
  /** Rinsed off within minutes; undefined when the kind of product is not known. */
  readonly rinsedOff: boolean | undefined
  /** On the scalp as used; undefined when not known. */
  readonly onScalp: boolean | undefined
}

const rinsedOff: Record<ProductType, boolean> = {
  shampoo: true,
  conditioner: true,
  treatment: true,
  leave_in: false,
  styler: false,
  oil: false,
  scalp_treatment: false,
}

const meantForScalp: Record<ProductType, boolean> = {
  shampoo: true,
  scalp_treatment: true,
  conditioner: false,
  treatment: false,
  leave_in: false,
  styler: false,
  oil: false,
}

const isWater = (i: CheckedIngredient) =>
  /^(?:water|aqua|eau)\b/iu.test(i.recognisedAs ?? i.asPrinted)
const has = (i: CheckedIngredient | undefined, ...groups: ReadonlyArray<string>) =>
  i?.categories.some((c) => groups.includes(c)) ?? false

/** How many ingredients at the top of a list make up most of a product. */
const leading = 4

/** What the top of a label says the product is, when it says it clearly. */
export const typeFromLabel = (
  ingredients: ReadonlyArray<CheckedIngredient>,
): ProductType | undefined => {
  const listed = ingredients.filter((i) => !i.mayContain)
  const top = listed.slice(0, leading)
  const cleanser = top.findIndex((i) => has(i, "strong_surfactant", "mild_surfactant"))
  // Cationic conditioners, not the polyquats that shampoos also carry, in a
  // cream with fatty alcohols: a spray with a conditioning agent is no conditioner.
  const conditioner = top.findIndex((i) => has(i, "conditioning_agent") && !has(i, "film_former"))
  if (cleanser !== -1 && (conditioner === -1 || cleanser < conditioner)) return "shampoo"
  if (conditioner !== -1 && top.some((i) => has(i, "fatty_alcohol"))) return "conditioner"
  const oily = has(
    listed[0],
    "light_oil",
    "heavy_oil_or_butter",
    "non_water_soluble_silicone",
    "water_soluble_silicone",
  )
  if (oily && !listed.some(isWater)) return "oil"
  return undefined
}

export const productUse = (
  said: ProductType | undefined,
  appliedTo: AppliedTo | undefined,
  ingredients: ReadonlyArray<CheckedIngredient>,
  saidBy: "said" | "catalogue" = "said",
): ProductUse => {
  const type = said ?? typeFromLabel(ingredients)
  return {
    type,
    typeFrom: said !== undefined ? saidBy : type !== undefined ? "label" : "unknown",
    rinsedOff: type === undefined ? undefined : rinsedOff[type],
    onScalp:
      appliedTo !== undefined
        ? appliedTo !== "lengths"
        : type === undefined
          ? undefined
          : meantForScalp[type],
  }
}

const typeArticles: Record<ProductType, string> = {
  shampoo: "a shampoo",
  conditioner: "a conditioner",
  leave_in: "a leave-in",
  styler: "a styler",
  oil: "an oil",
  treatment: "a treatment or mask",
  scalp_treatment: "a scalp product",
}

/** What the answer says about how the product was read, when the person did not say. */
export const useNote = (use: ProductUse): string | undefined => {
  if (use.typeFrom === "said") return undefined
  if (use.typeFrom === "catalogue") {
    return `Judged as ${use.type === undefined ? "" : typeArticles[use.type]}, as the product catalogue files it. If it is something else, say what it is and check again.`
  }
  switch (use.type) {
    case "shampoo":
      return "Read as a shampoo: its list leads with cleansers. If it is something else, say what it is and check again."
    case "conditioner":
      return "Read as a conditioner you rinse out: its list leads with conditioning agents. If you leave it in, choose Leave-in and check again."
    case "oil":
      return "Read as an oil for the lengths: it is oils with no water. If it goes on your scalp, say so and check again."
    case undefined:
      return "The label does not show what kind of product this is, so it was judged with care: say what it is and where it goes for a firmer verdict."
    default:
      return undefined
  }
}
