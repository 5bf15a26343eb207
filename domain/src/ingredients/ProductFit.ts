import {
  afterChemotherapy,
  dryClimate,
  type HairProfile,
  hardWater,
  hasDamagedLengths,
  hasNoted,
  hasPlaques,
  isFlaky,
  isOily,
  isOverProcessed,
  isSensitive,
  isTightlyCoiled,
  keepOilOffScalp,
  needsAntifungal,
  proteinStacking,
} from "../analyst/HairProfile.ts"
import { type ReportLine, reportLines, type TracedReport } from "../analyst/ReportLines.ts"
import type { IngredientCategory } from "./IngredientCategory.ts"
import type { ProductType } from "./IngredientList.ts"

export interface CheckedIngredient {
  readonly asPrinted: string
  readonly mayContain: boolean
  /** The library's name for it; absent when the library does not know it. */
  readonly recognisedAs: string | undefined
  /** Empty when unknown. */
  readonly categories: ReadonlyArray<IngredientCategory>
}

import { FlagSeverity, Verdict } from "./IngredientCheckAnswer.ts"

export { FlagSeverity, Verdict }

export interface RelatedRecommendation extends ReportLine {}

export interface FitFlag {
  readonly id: string
  readonly title: string
  readonly severity: FlagSeverity
  /** As printed on the label, in label order. */
  readonly ingredients: ReadonlyArray<string>
  readonly why: string
  readonly lookFor: string
  readonly relatedRecommendation: RelatedRecommendation | undefined
}

export interface FitMatch {
  readonly id: string
  readonly text: string
  readonly ingredients: ReadonlyArray<string>
  readonly relatedRecommendation: RelatedRecommendation | undefined
}

export interface ProductJudgement {
  readonly verdict: Verdict
  readonly headline: string
  readonly flags: ReadonlyArray<FitFlag>
  readonly matches: ReadonlyArray<FitMatch>
}

export interface ProductToJudge {
  readonly ingredients: ReadonlyArray<CheckedIngredient>
  readonly productType: ProductType | undefined
}

/** The person's latest report, re-traced from its stored answers; none before the first quiz. */
export type PersonalReport = TracedReport | undefined

// ---------------------------------------------------------------------------
// What the person told the quiz, in their terms.

const joinWords = (parts: ReadonlyArray<string>): string =>
  parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`

const toldUs = (parts: ReadonlyArray<string>) => `You told us ${joinWords(parts)}`

/** Why lengths are fragile, as answered. */
const fragileReasons = (p: HairProfile): Array<string> => {
  const reasons: Array<string> = []
  const treated = (["bleached", "relaxed", "permed", "coloured"] as const).filter((s) =>
    p.states.has(s),
  )
  if (p.states.has("texture_release")) reasons.push("your hair is texture-released")
  if (p.states.has("keratin_treatment")) reasons.push("your hair is keratin-smoothed")
  if (treated.length > 0) reasons.unshift(`your hair is ${joinWords(treated)}`)
  if (p.porosity === "high") reasons.push("its porosity is high")
  if (isOverProcessed(p)) reasons.push("your lengths have gone gummy or over-stretchy")
  return reasons
}

const scalpReasons = (p: HairProfile): Array<string> => {
  const reasons: Array<string> = []
  if (p.symptoms.has("burning_stinging")) reasons.push("your scalp burns or stings")
  else if (p.scalp.has("sensitive")) reasons.push("your scalp is sensitive")
  if (p.scalp.has("dry_tight")) reasons.push("your scalp feels dry and tight")
  return reasons
}

/** Verb agreement with the ingredients named: "Dimethicone does not", "Both do not". */
type Verb = (one: string, many: string) => string
const verbFor =
  (count: number): Verb =>
  (one, many) =>
    count === 1 ? one : many

const names = (list: ReadonlyArray<string>) =>
  list.length > 3 ? `${list.slice(0, 3).join(", ")} and ${list.length - 3} more` : joinWords(list)

const typeWord = (type: ProductType | undefined): string =>
  type === undefined
    ? "product"
    : (
        {
          shampoo: "shampoo",
          conditioner: "conditioner",
          leave_in: "leave-in",
          styler: "styler",
          oil: "oil",
          treatment: "treatment",
          scalp_treatment: "scalp product",
        } satisfies Record<ProductType, string>
      )[type]

// ---------------------------------------------------------------------------
// The rules. Each reads the person, the product and the report.

interface Situation {
  readonly p: HairProfile
  readonly report: TracedReport
  readonly lines: ReadonlyArray<ReportLine>
  readonly type: ProductType | undefined
  readonly ingredients: ReadonlyArray<CheckedIngredient>
}

interface Finding {
  readonly severity: FlagSeverity
  readonly title: string
  readonly why: string
  readonly lookFor: string
}

interface FlagRule {
  readonly id: string
  readonly categories: ReadonlyArray<IngredientCategory>
  /** Which of the product's ingredients count (default: any of the categories). */
  readonly involves?: (i: CheckedIngredient, index: number, s: Situation) => boolean
  /** What to say, or nothing when the ingredients are no concern for this person. */
  readonly judge: (s: Situation, involved: string, verb: Verb) => Finding | undefined
  /** Report lines this flag follows from, most telling first: `section:ruleId` or a rule id prefix. */
  readonly relatesTo: ReadonlyArray<string>
}

interface MatchRule {
  readonly id: string
  readonly categories: ReadonlyArray<IngredientCategory>
  /** True when the product has what this person's report asks for. */
  readonly when: (s: Situation, involved: ReadonlyArray<string>) => boolean
  readonly say: (s: Situation, involved: string) => string
  readonly relatesTo: ReadonlyArray<string>
}

const touchesScalp = (type: ProductType | undefined) =>
  type === undefined || type === "shampoo" || type === "treatment" || type === "oil"
const leftOn = (type: ProductType | undefined) =>
  type === undefined || type === "leave_in" || type === "styler" || type === "oil"
/** Only a gentle cleanser or a co-wash, never a clarifying or medicated one. */
const neverClarifies = (p: HairProfile) =>
  p.shampoo.size > 0 &&
  !["clarifying", "clarifying_hydrating", "medicated", "anti_flake"].some((v) => p.shampoo.has(v))
const cleanserWords = (p: HairProfile) =>
  p.shampoo.has("cowash")
    ? "you wash with a co-wash"
    : p.shampoo.has("dry_shampoo")
      ? "you rely on dry shampoo"
      : p.shampoo.has("none")
        ? "you use no shampoo"
        : "you wash with a gentle shampoo"

export const flagRules: ReadonlyArray<FlagRule> = [
  {
    id: "strong-cleanser-fragile-hair",
    categories: ["strong_surfactant"],
    judge: ({ p, type }, involved, verb) => {
      const reasons = [...fragileReasons(p), ...scalpReasons(p)]
      if (reasons.length === 0 || (type !== undefined && type !== "shampoo")) return undefined
      const fragile = hasDamagedLengths(p) || isSensitive(p)
      return {
        severity: fragile ? "avoid" : "caution",
        title: "Strong cleansers for hair that needs gentle ones",
        why: `${toldUs(reasons)}. ${involved} ${verb("cleans", "clean")} hard: ${verb("it lifts", "they lift")} the oils that keep ${
          hasDamagedLengths(p) ? "processed, porous" : "dry or coloured"
        } hair supple, so every wash leaves it rougher and more likely to break${
          isSensitive(p) ? `, and ${verb("it", "they")} can sting a sensitive scalp` : ""
        }.${fragile ? "" : " As an occasional clarifying wash it is fine; as your everyday shampoo it is too strong."}`,
        lookFor:
          "A shampoo built on mild surfactants, such as coco-glucoside, decyl glucoside, cocamidopropyl betaine or sodium cocoyl isethionate, with no sulfates or olefin sulfonates.",
      }
    },
    relatesTo: ["products:cleanser-", "avoidForNow:over-clarifying", "scienceNotes:sulfate-myth"],
  },
  {
    id: "heavy-for-fine-hair",
    categories: ["heavy_oil_or_butter", "wax_or_petrolatum"],
    judge: ({ p, report, type }, involved, verb) => {
      const fineAndOily = p.width === "fine" && isOily(p)
      if (!report.trace.context.care.keepLight && !fineAndOily) return undefined
      const reasons = [
        p.width === "fine" ? "your strands are fine" : "your hair is thin",
        ...(isOily(p) ? ["your scalp gets oily"] : []),
      ]
      return {
        severity: type === "shampoo" ? "caution" : "avoid",
        title: "Heavy oils and butters for fine hair",
        why: `${toldUs(reasons)}. ${involved} ${verb("sits", "sit")} on fine strands and ${verb("leaves", "leave")} them limp and flat${
          isOily(p) ? `; near the roots ${verb("it adds", "they add")} to the oil` : ""
        }.`,
        lookFor:
          "Light oils such as argan, jojoba, grapeseed or squalane, or none at all; a lightweight conditioner on the ends only.",
      }
    },
    relatesTo: [
      "avoidForNow:heavy-products-fine-hair",
      "snapshot:fine",
      "zones:zone-ends-fine",
      "products:conditioner",
    ],
  },
  {
    id: "oils-on-a-reactive-scalp",
    categories: ["heavy_oil_or_butter", "wax_or_petrolatum"],
    judge: ({ p, type }, involved, verb) => {
      if (!keepOilOffScalp(p) || !touchesScalp(type)) return undefined
      const reasons = [
        ...(isOily(p) ? ["your scalp gets oily"] : []),
        ...(isFlaky(p) ? ["your scalp flakes"] : []),
        ...(p.symptoms.has("scalp_pimples") || p.symptoms.has("painful_lumps")
          ? ["you get bumps on your scalp"]
          : []),
        ...(hasPlaques(p) ? ["you have scaly plaques"] : []),
      ]
      return {
        severity: "avoid",
        title: "Oils and butters on a scalp that reacts to them",
        why: `${toldUs(reasons)}. On the scalp, ${involved} ${
          isFlaky(p) ? `${verb("feeds", "feed")} the yeast behind flaking and ` : ""
        }can clog the follicles.`,
        lookFor:
          "Oil-free, water-based formulas for anything that touches your scalp; keep oils and butters on the ends.",
      }
    },
    relatesTo: [
      "avoidForNow:heavy-oils-oily-scalp",
      "avoidForNow:occlusives-with-pimples",
      "zones:zone-scalp-flaky-or-pimples",
      "zones:zone-scalp-oily",
      "products:cleanser-anti-dandruff",
    ],
  },
  {
    id: "protein-overload",
    categories: ["protein"],
    judge: ({ p, report }, involved, verb) => {
      if (!proteinStacking(p) && !report.trace.avoidForNow.includes("protein-overload"))
        return undefined
      return {
        severity: "avoid",
        title: "More protein when your report warns of too much",
        why: `${toldUs([
          "you use both protein treatments and bond builders",
          ...(hasNoted(p, "feels_stiff") ? ["your hair feels stiff"] : []),
        ])}. Your report warns of protein overload, and ${involved} ${verb("adds", "add")} more protein, which leaves hair stiff and brittle.`,
        lookFor:
          "A protein-free moisturising conditioner or mask, with glycerin or panthenol and fatty alcohols such as cetearyl alcohol, until your hair feels soft again.",
      }
    },
    relatesTo: [
      "avoidForNow:protein-overload",
      "products:moisture-mask-instead-of-protein",
      "snapshot:protein",
    ],
  },
  {
    id: "fragrance-on-a-sensitive-scalp",
    categories: ["fragrance", "fragrance_allergen", "essential_oil"],
    judge: ({ p }, involved) => {
      if (!isSensitive(p) && !afterChemotherapy(p)) return undefined
      const reasons = [
        ...scalpReasons(p).filter((r) => !r.includes("dry")),
        ...(afterChemotherapy(p) ? ["you had chemotherapy in the last year"] : []),
      ]
      return {
        severity: "avoid",
        title: "Fragrance on a sensitive scalp",
        why: `${toldUs(reasons)}. Fragrance and essential oils are the commonest cause of allergic reactions to hair products, and this has ${involved}.`,
        lookFor:
          "Fragrance-free products: no parfum, no essential oils and none of the allergens a label lists, such as linalool or limonene. Patch-test anything new behind the ear for 48 hours.",
      }
    },
    relatesTo: [
      "products:cleanser-sensitive",
      "avoidForNow:chemical-while-sensitive",
      "scienceNotes:contact-dermatitis",
      "snapshot:burning",
    ],
  },
  {
    id: "preservatives-on-a-sensitive-scalp",
    categories: ["preservative_of_note"],
    judge: ({ p }, involved, verb) => {
      if (!isSensitive(p) && !afterChemotherapy(p)) return undefined
      return {
        severity: "caution",
        title: "Preservatives that often cause allergies",
        why: `${toldUs(scalpReasons(p).length > 0 ? scalpReasons(p) : ["you had chemotherapy in the last year"])}. ${involved} ${verb("is", "are")} among the preservatives most often behind allergic scalp reactions (isothiazolinones, or ones that release formaldehyde).`,
        lookFor:
          "Products preserved with phenoxyethanol, sodium benzoate or potassium sorbate instead.",
      }
    },
    relatesTo: ["products:cleanser-sensitive", "scienceNotes:contact-dermatitis"],
  },
  {
    id: "acids-on-a-sensitive-scalp",
    categories: ["exfoliating_acid"],
    judge: ({ p }, involved, verb) => {
      if (!isSensitive(p) || hasPlaques(p) || isFlaky(p)) return undefined
      return {
        severity: "caution",
        title: "Exfoliating acids on a sensitive scalp",
        why: `${toldUs(scalpReasons(p))}. ${involved} ${verb("loosens", "loosen")} dead skin, and on a scalp that is already reactive they can sting.`,
        lookFor: "An acid-free, fragrance-free product while your scalp is sensitive.",
      }
    },
    relatesTo: ["products:cleanser-sensitive"],
  },
  {
    id: "residue-in-locs",
    categories: ["non_water_soluble_silicone", "wax_or_petrolatum", "heavy_oil_or_butter"],
    judge: ({ p }, involved, verb) =>
      p.locs
        ? {
            severity: "avoid",
            title: "Residue that stays inside locs",
            why: `${toldUs(["you wear locs"])}. ${involved} ${verb("does", "do")} not rinse out of a loc: ${verb("it collects", "they collect")} inside it as residue that holds lint and odour.`,
            lookFor:
              "Residue-free, water-based products: a light spray with aloe or rosewater, and a few drops of a light oil such as jojoba on the scalp if it is dry.",
          }
        : undefined,
    relatesTo: ["products:cleanser-locs", "stylingBuildUp:locs-residue", "snapshot:locs"],
  },
  {
    id: "silicone-build-up",
    categories: ["non_water_soluble_silicone"],
    judge: ({ p, type }, involved, verb) => {
      if (p.locs || !neverClarifies(p) || type === "shampoo") return undefined
      return {
        severity: "caution",
        title: "Silicones your cleanser will not lift",
        why: `${toldUs([cleanserWords(p), "you never use a clarifying shampoo"])}. ${involved} ${verb("does", "do")} not dissolve in water, and a gentle cleanser leaves most of ${verb("it", "them")} behind, so ${verb("it builds", "they build")} up into a coating that leaves hair dull, limp and hard to moisturise.`,
        lookFor:
          "Water-soluble silicones (PEG- or PPG- dimethicones) or none; or keep this and add a clarifying wash every 2 to 4 weeks.",
      }
    },
    relatesTo: [
      "products:clarifying-shampoo",
      "products:cowash-real-shampoo",
      "stylingBuildUp:clarify-when-coated",
      "avoidForNow:dry-shampoo-replacing-wash",
    ],
  },
  {
    id: "drying-alcohol-high-on-the-list",
    categories: ["drying_alcohol"],
    // Only near the top of the list does an alcohol make up enough of the product to dry it.
    involves: (i, index) => index < 5 && i.categories.includes("drying_alcohol"),
    judge: ({ p, type }, involved, verb) => {
      const reasons = [
        ...fragileReasons(p),
        ...(isTightlyCoiled(p) ? ["your hair is tightly coiled"] : []),
        ...(dryClimate(p) ? ["you live in a dry climate"] : []),
      ]
      if (reasons.length === 0 || !leftOn(type)) return undefined
      return {
        severity: "caution",
        title: "Drying alcohol high on the list",
        why: `${toldUs(reasons)}. ${involved}, this high on the list, ${verb("evaporates", "evaporate")} quickly and takes moisture from the hair with it.`,
        lookFor:
          "Alcohol-free stylers, or ones whose alcohols are fatty alcohols such as cetyl, cetearyl or stearyl alcohol.",
      }
    },
    relatesTo: [
      "products:leave-in-high-porosity",
      "products:leave-in-dry-climate",
      "products:curl-definer",
      "products:heat-protectant",
    ],
  },
]

export const matchRules: ReadonlyArray<MatchRule> = [
  {
    id: "antifungal-active",
    categories: ["anti_dandruff_active"],
    when: ({ p, type }, involved) =>
      involved.length > 0 && needsAntifungal(p) && touchesScalp(type),
    say: (_s, involved) => `It has ${involved}: the antifungal active your report asks for.`,
    relatesTo: ["products:cleanser-anti-dandruff"],
  },
  {
    id: "scale-lifter",
    categories: ["exfoliating_acid"],
    when: ({ p }, involved) =>
      involved.length > 0 && hasPlaques(p) && involved.some((i) => /salicyl/iu.test(i)),
    say: (_s, involved) =>
      `It has ${involved}, which softens and lifts scale as your report suggests.`,
    relatesTo: ["products:cleanser-scale-lifting"],
  },
  {
    id: "chelators",
    categories: ["chelator"],
    when: ({ p, type }, involved) =>
      involved.length > 0 &&
      (hardWater(p) || p.environment.has("chlorinated")) &&
      (type === undefined || type === "shampoo"),
    say: (_s, involved) =>
      `It has ${involved}: chelators that lift the minerals your report says your water leaves.`,
    relatesTo: ["products:chelating-shampoo"],
  },
  {
    id: "mild-cleansers-only",
    categories: ["mild_surfactant"],
    when: ({ p, type, ingredients }, involved) =>
      involved.length > 0 &&
      (type === undefined || type === "shampoo") &&
      !ingredients.some((i) => i.categories.includes("strong_surfactant")) &&
      fragileReasons(p).length + scalpReasons(p).length > 0,
    say: () => "It cleanses with mild surfactants only, the gentle kind your hair needs.",
    relatesTo: ["products:cleanser-"],
  },
  {
    id: "fragrance-free",
    categories: [],
    when: ({ p, ingredients }) =>
      (isSensitive(p) || afterChemotherapy(p)) &&
      ingredients.every((i) => i.recognisedAs !== undefined) &&
      !ingredients.some((i) =>
        i.categories.some(
          (c) => c === "fragrance" || c === "fragrance_allergen" || c === "essential_oil",
        ),
      ),
    say: () => "It has no fragrance, essential oils or labelled fragrance allergens.",
    relatesTo: ["products:cleanser-sensitive"],
  },
  {
    id: "rich-for-rich",
    categories: ["heavy_oil_or_butter"],
    when: ({ p, report, type }, involved) =>
      involved.length > 0 &&
      report.trace.context.texture === "Rich" &&
      !p.locs &&
      !keepOilOffScalp(p) &&
      (type === "conditioner" || type === "treatment" || type === "leave_in"),
    say: (_s, involved) =>
      `Its ${involved} ${involved.includes(" and ") ? "suit" : "suits"} the Rich textures your report recommends for your lengths.`,
    relatesTo: ["zones:zone-mid-lengths", "zones:zone-ends", "products:conditioner"],
  },
  {
    id: "moisture-for-porous-hair",
    categories: ["humectant"],
    when: ({ p, type }, involved) =>
      involved.length > 0 &&
      (p.porosity === "high" || hasDamagedLengths(p)) &&
      (type === "conditioner" || type === "leave_in" || type === "treatment"),
    say: (_s, involved) => `It has ${involved} to hold water in porous lengths.`,
    relatesTo: [
      "products:leave-in-high-porosity",
      "products:deep-conditioner",
      "products:conditioner",
    ],
  },
]

// ---------------------------------------------------------------------------

const related = (lines: ReadonlyArray<ReportLine>, relatesTo: ReadonlyArray<string>) => {
  for (const wanted of relatesTo) {
    const [section, rule] = wanted.split(":") as [string, string]
    const found = lines.find(
      (l) =>
        l.section === section &&
        (rule.endsWith("-") ? l.ruleId.startsWith(rule) : l.ruleId === rule),
    )
    if (found !== undefined) return found
  }
  return undefined
}

const involvedNames = (
  s: Situation,
  categories: ReadonlyArray<IngredientCategory>,
  involves?: FlagRule["involves"],
): ReadonlyArray<string> => [
  ...new Set(
    s.ingredients
      .filter((i, index) =>
        involves === undefined
          ? i.categories.some((c) => categories.includes(c))
          : involves(i, index, s),
      )
      .map((i) => i.asPrinted),
  ),
]

const headlineFor = (
  verdict: Verdict,
  type: ProductType | undefined,
  flags: ReadonlyArray<FitFlag>,
  matches: ReadonlyArray<FitMatch>,
): string => {
  const product = typeWord(type)
  switch (verdict) {
    case "no_report":
      return "Take the quiz first: Strand judges a product against your own report."
    case "suits":
      return `This ${product} suits your hair: nothing in it works against your report${
        matches.length > 0 ? ", and it has what your report asks for" : ""
      }.`
    case "caution":
      return `This ${product} can work for your hair, with care: ${flags.length === 1 ? "one thing" : `${flags.length} things`} to know.`
    case "not_for_you":
      return `This ${product} is not a good fit for your hair: ${flags[0]!.title.charAt(0).toLowerCase()}${flags[0]!.title.slice(1)}.`
  }
}

/**
 * The verdict: "not_for_you" when any flag says avoid, "caution" when there
 * are only cautions, "suits" when nothing works against the report, and
 * "no_report" before the person's first report (the ingredients are still
 * sorted, but there is nothing personal to judge them by).
 */
export const judgeProduct = (report: PersonalReport, product: ProductToJudge): ProductJudgement => {
  if (report === undefined) {
    return {
      verdict: "no_report",
      headline: headlineFor("no_report", product.productType, [], []),
      flags: [],
      matches: [],
    }
  }
  // Colourants that only some batches contain are judged like the rest:
  // a person cannot tell which batch they hold.
  const s: Situation = {
    p: report.trace.profile,
    report,
    lines: reportLines(report),
    type: product.productType,
    ingredients: product.ingredients,
  }
  const flags: Array<FitFlag> = []
  for (const rule of flagRules) {
    const involved = involvedNames(s, rule.categories, rule.involves)
    if (involved.length === 0) continue
    const finding = rule.judge(s, names(involved), verbFor(involved.length))
    if (finding === undefined) continue
    flags.push({
      id: rule.id,
      ...finding,
      ingredients: involved,
      relatedRecommendation: related(s.lines, rule.relatesTo),
    })
  }
  // Most serious first, then in rule order.
  flags.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "avoid" ? -1 : 1))
  const matches: Array<FitMatch> = []
  for (const rule of matchRules) {
    const involved = involvedNames(s, rule.categories)
    if (!rule.when(s, involved)) continue
    matches.push({
      id: rule.id,
      text: rule.say(s, names(involved)),
      ingredients: involved,
      relatedRecommendation: related(s.lines, rule.relatesTo),
    })
  }
  const verdict: Verdict = flags.some((f) => f.severity === "avoid")
    ? "not_for_you"
    : flags.length > 0
      ? "caution"
      : "suits"
  return {
    verdict,
    headline: headlineFor(verdict, product.productType, flags, matches),
    flags,
    matches,
  }
}
