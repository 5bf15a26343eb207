/**
 * Product suggestions: product TYPES with key ingredients and usage, never
 * brands, never strengths or doses. Ingredient facts from hair-science §3.
 * Order is priority: the list is cut at `maxProducts`, so the cleanser the
 * scalp needs and anything protective come first. Only one cleanser rule
 * fires (the first that matches).
 */
import {
  dryClimate,
  type HairProfile,
  hardWater,
  humidClimate,
  isChemicallyTreated,
  isFineOrThin,
  isFlaky,
  isHormonalShedding,
  isOily,
  isSalonOnly,
  isSensitive,
  isStructurallyDamaged,
  isTextured,
  isTightlyCoiled,
  proteinStacking,
  usesHoldProducts,
  usesOften,
  usesProduct,
} from "./HairProfile.ts"
import type { ReportContext, Rule } from "./Rule.ts"

export interface Product {
  readonly title: string
  readonly ingredients: string
  readonly usage: string
}

export const maxProducts = 6

/** Rule 18: coal tar stains light hair; lightened hair is the one we know about. */
const lightHair = (p: HairProfile): boolean => p.states.has("bleached")

const chelatingUsage = (p: HairProfile): string => {
  const cadence =
    isStructurallyDamaged(p) || p.states.has("coloured")
      ? "every 1 to 2 weeks, since treated hair takes up more minerals"
      : "every 2 to 4 weeks"
  const when = p.environment.has("chlorinated")
    ? hardWater(p)
      ? `After each swim, and otherwise ${cadence}`
      : "After each swim"
    : `E${cadence.slice(1)}`
  return `${when}, in place of your usual shampoo; always follow with conditioner.`
}

/** Cleansers: the first matching rule is the one cleanser suggested. */
export const cleanserRules: ReadonlyArray<Rule<Product>> = [
  {
    // Rules 14-18: one active, left on per label; curly hair weekly, scalp only.
    id: "cleanser-anti-dandruff",
    when: (p) => isFlaky(p),
    say: (p, ctx) => ({
      title: "Anti-dandruff shampoo",
      ingredients: lightHair(p)
        ? "One antifungal active: zinc pyrithione, ketoconazole or selenium sulfide; skip coal tar, it can stain lightened hair"
        : "One antifungal active: zinc pyrithione, ketoconazole or selenium sulfide; salicylic acid or sulfur help lift thick scale",
      usage: isSalonOnly(p)
        ? "Ask your stylist to use it at each salon wash, lathered on the scalp and left on for the time the label gives. Rotate to a different active if flakes are no better after about a month."
        : `${ctx.plan.medicated === "weekly" ? "Once a week" : "Twice a week"}: lather on the scalp only, leave on for the time the label gives, rinse${isTextured(p) && !p.locs ? ", then condition your lengths" : ""}. Rotate to a different active if flakes are no better after about a month; once calm, keep one maintenance wash a week.`,
    }),
    sources: ["AAD-D", "SD-AFP", "SD-MD", "AAD-D2"],
  },
  {
    // Rule 13: sensitive or burning scalp.
    id: "cleanser-sensitive",
    when: (p) => isSensitive(p),
    say: (p) => ({
      title: "Gentle fragrance-free cleanser",
      ingredients:
        "Mild surfactants such as coco-glucoside or sodium cocoyl isethionate; no added fragrance or essential oils; low pH",
      usage: `${isSalonOnly(p) ? "Bring it to your salon or ask for a fragrance-free wash. " : ""}Patch-test behind the ear for 48 hours before first use, and introduce one new product at a time.`,
    }),
    sources: ["CUT", "PH"],
  },
  {
    id: "cleanser-locs",
    when: (p) => p.locs,
    say: () => ({
      title: "Residue-free shampoo for locs",
      ingredients:
        "Clear formula without silicones, heavy oils, butters or conditioning polymers; a mild surfactant rinses fully out of the loc",
      usage:
        "Dilute in an applicator bottle, work into the scalp between the locs, squeeze suds through the locs, rinse until the water runs clear, then dry completely.",
    }),
    sources: ["HF", "CP"],
  },
  {
    id: "cleanser-oily",
    when: (p) => isOily(p) && !isSalonOnly(p),
    say: (p, ctx) => ({
      title: "Balancing everyday shampoo",
      ingredients:
        "Mild cleansing surfactants without heavy oils or butters; light humectants such as panthenol",
      usage: `${ctx.plan.cadence === "daily" ? "Every day" : "On each wash day"}: one lather on the scalp only; the suds that rinse through are enough for ${p.texture === "unknown" ? "the lengths" : `${p.texture} lengths`}.`,
    }),
    sources: ["AAD-T", "AAD-S"],
  },
  {
    id: "cleanser-dry-or-treated",
    when: (p) =>
      !isSalonOnly(p) && (p.scalp.has("dry_tight") || isChemicallyTreated(p) || isTextured(p)),
    say: (p) => ({
      title: "Gentle sulfate-free moisturising shampoo",
      ingredients:
        "Mild surfactants, glycerin or panthenol as humectants, a low pH of about 5.5 or under to keep the cuticle flat",
      usage: `Lather the scalp only and let the suds cleanse the lengths; ${isChemicallyTreated(p) ? "treated hair loses moisture fastest, so one lather is enough" : "follow with conditioner every time"}.`,
    }),
    sources: ["AAD-T", "PH", "AAD-S"],
  },
  {
    id: "cleanser-default",
    when: (p) => !isSalonOnly(p),
    say: () => ({
      title: "Low-pH everyday shampoo",
      ingredients: "Mild surfactants, a pH of about 5.5 or under, panthenol",
      usage:
        "Lather on the scalp only; rinse the suds through the lengths rather than scrubbing them.",
    }),
    sources: ["PH", "AAD-S"],
  },
]

const conditionerFor: Record<ReportContext["texture"], Product> = {
  Light: {
    title: "Lightweight conditioner",
    ingredients:
      "Cetrimonium chloride or polyquaternium-10 for slip, a light silicone such as dimethicone, no heavy oils",
    usage: "After every wash, on the ends and lower lengths only; rinse well.",
  },
  Medium: {
    title: "Cream conditioner",
    ingredients: "Behentrimonium chloride, cetearyl alcohol, panthenol, a light plant oil",
    usage: "After every wash, mid-lengths to ends; detangle while it is in, then rinse.",
  },
  Rich: {
    title: "Rich conditioning mask",
    ingredients: "Behentrimonium chloride, cetearyl alcohol, shea butter, coconut oil",
    usage:
      "On wash day, mid-lengths to ends, 10 to 20 minutes under a warm towel or cap; rinse with cool water.",
  },
}

export const productRules: ReadonlyArray<Rule<Product>> = [
  {
    // Salon clients get the between-visit products they would actually use.
    id: "salon-between-visits",
    when: (p) => isSalonOnly(p) && !p.locs,
    say: (p, ctx) => ({
      title:
        ctx.texture === "Light" ? "Between-visit leave-in spray" : "Between-visit leave-in cream",
      ingredients:
        ctx.texture === "Light"
          ? "Water, panthenol, cetrimonium chloride, no oils"
          : ctx.texture === "Medium"
            ? "Cetearyl alcohol, behentrimonium chloride, glycerin, a light plant oil"
            : "Cetearyl alcohol, glycerin, shea butter, a plant oil",
      usage: `Between salon visits, a small amount on the ${p.lowCut ? "hair" : "mid-lengths and ends"} when it feels dry; no washing needed.`,
    }),
    sources: ["CP"],
  },
  {
    // Rules 51-54: chelators grab minerals; pools leave copper and chlorine by-products.
    id: "chelating-shampoo",
    when: (p) => hardWater(p) || p.environment.has("chlorinated"),
    say: (p) => ({
      title: p.environment.has("chlorinated") ? "Chelating swimmers' shampoo" : "Chelating shampoo",
      ingredients:
        "Chelators such as EDTA salts, sodium citrate, phytic acid or sodium gluconate, which grab minerals so they rinse away",
      usage: isSalonOnly(p)
        ? "Ask your salon for a chelating wash every few visits, more often if your hair is lightened."
        : chelatingUsage(p),
    }),
    sources: ["HW1", "HW3", "AAD-S", "CP"],
  },
  {
    // Rule 10: styling polymers build up; rule 11: don't overdo it on treated hair.
    id: "clarifying-shampoo",
    when: (p) =>
      usesHoldProducts(p) && !hardWater(p) && !p.environment.has("chlorinated") && !isSalonOnly(p),
    say: (p) => ({
      title: "Clarifying shampoo",
      ingredients: "Stronger cleansing surfactants, no silicones or oils",
      usage: `Every 2 to 4 weeks in place of your usual shampoo to lift gel, spray and pomade build-up${isChemicallyTreated(p) || p.scalp.has("dry_tight") ? "; no more often, it strips moisture from treated or dry hair" : ""}, then condition.`,
    }),
    sources: ["SC", "CP"],
  },
  {
    // Rule 8: co-wash only leaves build-up; flaky scalps need a real shampoo.
    id: "cowash-real-shampoo",
    when: (p) => p.shampoo.has("cowash") && !isFlaky(p) && !isSalonOnly(p),
    say: () => ({
      title: "Occasional true shampoo alongside your co-wash",
      ingredients: "Mild surfactants; your co-wash keeps its cationic conditioners",
      usage:
        "Keep co-washing between, but shampoo the scalp every 1 to 2 weeks so oil and product do not build up.",
    }),
    sources: ["COW", "CP"],
  },
  {
    id: "conditioner",
    when: (p) =>
      !isSalonOnly(p) && !p.locs && !(p.lowCut && !p.scalp.has("dry_tight") && !isTextured(p)),
    say: (p, ctx) => {
      const texture = conditionerFor[ctx.texture]
      const base = p.lowCut
        ? {
            ...texture,
            usage: "After each wash, a small amount worked through the short hair, then rinsed.",
          }
        : texture
      return p.conditioning.has("none")
        ? {
            ...base,
            usage: `${base.usage} You skip conditioner now; the ends are the oldest hair and need it most.`,
          }
        : base
    },
    sources: ["AAD-S", "AAD-T", "PH"],
  },
  {
    // Rule 46: bleach oxidises bonds; bond builders are lab-supported only.
    id: "bond-builder",
    when: (p) => p.states.has("bleached") && !proteinStacking(p),
    say: (p) => ({
      title: "Bond-building treatment",
      ingredients:
        "Maleic or succinic acid bond builders such as bis-aminopropyl diglycol dimaleate; independent clinical data is still limited",
      usage: isSalonOnly(p)
        ? "Ask for a bond builder mixed into every lightening service."
        : `Mixed into every lightening service, plus ${usesProduct(p, "bond_builder") ? "your current home treatment no more than" : "a home treatment"} every 2 to 4 weeks.`,
    }),
    sources: ["BLE", "BOND", "CP"],
  },
  {
    // Rule 49: peptides reduce breakage in relaxed/damaged hair; rule 50: not when stacked.
    id: "protein-treatment",
    when: (p) =>
      (p.states.has("relaxed") ||
        p.states.has("texture_release") ||
        p.states.has("permed") ||
        (p.states.has("bleached") && !usesProduct(p, "bond_builder"))) &&
      !proteinStacking(p) &&
      !usesOften(p, "protein_treatment"),
    say: (p) => ({
      title: "Light protein treatment",
      ingredients:
        "Hydrolysed keratin, wheat, silk or rice protein, followed by a moisturising conditioner",
      usage: `Every 2 to 4 weeks${isSalonOnly(p) ? " at your salon" : ""}; space it out if hair starts to feel stiff or straw-like.`,
    }),
    sources: ["PROT", "CP"],
  },
  {
    // Rule 50: stacking protein and bond builder, swap one slot for moisture.
    id: "moisture-mask-instead-of-protein",
    when: (p) => proteinStacking(p),
    say: (_p, ctx) => ({
      title: ctx.texture === "Light" ? "Lightweight moisture treatment" : "Moisture mask",
      ingredients:
        ctx.texture === "Light"
          ? "Glycerin, panthenol, aloe, cetrimonium chloride; no added protein"
          : "Glycerin, panthenol, cetearyl alcohol, a plant oil; no added protein",
      usage:
        "Use this in every other treatment slot so protein and bond builder are spaced at least 4 weeks apart.",
    }),
    sources: ["CP"],
  },
  {
    // Rule 32, heat-protectant polymers [HEAT-P].
    id: "heat-protectant",
    when: (p) => p.heat === "weekly" || p.heat === "occasional",
    say: (p) => ({
      title: "Heat protectant",
      ingredients:
        "Film-forming polymers such as VP/acrylates/lauryl methacrylate copolymer or polyquaternium-55, plus silicones",
      usage: `Every time you use heat, on ${p.heat === "weekly" ? "fully dried" : "damp or dry"} hair before the tool touches it; keep the tool on its lowest effective setting.`,
    }),
    sources: ["AAD-B", "HEAT-P", "HEAT-T"],
  },
  {
    // Rule 55: humid air + humectants = frizz; film-formers help.
    id: "leave-in-humid",
    when: (p) => humidClimate(p) && !p.locs && !p.lowCut,
    say: (_p, ctx) => ({
      title: ctx.texture === "Light" ? "Anti-humidity spray" : "Anti-humidity leave-in cream",
      ingredients:
        "Film-formers such as polyquaternium or light silicones; humectants like glycerin low on the list",
      usage: "On damp hair after washing to keep the cuticle sealed against humid air.",
    }),
    sources: ["CP", "SIL"],
  },
  {
    // Rule 56: dry air, humectants under a sealant.
    id: "leave-in-dry-climate",
    when: (p) => dryClimate(p) && !humidClimate(p) && !p.locs && !p.lowCut,
    say: (_p, ctx) => ({
      title: "Humectant leave-in with a sealant",
      ingredients: `Glycerin, aloe, panthenol or sodium PCA, then ${ctx.texture === "Light" ? "a drop of light oil" : ctx.texture === "Medium" ? "a cream with a plant oil" : "shea butter or a thick cream"} on top`,
      usage:
        "Leave-in on damp hair, then seal it in straight away so dry air cannot pull the water back out.",
    }),
    sources: ["CP"],
  },
  {
    // Rule 47: porous hair loses water; seal it.
    id: "leave-in-high-porosity",
    when: (p) => (p.porosity === "high" || isStructurallyDamaged(p)) && !p.locs && !p.lowCut,
    say: (_p, ctx) => ({
      title: "Leave-in conditioner and sealant",
      ingredients: `Cetrimonium chloride, panthenol, amodimethicone, which clings to damaged spots; seal with ${ctx.texture === "Rich" ? "shea butter or a heavier oil" : "a light oil"}`,
      usage:
        "On damp lengths after every wash, sealant on top; a pre-wash coconut oil on the lengths limits swelling when wet.",
    }),
    sources: ["OIL", "COS", "SIL"],
  },
  {
    // Rule 48: low porosity resists uptake; go light, water-based, add warmth.
    id: "leave-in-low-porosity",
    when: (p) => p.porosity === "low" && !p.locs && !p.lowCut,
    say: (p) => ({
      title: "Water-based leave-in lotion",
      ingredients:
        "Water first, light humectants such as glycerin or aloe, no butters or heavy oils",
      usage: `Small amounts on damp hair; ${isSalonOnly(p) ? "ask for deep treatments under a steamer or heat cap at the salon" : "when deep conditioning, add warmth with a cap so the product can get in"}.`,
    }),
    sources: ["CP"],
  },
  {
    // Rich hair gets its volume from keeping rich products off the roots instead.
    id: "volumising-for-shedding",
    when: (p, ctx) =>
      ctx.texture !== "Rich" &&
      (isHormonalShedding(p) || p.symptoms.has("sudden_shedding") || p.goals.has("fuller_look")),
    say: (p) => ({
      title: "Volumising shampoo and light conditioner",
      ingredients:
        "Light cleansers with panthenol or light proteins; no heavy silicones or intensive formulas",
      usage: `${isSalonOnly(p) ? "Ask your salon for it, with" : "Shampoo as planned, with"} conditioner kept on the ends, so roots stay lifted${p.symptoms.has("sudden_shedding") || isHormonalShedding(p) ? " while hair regrows" : " and hair looks fuller"}.`,
    }),
    sources: ["AAD-PP", "AAD-T"],
  },
  {
    id: "locs-moisture-spray",
    when: (p) => p.locs,
    say: (p) => ({
      title: "Light loc moisturising spray",
      ingredients:
        "Water, aloe, a little glycerin and a light oil such as jojoba; no butters, waxes or heavy creams",
      usage: `Mist the locs two or three times a week and let them air-dry; ${isFlaky(p) || isOily(p) || p.symptoms.has("scalp_pimples") ? "keep oil off the scalp" : "oil the scalp only if it feels tight"}.`,
    }),
    sources: ["HF", "CP"],
  },
  {
    id: "coily-deep-condition",
    when: (p, ctx) => isTightlyCoiled(p) && !p.locs && !p.lowCut && ctx.texture !== "Light",
    say: () => ({
      title: "Deep conditioner and hot-oil treatment",
      ingredients: "Behentrimonium chloride, fatty alcohols, coconut or olive oil",
      usage: "Deep condition every wash day; a warm oil treatment before washing twice a month.",
    }),
    sources: ["AAD-B", "OIL"],
  },
  {
    id: "curl-definer",
    when: (p) => (p.styles.has("wash_n_go") || p.goals.has("define_curls")) && !p.locs,
    say: (_p, ctx) => ({
      title:
        ctx.texture === "Rich"
          ? "Curl cream with a gel on top"
          : ctx.texture === "Medium"
            ? "Curl gel-cream"
            : "Light curl gel",
      ingredients:
        "Film-forming polymers for hold, aloe or glycerin for moisture, no drying alcohols high on the list",
      usage:
        "On soaking-wet hair right after conditioning, rake or shingle through, then hands off until dry.",
    }),
    sources: ["ALC", "CP"],
  },
  {
    id: "fine-hair-root-lift",
    when: (p) => isFineOrThin(p) && !p.locs && !p.lowCut && !isTightlyCoiled(p),
    say: () => ({
      title: "Root-lift mousse",
      ingredients: "Light film-forming polymers, no oils",
      usage: "A palm-sized amount at the roots on damp hair instead of heavier creams.",
    }),
    sources: ["AAD-T", "CP"],
  },
  {
    id: "low-cut-styler",
    when: (p) => p.lowCut,
    say: (p) => ({
      title: usesProduct(p, "creams_pomades") ? "Water-based pomade" : "Light styling cream",
      ingredients:
        "Water-based, with light humectants; no petrolatum or mineral oil near the hairline",
      usage: "A pea-sized amount on damp hair; it rinses out without a clarifying wash.",
    }),
    sources: ["FOL", "CP"],
  },
  {
    // Rule 20: the same yeast condition affects the beard.
    id: "beard-care",
    when: (p) => p.beardSkin !== "unknown" || p.beardGoals.size > 0,
    say: (p) => ({
      title:
        p.beardSkin === "itchy"
          ? "Anti-dandruff wash for the beard"
          : "Beard wash and light beard oil",
      ingredients:
        p.beardSkin === "itchy"
          ? "The same zinc pyrithione or ketoconazole shampoo you would use on the scalp"
          : "Mild cleanser; jojoba or squalane oil, which sit light on the skin",
      usage:
        p.beardSkin === "itchy"
          ? "Lather into the beard down to the skin twice a week, leave on per label, rinse."
          : `Wash the beard when you wash your hair; a few drops of oil on the skin underneath${p.beardSkin === "oily" ? " only on dry days" : ""}.`,
    }),
    sources: ["SD-MD", "CP"],
  },
]

/**
 * When more than `maxProducts` apply, these go first: protection and the
 * problems the person reported outrank everyday upgrades.
 */
const priority: ReadonlyArray<string> = [
  "salon-between-visits",
  "chelating-shampoo",
  "heat-protectant",
  "bond-builder",
  "moisture-mask-instead-of-protein",
  "conditioner",
  "cowash-real-shampoo",
  "clarifying-shampoo",
  "locs-moisture-spray",
  "low-cut-styler",
  "beard-care",
  "volumising-for-shedding",
  "protein-treatment",
  "leave-in-high-porosity",
  "leave-in-low-porosity",
  "leave-in-humid",
  "leave-in-dry-climate",
  "coily-deep-condition",
  "curl-definer",
  "fine-hair-root-lift",
]
const rank = (id: string): number => {
  const i = priority.indexOf(id)
  return i === -1 ? priority.length : i
}
const rulesByPriority = [...productRules].sort((a, b) => rank(a.id) - rank(b.id))

export const suggestProducts = (p: HairProfile, ctx: ReportContext): Array<Product> => {
  const out: Array<Product> = []
  for (const rule of cleanserRules) {
    if (rule.when(p, ctx)) {
      out.push(rule.say(p, ctx))
      break
    }
  }
  for (const rule of rulesByPriority) {
    if (out.length >= maxProducts) break
    if (rule.when(p, ctx)) out.push(rule.say(p, ctx))
  }
  return out
}
