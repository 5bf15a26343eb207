/**
 * The product a person's notes say their skin reacts to ("itches and burns
 * every time I use lace glue"), named the way the report says it, with the
 * usual switch. The report names it rather than "whatever you last applied",
 * and the avoid list keeps it off until a patch test (hair-science §4:
 * contact dermatitis; PPD and wig-glue allergy).
 */
import type { ReactedTo } from "../../notes/NoteStatement.ts"
import type { HairProfile } from "../HairProfile.ts"

export interface ReactedProduct {
  /** "the lace glue" */
  readonly name: string
  /** What to use instead, as a clause: "; a glueless wig ..." (or ""). */
  readonly instead: string
  /** "them" for a kind of product ("scented products"). */
  readonly them?: true
}

const products: Readonly<Record<ReactedTo, ReactedProduct>> = {
  glue: {
    name: "the wig glue or tape",
    instead: "; a glueless wig held with a band or combs needs none",
  },
  dye: {
    name: "the hair dye",
    instead:
      "; a reaction to hair dye can be stronger each time, so no colour at home or at the salon until a patch test",
  },
  relaxer: {
    name: "the relaxer",
    instead: "; no touch-up until the scalp has fully healed",
  },
  bleach: { name: "the bleach", instead: "; no lightening until the scalp has fully healed" },
  sunscreen: {
    name: "that sunscreen",
    instead: "; a fragrance-free mineral sunscreen with zinc oxide is the usual switch",
  },
  dry_shampoo: { name: "the dry shampoo", instead: "; a water rinse refreshes the roots instead" },
  fragrance: { name: "scented products", instead: "; choose fragrance-free ones", them: true },
  nuts: {
    name: "anything with nut oils or butters in it",
    instead:
      "; check labels for almond (prunus amygdalus dulcis), argan, shea (butyrospermum parkii), macadamia and other nut oils",
    them: true,
  },
  tea_tree: {
    name: "anything with tea tree oil in it",
    instead:
      "; check labels for tea tree or melaleuca alternifolia, common in anti-dandruff shampoos, soothing scalp products and braid sprays",
  },
  coconut: {
    name: "anything with coconut in it",
    instead:
      "; check labels for coconut oil, cocos nucifera and cleansers made from coconut such as cocamidopropyl betaine",
  },
}

/** The product as a pronoun: "it", or "them" for a kind of product. */
export const them = (product: ReactedProduct): string => (product.them ? "them" : "it")

/**
 * Services that burn when left on too long, whoever has them: a burn from one in the past
 * ("the salon left the relaxer on too long, it scabbed then healed") is over, not an allergy.
 */
const burnsWhenOverdone: ReadonlySet<string> = new Set<ReactedTo>(["relaxer", "bleach"])

/** The reaction the notes tell, unless it is a past burn from a service that has healed. */
const reaction = (p: HairProfile) => {
  const told = p.noted.get("product_reaction")
  return told !== undefined &&
    told.statement.time === "past" &&
    burnsWhenOverdone.has(told.statement.value ?? "")
    ? undefined
    : told
}

/** Whether the notes say the skin reacts to this product. */
export const reactsTo = (p: HairProfile, value: ReactedTo): boolean =>
  reaction(p)?.statement.value === value || p.noted.get("avoids_product")?.statement.value === value

const isReactedTo = (value: string | undefined): value is ReactedTo =>
  value !== undefined && value in products

/** The product the notes say the skin reacts to now, if they name one. */
export const productReactedTo = (p: HairProfile): ReactedProduct | undefined => {
  const value = reaction(p)?.statement.value
  return isReactedTo(value) ? products[value] : undefined
}

/** The product the person reacts to or keeps away from ("can't use anything with coconut"). */
export const productAvoided = (p: HairProfile): ReactedProduct | undefined => {
  const value = (reaction(p) ?? p.noted.get("avoids_product"))?.statement.value
  return isReactedTo(value) ? products[value] : undefined
}
