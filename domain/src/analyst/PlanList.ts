/**
 * What the plan's product list holds. Steps, zones and tips name only
 * products on it: where the person set a limit (products, budget, less
 * fuss), a product the limit left off is never brought back by a line
 * elsewhere in the report. With no limit, a zone may still suggest a light
 * extra such as a scalp serum.
 */
import type { ReportContext } from "./Rule.ts"

export const listHoldsLeaveIn = (ctx: ReportContext): boolean =>
  ctx.plan.products.some((id) => id.startsWith("leave-in-"))

/** A conditioner of either kind: the everyday one, or the light volumising one in its place. */
export const listHoldsConditioner = (ctx: ReportContext): boolean =>
  ctx.plan.products.includes("conditioner") || ctx.plan.products.includes("volumising-for-shedding")

export const listHolds = (ctx: ReportContext, id: string): boolean => ctx.plan.products.includes(id)

/** Whether a line may name an extra product: it is on the list, or the person set no limit. */
export const mayName = (ctx: ReportContext, onList: boolean): boolean =>
  onList || ctx.plan.limits.setBy === "none"

/** The words by which a line names each product the list may leave out. */
const productWords: ReadonlyArray<readonly [(id: string) => boolean, RegExp]> = [
  [(id) => id.startsWith("leave-in-"), /\bleave-ins?\b/i],
  [(id) => id === "curl-definer", /\bcurl (definer|cream|gel)s?\b|\bstylers?\b/i],
  [(id) => id === "deep-conditioner", /\bdeep[- ]condition/i],
  [(id) => id === "clarifying-shampoo", /\bclarif(y|ying)\b/i],
  [(id) => id === "chelating-shampoo", /\bchelating\b/i],
  [(id) => id === "fine-hair-root-lift", /\bmousse\b/i],
  [(id) => id === "protein-treatment", /\bprotein treatments?\b/i],
  [(id) => id === "beard-care", /\bbeard (oil|balm)\b/i],
  [(id) => id === "cowash-real-shampoo", /\bco-?wash/i],
  // "condition straight after every swim": the everyday conditioner, not a leave-in or a mask.
  [
    (id) => id === "conditioner" || id === "volumising-for-shedding",
    /(?<!leave-in |deep |rinse-out )\bcondition(er)?\b/i,
  ],
]

/**
 * Whether a tip, a step or a change names a product the person's limit left off the list
 * ("Seal moisture in with a leave-in" when the list left the leave-in out): such a line is
 * not written, so the report never takes back what the snapshot said it left out.
 */
export const namesLeftOut = (ctx: ReportContext, line: string): boolean =>
  ctx.plan.limits.setBy !== "none" &&
  productWords.some(
    ([isProduct, words]) =>
      words.test(line) && ctx.plan.leftOut.some(isProduct) && !ctx.plan.products.some(isProduct),
  )
