/**
 * What to buy instead, for this person. When a product is "use with care"
 * or "not a good fit" for them, the products of the same kind that Strand
 * has looked up are judged exactly as the product was (judgeProduct, the
 * same person, the same use), and only those that suit them are offered,
 * at most three: those with the most of what suits their hair first, then
 * those whose every ingredient is known, then the most recently looked up.
 * Nothing else orders them: no brand pays to be here. A product is never
 * offered when too little of its list is known to judge it. When none
 * suits, the person gets what to look for instead.
 */
import { DateTime } from "effect"
import type { ProductType } from "../ingredients/IngredientList.ts"
import type { CheckedIngredient } from "../ingredients/RecognisedList.ts"
import type { Product } from "../products/Product.ts"
import { judgeProduct, type Person, type ProductJudgement } from "./ProductFit.ts"
import type { AppliedTo } from "./ProductUse.ts"

export const maxAlternatives = 3

/** More unknown ingredients than this share, and the verdict would rest on too little. */
export const maxUnknownShare = 0.25

export const alternativesChosenHow =
  "Chosen only by how well each suits your hair, judged exactly as this product was, from the products Strand has looked up. No brand pays to be here, and none is left out for not paying."

export interface Candidate {
  readonly product: Product
  readonly ingredients: ReadonlyArray<CheckedIngredient>
}

export interface Alternative {
  readonly product: Product
  readonly judgement: ProductJudgement
  /** Why it suits them, in terms of what they told the quiz. */
  readonly why: ReadonlyArray<string>
}

export interface Alternatives {
  readonly category: ProductType
  readonly chosen: ReadonlyArray<Alternative>
  /** What to look for instead, when nothing known suits them. */
  readonly lookFor: ReadonlyArray<string>
}

export interface Replaced {
  readonly judgement: ProductJudgement
  readonly ingredients: ReadonlyArray<CheckedIngredient>
  readonly appliedTo: AppliedTo | undefined
  /** The product itself, when it came by barcode: never suggested in its own place. */
  readonly barcode: string | undefined
}

/** Alternatives are looked for only when the product falls short for a person who took the quiz. */
export const wantsAlternatives = (judgement: ProductJudgement): ProductType | undefined =>
  (judgement.verdict === "caution" || judgement.verdict === "not_for_you") &&
  judgement.use.type !== undefined
    ? judgement.use.type
    : undefined

const nameOf = (i: CheckedIngredient) => (i.recognisedAs ?? i.asPrinted).toLowerCase()

const unknownCount = (ingredients: ReadonlyArray<CheckedIngredient>) =>
  ingredients.filter((i) => i.recognisedAs === undefined).length

/** The flagged ingredients of the replaced product that this one does not have. */
const avoided = (replaced: Replaced, candidate: ReadonlyArray<CheckedIngredient>) => {
  const flagged = new Set(replaced.judgement.flags.flatMap((f) => f.ingredients))
  const present = new Set(candidate.map(nameOf))
  return replaced.ingredients
    .filter((i) => flagged.has(i.asPrinted) && !present.has(nameOf(i)))
    .map((i) => i.asPrinted)
    .filter((name, index, all) => all.indexOf(name) === index)
}

const joinNames = (list: ReadonlyArray<string>) =>
  list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`

const whyItSuits = (
  replaced: Replaced,
  candidate: Candidate,
  judgement: ProductJudgement,
): Array<string> => {
  const without = avoided(replaced, candidate.ingredients)
  return [
    without.length > 0
      ? `Nothing in it works against your hair, and it has no ${joinNames(without)}.`
      : "Nothing in it works against your hair.",
    ...judgement.matches.map((m) => m.text),
  ]
}

export const chooseAlternatives = (
  person: Person,
  replaced: Replaced,
  candidates: ReadonlyArray<Candidate>,
): Alternatives | undefined => {
  const category = wantsAlternatives(replaced.judgement)
  if (category === undefined) return undefined
  const suiting = candidates
    .filter(
      (c) =>
        c.product.category === category &&
        !c.product.hidden &&
        c.product.barcode !== replaced.barcode &&
        c.ingredients.length > 0 &&
        unknownCount(c.ingredients) <= c.ingredients.length * maxUnknownShare,
    )
    .map((candidate) => ({
      candidate,
      judgement: judgeProduct(person, {
        ingredients: candidate.ingredients,
        productType: category,
        appliedTo: replaced.appliedTo,
      }),
    }))
    .filter(({ judgement }) => judgement.verdict === "suits")
  const ranked = suiting.sort(
    (a, b) =>
      b.judgement.matches.length - a.judgement.matches.length ||
      unknownCount(a.candidate.ingredients) - unknownCount(b.candidate.ingredients) ||
      DateTime.toEpochMillis(b.candidate.product.fetchedAt) -
        DateTime.toEpochMillis(a.candidate.product.fetchedAt) ||
      a.candidate.product.barcode.localeCompare(b.candidate.product.barcode),
  )
  const chosen = ranked.slice(0, maxAlternatives).map(({ candidate, judgement }) => ({
    product: candidate.product,
    judgement,
    why: whyItSuits(replaced, candidate, judgement),
  }))
  return {
    category,
    chosen,
    lookFor:
      chosen.length > 0 ? [] : [...new Set(replaced.judgement.flags.map((flag) => flag.lookFor))],
  }
}
