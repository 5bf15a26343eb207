/**
 * Product suggestions: product TYPES with key ingredients and usage, never
 * brands, never strengths or doses. Ingredient facts from hair-science §3.
 * Only one cleanser rule fires (the first that matches). Which of the other
 * products make the list is the plan's choice (RoutinePlan.ts, through
 * `chooseProducts` here): every product that applies has a value for this
 * person (its tier: protection and the person's own complaint first, styling
 * last) and a cost, and the list takes the most valuable ones within the
 * person's limits (RoutineLimits.ts). How often each is used comes from the
 * plan's intervals, the same ones the rhythm writes.
 */

import type { ReactedTo } from "../notes/NoteStatement.ts"
import { capitalise } from "../text/Sentences.ts"
import {
  afterChemotherapy,
  buildUpWords,
  dryClimate,
  type HairProfile,
  hasBeard,
  hasDamagedLengths,
  hasNoted,
  hasPatchyLoss,
  hasPersistentFlaking,
  hasPlaques,
  humidClimate,
  isChemicallyTreated,
  isOily,
  isOverProcessed,
  isSalonOnly,
  isSensitive,
  isStructurallyDamaged,
  isTextured,
  keepOilOffScalp,
  needsAntifungal,
  proteinStacking,
  straightenedLengths,
  textureWords,
  usesOften,
  usesProduct,
  wearsBraids,
} from "./HairProfile.ts"
import { type Interval, intervalWords } from "./Intervals.ts"
import { forbiddenLines, supersededRules } from "./PathwayLimits.ts"
import { reactsTo } from "./pathways/ReactedTo.ts"
import { scalpShows } from "./pathways/Signs.ts"
import type { RoutineLimits } from "./RoutineLimits.ts"
import type { Fired, ReportContext, Rule } from "./Rule.ts"
import { cadenceWords } from "./WashPlan.ts"

export interface Product {
  readonly title: string
  readonly ingredients: string
  readonly usage: string
}

/**
 * How much a product is worth to this person, most first: 0 protects them
 * (a symptom's treatment, heat, sun; never cut, even over a limit), 1
 * answers their own complaint or essential care, 2 everyday basics, 3 upkeep,
 * 4 styling.
 */
export type Tier = 0 | 1 | 2 | 3 | 4

export interface ProductRule extends Rule<Product> {
  readonly tier: (p: HairProfile, ctx: ReportContext) => Tier
  /** "premium": treatments and masks, left out first on a small budget. */
  readonly cost: "everyday" | "premium"
  /** The product in a sentence, for what the limits left out: "a clarifying shampoo". */
  readonly name: string
  /** Products of one group do one job: only the most valuable of them is suggested. */
  readonly group?: "leave-in" | "conditioner"
  /** Part of how the person washes (a co-wash): kept with the cleanser, before any other. */
  readonly cleanses?: true
}

/** Humectants in a suggested formula: glycerin stays off the list in humid air (rule 55). */
const humectants = (ctx: ReportContext): string =>
  ctx.plan.lowHumectants ? "panthenol" : "glycerin or panthenol"

/** "twice a week": the plan's wash days, for a usage line. */
const washDays = (ctx: ReportContext): string => cadenceWords[ctx.plan.cadence]

const every = (interval: Interval): string => (interval === "none" ? "" : intervalWords[interval])

/** "bleached and coloured": the chemistry the hair has had. */
const treatedWords = (p: HairProfile): string => {
  const words = (
    ["bleached", "coloured", "relaxed", "permed", "texture_release", "keratin_treatment"] as const
  )
    .filter((state) => p.states.has(state))
    .map((state) =>
      state === "texture_release"
        ? "texture-released"
        : state === "keratin_treatment"
          ? "smoothed"
          : state,
    )
  return words.length <= 1
    ? (words[0] ?? "treated")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`
}

/** The chelating wash: on its interval, and as the first wash after a pool swim. */
const chelatingUsage = (p: HairProfile, ctx: ReportContext): string => {
  const { chelate, chelateAfterSwims } = ctx.plan
  const cadence =
    chelate === "every_1_2_weeks"
      ? "every 1 to 2 weeks, since treated hair takes up more minerals"
      : every(chelate)
  // Swimmers: the wash after a swim, not an extra wash, so the wash plan still holds.
  const when = chelateAfterSwims
    ? `On your first wash day after swimming${chelate === "none" ? "" : `, and otherwise ${cadence}`}; on other swim days, ${p.locs ? "rinse the locs through only" : "rinse and condition only"}`
    : capitalise(cadence)
  return `${when}. Use it in place of your usual shampoo and always follow with ${p.locs ? "a full rinse and a thorough dry" : "conditioner"}.`
}

/** The everyday cleanser by name, for the wash days that use it (a medicated one is named apart). */
export const everydayCleanserNames: Readonly<Record<string, string>> = {
  "cleanser-sensitive": "fragrance-free cleanser",
  "cleanser-locs": "residue-free shampoo",
  "cleanser-oily": "balancing shampoo",
  "cleanser-dry-or-treated": "moisturising shampoo",
  "cleanser-default": "mild shampoo",
}

/** "your wavy lengths": the lengths a usage line talks about. */
const lengthsOf = (p: HairProfile): string =>
  p.lowCut
    ? "your short hair"
    : p.texture === "unknown"
      ? "the lengths"
      : `your ${p.texture} lengths`

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
      ingredients: `One antifungal active: zinc pyrithione, ketoconazole or selenium sulfide${p.states.has("bleached") ? "; skip coal tar, it can stain lightened hair" : hasPersistentFlaking(p) ? "; salicylic acid or sulfur help lift thick scale" : ""}`,
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
    say: (_p, ctx) => ({
      title: "Residue-free shampoo for locs",
      ingredients:
        "Clear formula without silicones, heavy oils, butters or conditioning polymers; a mild surfactant rinses fully out of the loc",
      usage: `${capitalise(washDays(ctx))}: dilute in an applicator bottle, work into the scalp between the locs, squeeze suds through the locs, rinse until the water runs clear, then dry completely.`,
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
      usage: `${capitalise(washDays(ctx))}: one lather on the scalp only; the suds that rinse through are enough for ${p.texture === "unknown" ? "the lengths" : `${p.texture} lengths`}.`,
    }),
    sources: ["AAD-T", "AAD-S"],
  },
  {
    id: "cleanser-dry-or-treated",
    when: (p) =>
      !isSalonOnly(p) && (p.scalp.has("dry_tight") || isChemicallyTreated(p) || isTextured(p)),
    say: (p, ctx) => ({
      title: "Gentle moisturising shampoo",
      ingredients: `Mild surfactants, with ${humectants(ctx)} to hold water in ${isChemicallyTreated(p) ? `${treatedWords(p)} hair` : p.texture === "unknown" ? "the hair" : `${p.texture} hair`}`,
      usage: `${capitalise(washDays(ctx))}${ctx.plan.cowash ? ", with your co-wash in between" : ""}: lather the scalp only and let the suds cleanse ${lengthsOf(p)}; ${isChemicallyTreated(p) ? `${treatedWords(p)} hair loses moisture fastest, so one lather is enough` : "one lather is enough"}.`,
    }),
    sources: ["AAD-T", "PH", "AAD-S"],
  },
  {
    id: "cleanser-default",
    when: (p) => !isSalonOnly(p),
    say: (p, ctx) => ({
      title: "Mild everyday shampoo",
      ingredients: `Mild surfactants and panthenol; no heavy oils to weigh down ${p.texture === "unknown" ? "the hair" : `${p.texture} hair`}`,
      usage: `${capitalise(washDays(ctx))}${ctx.plan.cowash ? ", with your co-wash in between" : ""}: lather on the scalp only; rinse the suds through ${lengthsOf(p)} rather than scrubbing them.`,
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
    ingredients: "Behentrimonium chloride, cetearyl alcohol, panthenol",
  },
  Rich: {
    title: "Rich conditioning mask",
    ingredients: "Behentrimonium chloride, cetearyl alcohol, shea butter",
  },
}

/**
 * What a conditioner needs for this head beyond its texture: something that
 * clings to damage on porous or processed lengths, nothing heavy on
 * low-porosity hair, no glycerin high on the list in humid air.
 */
const conditionerNeeds = (p: HairProfile, ctx: ReportContext): string =>
  [
    ...(hasDamagedLengths(p) && ctx.texture !== "Light"
      ? [
          `amodimethicone, which clings to the damaged spots of ${p.porosity === "high" && !isStructurallyDamaged(p) ? "porous" : "processed"} lengths`,
        ]
      : []),
    ...(p.porosity === "low" ? ["nothing heavier than a light oil for low-porosity hair"] : []),
    ...(ctx.plan.lowHumectants ? ["no glycerin high on the list in humid air"] : []),
  ]
    .map((need) => `; ${need}`)
    .join("")

/**
 * The oil in a richer formula, by the strand: coconut where porous hair loses
 * protein when wet [OIL], something richer for coarse strands, light otherwise.
 */
/** A rich butter, never from a nut for someone who keeps away from nuts. */
const butter = (p: HairProfile): string => (reactsTo(p, "nuts") ? "mango butter" : "shea butter")

const plantOil = (p: HairProfile): string =>
  // Never coconut for someone whose skin reacts to it.
  p.porosity === "high" && !reactsTo(p, "coconut")
    ? "coconut oil, which limits protein loss in porous hair"
    : p.width === "coarse"
      ? "a richer plant oil such as olive for coarse strands"
      : "a light plant oil"

/** The warm oil treatment on tight coils, when the plan has time for it [AAD-B]. */
const hotOilWords = (ctx: ReportContext): string =>
  ctx.plan.hotOil ? "; a warm oil treatment on the lengths before washing twice a month" : ""

/** One leave-in does the job of two: the one chosen carries the climate's caveat too. */
const climateCaveat = (p: HairProfile, ctx: ReportContext): string =>
  ctx.plan.lowHumectants
    ? "; no glycerin high on the list in humid air"
    : dryClimate(p)
      ? "; in very dry air a lot of glycerin may leave hair feeling drier"
      : ""

/** Lengths that lose structure or moisture: a leave-in or bond care answers what they report. */
const fragileLengths = (p: HairProfile): boolean =>
  hasDamagedLengths(p) || p.symptoms.has("broken_edges") || hasNoted(p, "breakage")

export const productRules: ReadonlyArray<ProductRule> = [
  {
    // Salon clients get the between-visit products they would actually use.
    id: "salon-between-visits",
    name: "a leave-in for between salon visits",
    tier: () => 2,
    cost: "everyday",
    when: (p) => isSalonOnly(p) && !p.locs,
    say: (p, ctx) => ({
      title:
        ctx.texture === "Light" ? "Between-visit leave-in spray" : "Between-visit leave-in cream",
      ingredients:
        ctx.texture === "Light"
          ? "Water, panthenol, cetrimonium chloride, no oils"
          : ctx.texture === "Medium"
            ? `Cetearyl alcohol, behentrimonium chloride, ${ctx.plan.lowHumectants ? "aloe" : "glycerin"}, a light plant oil`
            : `Cetearyl alcohol, ${ctx.plan.lowHumectants ? "aloe" : "glycerin"}, ${butter(p)}, a plant oil`,
      usage: `Between salon visits, a small amount on the ${p.lowCut ? "hair" : "mid-lengths and ends"} when it feels dry; no washing needed.`,
    }),
    sources: ["CP"],
  },
  {
    // Rules 51-54: chelators grab minerals; pools leave copper and chlorine by-products.
    id: "chelating-shampoo",
    name: "a chelating shampoo",
    // Lightened hair in a pool turns green and brittle from copper: there the chelator protects.
    tier: (p, ctx) =>
      ctx.plan.chelateAfterSwims && (p.states.has("bleached") || p.states.has("coloured")) ? 0 : 3,
    cost: "everyday",
    when: (_p, ctx) => ctx.plan.chelate !== "none" || ctx.plan.chelateAfterSwims,
    say: (p, ctx) => ({
      title: ctx.plan.chelateAfterSwims ? "Chelating swimmers' shampoo" : "Chelating shampoo",
      ingredients:
        "Chelators such as EDTA salts, sodium citrate, phytic acid or sodium gluconate, which grab minerals so they rinse away",
      usage: isSalonOnly(p)
        ? `Ask your salon for a chelating wash every few visits${ctx.plan.chelate === "every_1_2_weeks" ? ", more often since your hair is treated" : ""}.`
        : chelatingUsage(p, ctx),
    }),
    sources: ["HW1", "AAD-S", "CP"],
  },
  {
    // Rule 10: styling polymers build up; rule 11: don't overdo it on treated hair.
    id: "clarifying-shampoo",
    name: "a clarifying shampoo",
    tier: () => 3,
    cost: "everyday",
    when: (_p, ctx) => ctx.plan.clarify !== "none",
    say: (p, ctx) => ({
      title: "Clarifying shampoo",
      ingredients: "Stronger cleansing surfactants, no silicones or oils",
      usage: `${capitalise(every(ctx.plan.clarify))} in place of your usual shampoo to lift ${buildUpWords(p)}${isChemicallyTreated(p) || p.scalp.has("dry_tight") ? "; no more often, it strips moisture from treated or dry hair" : ""}, then ${p.locs ? "rinse the locs through and dry them fully" : "condition"}.`,
    }),
    sources: ["SC", "CP"],
  },
  {
    // Rule 8: co-washing alone leaves build-up; between true shampoos it is gentle.
    id: "cowash-real-shampoo",
    name: "a co-wash",
    tier: () => 1,
    cost: "everyday",
    cleanses: true,
    when: (_p, ctx) => ctx.plan.cowash,
    say: (p, ctx) => ({
      title: "Your co-wash, between shampoos",
      ingredients: "Cationic conditioners with a mild cleanser; your co-wash as it is",
      usage: `On the scalp between your shampoos, which come ${washDays(ctx)} so oil and product do not build up on your ${p.texture === "unknown" ? "" : `${textureWords(p)} `}hair.`,
    }),
    sources: ["COW", "CP"],
  },
  {
    id: "conditioner",
    name: "a conditioner",
    group: "conditioner",
    // Bleached or relaxed lengths need it as protection, kept even past a limit;
    // textured, processed or porous lengths and a dry scalp cannot do without it.
    tier: (p) =>
      isStructurallyDamaged(p)
        ? 0
        : isTextured(p) ||
            hasDamagedLengths(p) ||
            hasNoted(p, "feels_stiff") ||
            hasNoted(p, "breakage") ||
            p.scalp.has("dry_tight") ||
            p.conditioning.has("none") ||
            // Conditioner smoothed on before a swim is the barrier against chlorine and salt.
            p.swimming === "weekly" ||
            p.swimming === "several_weekly"
          ? 1
          : 2,
    cost: "everyday",
    when: (p) =>
      !isSalonOnly(p) && !p.locs && !(p.lowCut && !p.scalp.has("dry_tight") && !isTextured(p)),
    say: (p, ctx) => {
      const where = p.lowCut
        ? "After each wash, a small amount worked through the short hair, then rinsed."
        : ctx.texture === "Rich"
          ? `On each wash day, ${washDays(ctx)}, mid-lengths to ends, ${ctx.plan.deep === "none" ? "left on for a few minutes" : "10 to 20 minutes under a warm towel or cap"}; rinse with cool water${hotOilWords(ctx)}.`
          : ctx.care.conditioner === "ends"
            ? `After each wash, ${washDays(ctx)}, on the ends only, where the hair is oldest; rinse well.`
            : `After each wash, ${washDays(ctx)}, mid-lengths to ends of ${lengthsOf(p)
                .replace(/ lengths$/, " hair")
                .replace(/^the hair$/, "your hair")}; detangle while it is in, then rinse.`
      // In braids most weeks, conditioner is for the loose hair between sets.
      const braided = wearsBraids(p) && !p.lowCut
      return {
        title: conditionerFor[ctx.texture].title,
        ingredients: `${conditionerFor[ctx.texture].ingredients.replace("shea butter", butter(p))}${ctx.texture === "Light" ? "" : `, ${plantOil(p)}`}${conditionerNeeds(p, ctx)}`,
        usage: `${braided ? "Between sets of braids, on the loose hair: " : ""}${
          p.conditioning.has("none")
            ? `${where} You skip conditioner now; ${p.lowCut ? "on short hair a little, rinsed out, softens it and eases a tight scalp" : "the ends are the oldest hair and need it most"}.`
            : where
        }${braided ? " In braids, keep it off the braids, since rinsing it through turns them fuzzy." : ""}`,
      }
    },
    sources: ["AAD-S", "AAD-T", "PH", "OIL"],
  },
  {
    // Tight coils every wash day [AAD-B]; textured or processed lengths once a week [CP].
    // A Rich texture's conditioner is already the mask.
    id: "deep-conditioner",
    name: "a deep conditioner",
    tier: () => 3,
    cost: "premium",
    when: (p, ctx) =>
      !isSalonOnly(p) && !p.locs && !p.lowCut && ctx.plan.deep !== "none" && ctx.texture !== "Rich",
    say: (p, ctx) => ({
      title: ctx.texture === "Light" ? "Light deep conditioner" : "Deep conditioner",
      ingredients:
        ctx.texture === "Light"
          ? `Cetrimonium chloride, ${ctx.plan.lowHumectants ? "panthenol" : "panthenol, glycerin"}; no butters`
          : `Behentrimonium chloride, fatty alcohols, ${plantOil(p)}`,
      usage: `${ctx.plan.deep === "every_wash" ? `Every wash day, ${washDays(ctx)}` : "Once a week, in place of that day's conditioner"}, 10 to 20 minutes under a warm towel or cap${hotOilWords(ctx)}.`,
    }),
    sources: ["AAD-B", "OIL", "CP"],
  },
  {
    // Rule 46: bleach oxidises bonds; bond builders are lab-supported only.
    id: "bond-builder",
    name: "a bond-building treatment",
    tier: (p) => (fragileLengths(p) && (isOverProcessed(p) || !p.states.has("bleached")) ? 1 : 3),
    cost: "premium",
    // Someone stacking treatments has one already: the rhythm spaces it.
    when: (p, ctx) => ctx.plan.bond !== "none" && !proteinStacking(p),
    say: (p, ctx) => {
      const inService = ctx.plan.lightening === "continue"
      const turns = ctx.plan.treatmentsAlternate ? ", taking turns with the protein treatment" : ""
      return {
        title: "Bond-building treatment",
        ingredients:
          "Maleic or succinic acid bond builders such as bis-aminopropyl diglycol dimaleate, which are claimed to relink broken bonds; the evidence so far comes mostly from their makers' lab tests",
        usage: isSalonOnly(p)
          ? inService
            ? "Ask for a bond builder mixed into each lightening service."
            : `Ask your salon for a bond-building treatment ${every(ctx.plan.bond)}${turns}.`
          : `${inService ? "Mixed into each lightening service, plus " : ""}${usesProduct(p, "bond_builder") ? "your home treatment" : "a home treatment"} ${every(ctx.plan.bond)}${turns}${ctx.plan.lightening === "stop" ? ", until the damaged length is cut away" : ""}.`,
      }
    },
    sources: ["BLE", "BOND", "CP"],
  },
  {
    // Rule 49: peptides reduce breakage in relaxed or damaged hair.
    id: "protein-treatment",
    name: "a protein treatment",
    tier: () => 3,
    cost: "premium",
    when: (p, ctx) =>
      ctx.plan.protein !== "none" && !proteinStacking(p) && !usesOften(p, "protein_treatment"),
    say: (p, ctx) => ({
      title: "Light protein treatment",
      ingredients:
        "Hydrolysed keratin, wheat, silk or rice protein, followed by a moisturising conditioner",
      usage: `${capitalise(every(ctx.plan.protein))}${isSalonOnly(p) ? " at your salon" : ""}${ctx.plan.treatmentsAlternate ? ", taking turns with the bond builder, never in the same week" : ""}; space it out if hair starts to feel stiff or straw-like.`,
    }),
    sources: ["PROT", "CP"],
  },
  {
    // Rule 50: stacking protein and bond builder, swap one slot for moisture.
    id: "moisture-mask-instead-of-protein",
    name: "a moisture mask",
    tier: () => 1,
    cost: "premium",
    when: (p, ctx) => proteinStacking(p) && ctx.plan.treatmentsAlternate,
    say: (_p, ctx) => ({
      title:
        ctx.texture === "Light" || ctx.care.keepLight
          ? "Lightweight moisture treatment"
          : "Moisture mask",
      ingredients: `${ctx.plan.lowHumectants ? "Panthenol, aloe" : "Glycerin, panthenol"}, ${ctx.texture === "Light" || ctx.care.keepLight ? "cetrimonium chloride" : "cetearyl alcohol, a plant oil"}; no added protein`,
      usage: `In the weeks between the protein and the bond treatment, so each of them comes ${every(ctx.plan.protein)}.`,
    }),
    sources: ["CP"],
  },
  {
    // Rule 32, heat-protectant polymers [HEAT-P].
    id: "heat-protectant",
    name: "a heat protectant",
    // Heat now and then ranks below what the hair needs at every wash (a conditioner for curls).
    tier: (p) => (p.heat === "weekly" ? 0 : 2),
    cost: "everyday",
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
    // A visible or thinning scalp burns like any skin, and sun is the main cause of skin cancer there.
    id: "scalp-sunscreen",
    name: "a sunscreen for the scalp",
    tier: (p) =>
      // A full head of hair outdoors needs a hat for the parting before a product slot.
      !scalpShows(p)
        ? 3
        : p.sun.has("outdoors_most_days") ||
            p.sun.has("sunburnt_scalp") ||
            hasNoted(p, "sun_exposure") ||
            p.lowCut
          ? 0
          : // Thinning lets the sun reach the scalp, but one who says it seldom does can use a hat
            // before a product slot goes on it.
            p.sunAnswered && p.sun.size === 0
            ? 3
            : 1,
    cost: "everyday",
    // No product slot for someone who wears a hat outdoors (the rhythm's sun line
    // does the job), nor on a hairline that may be scarring (leave-on sunscreens
    // are suspected in frontal fibrosing alopecia).
    when: (p, ctx) =>
      ctx.plan.sunProtection &&
      !p.sun.has("wears_hat") &&
      !p.scalpSigns.has("hairline_band") &&
      // Someone who says none of the sun's cases applies keeps the slot for their own care.
      !(p.sunAnswered && p.sun.size === 0 && !hasNoted(p, "sun_exposure")),
    say: (p) => ({
      title: p.lowCut ? "Sunscreen for a short-cut scalp" : "Sunscreen for the parting and scalp",
      ingredients:
        "A broad-spectrum SPF 30 or higher made for the scalp: a light spray, a powder or a mineral stick that does not leave hair greasy",
      usage: `Before going out in the sun, on ${p.lowCut ? "the whole scalp and the back of the neck" : "the parting and any thin or bare areas"}, again after swimming or sweating${p.sun.has("wears_hat") ? "; your hat covers the rest" : "; a hat with a brim is the surest cover"}.`,
    }),
    sources: ["AAD-SUN", "SCF-SCALP"],
  },
  {
    // Rule 47: porous hair loses water; seal it.
    id: "leave-in-high-porosity",
    name: "a leave-in conditioner",
    group: "leave-in",
    tier: (p) => (fragileLengths(p) ? 1 : 3),
    cost: "everyday",
    when: (p) => (p.porosity === "high" || isStructurallyDamaged(p)) && !p.locs && !p.lowCut,
    say: (p, ctx) => ({
      title: "Leave-in conditioner with a sealant",
      ingredients: `Cetrimonium chloride, panthenol, amodimethicone, which clings to damaged spots; seal with ${ctx.texture === "Rich" ? `${butter(p)} or a heavier oil` : "a light oil"}${climateCaveat(p, ctx)}`,
      usage: `On damp lengths after every wash, sealant on top${ctx.plan.preWashOil ? `; a pre-wash ${reactsTo(p, "coconut") ? "plant" : "coconut"} oil on the lengths limits swelling when wet` : ""}${p.porosity === "high" ? "; porous hair lets water out as fast as it takes it in" : ""}.`,
    }),
    sources: ["OIL", "COS", "CP"],
  },
  {
    // Rule 48: low porosity resists uptake; go light, water-based, add warmth.
    id: "leave-in-low-porosity",
    name: "a water-based leave-in",
    group: "leave-in",
    tier: () => 3,
    cost: "everyday",
    when: (p) => p.porosity === "low" && !p.locs && !p.lowCut,
    say: (p, ctx) => ({
      title: "Water-based leave-in lotion",
      ingredients: `Water first, light humectants such as ${ctx.plan.lowHumectants ? "aloe" : "glycerin or aloe"}, no butters or heavy oils${dryClimate(p) ? "; in very dry air a lot of glycerin may leave hair feeling drier" : ""}`,
      usage: `Small amounts on damp hair; ${isSalonOnly(p) ? "ask for treatments under a steamer or heat cap at the salon" : ctx.plan.deep === "none" ? "put it on straight after the shower, while the hair is still warm, so it can sink in" : "when deep conditioning, add warmth with a cap so the product can get in"}.`,
    }),
    sources: ["CP"],
  },
  {
    // Rule 55: humid air + humectants = frizz; film-formers help.
    id: "leave-in-humid",
    name: "an anti-humidity leave-in",
    group: "leave-in",
    tier: () => 3,
    cost: "everyday",
    when: (p) => humidClimate(p) && !p.locs && !p.lowCut,
    say: (_p, ctx) => ({
      title: ctx.texture === "Light" ? "Anti-humidity spray" : "Anti-humidity leave-in cream",
      ingredients:
        "Film-formers such as polyquaternium or light silicones, with no glycerin high on the list",
      usage: "On damp hair after washing to keep the cuticle sealed against humid air.",
    }),
    sources: ["CP"],
  },
  {
    // Rule 56, softened: humectants in very dry air are practitioner lore; seal the leave-in.
    id: "leave-in-dry-climate",
    name: "a leave-in with a sealant",
    group: "leave-in",
    tier: () => 3,
    cost: "everyday",
    when: (p) => dryClimate(p) && !humidClimate(p) && !p.locs && !p.lowCut,
    say: (p, ctx) => ({
      title: "Leave-in conditioner with a sealant",
      ingredients: `A leave-in with panthenol or aloe, then ${ctx.texture === "Light" ? "a drop of light oil" : ctx.texture === "Medium" ? "a cream with a plant oil" : `${butter(p)} or a thick cream`} on top; in very dry air a lot of glycerin may leave hair feeling drier`,
      usage: "On damp hair, sealed in straight away.",
    }),
    sources: ["CP"],
  },
  {
    // Rich hair gets its volume from keeping rich products off the roots instead. It is the
    // person's conditioner, not a second shampoo beside the one cleanser.
    id: "volumising-for-shedding",
    name: "a light volumising conditioner",
    group: "conditioner",
    tier: () => 1,
    cost: "everyday",
    // Never for patchy loss: volume is not the answer to patches.
    when: (p, ctx) =>
      ctx.care.keepLight &&
      !hasPatchyLoss(p) &&
      (p.hormonalStage === "postpartum" ||
        p.symptoms.has("sudden_shedding") ||
        p.symptoms.has("widening_parting") ||
        p.goals.has("fuller_look")),
    say: (p) => ({
      title: "Light volumising conditioner",
      ingredients:
        "Light conditioning agents with panthenol or light proteins; no heavy silicones or intensive formulas",
      usage: `${isSalonOnly(p) ? "Ask your salon for it: after" : "After"} each wash, on the ends only, so roots stay lifted and the hair looks fuller.`,
    }),
    sources: ["AAD-PP", "AAD-T"],
  },
  {
    id: "locs-moisture-spray",
    name: "a loc moisturising spray",
    tier: () => 2,
    cost: "everyday",
    when: (p) => p.locs,
    say: (p, ctx) => ({
      title: "Light loc moisturising spray",
      ingredients: `Water, aloe, ${ctx.plan.lowHumectants ? "" : "a little glycerin and "}a light oil such as jojoba; no butters, waxes or heavy creams`,
      usage: `Mist the locs two or three times a week and let them air-dry; ${keepOilOffScalp(p) ? "keep oil off the scalp" : "oil the scalp only if it feels tight"}.`,
    }),
    sources: ["CP"],
  },
  {
    id: "curl-definer",
    name: "a curl definer",
    tier: () => 4,
    cost: "premium",
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
      ingredients: `Film-forming polymers for hold, ${ctx.plan.lowHumectants ? "aloe" : "aloe or glycerin"} for moisture, no drying alcohols high on the list`,
      usage:
        "On soaking-wet hair right after conditioning, rake or shingle through, then hands off until dry.",
    }),
    sources: ["CP"],
  },
  {
    id: "fine-hair-root-lift",
    name: "a root-lift mousse",
    tier: () => 4,
    cost: "premium",
    when: (p, ctx) => ctx.care.keepLight && !p.locs && !p.lowCut && !hasPatchyLoss(p),
    say: (p) => ({
      title: "Root-lift mousse",
      ingredients: "Light film-forming polymers, no oils",
      usage: `A palm-sized amount at the roots of your ${p.density === "low" ? "thin" : "fine"} hair while damp, instead of heavier creams.`,
    }),
    sources: ["COS", "CP"],
  },
  {
    id: "low-cut-styler",
    name: "a styling cream",
    tier: () => 4,
    cost: "everyday",
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
    name: "an anti-dandruff wash for the beard",
    tier: () => 0,
    cost: "everyday",
    when: (p) => p.beardSkin === "itchy",
    say: (_p, ctx) => ({
      title: "Anti-dandruff wash for the beard",
      ingredients:
        ctx.plan.medicated === "none"
          ? "Zinc pyrithione or ketoconazole"
          : "The same zinc pyrithione or ketoconazole shampoo you use on the scalp",
      usage: "Lather into the beard down to the skin twice a week, leave on per label, rinse.",
    }),
    sources: ["SD-AFP"],
  },
  {
    id: "beard-care",
    name: "a beard oil",
    // A beard the person wants softer or fuller, or dry skin under it, is a reason for the
    // oil they asked about, not an everyday upgrade cut first under a limit.
    tier: (p) =>
      p.beardGoals.has("softer") || p.beardGoals.has("fuller_look") || p.beardSkin === "dry"
        ? 2
        : 4,
    cost: "everyday",
    when: (p) => hasBeard(p) && p.beardSkin !== "itchy",
    say: (p) =>
      p.beardGoals.has("lower_maintenance")
        ? {
            title: "Beard wash",
            ingredients: "A mild cleanser, or your shampoo",
            usage:
              "Lather into the beard when you wash your hair; nothing else is needed day to day.",
          }
        : {
            title: "Beard wash and light beard oil",
            ingredients: "Mild cleanser; jojoba or squalane oil, which sit light on the skin",
            usage: `Wash the beard when you wash your hair; a few drops of oil on the skin underneath${p.beardSkin === "oily" ? " only on dry days" : p.beardSkin === "dry" ? " after every wash, since the skin there is dry" : ""}.`,
          },
    sources: ["CP"],
  },
]

/**
 * Within one tier, this order: protection and the problems the person
 * reported outrank everyday upgrades.
 */
const priority: ReadonlyArray<string> = [
  "beard-anti-dandruff",
  "heat-protectant",
  "scalp-sunscreen",
  "salon-between-visits",
  "bond-builder",
  "moisture-mask-instead-of-protein",
  "volumising-for-shedding",
  "conditioner",
  "locs-moisture-spray",
  "leave-in-high-porosity",
  "chelating-shampoo",
  "cowash-real-shampoo",
  "clarifying-shampoo",
  "deep-conditioner",
  "protein-treatment",
  "leave-in-low-porosity",
  "leave-in-humid",
  "leave-in-dry-climate",
  "low-cut-styler",
  "curl-definer",
  "fine-hair-root-lift",
  "beard-care",
]
const rank = (id: string): number => {
  const i = priority.indexOf(id)
  return i === -1 ? priority.length : i
}

export interface ProductChoice {
  /** The cleanser, then the products kept, most valuable first. */
  readonly products: ReadonlyArray<string>
  readonly leftOut: ReadonlyArray<string>
  readonly overLimit: ReadonlyArray<string>
}

/**
 * The smallest set that covers this person's needs: the one cleanser, then
 * every product that applies by value (tier, then the order above), while
 * there is room under the limit; a small budget skips premium products.
 * Protection (tier 0) is kept even past the limit, and named as such.
 */
export const chooseProducts = (
  p: HairProfile,
  ctx: ReportContext,
  limits: RoutineLimits,
): ProductChoice => {
  // A product a pathway this person is on forbids beside it, or takes the place of, is not chosen.
  const forbidden = forbiddenLines(p)
  const superseded = supersededRules(p)
  const allowed = (rule: Rule<Product>) =>
    !superseded.has(rule.id) &&
    (forbidden.length === 0 ||
      !forbidden.some((pattern) => pattern.test(Object.values(rule.say(p, ctx)).join(" "))))
  const cleanser = cleanserRules.find((rule) => rule.when(p, ctx) && allowed(rule))
  const applying = productRules
    .filter((rule) => rule.when(p, ctx) && allowed(rule))
    .map((rule) => ({ rule, tier: rule.tier(p, ctx) }))
    .sort((a, b) => a.tier - b.tier || rank(a.rule.id) - rank(b.rule.id))
  const groups = new Set<string>()
  // How the person washes comes first: the cleanser, and a co-wash the plan washes with.
  const washing = [
    ...(cleanser === undefined ? [] : [cleanser.id]),
    ...applying.filter(({ rule }) => rule.cleanses === true).map(({ rule }) => rule.id),
  ]
  let room = limits.maxProducts - washing.length
  const kept: Array<string> = []
  const leftOut: Array<string> = []
  const overLimit: Array<string> = []
  // The person's own leave-in, kept ("I love my Cantu, don't tell me to change it"), is theirs
  // in the list's place: no other is chosen, nor said to be left out.
  if (p.kept.has("leave_ins")) groups.add("leave-in")
  for (const { rule, tier } of applying) {
    if (rule.cleanses === true) continue
    if (rule.group !== undefined) {
      if (groups.has(rule.group)) continue
      groups.add(rule.group)
    }
    if (tier === 0) {
      if (room <= 0) overLimit.push(rule.id)
      kept.push(rule.id)
      room--
    } else if (room > 0 && !(limits.inexpensive && rule.cost === "premium")) {
      kept.push(rule.id)
      room--
    } else leftOut.push(rule.id)
  }
  return { products: [...washing, ...kept], leftOut, overLimit }
}

const productRuleById: ReadonlyMap<string, Rule<Product>> = new Map(
  [...cleanserRules, ...productRules].map((rule) => [rule.id, rule]),
)

/** What each product must be free of, said on each: scent, tea tree, nut oils, coconut. */
const freeOf: ReadonlyArray<readonly [ReactedTo, string]> = [
  ["fragrance", "fragrance-free"],
  ["tea_tree", "no tea tree"],
  ["nuts", "no nut oils or butters"],
  ["coconut", "no coconut"],
]

const asTheyNeedIt = (p: HairProfile, product: Product): Product => {
  const free = freeOf.filter(([value]) => reactsTo(p, value)).map(([, words]) => words)
  return free.length === 0
    ? product
    : { ...product, ingredients: `${product.ingredients}; ${free.join("; ")}` }
}

/** The products the plan chose, each as its rule says it for this person. */
export const suggestProducts = (p: HairProfile, ctx: ReportContext): Array<Fired<Product>> =>
  ctx.plan.products.flatMap((id) => {
    const rule = productRuleById.get(id)
    return rule === undefined ? [] : [{ id, value: asTheyNeedIt(p, rule.say(p, ctx)) }]
  })

/** A product rule by id, for the sentence that names what the limits left out. */
export const productRule = (id: string): ProductRule | undefined =>
  productRules.find((rule) => rule.id === id)
