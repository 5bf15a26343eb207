/**
 * Product suggestions: product TYPES with key ingredients and usage, never
 * brands, never strengths or doses. Ingredient facts from hair-science §3.
 * Order is priority: the list is cut at `maxProducts` (fewer for someone who
 * wants less fuss), safety items are never cut, so the cleanser the scalp
 * needs and anything protective come first. Only one cleanser rule fires
 * (the first that matches). Conditioner weight and placement come from the
 * one care decision the rhythm also reads.
 */
import {
  afterChemotherapy,
  dryClimate,
  type HairProfile,
  hardWater,
  hasBeard,
  hasPatchyLoss,
  hasPlaques,
  humidClimate,
  isChemicallyTreated,
  isOily,
  isOverProcessed,
  isSalonOnly,
  isSensitive,
  isStructurallyDamaged,
  isTextured,
  isTightlyCoiled,
  keepOilOffScalp,
  needsAntifungal,
  needsMedicatedWash,
  proteinStacking,
  straightenedLengths,
  usesHoldProducts,
  usesOften,
  usesProduct,
  wantsLowerMaintenance,
} from "./HairProfile.ts"
import { type Fired, fire, type ReportContext, type Rule } from "./Rule.ts"

export interface Product {
  readonly title: string
  readonly ingredients: string
  readonly usage: string
}

export const maxProducts = 6
/** "Less time and fuss" means fewer products, not more. */
export const maxProductsLowerMaintenance = 3

const chelatingUsage = (p: HairProfile): string => {
  const cadence =
    isStructurallyDamaged(p) || p.states.has("coloured")
      ? "every 1 to 2 weeks, since treated hair takes up more minerals"
      : "every 2 to 4 weeks"
  // Swimmers: the wash after a swim, not an extra wash, so the wash plan still holds.
  const when = p.environment.has("chlorinated")
    ? `On your first wash day after swimming${hardWater(p) ? `, and otherwise ${cadence}` : ""}; on other swim days, rinse and condition only`
    : `E${cadence.slice(1)}`
  return `${when}. Use it in place of your usual shampoo and always follow with conditioner.`
}

/** Cleansers: the first matching rule is the one cleanser suggested. */
export const cleanserRules: ReadonlyArray<Rule<Product>> = [
  {
    // Plaques are not dandruff: a scale lifter until a dermatologist has seen them.
    id: "cleanser-scale-lifting",
    when: hasPlaques,
    say: (p, ctx) => ({
      title: "Scale-lifting shampoo",
      ingredients: p.states.has("bleached")
        ? "Salicylic acid, which softens and lifts scale; skip coal tar, it can stain lightened hair"
        : "Salicylic acid, which softens and lifts scale; coal tar is the other over-the-counter option",
      usage: `${isSalonOnly(p) ? "Ask for it at each salon wash; at home, " : ""}${ctx.plan.medicated === "weekly" ? "once a week" : "twice a week"} until a dermatologist has seen the plaques: lather on the scalp only, leave on for the time the label gives, then lift loosened scale gently with a comb; never pick it off.`,
    }),
    sources: ["AAD-PSO", "AAD-D"],
  },
  {
    // Rules 14-18: one active, left on per label; curly hair weekly, scalp only.
    id: "cleanser-anti-dandruff",
    when: needsAntifungal,
    say: (p, ctx) => ({
      title: "Anti-dandruff shampoo",
      ingredients: p.states.has("bleached")
        ? "One antifungal active: zinc pyrithione, ketoconazole or selenium sulfide; skip coal tar, it can stain lightened hair"
        : "One antifungal active: zinc pyrithione, ketoconazole or selenium sulfide; salicylic acid or sulfur help lift thick scale",
      usage: isSalonOnly(p)
        ? "Ask your stylist to use it at each salon wash, lathered on the scalp and left on for the time the label gives. Rotate to a different active if flakes are no better after about a month."
        : `${ctx.plan.medicated === "weekly" ? "Once a week" : "Twice a week"}: lather on the scalp only, leave on for the time the label gives, rinse${isTextured(p) && !p.locs ? ", then condition your lengths" : ""}. Rotate to a different active if flakes are no better after about a month; once calm, keep one maintenance wash a week.`,
    }),
    sources: ["AAD-D", "SD-AFP"],
  },
  {
    // Rule 13: sensitive or burning scalp; a scalp after chemotherapy is treated as sensitive.
    id: "cleanser-sensitive",
    when: (p) => isSensitive(p) || afterChemotherapy(p),
    say: (p) => ({
      title: "Gentle fragrance-free cleanser",
      ingredients:
        "Mild surfactants such as coco-glucoside or sodium cocoyl isethionate; no added fragrance or essential oils",
      usage: `${isSalonOnly(p) ? "Bring it to your salon or ask for a fragrance-free wash. " : ""}${afterChemotherapy(p) ? "Check with your treatment team before using any medicated product; " : ""}Patch-test behind the ear for 48 hours before first use, and introduce one new product at a time.`,
    }),
    sources: ["CUT", "CHEMO"],
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
    sources: ["CP"],
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
      title: "Gentle moisturising shampoo",
      ingredients: "Mild surfactants, with glycerin or panthenol to hold water in the hair",
      usage: `Lather the scalp only and let the suds cleanse the lengths; ${isChemicallyTreated(p) ? "treated hair loses moisture fastest, so one lather is enough" : "follow with conditioner every time"}.`,
    }),
    sources: ["AAD-T", "PH", "AAD-S"],
  },
  {
    id: "cleanser-default",
    when: (p) => !isSalonOnly(p),
    say: () => ({
      title: "Mild everyday shampoo",
      ingredients: "Mild surfactants and panthenol; no heavy oils",
      usage:
        "Lather on the scalp only; rinse the suds through the lengths rather than scrubbing them.",
    }),
    sources: ["PH", "AAD-S"],
  },
]

const conditionerFor: Record<ReportContext["texture"], Omit<Product, "usage">> = {
  Light: {
    title: "Lightweight conditioner",
    ingredients:
      "Cetrimonium chloride or polyquaternium-10 for slip, a light silicone such as dimethicone, no heavy oils",
  },
  Medium: {
    title: "Cream conditioner",
    ingredients: "Behentrimonium chloride, cetearyl alcohol, panthenol, a light plant oil",
  },
  Rich: {
    title: "Rich conditioning mask",
    ingredients: "Behentrimonium chloride, cetearyl alcohol, shea butter, coconut oil",
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
    sources: ["HW1", "AAD-S", "CP"],
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
    when: (p) => p.shampoo.has("cowash") && !needsMedicatedWash(p) && !isSalonOnly(p),
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
      const where = p.lowCut
        ? "After each wash, a small amount worked through the short hair, then rinsed."
        : ctx.texture === "Rich"
          ? `On wash day, mid-lengths to ends, 10 to 20 minutes under a warm towel or cap; rinse with cool water${isTightlyCoiled(p) ? ". A warm oil treatment on the lengths before washing twice a month" : ""}.`
          : ctx.care.conditioner === "ends"
            ? "After every wash, on the ends only, where the hair is oldest; rinse well."
            : "After every wash, mid-lengths to ends; detangle while it is in, then rinse."
      return {
        ...conditionerFor[ctx.texture],
        usage: p.conditioning.has("none")
          ? `${where} You skip conditioner now; the ends are the oldest hair and need it most.`
          : where,
      }
    },
    sources: ["AAD-S", "AAD-T", "PH"],
  },
  {
    // Tight coils every wash day [AAD-B]; textured or processed lengths once a week [CP].
    // A Rich texture's conditioner is already the mask.
    id: "deep-conditioner",
    when: (p, ctx) => !isSalonOnly(p) && ctx.care.deep !== "none" && ctx.texture !== "Rich",
    say: (p, ctx) => ({
      title: ctx.texture === "Light" ? "Light deep conditioner" : "Deep conditioner",
      ingredients:
        ctx.texture === "Light"
          ? "Cetrimonium chloride, panthenol, glycerin; no butters"
          : "Behentrimonium chloride, fatty alcohols, a plant oil such as coconut or olive",
      usage: `${ctx.care.deep === "every_wash" ? "Every wash day" : "Once a week, in place of that day's conditioner"}, 10 to 20 minutes under a warm towel or cap${isTightlyCoiled(p) ? "; a warm oil treatment on the lengths before washing twice a month" : ""}.`,
    }),
    sources: ["AAD-B", "CP"],
  },
  {
    // Rule 46: bleach oxidises bonds; bond builders are lab-supported only.
    id: "bond-builder",
    safety: true,
    when: (p) =>
      (p.states.has("bleached") || isOverProcessed(p)) &&
      !proteinStacking(p) &&
      !afterChemotherapy(p),
    say: (p) => ({
      title: "Bond-building treatment",
      ingredients:
        "Maleic or succinic acid bond builders such as bis-aminopropyl diglycol dimaleate, which are claimed to relink broken bonds; the evidence so far comes mostly from their makers' lab tests",
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
        isOverProcessed(p) ||
        (p.states.has("bleached") && !usesProduct(p, "bond_builder"))) &&
      !proteinStacking(p) &&
      !afterChemotherapy(p) &&
      !p.locs &&
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
      title:
        ctx.texture === "Light" || ctx.care.keepLight
          ? "Lightweight moisture treatment"
          : "Moisture mask",
      ingredients:
        ctx.texture === "Light" || ctx.care.keepLight
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
    safety: true,
    when: (p) => (p.heat === "weekly" || p.heat === "occasional") && !isOverProcessed(p),
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
    sources: ["CP"],
  },
  {
    // Rule 56, softened: humectants in very dry air are practitioner lore; seal the leave-in.
    id: "leave-in-dry-climate",
    when: (p) => dryClimate(p) && !humidClimate(p) && !p.locs && !p.lowCut,
    say: (_p, ctx) => ({
      title: "Leave-in conditioner with a sealant",
      ingredients: `A leave-in with panthenol or aloe, then ${ctx.texture === "Light" ? "a drop of light oil" : ctx.texture === "Medium" ? "a cream with a plant oil" : "shea butter or a thick cream"} on top; in very dry air a lot of glycerin may leave hair feeling drier`,
      usage: "On damp hair, sealed in straight away.",
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
    sources: ["OIL", "COS", "CP"],
  },
  {
    // Rule 48: low porosity resists uptake; go light, water-based, add warmth.
    id: "leave-in-low-porosity",
    when: (p) => p.porosity === "low" && !p.locs && !p.lowCut,
    say: (p, ctx) => ({
      title: "Water-based leave-in lotion",
      ingredients:
        "Water first, light humectants such as glycerin or aloe, no butters or heavy oils",
      usage: `Small amounts on damp hair; ${isSalonOnly(p) ? "ask for treatments under a steamer or heat cap at the salon" : ctx.care.deep === "none" ? "put it on straight after the shower, while the hair is still warm, so it can sink in" : "when deep conditioning, add warmth with a cap so the product can get in"}.`,
    }),
    sources: ["CP"],
  },
  {
    // Rich hair gets its volume from keeping rich products off the roots instead.
    id: "volumising-for-shedding",
    // Never for patchy loss: volume is not the answer to patches.
    when: (p, ctx) =>
      ctx.care.keepLight &&
      !hasPatchyLoss(p) &&
      (p.hormonalStage === "postpartum" ||
        p.symptoms.has("sudden_shedding") ||
        p.symptoms.has("widening_parting") ||
        p.goals.has("fuller_look")),
    say: (p) => ({
      title: "Volumising shampoo and light conditioner",
      ingredients:
        "Light cleansers with panthenol or light proteins; no heavy silicones or intensive formulas",
      usage: `${isSalonOnly(p) ? "Ask your salon for it, with" : "Shampoo as planned, with"} conditioner kept on the ends, so roots stay lifted and the hair looks fuller.`,
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
      usage: `Mist the locs two or three times a week and let them air-dry; ${keepOilOffScalp(p) ? "keep oil off the scalp" : "oil the scalp only if it feels tight"}.`,
    }),
    sources: ["CP"],
  },
  {
    id: "curl-definer",
    when: (p) =>
      (p.styles.has("wash_n_go") || p.goals.has("define_curls")) &&
      !p.locs &&
      !straightenedLengths(p),
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
    sources: ["CP"],
  },
  {
    id: "fine-hair-root-lift",
    when: (p, ctx) => ctx.care.keepLight && !p.locs && !p.lowCut && !hasPatchyLoss(p),
    say: () => ({
      title: "Root-lift mousse",
      ingredients: "Light film-forming polymers, no oils",
      usage: "A palm-sized amount at the roots on damp hair instead of heavier creams.",
    }),
    sources: ["COS", "CP"],
  },
  {
    id: "low-cut-styler",
    when: (p) => p.lowCut,
    say: (p) => ({
      title: usesProduct(p, "creams_pomades") ? "Water-based pomade" : "Light styling cream",
      ingredients:
        "Water-based, with light humectants; no petrolatum or mineral oil, which clog the follicles at the hairline",
      usage: "A pea-sized amount on damp hair; it rinses out without a clarifying wash.",
    }),
    sources: ["FOL", "CP"],
  },
  {
    // Rule 20: the same yeast condition affects the beard; a symptom, so never cut.
    id: "beard-anti-dandruff",
    safety: true,
    when: (p) => p.beardSkin === "itchy",
    say: () => ({
      title: "Anti-dandruff wash for the beard",
      ingredients: "The same zinc pyrithione or ketoconazole shampoo you would use on the scalp",
      usage: "Lather into the beard down to the skin twice a week, leave on per label, rinse.",
    }),
    sources: ["SD-AFP"],
  },
  {
    id: "beard-care",
    when: (p) => hasBeard(p) && p.beardSkin !== "itchy",
    say: (p) => ({
      title: "Beard wash and light beard oil",
      ingredients: "Mild cleanser; jojoba or squalane oil, which sit light on the skin",
      usage: `Wash the beard when you wash your hair; a few drops of oil on the skin underneath${p.beardSkin === "oily" ? " only on dry days" : ""}.`,
    }),
    sources: ["CP"],
  },
]

/**
 * When more than the cap apply, these go first: protection and the problems
 * the person reported outrank everyday upgrades.
 */
const priority: ReadonlyArray<string> = [
  "salon-between-visits",
  "heat-protectant",
  "bond-builder",
  "chelating-shampoo",
  "moisture-mask-instead-of-protein",
  "conditioner",
  "cowash-real-shampoo",
  "clarifying-shampoo",
  "locs-moisture-spray",
  "low-cut-styler",
  "beard-anti-dandruff",
  "beard-care",
  "deep-conditioner",
  "protein-treatment",
  "volumising-for-shedding",
  "leave-in-high-porosity",
  "leave-in-low-porosity",
  "leave-in-humid",
  "leave-in-dry-climate",
  "curl-definer",
  "fine-hair-root-lift",
]
const rank = (id: string): number => {
  const i = priority.indexOf(id)
  return i === -1 ? priority.length : i
}
const rulesByPriority = [...productRules].sort((a, b) => rank(a.id) - rank(b.id))

/** The one cleanser, then the other products by priority, within the person's cap. */
export const suggestProducts = (p: HairProfile, ctx: ReportContext): Array<Fired<Product>> => {
  const cleanser = cleanserRules.find((rule) => rule.when(p, ctx))
  const cap = wantsLowerMaintenance(p) ? maxProductsLowerMaintenance : maxProducts
  const chosen: Array<Fired<Product>> =
    cleanser === undefined ? [] : [{ id: cleanser.id, value: cleanser.say(p, ctx) }]
  return [...chosen, ...fire(rulesByPriority, p, ctx, cap - chosen.length)]
}
