/**
 * The rule engine's view of a person: quiz answers (option values keyed by
 * question id, spec section 3) turned into one typed profile that the rule
 * files read. Female ("general") and male (`_male`) questions land in the same
 * fields, so a rule is written once for both paths. Unknown or skipped values
 * become "unknown" / empty sets: the engine never throws on odd answers.
 * Free-text notes add facts from a fixed vocabulary (NoteVocabulary.ts): a
 * typed "bald patches" counts like the ticked option, nothing more.
 */
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { type NotedFact, type NoteFact, readNotes } from "./NoteVocabulary.ts"

export type Gender = "female" | "male" | "unknown"
export type HormonalStage =
  | "pregnant"
  | "postpartum"
  | "perimenopausal"
  | "menopausal"
  | "not_applicable"
  | "unknown"
export type Texture = "straight" | "wavy" | "curly" | "coily" | "kinky" | "mixed" | "unknown"
export type StrandWidth = "fine" | "medium" | "coarse" | "unknown"
export type Level = "low" | "medium" | "high" | "unknown"
export type ScalpCondition =
  | "normal"
  | "dry_tight"
  | "oily"
  | "itchy_flaky"
  | "sensitive"
  | "traction"
export type HairState =
  | "natural_virgin"
  | "coloured"
  | "bleached"
  | "permed"
  | "relaxed"
  | "texture_release"
  | "keratin_treatment"
  | "locs"
  | "low_cut"
/** From most to least frequent. "frequent" is 2-4 times a week. */
export type WashFrequency =
  | "daily"
  | "frequent"
  | "weekly"
  | "biweekly"
  | "three_four_weeks"
  | "extended"
  | "unknown"
export type CareMethod = "self" | "salon" | "both"
export type HeatUse = "none" | "occasional" | "weekly" | "unknown"
export const symptomValues = [
  "persistent_flaking",
  "burning_stinging",
  "sudden_shedding",
  "broken_edges",
  "scalp_pimples",
  "round_patches",
  "scaly_plaques",
  "widening_parting",
  "painful_lumps",
] as const
export type Symptom = (typeof symptomValues)[number]
/** health_background (beyond the spec), plus what the notes say. */
export type HealthHistory = "recent_chemotherapy" | "family_hair_loss" | "recent_trigger"
export type FacialHair = "none" | "stubble" | "short_beard" | "full_beard" | "unknown"
export type LocAge = "starter" | "budding" | "teenage" | "mature" | "unknown"
export type StylingProduct =
  | "oils_butters"
  | "gels_mousses"
  | "hair_spray"
  | "scalp_serums"
  | "other_masks"
  | "creams_pomades"
  | "bond_builder"
  | "protein_treatment"
/** How often a product is used, normalised across both quiz paths. */
export type ProductUse = "daily" | "several_weekly" | "weekly" | "occasionally" | "monthly" | "rare"

export interface HairProfile {
  readonly name: string
  readonly gender: Gender
  readonly hormonalStage: HormonalStage
  readonly texture: Texture
  readonly textureAnswered: boolean
  readonly width: StrandWidth
  readonly density: Level
  readonly porosity: Level
  readonly scalp: ReadonlySet<ScalpCondition>
  readonly states: ReadonlySet<HairState>
  readonly locs: boolean
  readonly locAge: LocAge
  /** loc_type or loc_starter_method_male, as answered */
  readonly locMethod: string | undefined
  readonly retwist: "weekly" | "biweekly" | "monthly" | "quarterly" | "rarely" | "unknown"
  /** Close-cropped hair: hair_state low_cut, or a man with very short/short hair. */
  readonly lowCut: boolean
  readonly maleLength: "very_short" | "short" | "medium" | "long" | "locs" | "unknown"
  readonly trim: "never" | "three_months" | "six_months" | "once_year" | "only_damaged" | "unknown"
  readonly exercise: "daily" | "several_week" | "once_week" | "occasionally" | "rarely" | "unknown"
  readonly careMethod: CareMethod
  readonly wash: WashFrequency
  readonly shampoo: ReadonlySet<string>
  readonly conditioning: ReadonlySet<"rinse_out" | "deep_condition" | "leave_in" | "none">
  readonly heat: HeatUse
  /** heat_tension values other than the two heat ones */
  readonly styles: ReadonlySet<string>
  readonly products: ReadonlyMap<StylingProduct, ProductUse>
  readonly detangling: "dry_combing" | "wet_slip" | "finger_detangle" | "no_detangle" | "unknown"
  readonly environment: ReadonlySet<string>
  /** Ticked in symptoms / symptoms_male, or read in the notes. */
  readonly symptoms: ReadonlySet<Symptom>
  /** true when the symptoms question was answered "none" */
  readonly noSymptoms: boolean
  readonly history: ReadonlySet<HealthHistory>
  readonly scalpIssues: "no" | "mild" | "yes_frequent" | "unknown"
  readonly hairline: "none" | "slight_recession" | "noticeable" | "unknown"
  readonly barber: "weekly" | "fortnightly" | "monthly" | "quarterly" | "unknown"
  readonly goals: ReadonlySet<string>
  readonly beardSkin: "dry" | "oily" | "itchy" | "normal" | "unknown"
  readonly beardGoals: ReadonlySet<string>
  readonly facialHair: FacialHair
  /** Facts read in the free-text notes, with the words that said them. */
  readonly noted: ReadonlyMap<NoteFact, NotedFact>
}

const pick = <const T extends string>(value: unknown, allowed: ReadonlyArray<T>, fallback: T): T =>
  typeof value === "string" && (allowed as ReadonlyArray<string>).includes(value)
    ? (value as T)
    : fallback

const list = (value: unknown): ReadonlyArray<string> =>
  typeof value === "string"
    ? value === ""
      ? []
      : [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === "string")
      : []

const setOf = <const T extends string>(value: unknown, allowed: ReadonlyArray<T>): Set<T> =>
  new Set(list(value).filter((v): v is T => (allowed as ReadonlyArray<string>).includes(v)))

const productUse: Record<string, ProductUse> = {
  daily: "daily",
  "2-3_weekly": "several_weekly",
  weekly: "weekly",
  occasionally: "occasionally",
  monthly: "monthly",
  "6-8_weeks": "occasionally",
  "2-3_months": "rare",
  "6_months_plus": "rare",
}

const femaleProducts: ReadonlyArray<StylingProduct> = [
  "oils_butters",
  "gels_mousses",
  "hair_spray",
  "scalp_serums",
  "other_masks",
  "bond_builder",
  "protein_treatment",
]

/** Bond builder / protein treatment: their options run from monthly to twice a year. */
const treatmentUse: Record<string, ProductUse> = {
  monthly: "monthly",
  "6-8_weeks": "occasionally",
  "2-3_months": "occasionally",
  "6_months_plus": "rare",
}

const readProducts = (answers: QuizAnswers): Map<StylingProduct, ProductUse> => {
  const products = new Map<StylingProduct, ProductUse>()
  const used = answers.products_used
  if (used !== undefined && typeof used === "object" && !Array.isArray(used)) {
    for (const [product, frequency] of Object.entries(used)) {
      if (!(femaleProducts as ReadonlyArray<string>).includes(product)) continue
      const key = product as StylingProduct
      const table =
        key === "bond_builder" || key === "protein_treatment" ? treatmentUse : productUse
      products.set(key, table[frequency] ?? "occasionally")
    }
  }
  // The male path asks which styling products are used, not how often:
  // assume a regular (weekly) habit for daily styling and a monthly one for treatments.
  const maleMap: Record<string, StylingProduct> = {
    gel_mousse: "gels_mousses",
    cream_pomade: "creams_pomades",
    oil_butter: "oils_butters",
    bond_builder: "bond_builder",
    protein_treatment: "protein_treatment",
  }
  for (const value of list(answers.styling_products_male)) {
    const key = maleMap[value]
    if (key === undefined) continue
    products.set(key, key === "bond_builder" || key === "protein_treatment" ? "monthly" : "weekly")
  }
  return products
}

const washMap: Record<string, WashFrequency> = {
  daily: "daily",
  frequent: "frequent",
  weekly: "weekly",
  biweekly: "biweekly",
  three_four_weeks: "three_four_weeks",
  extended: "extended",
}

const locAgeMale: Record<string, LocAge> = {
  "0_6_weeks": "starter",
  "6_weeks_6_months": "budding",
  "6_18_months": "teenage",
  "18_months_plus": "mature",
}

const displayName = (raw: string): string => {
  const cleaned = raw.replace(/\s+/g, " ").trim().slice(0, 60)
  return cleaned === "" ? "there" : cleaned
}

export const deriveHairProfile = (
  userName: string,
  answers: QuizAnswers,
  textInputs: TextInputs,
): HairProfile => {
  const gender = pick(answers.gender, ["female", "male"], "unknown")
  const male = gender === "male"
  const a = (general: string, maleId: string) => (male ? answers[maleId] : answers[general])

  const texture = pick(
    a("hair_texture", "hair_texture_male"),
    ["straight", "wavy", "curly", "coily", "kinky", "mixed"],
    "unknown",
  )
  const states = setOf(male ? undefined : answers.hair_state, [
    "natural_virgin",
    "coloured",
    "bleached",
    "permed",
    "relaxed",
    "texture_release",
    "keratin_treatment",
    "locs",
    "low_cut",
  ])
  const heatTension = male ? [] : list(answers.heat_tension)
  const styles = new Set(heatTension.filter((v) => v !== "heat_weekly" && v !== "occasional_heat"))
  const maleLength = pick(
    answers.hair_length_male,
    ["very_short", "short", "medium", "long", "locs"],
    "unknown",
  )
  const locs = male ? maleLength === "locs" : states.has("locs") || styles.has("locs")

  const heat: HeatUse = male
    ? ((
        { never: "none", occasionally: "occasional", weekly_plus: "weekly" } as Record<
          string,
          HeatUse
        >
      )[String(answers.heat_tools_male)] ?? "unknown")
    : heatTension.includes("heat_weekly")
      ? "weekly"
      : heatTension.includes("occasional_heat")
        ? "occasional"
        : heatTension.length > 0
          ? "none"
          : "unknown"

  const scalp = setOf(a("scalp_condition", "scalp_condition_male"), [
    "normal",
    "dry_tight",
    "oily",
    "itchy_flaky",
    "sensitive",
    "traction",
  ])
  if (male) scalp.delete("traction")

  const conditioning = setOf(male ? undefined : answers.conditioning, [
    "rinse_out",
    "deep_condition",
    "leave_in",
    "none",
  ])
  if (male) {
    for (const v of list(answers.conditioner_step_male)) {
      if (v === "none" || v === "rinse_out" || v === "leave_in") conditioning.add(v)
      if (v === "deep_mask") conditioning.add("deep_condition")
    }
  }

  const careMethod: CareMethod = male
    ? "self"
    : pick(answers.hair_care_method, ["self", "salon", "both"], "self")
  let wash = washMap[String(a("wash_frequency", "wash_frequency_male"))] ?? "unknown"
  // Salon clients are never offered "daily" (spec, visibility rules).
  if (careMethod === "salon" && wash === "daily") wash = "frequent"

  const symptomAnswer = male ? answers.symptoms_male : answers.symptoms
  const symptoms = setOf(symptomAnswer, symptomValues)
  const noted = readNotes(textInputs)
  const notedSymptoms: ReadonlyArray<readonly [NoteFact, Symptom]> = [
    ["patches", "round_patches"],
    ["plaques", "scaly_plaques"],
    ["thinning_on_top", "widening_parting"],
    ["painful_lumps", "painful_lumps"],
  ]
  for (const [fact, symptom] of notedSymptoms) if (noted.has(fact)) symptoms.add(symptom)

  const history = setOf(answers.health_background, [
    "recent_chemotherapy",
    "family_hair_loss",
    "recent_trigger",
  ])
  if (noted.has("chemotherapy")) history.add("recent_chemotherapy")
  if (noted.has("family_history")) history.add("family_hair_loss")

  const answeredStage = pick(
    answers.hormonal_stage,
    ["pregnant", "postpartum", "perimenopausal", "menopausal", "not_applicable"],
    "unknown",
  )
  // A typed pregnancy or new baby counts when the life-stage question did not say one.
  const hormonalStage: HormonalStage = male
    ? "not_applicable"
    : answeredStage !== "unknown" && answeredStage !== "not_applicable"
      ? answeredStage
      : noted.has("postpartum")
        ? "postpartum"
        : noted.has("pregnancy")
          ? "pregnant"
          : answeredStage

  return {
    name: displayName(userName),
    gender,
    hormonalStage,
    texture,
    textureAnswered: texture !== "unknown",
    width: pick(a("strand_width", "strand_width_male"), ["fine", "medium", "coarse"], "unknown"),
    density: pick(a("density", "density_male"), ["low", "medium", "high"], "unknown"),
    porosity: pick(a("porosity", "porosity_male"), ["low", "medium", "high"], "unknown"),
    scalp,
    states,
    locs,
    locAge: male
      ? (locAgeMale[String(answers.loc_age_male)] ?? "unknown")
      : pick(answers.loc_age, ["starter", "budding", "teenage", "mature"], "unknown"),
    locMethod: (() => {
      const m = male ? answers.loc_starter_method_male : answers.loc_type
      return typeof m === "string" && m !== "" ? m : undefined
    })(),
    retwist: pick(
      male ? undefined : answers.retwist_frequency,
      ["weekly", "biweekly", "monthly", "quarterly", "rarely"],
      "unknown",
    ),
    // Locs and a low cut both ticked: the locs are what is worn.
    lowCut: male
      ? maleLength === "very_short" || maleLength === "short"
      : states.has("low_cut") && !locs,
    maleLength: male ? maleLength : "unknown",
    trim: pick(
      male ? undefined : answers.trim_frequency,
      ["never", "three_months", "six_months", "once_year", "only_damaged"],
      "unknown",
    ),
    exercise: pick(
      male ? undefined : answers.exercise_frequency,
      ["daily", "several_week", "once_week", "occasionally", "rarely"],
      "unknown",
    ),
    careMethod,
    wash,
    shampoo: new Set(list(a("shampoo_choice", "shampoo_type_male"))),
    conditioning,
    heat,
    styles,
    products: readProducts(answers),
    detangling: pick(
      male ? undefined : answers.detangling,
      ["dry_combing", "wet_slip", "finger_detangle", "no_detangle"],
      "unknown",
    ),
    environment: new Set(list(male ? undefined : answers.environment)),
    symptoms,
    noSymptoms: list(symptomAnswer).includes("none"),
    history,
    scalpIssues: pick(answers.scalp_issues_male, ["no", "mild", "yes_frequent"], "unknown"),
    hairline: pick(
      answers.hairline_changes_male,
      ["none", "slight_recession", "noticeable"],
      "unknown",
    ),
    barber: pick(
      answers.barber_frequency_male,
      ["weekly", "fortnightly", "monthly", "quarterly"],
      "unknown",
    ),
    goals: new Set(list(answers.primary_goal_male)),
    beardSkin: pick(answers.skin_under_beard_male, ["dry", "oily", "itchy", "normal"], "unknown"),
    beardGoals: new Set(list(answers.beard_goals_male)),
    facialHair: male
      ? pick(answers.facial_hair_male, ["none", "stubble", "short_beard", "full_beard"], "unknown")
      : "unknown",
    noted,
  }
}

// ---------------------------------------------------------------------------
// Derived facts the rules share. Small predicates keep the rule files readable.

export const isTextured = (p: HairProfile): boolean =>
  p.texture === "curly" || p.texture === "coily" || p.texture === "kinky"
export const isTightlyCoiled = (p: HairProfile): boolean =>
  p.texture === "coily" || p.texture === "kinky"
export const isChemicallyTreated = (p: HairProfile): boolean =>
  p.states.has("coloured") ||
  p.states.has("bleached") ||
  p.states.has("permed") ||
  p.states.has("relaxed") ||
  p.states.has("texture_release") ||
  p.states.has("keratin_treatment")
/** Hair straightened or curled chemically, or lightened: the fragile group. */
export const isStructurallyDamaged = (p: HairProfile): boolean =>
  p.states.has("bleached") ||
  p.states.has("relaxed") ||
  p.states.has("texture_release") ||
  p.states.has("permed")
export const isFlaky = (p: HairProfile): boolean =>
  p.scalp.has("itchy_flaky") || p.symptoms.has("persistent_flaking")
/**
 * Flakes treated as dandruff, with an antifungal. Thick scaly plaques are not
 * dandruff: with them, the flakes are the plaques' until a dermatologist says
 * otherwise, and the scalp gets a scale lifter instead.
 */
export const needsAntifungal = (p: HairProfile): boolean => isFlaky(p) && !hasPlaques(p)
/** A medicated wash in the plan: antifungal for dandruff, a scale lifter for plaques. */
export const needsMedicatedWash = (p: HairProfile): boolean => isFlaky(p) || hasPlaques(p)
/** Flaking that the person reports as persistent or frequent. */
export const hasPersistentFlaking = (p: HairProfile): boolean =>
  p.symptoms.has("persistent_flaking") ||
  (p.gender === "male" && p.scalp.has("itchy_flaky") && p.scalpIssues === "yes_frequent")
/** Flakes, plaques, oil or bumps: no oil goes on this scalp. */
export const keepOilOffScalp = (p: HairProfile): boolean =>
  needsMedicatedWash(p) ||
  isOily(p) ||
  p.symptoms.has("scalp_pimples") ||
  p.symptoms.has("painful_lumps")
export const isSensitive = (p: HairProfile): boolean =>
  p.scalp.has("sensitive") || p.symptoms.has("burning_stinging")
export const isOily = (p: HairProfile): boolean => p.scalp.has("oily")
export const isDryScalp = (p: HairProfile): boolean => p.scalp.has("dry_tight")
export const hasTractionSigns = (p: HairProfile): boolean =>
  p.scalp.has("traction") || p.symptoms.has("broken_edges")
/** Edges under strain from a style: tension styles, or a scalp sore where styles pull. */
export const stylesPullOnEdges = (p: HairProfile): boolean =>
  wearsTensionStyle(p) || p.scalp.has("traction")
export const isSalonOnly = (p: HairProfile): boolean => p.careMethod === "salon"
export const washesOften = (p: HairProfile): boolean => p.wash === "daily" || p.wash === "frequent"
export const washesRarely = (p: HairProfile): boolean =>
  p.wash === "three_four_weeks" || p.wash === "extended"
export const usesAtLeastWeekly = (p: HairProfile, product: StylingProduct): boolean => {
  const use = p.products.get(product)
  return use === "daily" || use === "several_weekly" || use === "weekly"
}
export const usesOften = (p: HairProfile, product: StylingProduct): boolean => {
  const use = p.products.get(product)
  return use === "daily" || use === "several_weekly"
}
export const usesProduct = (p: HairProfile, product: StylingProduct): boolean =>
  p.products.has(product) && p.products.get(product) !== "rare"
export const usesHoldProducts = (p: HairProfile): boolean =>
  usesAtLeastWeekly(p, "gels_mousses") ||
  usesAtLeastWeekly(p, "hair_spray") ||
  usesAtLeastWeekly(p, "creams_pomades")
export const sweatsOften = (p: HairProfile): boolean =>
  p.exercise === "daily" || p.exercise === "several_week"
export const dryClimate = (p: HairProfile): boolean =>
  p.environment.has("cold_dry_climate") || p.environment.has("hot_dry_climate")
export const humidClimate = (p: HairProfile): boolean => p.environment.has("humid_climate")
export const hardWater = (p: HairProfile): boolean => p.environment.has("hard_water")
export const tensionStyles: ReadonlyArray<string> = [
  "braids_extensions",
  "cornrows",
  "sew_ins",
  "tape_ins",
  "microlinks",
  "ponytails",
  "clip_ins",
  "glueless_wigs",
  "adhesive_wigs",
]
export const wearsTensionStyle = (p: HairProfile): boolean =>
  tensionStyles.some((s) => p.styles.has(s))
export const wearsExtensions = (p: HairProfile): boolean =>
  ["braids_extensions", "sew_ins", "tape_ins", "microlinks"].some((s) => p.styles.has(s))
export const wearsWig = (p: HairProfile): boolean =>
  p.styles.has("glueless_wigs") || p.styles.has("adhesive_wigs")
export const isFineOrThin = (p: HairProfile): boolean => p.width === "fine" || p.density === "low"
/**
 * Protein treatment and bond builder both in use, and the hair says it is too
 * much: used more often than the quiz's "monthly" (only a note can say so) or
 * feeling stiff and straw-like. A monthly treatment of each is not overload.
 */
export const proteinStacking = (p: HairProfile): boolean =>
  usesProduct(p, "protein_treatment") &&
  usesProduct(p, "bond_builder") &&
  (usesOften(p, "protein_treatment") || usesOften(p, "bond_builder") || hasNoted(p, "feels_stiff"))
export const isMale = (p: HairProfile): boolean => p.gender === "male"
export const isFemale = (p: HairProfile): boolean => p.gender === "female"
export const isHormonalShedding = (p: HairProfile): boolean =>
  p.hormonalStage === "postpartum" ||
  p.hormonalStage === "perimenopausal" ||
  p.hormonalStage === "menopausal"
export const hasNoted = (p: HairProfile, fact: NoteFact): boolean => p.noted.has(fact)

/** Lengths straightened chemically (or smoothed): whatever grows, the lengths hold no coils. */
export const straightenedLengths = (p: HairProfile): boolean =>
  p.states.has("relaxed") || p.states.has("texture_release") || p.states.has("keratin_treatment")
/** Coils worn loose: twist-outs, puffs and pineapples are for this hair only. */
export const wearsNaturalCoils = (p: HairProfile): boolean =>
  isTightlyCoiled(p) && !straightenedLengths(p) && !p.locs && !p.lowCut
/** What the strand's bend is called: waves are not coils. */
export const bendWords = (p: HairProfile): string =>
  p.texture === "wavy"
    ? "waves"
    : p.texture === "curly"
      ? "curls"
      : isTightlyCoiled(p)
        ? "coils"
        : "strands"
/** Gummy, mushy or over-stretchy when wet: chemistry has gone too far. */
export const isOverProcessed = (p: HairProfile): boolean => hasNoted(p, "over_processed")
/** Lengths that have lost structure: processed, porous or over-processed. */
export const hasDamagedLengths = (p: HairProfile): boolean =>
  isStructurallyDamaged(p) || p.porosity === "high" || isOverProcessed(p)
/** A style installed over the person's own hair that covers the scalp for weeks. */
export const installedStyle = (p: HairProfile): "sew-in" | "braids" | undefined =>
  p.locs || p.lowCut
    ? undefined
    : p.styles.has("sew_ins")
      ? "sew-in"
      : p.styles.has("braids_extensions") || p.styles.has("cornrows")
        ? "braids"
        : undefined
export const afterChemotherapy = (p: HairProfile): boolean => p.history.has("recent_chemotherapy")
export const familyHistory = (p: HairProfile): boolean => p.history.has("family_hair_loss")
/** Signs of pattern thinning the person reported: a wider parting, recession. */
export const hasPatternThinning = (p: HairProfile): boolean =>
  p.symptoms.has("widening_parting") || p.hairline === "noticeable"
export const hasPatchyLoss = (p: HairProfile): boolean => p.symptoms.has("round_patches")
export const hasPlaques = (p: HairProfile): boolean => p.symptoms.has("scaly_plaques")
export const wantsLowerMaintenance = (p: HairProfile): boolean =>
  p.goals.has("lower_maintenance") || p.beardGoals.has("lower_maintenance")
export const hasBeard = (p: HairProfile): boolean =>
  p.facialHair === "stubble" ||
  p.facialHair === "short_beard" ||
  p.facialHair === "full_beard" ||
  p.beardSkin !== "unknown" ||
  p.beardGoals.size > 0

/** Plain words for texture, used inside sentences. */
export const textureWords = (p: HairProfile): string => {
  switch (p.texture) {
    case "straight":
      return "straight"
    case "wavy":
      return "wavy"
    case "curly":
      return "curly"
    case "coily":
      return "coily"
    case "kinky":
      return "kinky, tightly coiled"
    case "mixed":
      return "mixed-texture"
    case "unknown":
      return "your"
  }
}

/** "your fine, high-porosity coily hair" style description from what is known. */
export const hairWords = (p: HairProfile): string => {
  const parts: Array<string> = []
  if (p.width !== "unknown" && p.width !== "medium") parts.push(p.width)
  if (p.porosity === "high" || p.porosity === "low") parts.push(`${p.porosity}-porosity`)
  if (p.texture !== "unknown") parts.push(textureWords(p))
  if (parts.length === 0) return "your hair"
  return `your ${parts.join(", ").replace(/, ([^,]*)$/, " $1")} hair`
}

export const washWords: Record<WashFrequency, string> = {
  daily: "every day",
  frequent: "a few times a week",
  weekly: "once a week",
  biweekly: "every two weeks",
  three_four_weeks: "every three to four weeks",
  extended: "less than once a month",
  unknown: "on your own schedule",
}
