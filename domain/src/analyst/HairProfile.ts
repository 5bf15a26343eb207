/**
 * The rule engine's view of a person: quiz answers (option values keyed by
 * question id, spec section 3) and what their notes state (NotedFacts.ts)
 * turned into one typed profile that the rule files read. Female ("general")
 * and male (`_male`) questions land in the same fields, so a rule is written
 * once for both paths. Every value type is derived from the quiz catalogue, so
 * a rule that names a value the quiz does not offer does not compile. Unknown
 * or skipped values become "unknown" / empty sets: the engine never throws on
 * odd answers.
 */

import { withTickedBodySigns } from "../notes/BodySignBoxes.ts"
import { namedConditionBoxes, namedSignBoxes, namedSymptomBoxes } from "../notes/NamedBoxes.ts"
import {
  type NotedFact,
  type NotedFacts,
  noNotedFacts,
  notedFacts,
  type QuizFor,
} from "../notes/NotedFacts.ts"
import type { AskedQuestion, NoteKind, NoteReading } from "../notes/NoteStatement.ts"
import type { MedicineClass } from "../quiz/Medicines.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { type OptionValue, optionValues, type QuestionId } from "../quiz/QuizCatalogue.ts"
import { listed } from "../text/Sentences.ts"

type Known<Id extends QuestionId> = Exclude<OptionValue<Id>, "not_sure" | "none">

export type Gender = OptionValue<"gender"> | "unknown"
export type HormonalStage = OptionValue<"hormonal_stage"> | "unknown"
export type Texture = Known<"hair_texture"> | "unknown"
export type StrandWidth = Known<"strand_width"> | "unknown"
export type Level = Known<"density"> | "unknown"
export type ScalpCondition = OptionValue<"scalp_condition">
export type HairState = OptionValue<"hair_state">
/** From most to least frequent. "frequent" is 2-4 times a week. */
export type WashFrequency = OptionValue<"wash_frequency"> | "unknown"
export type CareMethod = OptionValue<"hair_care_method">
export type HeatUse = "none" | "occasional" | "weekly" | "unknown"
export const symptomValues = optionValues("symptoms").filter(
  (value): value is Exclude<OptionValue<"symptoms">, "none"> => value !== "none",
)
export type Symptom = Exclude<OptionValue<"symptoms">, "none">
/** health_background (beyond the spec), plus what the notes say. */
export type HealthHistory = Known<"health_background">
export type FacialHair = OptionValue<"facial_hair_male"> | "unknown"
export type LocAge = OptionValue<"loc_age"> | "unknown"
/** heat_tension values other than the two heat ones. */
export type Style = Exclude<OptionValue<"heat_tension">, "heat_weekly" | "occasional_heat">
export type Shampoo = OptionValue<"shampoo_choice"> | OptionValue<"shampoo_type_male">
export type Environment = Known<"environment">
export type StylingProduct = OptionValue<"products_used"> | "creams_pomades"
/** How often a product is used, normalised across both quiz paths. */
export type ProductUse = "daily" | "several_weekly" | "weekly" | "occasionally" | "monthly" | "rare"
/** The signs that separate the must-not-miss conditions (scalp_signs, or read in the notes). */
export type ScalpSign = Known<"scalp_signs">
export type AgeBand = OptionValue<"age_band"> | "unknown"
export type SunExposure = Known<"sun_scalp">
export type DietFact = Known<"diet_iron">
export type RecentIllness = OptionValue<"recent_illness"> | "unknown"
export type Budget = OptionValue<"monthly_budget"> | "unknown"
export type Swimming = OptionValue<"swimming"> | "unknown"

/** An answer a note filled in or corrected: the report says what it read. */
export interface ReadFromNotes {
  readonly fact:
    | "quizFor"
    | "age"
    | "swimming"
    | "budget"
    | "maxProducts"
    | "weeklyMinutes"
    | "exercise"
    | "noFlaking"
    | "noShedding"
    | "noScalpBumps"
    | "noBurning"
    | "noEdges"
    | "noParting"
    | "patchesOver"
    | "noPatches"
    | "noLumps"
    | "lumpsOver"
    | "notPregnant"
    | "injuryScar"
    | "soreOver"
    | "noSore"
    | "neckLumpOver"
    | "noNeckLump"
    | "browLossOver"
    | "noBrowLoss"
    | "tractionOver"
    | "noTraction"
    | "flakesAreBuildUp"
  readonly noted: { readonly note: string; readonly words: string }
}

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
  readonly locMethod: OptionValue<"loc_type"> | OptionValue<"loc_starter_method_male"> | undefined
  readonly retwist: "weekly" | "biweekly" | "monthly" | "quarterly" | "rarely" | "unknown"
  /** Close-cropped hair: hair_state low_cut, or a man with very short/short hair. */
  readonly lowCut: boolean
  readonly maleLength: "very_short" | "short" | "medium" | "long" | "locs" | "unknown"
  readonly trim: OptionValue<"trim_frequency"> | "unknown"
  readonly exercise: OptionValue<"exercise_frequency"> | "unknown"
  readonly careMethod: CareMethod
  readonly wash: WashFrequency
  readonly shampoo: ReadonlySet<Shampoo>
  readonly conditioning: ReadonlySet<OptionValue<"conditioning">>
  readonly heat: HeatUse
  /** heat_tension values other than the two heat ones */
  readonly styles: ReadonlySet<Style>
  readonly products: ReadonlyMap<StylingProduct, ProductUse>
  readonly detangling: OptionValue<"detangling"> | "unknown"
  readonly environment: ReadonlySet<Environment>
  /** Ticked in symptoms / symptoms_male, or read in the notes. */
  readonly symptoms: ReadonlySet<Symptom>
  /** true when the symptoms question was answered "none" */
  readonly noSymptoms: boolean
  readonly history: ReadonlySet<HealthHistory>
  readonly scalpIssues: OptionValue<"scalp_issues_male"> | "unknown"
  readonly hairline: OptionValue<"hairline_changes_male"> | "unknown"
  readonly barber: OptionValue<"barber_frequency_male"> | "unknown"
  readonly goals: ReadonlySet<OptionValue<"primary_goal_male">>
  readonly beardSkin: OptionValue<"skin_under_beard_male"> | "unknown"
  readonly beardGoals: ReadonlySet<OptionValue<"beard_goals_male">>
  readonly facialHair: FacialHair
  /** Who the answers are about: answers_about, or who a note says they are for. */
  readonly quizFor: QuizFor
  readonly ageBand: AgeBand
  /** The age in years, when a note gives it ("she's 7"). */
  readonly ageYears: number | undefined
  /** Ticked in scalp_signs, or read in the notes. */
  readonly scalpSigns: ReadonlySet<ScalpSign>
  readonly sun: ReadonlySet<SunExposure>
  /** The sun question was answered (with "None of these" too): the person told where the sun reaches. */
  readonly sunAnswered: boolean
  readonly swimming: Swimming
  /** Answered, or read in the notes: medicines by class. */
  readonly medicines: ReadonlySet<MedicineClass>
  /** Medicines the notes say were taken before and stopped (not the pill, whose change is itself the event). */
  readonly medicinesStopped: ReadonlySet<MedicineClass>
  readonly diet: ReadonlySet<DietFact>
  /** An illness with a high fever, an operation or a hospital stay, and when. */
  readonly recentIllness: RecentIllness
  readonly budget: Budget
  /** The most products the person wants to use; undefined: no limit given. */
  readonly maxProducts: number | undefined
  /** The most minutes a week the person wants to spend; undefined: no limit given. */
  readonly weeklyMinutes: number | undefined
  /** Facts read in the free-text notes about the person, with the words that said them. */
  readonly noted: ReadonlyMap<NoteKind, NotedFact>
  /** Signs the notes mention in the past: the report asks about them, never asserts them. */
  readonly asked: ReadonlyMap<NoteKind, NotedFact>
  /** Answers a note filled in or corrected, for the report to say what it read. */
  readonly readFromNotes: ReadonlyArray<ReadFromNotes>
  /** Medicines named in the notes, with the words that named them. */
  readonly notedMedicines: ReadonlyMap<MedicineClass, NotedFact>
  /** Every supplement the notes say the person takes ("vitamin_a", "selenium"). */
  readonly supplementsTaken: ReadonlySet<string>
  /** "Trying for a baby" in the notes: treatments that wait for after a pregnancy wait now. */
  readonly pregnancyPlanned: NotedFact | undefined
  /** What the notes ask, by kind ("can I still dye my hair?"): the snapshot answers. */
  readonly questions: ReadonlyMap<NoteKind, NotedFact>
  /** Every topic asked about, in order, two of a kind included (NotedFacts). */
  readonly topicsAsked: ReadonlyArray<NotedFact>
  /** Every common belief the notes ask about ("caps make you bald", "silicones are bad"), by value. */
  readonly beliefs: ReadonlyMap<string, NotedFact>
  /** Every question the notes ask, in order, as written: each is answered as asked. */
  readonly questionsAsked: ReadonlyArray<AskedQuestion>
  /** Signs the notes say the person does not have ("not really flaky"): a tick for them is undone. */
  readonly toldNot: ReadonlySet<NoteKind>
  /** A condition that owns the scalp's signs waits to be seen: no medicated wash meanwhile. */
  readonly scalpCareHeld: boolean
  /** Products the person will keep whatever the plan says ("not giving up my Blue Magic"). */
  readonly kept: ReadonlySet<KeptProduct>
}

/** The kinds of product a note can say is kept, as the quiz names them. */
export const keptProducts = [
  "leave_ins",
  "oils_butters",
  "creams_pomades",
  "gels_mousses",
  "hair_spray",
] as const
export type KeptProduct = (typeof keptProducts)[number]
const isKeptProduct = (value: string | undefined): value is KeptProduct =>
  (keptProducts as ReadonlyArray<string | undefined>).includes(value)

const pick = <const T extends string>(value: unknown, allowed: ReadonlyArray<T>, fallback: T): T =>
  typeof value === "string" && (allowed as ReadonlyArray<string>).includes(value)
    ? (value as T)
    : fallback

const pickOptional = <const T extends string>(
  value: unknown,
  allowed: ReadonlyArray<T>,
): T | undefined =>
  typeof value === "string" && (allowed as ReadonlyArray<string>).includes(value)
    ? (value as T)
    : undefined

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

const withKept = (
  products: Map<StylingProduct, ProductUse>,
  kept: ReadonlySet<KeptProduct>,
): Map<StylingProduct, ProductUse> => {
  // A leave-in is conditioning, not a styling product the quiz lists.
  for (const product of kept)
    if (product !== "leave_ins" && !products.has(product)) products.set(product, "weekly")
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

/** Age bands by the years a note gives. */
const ageBandOf = (years: number): AgeBand =>
  years < 12
    ? "under_12"
    : years < 16
      ? "12_15"
      : years < 25
        ? "16_24"
        : years < 35
          ? "25_34"
          : years < 45
            ? "35_44"
            : years < 55
              ? "45_54"
              : years < 65
                ? "55_64"
                : years < 75
                  ? "65_74"
                  : "75_plus"

/** The recent_illness band a noted illness or fever falls in, by months ago (unknown: recent). */
const illnessBandOf = (monthsAgo: number | undefined): RecentIllness =>
  monthsAgo === undefined || monthsAgo < 1.5
    ? monthsAgo === undefined
      ? "6_weeks_4_months"
      : "under_6_weeks"
    : monthsAgo <= 4
      ? "6_weeks_4_months"
      : monthsAgo <= 12
        ? "4_12_months"
        : "none"

const budgetBandOf = (perMonth: number): Budget =>
  perMonth <= 10 ? "under_10" : perMonth <= 25 ? "10_25" : perMonth <= 50 ? "25_50" : "over_50"

const maxProductsOf: Record<string, number | undefined> = { one_two: 2, three: 3, four_five: 5 }
const weeklyMinutesOf: Record<string, number | undefined> = {
  under_30: 30,
  "30_60": 60,
  "1_2_hours": 120,
}

const quizForOf: Record<string, QuizFor> = {
  me: "self",
  my_child: "child",
  someone_i_care_for: "someone_else",
}

/** Which answer each note fact fills in: the note is the more specific, so it wins. */
const notedSymptoms: ReadonlyArray<readonly [NoteKind, Symptom]> = [
  ["bald_patches", "round_patches"],
  ["scaly_plaques", "scaly_plaques"],
  ["thinning_on_top", "widening_parting"],
  ["painful_lumps", "painful_lumps"],
  ["shedding", "sudden_shedding"],
  ["scalp_bumps", "scalp_pimples"],
  ["scalp_burning", "burning_stinging"],
]
const notedSigns: ReadonlyArray<readonly [NoteKind, ScalpSign]> = [
  ["non_healing_sore", "sore_not_healing"],
  ["scaly_patch_broken_hairs", "scaly_patch_broken_hairs"],
  ["shiny_skin", "shiny_skin"],
  ["brow_lash_loss", "brow_lash_loss"],
  ["crown_tenderness", "crown_tenderness"],
  ["hairline_band", "hairline_band"],
  ["neck_lump", "neck_lump"],
]
const notedDiet: ReadonlyArray<readonly [NoteKind, DietFact]> = [
  ["vegetarian_vegan", "vegetarian_vegan"],
  ["weight_loss", "rapid_weight_loss"],
  ["heavy_periods", "heavy_periods"],
  ["low_iron", "low_iron"],
  ["thyroid", "thyroid_condition"],
]

/**
 * Ticks a note undoes, the snapshot saying so. A routine tick goes when the note denies it or
 * says it is over ("not really flaky" beside a ticked "itchy or flaky" is the itch alone: the
 * note is the more specific). A red flag goes only where nothing in the notes states it now
 * and the notes deny it ("I ticked the bald patch box by mistake, there are no patches") or
 * say it is over for good ("that was in 2021, it grew back and I've had nothing since"); one
 * patch told beside "no other patches" keeps it.
 */
const undoingFacts: Record<
  (typeof namedSymptomBoxes)[number]["option"],
  {
    readonly over: ReadFromNotes["fact"]
    readonly denied: ReadFromNotes["fact"]
    readonly redFlag?: true
  }
> = {
  persistent_flaking: { over: "noFlaking", denied: "noFlaking" },
  sudden_shedding: { over: "noShedding", denied: "noShedding" },
  scalp_pimples: { over: "noScalpBumps", denied: "noScalpBumps" },
  burning_stinging: { over: "noBurning", denied: "noBurning" },
  // "ignore the broken edges tick, that was last year and they've grown back".
  broken_edges: { over: "noEdges", denied: "noEdges" },
  widening_parting: { over: "noParting", denied: "noParting" },
  round_patches: { over: "patchesOver", denied: "noPatches", redFlag: true },
  // "the lumps/pus/fever box - only the fever bit ... no lumps or pus anywhere".
  painful_lumps: { over: "lumpsOver", denied: "noLumps", redFlag: true },
}
const undoableTicks = namedSymptomBoxes.map((box) => ({
  kind: box.kind,
  symptom: box.option,
  ...undoingFacts[box.option],
}))

/** Scalp signs' ticks a note can undo, as `undoableTicks` does for the symptoms' red flags. */
const undoingSignFacts: Record<
  (typeof namedSignBoxes)[number]["option"],
  { readonly over: ReadFromNotes["fact"]; readonly denied: ReadFromNotes["fact"] }
> = {
  sore_not_healing: { over: "soreOver", denied: "noSore" },
  neck_lump: { over: "neckLumpOver", denied: "noNeckLump" },
  // "i ticked the eyebrow one but its only she plucked them to bits".
  brow_lash_loss: { over: "browLossOver", denied: "noBrowLoss" },
}
/** The scalp's state boxes a note can undo: the pull of styles, over or never there. */
const undoingConditionFacts: Record<
  (typeof namedConditionBoxes)[number]["option"],
  { readonly over: ReadFromNotes["fact"]; readonly denied: ReadFromNotes["fact"] }
> = {
  traction: { over: "tractionOver", denied: "noTraction" },
}
const undoableConditions = namedConditionBoxes.map((box) => ({
  kind: box.kind,
  condition: box.option,
  ...undoingConditionFacts[box.option],
}))

const undoableSigns = namedSignBoxes.map((box) => ({
  kind: box.kind,
  sign: box.option,
  ...undoingSignFacts[box.option],
}))

/** Under 45: periods that stop are not yet the menopause's. */
const youngForMenopause = (band: AgeBand): boolean =>
  band === "under_12" ||
  band === "12_15" ||
  band === "16_24" ||
  band === "25_34" ||
  band === "35_44"

/** Within a year: a birth, chemotherapy or a shock that still shapes the hair. */
const withinMonths = (fact: NotedFact | undefined, months: number): boolean =>
  fact !== undefined && (fact.statement.monthsAgo ?? 0) <= months

export const deriveHairProfile = (
  userName: string,
  answers: QuizAnswers,
  notes: NotedFacts = noNotedFacts,
): HairProfile => {
  const gender = pick(answers.gender, optionValues("gender"), "unknown")
  const male = gender === "male"
  const a = (general: QuestionId, maleId: QuestionId) => (male ? answers[maleId] : answers[general])
  let noted = withTickedBodySigns(notes, list(answers.body_signs))
  const readFromNotes: Array<ReadFromNotes> = []
  const fromNote = (fact: ReadFromNotes["fact"], kind: NoteKind): NotedFact | undefined => {
    const found = noted.get(kind)
    if (found !== undefined) readFromNotes.push({ fact, noted: found })
    return found
  }

  const texture = pick(
    a("hair_texture", "hair_texture_male"),
    optionValues("hair_texture"),
    "unknown",
  )
  const states = setOf(male ? undefined : answers.hair_state, optionValues("hair_state"))
  const heatTension = setOf(male ? undefined : answers.heat_tension, optionValues("heat_tension"))
  const styles = new Set(
    [...heatTension].filter((v): v is Style => v !== "heat_weekly" && v !== "occasional_heat"),
  )
  // Men are never asked what styles they wear: braids or cornrows worn now, told in the notes,
  // are their style ("i wear single box braids with my own hair").
  const toldStyle = male ? (noted.get("tight_styles")?.words ?? "") : ""
  if (/\bcornrows?\b/i.test(toldStyle)) styles.add("cornrows")
  else if (/\bbraids?\b/i.test(toldStyle)) styles.add("braids_extensions")
  const maleLength = pick(answers.hair_length_male, optionValues("hair_length_male"), "unknown")
  const locs = male ? maleLength === "locs" : states.has("locs") || styles.has("locs")

  const heat: HeatUse = male
    ? ((
        { never: "none", occasionally: "occasional", weekly_plus: "weekly" } as Record<
          string,
          HeatUse
        >
      )[String(answers.heat_tools_male)] ?? "unknown")
    : heatTension.has("heat_weekly")
      ? "weekly"
      : heatTension.has("occasional_heat")
        ? "occasional"
        : heatTension.size > 0
          ? "none"
          : "unknown"

  const scalp = setOf(a("scalp_condition", "scalp_condition_male"), optionValues("scalp_condition"))
  if (male) scalp.delete("traction")

  const conditioning = setOf(male ? undefined : answers.conditioning, optionValues("conditioning"))
  if (male) {
    for (const v of list(answers.conditioner_step_male)) {
      if (v === "none" || v === "rinse_out" || v === "leave_in") conditioning.add(v)
      if (v === "deep_mask") conditioning.add("deep_condition")
    }
  }

  const careMethod: CareMethod = male
    ? "self"
    : pick(answers.hair_care_method, optionValues("hair_care_method"), "self")
  let wash = washMap[String(a("wash_frequency", "wash_frequency_male"))] ?? "unknown"
  // Salon clients are never offered "daily" (spec, visibility rules).
  if (careMethod === "salon" && wash === "daily") wash = "frequent"

  const symptomAnswer = male ? answers.symptoms_male : answers.symptoms
  const symptoms = setOf(symptomAnswer, symptomValues)
  // "my ponytail feels half the thickness" beside hair coming out loads: the shed's volume, all
  // over, not a parting that widens in a pattern.
  const shedVolume =
    (noted.has("shedding") || symptoms.has("sudden_shedding")) &&
    /\b(ponytail|pony|plait|bun|braid)\b/i.test(noted.get("thinning_on_top")?.words ?? "")
  for (const [kind, symptom] of notedSymptoms)
    if (noted.has(kind) && !(kind === "thinning_on_top" && shedVolume)) symptoms.add(symptom)
  /** What in the notes undoes a tick of this kind (a denial, else "over"), as the snapshot says it. */
  const undoneBy = (tick: {
    readonly kind: NoteKind
    readonly over: ReadFromNotes["fact"]
    readonly denied: ReadFromNotes["fact"]
  }): ReadFromNotes | undefined => {
    const denied = notes.denied.get(tick.kind)
    const undoing = denied ?? notes.over.get(tick.kind)
    return undoing === undefined
      ? undefined
      : { fact: denied === undefined ? tick.over : tick.denied, noted: undoing }
  }
  for (const tick of undoableTicks) {
    if (tick.redFlag && noted.has(tick.kind)) continue
    const undone = undoneBy(tick)
    const ticked =
      symptoms.has(tick.symptom) || (tick.kind === "flaking" && scalp.has("itchy_flaky"))
    if (undone === undefined || !ticked) continue
    symptoms.delete(tick.symptom)
    readFromNotes.push(undone)
  }
  // "ignore the 'sore or thinning where styles pull' box ... that was years back".
  for (const tick of undoableConditions) {
    const undone = undoneBy(tick)
    if (undone === undefined || !scalp.has(tick.condition) || noted.has(tick.kind)) continue
    scalp.delete(tick.condition)
    readFromNotes.push(undone)
  }
  // "more like grey waxy bits that come off on my comb" beside an oil pomade: the flakes ticked
  // are the product's build-up, which a proper wash lifts, not dandruff for an antifungal.
  const buildUp = noted.get("build_up") ?? notes.asked.get("build_up")
  if (
    buildUp !== undefined &&
    /wax|pomade|grease|product|butter/i.test(buildUp.words) &&
    !noted.has("flaking") &&
    (symptoms.has("persistent_flaking") || scalp.has("itchy_flaky"))
  ) {
    symptoms.delete("persistent_flaking")
    if (scalp.has("itchy_flaky")) scalp.delete("itchy_flaky")
    readFromNotes.push({ fact: "flakesAreBuildUp", noted: buildUp })
  }
  // Thin edges or temples: in a man who wears nothing tight, a hairline going back (pattern
  // thinning); otherwise the edges that tension breaks first.
  if (noted.has("thin_edges"))
    symptoms.add(male && !noted.has("tight_styles") ? "widening_parting" : "broken_edges")

  const scalpSigns = setOf(
    answers.scalp_signs,
    optionValues("scalp_signs").filter((v): v is ScalpSign => v !== "none"),
  )
  for (const [kind, sign] of notedSigns) if (noted.has(kind)) scalpSigns.add(sign)
  // A red-flag sign's tick goes only where nothing in the notes states it now, and the notes
  // deny it or explain it as over ("the barber caught it ... back to normal in a couple of
  // days. i ticked the bleeding box because of that").
  for (const tick of undoableSigns) {
    if (!scalpSigns.has(tick.sign) || noted.has(tick.kind)) continue
    const undone = undoneBy(tick)
    if (undone === undefined) continue
    scalpSigns.delete(tick.sign)
    readFromNotes.push(undone)
  }
  // "Ticked shiny skin for the scar from my stitches as a kid": an injury's scar, not a
  // scarring hair loss, unless the notes tell of shiny skin now too.
  const injuryScar = noted.get("old_scar")
  const shinyNow = noted.get("shiny_skin")
  if (
    injuryScar !== undefined &&
    scalpSigns.has("shiny_skin") &&
    (shinyNow === undefined || shinyNow.statement.time === "past")
  ) {
    scalpSigns.delete("shiny_skin")
    noted = new Map([...noted].filter(([kind]) => kind !== "shiny_skin"))
    readFromNotes.push({ fact: "injuryScar", noted: injuryScar })
  }
  // "my forehead looks bigger": in a man, without brows thinning, a hairline going back
  // (pattern or maturing), not the band a scarring loss makes.
  if (
    male &&
    noted.has("hairline_band") &&
    !noted.has("brow_lash_loss") &&
    !list(answers.scalp_signs).includes("hairline_band")
  ) {
    scalpSigns.delete("hairline_band")
    symptoms.add("widening_parting")
  }

  const history = setOf(
    answers.health_background,
    optionValues("health_background").filter((v): v is HealthHistory => v !== "none"),
  )
  if (withinMonths(noted.get("chemotherapy"), 12)) history.add("recent_chemotherapy")
  if (noted.has("family_history")) history.add("family_hair_loss")
  // A shock told as now ("kinda in shock tbh" at this week's news) is no trigger of a shedding
  // that began months before it: a trigger comes 2 to 3 months ahead of the shed.
  const stress = noted.get("stress")
  const shedSince = noted.get("shedding")?.statement.monthsAgo
  const stressAfterShed =
    stress?.statement.time === "now" &&
    stress.statement.monthsAgo === undefined &&
    shedSince !== undefined &&
    shedSince >= 1
  if (withinMonths(stress, 6) && !stressAfterShed) history.add("recent_trigger")

  const medicines = setOf(
    answers.medicines,
    optionValues("medicines").filter((v): v is MedicineClass => v !== "none"),
  )
  // A medicine's tick the notes take back ("thats my son's, i clicked the wrong one") is undone.
  for (const denied of notes.medicinesDenied) medicines.delete(denied)
  // A medicine the notes say was stopped is not taken now: nothing tells its prescriber about it.
  const medicinesStopped = new Set<MedicineClass>()
  // "the tablets cleared it": a past course with no name tells a doctor nothing.
  for (const [medicine, fact] of notes.medicines)
    if (fact.statement.time === "past" && fact.statement.value === undefined) continue
    else if (
      fact.statement.time === "past" &&
      medicine !== "pill_change" &&
      !medicines.has(medicine)
    )
      medicinesStopped.add(medicine)
    else medicines.add(medicine)
  if (medicines.has("chemo_immunotherapy")) history.add("recent_chemotherapy")

  const diet = setOf(
    answers.diet_iron,
    optionValues("diet_iron").filter((v): v is DietFact => v !== "none"),
  )
  for (const [kind, fact] of notedDiet) if (noted.has(kind)) diet.add(fact)
  // "i ticked the thyroid one but nobody has ever said i have a thyroid problem": the note,
  // the more specific, takes the tick back.
  for (const [kind, fact] of notedDiet)
    if (notes.denied.has(kind) && !noted.has(kind)) diet.delete(fact)
  if (male) diet.delete("heavy_periods")

  const notedIllness = noted.get("illness")
  const answeredIllness = pick(answers.recent_illness, optionValues("recent_illness"), "unknown")
  // The quiz asks about the last year: an undated illness in the notes of someone who answered
  // "none" ("had covid twice") is older than that; a dated one is the more specific.
  const notedMonths = notedIllness?.statement.monthsAgo
  const recentIllness: RecentIllness =
    answeredIllness !== "unknown" && answeredIllness !== "none"
      ? answeredIllness
      : notedIllness !== undefined && !(answeredIllness === "none" && notedMonths === undefined)
        ? illnessBandOf(notedMonths)
        : answeredIllness

  const answeredFor = answeredQuizFor(answers)
  const quizFor: QuizFor = notes.subject?.who ?? answeredFor
  if (notes.subject !== undefined && notes.subject.who !== answeredFor) {
    readFromNotes.push({
      fact: "quizFor",
      noted: { note: notes.subject.note, words: notes.subject.words },
    })
  }
  const subjectAge = notes.subject?.age
  if (subjectAge !== undefined && notes.subject !== undefined)
    readFromNotes.push({
      fact: "age",
      noted: { note: notes.subject.note, words: notes.subject.words },
    })
  // A bare age in a note about the hair ("8 years old, about 60 locs") is the hair's; a note's
  // age replaces the quiz's answer when it names someone or is told in the health notes.
  const ageStatement = noted.get("age")?.statement
  // "our son is 10 weeks old", in a quiz answered for his mother in her twenties: a child of the
  // person's, not the person.
  const theirChild =
    ageStatement?.subject === "child" &&
    (ageStatement.amount ?? 99) < 16 &&
    answers.age_band !== undefined &&
    answers.age_band !== "under_12" &&
    answers.age_band !== "12_15"
  const ageIsTheirs =
    ageStatement !== undefined &&
    !theirChild &&
    (ageStatement.note === "health_notes" ||
      ageStatement.subject !== "unstated" ||
      answers.age_band === undefined)
  const notedAge =
    subjectAge ?? (ageIsTheirs ? fromNote("age", "age")?.statement.amount : undefined)
  const ageBand: AgeBand =
    notedAge !== undefined
      ? ageBandOf(notedAge)
      : pick(answers.age_band, optionValues("age_band"), "unknown")

  // "She was born at 33 weeks": in a child's notes a birth is the child's own, never a parent's
  // months after one.
  if (
    (quizFor === "child" || ageBand === "under_12" || ageBand === "12_15") &&
    noted.has("birth")
  ) {
    const child = new Map(noted)
    child.delete("birth")
    noted = child
  }

  const answeredStage = pick(answers.hormonal_stage, optionValues("hormonal_stage"), "unknown")
  // "My periods stopped" before 45, in no life stage the quiz named, is a sign a GP looks
  // into, not the menopause (NHS: periods that stop under 45).
  // "periods stopped in feb": they stopped then and have stayed stopped, so dated is not past.
  const stoppedThen = notes.asked.get("menopause")
  const stopped =
    noted.get("menopause") ??
    (stoppedThen !== undefined && /period[\s\S]*(stopped|ended|finished)/i.test(stoppedThen.words)
      ? stoppedThen
      : undefined)
  if (
    stopped !== undefined &&
    /period/i.test(stopped.words) &&
    youngForMenopause(ageBand) &&
    answeredStage !== "menopausal" &&
    answeredStage !== "perimenopausal"
  ) {
    const young = new Map(noted)
    young.delete("menopause")
    if (!young.has("periods_stopped")) young.set("periods_stopped", stopped)
    noted = young
  }
  // "Ignore the pregnant tick, I'm not pregnant": the note corrects the life stage.
  const notPregnant =
    answeredStage === "pregnant" && !noted.has("pregnancy")
      ? notes.denied.get("pregnancy")
      : undefined
  if (notPregnant !== undefined) readFromNotes.push({ fact: "notPregnant", noted: notPregnant })
  // A typed pregnancy or new baby counts when the life-stage question did not say one.
  const hormonalStage: HormonalStage = male
    ? "not_applicable"
    : notPregnant !== undefined
      ? "not_applicable"
      : answeredStage !== "unknown" && answeredStage !== "not_applicable"
        ? answeredStage
        : withinMonths(noted.get("birth"), 12)
          ? "postpartum"
          : noted.has("pregnancy")
            ? "pregnant"
            : noted.has("menopause")
              ? "menopausal"
              : answeredStage

  const notedSwims = fromNote("swimming", "swimming")?.statement
  const swimming: Swimming =
    notedSwims !== undefined
      ? (notedSwims.amount ?? 1) >= 2
        ? "several_weekly"
        : "weekly"
      : pick(answers.swimming, optionValues("swimming"), "unknown")

  // A kept product is one the person uses: it counts as used at least weekly.
  const keptValue = noted.get("keeps_product")?.statement.value
  const kept = new Set<KeptProduct>(isKeptProduct(keptValue) ? [keptValue] : [])
  const answeredBudget = pick(answers.monthly_budget, optionValues("monthly_budget"), "unknown")
  const notedBudget = noted.get("budget")?.statement.amount
  // A note never raises a budget the quiz set lower: a price a note names is often one the
  // person refuses ("I'm not paying eighteen pounds for a pot").
  const budgetRank = (band: Budget) => optionValues("monthly_budget").indexOf(band as never)
  const notedBand = notedBudget === undefined ? undefined : budgetBandOf(notedBudget)
  const budgetNoted =
    notedBand !== undefined &&
    (answeredBudget === "unknown" || budgetRank(notedBand) <= budgetRank(answeredBudget))
  if (budgetNoted) fromNote("budget", "budget")
  const budget: Budget = budgetNoted ? notedBand! : answeredBudget
  const notedMaxProducts = fromNote("maxProducts", "max_products")?.statement.amount
  // Nor raises the time: "5 mins" read as 35 a week beside a ticked "under 30 minutes".
  const answeredMinutes = weeklyMinutesOf[String(answers.weekly_minutes)]
  const minutesSaid = noted.get("max_minutes")?.statement.amount
  const notedMinutes =
    minutesSaid !== undefined && (answeredMinutes === undefined || minutesSaid <= answeredMinutes)
      ? fromNote("weeklyMinutes", "max_minutes")?.statement.amount
      : undefined

  const exerciseAnswer = male ? answers.exercise_frequency_male : answers.exercise_frequency
  const answeredExercise = pick(exerciseAnswer, optionValues("exercise_frequency"), "unknown")
  // A note's sport counts only with how often: "swims 5 times a week".
  const notedSport =
    answeredExercise !== "unknown" || noted.get("sport")?.statement.amount === undefined
      ? undefined
      : fromNote("exercise", "sport")?.statement.amount

  return {
    name: displayName(userName),
    gender,
    hormonalStage,
    texture,
    textureAnswered: texture !== "unknown",
    width: pick(a("strand_width", "strand_width_male"), optionValues("strand_width"), "unknown"),
    density: pick(a("density", "density_male"), optionValues("density"), "unknown"),
    porosity: pick(a("porosity", "porosity_male"), optionValues("porosity"), "unknown"),
    scalp,
    states,
    locs,
    locAge: male
      ? (locAgeMale[String(answers.loc_age_male)] ?? "unknown")
      : pick(answers.loc_age, optionValues("loc_age"), "unknown"),
    locMethod: male
      ? pickOptional(answers.loc_starter_method_male, optionValues("loc_starter_method_male"))
      : pickOptional(answers.loc_type, optionValues("loc_type")),
    retwist: pick(
      male ? undefined : answers.retwist_frequency,
      optionValues("retwist_frequency"),
      "unknown",
    ),
    // Locs and a low cut both ticked: the locs are what is worn.
    lowCut: male
      ? maleLength === "very_short" || maleLength === "short"
      : states.has("low_cut") && !locs,
    maleLength: male ? maleLength : "unknown",
    trim: pick(
      male ? undefined : answers.trim_frequency,
      optionValues("trim_frequency"),
      "unknown",
    ),
    exercise:
      notedSport === undefined
        ? answeredExercise
        : notedSport >= 5
          ? "daily"
          : notedSport >= 2
            ? "several_week"
            : "once_week",
    careMethod,
    wash,
    shampoo: setOf(a("shampoo_choice", "shampoo_type_male"), [
      ...optionValues("shampoo_choice"),
      ...optionValues("shampoo_type_male"),
    ]),
    conditioning,
    heat,
    styles,
    products: withKept(readProducts(answers), kept),
    detangling: pick(male ? undefined : answers.detangling, optionValues("detangling"), "unknown"),
    // A covering told in the notes counts as ticked: men are never asked.
    environment: new Set([
      ...setOf(
        male ? undefined : answers.environment,
        optionValues("environment").filter((v): v is Environment => v !== "none"),
      ),
      ...(noted.has("head_covering") ? (["head_coverings"] as const) : []),
    ]),
    symptoms,
    noSymptoms: list(symptomAnswer).includes("none"),
    history,
    scalpIssues: pick(answers.scalp_issues_male, optionValues("scalp_issues_male"), "unknown"),
    hairline: pick(answers.hairline_changes_male, optionValues("hairline_changes_male"), "unknown"),
    barber: pick(answers.barber_frequency_male, optionValues("barber_frequency_male"), "unknown"),
    goals: setOf(answers.primary_goal_male, optionValues("primary_goal_male")),
    beardSkin: pick(
      answers.skin_under_beard_male,
      optionValues("skin_under_beard_male"),
      "unknown",
    ),
    beardGoals: setOf(answers.beard_goals_male, optionValues("beard_goals_male")),
    facialHair: male
      ? pick(answers.facial_hair_male, optionValues("facial_hair_male"), "unknown")
      : "unknown",
    quizFor,
    ageBand,
    ageYears: notedAge,
    scalpSigns,
    sun: setOf(
      answers.sun_scalp,
      optionValues("sun_scalp").filter((v): v is SunExposure => v !== "none"),
    ),
    sunAnswered: Array.isArray(answers.sun_scalp) && answers.sun_scalp.length > 0,
    swimming,
    medicines,
    medicinesStopped,
    diet,
    recentIllness,
    budget,
    maxProducts: notedMaxProducts ?? maxProductsOf[String(answers.max_products)],
    weeklyMinutes: notedMinutes ?? answeredMinutes,
    noted,
    asked: notes.asked,
    readFromNotes,
    notedMedicines: notes.medicines,
    supplementsTaken: notes.supplements,
    beliefs: notes.beliefs,
    questionsAsked: notes.questionsAsked,
    pregnancyPlanned: notes.pregnancyPlanned,
    questions: notes.questions,
    topicsAsked: notes.topicsAsked,
    toldNot: new Set(notes.denied.keys()),
    scalpCareHeld: false,
    kept,
  }
}

/**
 * Pregnant, breastfeeding or trying for a baby: minoxidil and other treatments
 * wait. Only a woman's: a man whose notes mention a pregnancy (his partner's) carries none.
 */
export const pregnancyMatters = (p: HairProfile): boolean =>
  p.gender !== "male" &&
  (p.hormonalStage === "pregnant" ||
    p.hormonalStage === "postpartum" ||
    hasNoted(p, "pregnancy") ||
    hasNoted(p, "birth") ||
    p.pregnancyPlanned !== undefined)

/** Who the quiz's own question says the answers are about. */
export const answeredQuizFor = (answers: QuizAnswers): QuizFor =>
  quizForOf[String(answers.answers_about)] ?? "self"

/** The profile of a person from their answers and the reading of their notes. */
export const readProfile = (input: {
  readonly userName: string
  readonly answers: QuizAnswers
  readonly reading: NoteReading
}): HairProfile =>
  deriveHairProfile(
    input.userName,
    input.answers,
    notedFacts(input.reading, answeredQuizFor(input.answers)),
  )

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
/**
 * Itchy or flaky ticked, and the notes neither deny the flakes nor explain the itch another
 * way: an itch in the first week of each new set of braids is the install's, not dandruff.
 */
/**
 * "Itchy or flaky" ticked, and flakes it is: not when the notes deny flakes, nor when they tell
 * the complaint as an itch and never as flakes ("only itches when I sweat under the hat", "my
 * scalp itches a bit", a new install's itch), which is no dandruff for an antifungal.
 */
const flakyTicked = (p: HairProfile): boolean =>
  p.scalp.has("itchy_flaky") &&
  !p.toldNot.has("flaking") &&
  !((p.noted.has("install_itch") || p.noted.has("itching")) && !p.noted.has("flaking"))
export const isFlaky = (p: HairProfile): boolean =>
  !p.scalpCareHeld && (flakyTicked(p) || p.symptoms.has("persistent_flaking"))
/**
 * Flakes treated as dandruff, with an antifungal. Thick scaly plaques are not
 * dandruff: with them, the flakes are the plaques' until a dermatologist says
 * otherwise, and the scalp gets a scale lifter instead.
 */
export const needsAntifungal = (p: HairProfile): boolean => isFlaky(p) && !hasPlaques(p)
/** A medicated wash in the plan: antifungal for dandruff, a scale lifter for plaques. */
export const needsMedicatedWash = (p: HairProfile): boolean =>
  isFlaky(p) || (hasPlaques(p) && !p.scalpCareHeld)
/** Flaking that the person reports as persistent or frequent. */
export const hasPersistentFlaking = (p: HairProfile): boolean =>
  p.symptoms.has("persistent_flaking") ||
  (p.gender === "male" && flakyTicked(p) && p.scalpIssues === "yes_frequent")
/** Flakes, plaques, itch, oil or bumps: no oil goes on this scalp. */
export const keepOilOffScalp = (p: HairProfile): boolean =>
  needsMedicatedWash(p) ||
  // An itch, or a scalp a condition owns until it is seen, gets no oil either.
  p.scalp.has("itchy_flaky") ||
  p.scalpCareHeld ||
  isOily(p) ||
  p.symptoms.has("scalp_pimples") ||
  p.symptoms.has("painful_lumps")
export const isSensitive = (p: HairProfile): boolean =>
  p.scalp.has("sensitive") || p.symptoms.has("burning_stinging")
export const isOily = (p: HairProfile): boolean => p.scalp.has("oily")
export const hasTractionSigns = (p: HairProfile): boolean =>
  p.scalp.has("traction") || p.symptoms.has("broken_edges")
/** Edges under strain from a style: tension styles, or a scalp sore where styles pull. */
export const stylesPullOnEdges = (p: HairProfile): boolean =>
  wearsTensionStyle(p) || p.scalp.has("traction")
export const isSalonOnly = (p: HairProfile): boolean => p.careMethod === "salon"
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
/** Any product left on the hair or scalp to style it: hold products, oils or butters. */
export const usesStylers = (p: HairProfile): boolean =>
  usesHoldProducts(p) || usesProduct(p, "oils_butters")
/** The build-up a clarifying wash lifts, named by what the person uses: "gel and pomade build-up". */
export const buildUpWords = (p: HairProfile): string => {
  const used = [
    ...(usesAtLeastWeekly(p, "gels_mousses") ? ["gel"] : []),
    ...(usesAtLeastWeekly(p, "hair_spray") ? ["spray"] : []),
    ...(usesAtLeastWeekly(p, "creams_pomades") ? ["pomade"] : []),
    ...(usesAtLeastWeekly(p, "oils_butters") ? ["oil"] : []),
  ]
  return `${used.length === 0 ? "product" : listed(used)} build-up`
}
export const sweatsOften = (p: HairProfile): boolean =>
  p.exercise === "daily" || p.exercise === "several_week"
export const dryClimate = (p: HairProfile): boolean =>
  p.environment.has("cold_dry_climate") || p.environment.has("hot_dry_climate")
export const humidClimate = (p: HairProfile): boolean => p.environment.has("humid_climate")
export const hardWater = (p: HairProfile): boolean => p.environment.has("hard_water")
export const tensionStyles: ReadonlyArray<Style> = [
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
  (["braids_extensions", "sew_ins", "tape_ins", "microlinks"] as const).some((s) => p.styles.has(s))
/**
 * The head covering worn, as the notes name it ("hard hat", "hijab", "wig"), else "a head
 * covering": the quiz's box lists several, and a line about one (a helmet's pads, a tight bun
 * under a hijab) is for whoever wears that one.
 */
export const coveringWorn = (
  p: HairProfile,
): { readonly name: string; readonly helmet: boolean } => {
  const named =
    /\b(hard hat|hijab|niqab|turban|patka|dastar|headscarf|head scarf|wig|helmet|beanie|durag|cap|hat)s?\b/i.exec(
      p.noted.get("head_covering")?.words ?? "",
    )?.[1]
  const name = named === undefined ? "a head covering" : `a ${named.toLowerCase()}`
  return { name, helmet: /helmet|hard hat/i.test(name) }
}

/** Locs worn, or named in what the person asks ("how do i stop my locs merging?"). */
export const locsOrNamed = (p: HairProfile, text: string): boolean =>
  p.locs || /\blocs?\b|\bdreads?\b/i.test(text)

/** Braids worn as a style (box braids, cornrows): the loose hair is out only between sets. */
export const wearsBraids = (p: HairProfile): boolean =>
  p.styles.has("braids_extensions") || p.styles.has("cornrows")
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
/**
 * Close cuts at the nape matter where hairs curl back into the skin: curly
 * or coily hair, or bumps already there [AKN].
 */
export const napeBumpRisk = (p: HairProfile): boolean =>
  isTextured(p) || p.symptoms.has("scalp_pimples") || p.symptoms.has("painful_lumps")
/** Locs retightened with a tool (interlocks, Sisterlocks): never palm-rolled. The men's and women's quiz name them differently. */
export const interlockedLocs = (p: HairProfile): boolean =>
  p.locMethod === "interlocking" || p.locMethod === "interlocks" || p.locMethod === "sisterlocks"
/** Freeform locs form on their own: nothing is twisted or rolled. */
export const freeformLocs = (p: HairProfile): boolean => p.locMethod === "freeform"
export const isMale = (p: HairProfile): boolean => p.gender === "male"
export const hasNoted = (p: HairProfile, kind: NoteKind): boolean => p.noted.has(kind)
/** Any of these told as now. */
export const anyNoted = (p: HairProfile, kinds: ReadonlyArray<NoteKind>): boolean =>
  kinds.some((kind) => hasNoted(p, kind))
/** What the notes say of a sign, told as now or, failing that, as past ("a valve replaced in 2019"). */
export const toldOf = (p: HairProfile, kind: NoteKind): NotedFact | undefined =>
  p.noted.get(kind) ?? p.asked.get(kind)
/** Told in the notes, and no longer ago than `months` (undated counts as now). */
export const notedWithin = (p: HairProfile, kind: NoteKind, months: number): boolean =>
  withinMonths(p.noted.get(kind), months)

/** Growing a relaxer or texture release out ("transitioning", "going natural"), told in the notes. */
export const growingOut = (p: HairProfile): boolean =>
  hasNoted(p, "going_natural") && (p.states.has("relaxed") || p.states.has("texture_release"))

/** Lengths straightened chemically (or smoothed): whatever grows, the lengths hold no coils. */
export const straightenedLengths = (p: HairProfile): boolean =>
  p.states.has("relaxed") || p.states.has("texture_release") || p.states.has("keratin_treatment")
/** Coils worn loose: twist-outs, puffs and pineapples are for this hair only. */
export const wearsNaturalCoils = (p: HairProfile): boolean =>
  isTightlyCoiled(p) && !straightenedLengths(p) && !p.locs && !p.lowCut
/** What the strand's bend is called: waves are not coils. */
export const bendWords = (p: HairProfile): string =>
  straightenedLengths(p) && p.texture !== "straight"
    ? "straightened lengths"
    : p.texture === "wavy"
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
      : wearsBraids(p)
        ? "braids"
        : undefined
export const afterChemotherapy = (p: HairProfile): boolean => p.history.has("recent_chemotherapy")
export const familyHistory = (p: HairProfile): boolean => p.history.has("family_hair_loss")
/** Signs of pattern thinning the person reported: a wider parting, recession. */
export const hasPatternThinning = (p: HairProfile): boolean =>
  p.symptoms.has("widening_parting") || p.hairline === "noticeable"
export const hasPatchyLoss = (p: HairProfile): boolean => p.symptoms.has("round_patches")
export const hasPlaques = (p: HairProfile): boolean => p.symptoms.has("scaly_plaques")
/** Shaves the face close (clean-shaven or stubble): where razor bumps come from. */
export const shavesFace = (p: HairProfile): boolean =>
  p.gender === "male" && (p.facialHair === "none" || p.facialHair === "stubble")
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

/**
 * 65 or over. Thinning then has usually been coming for decades: "started early" is no
 * longer true of it, and treating it is a choice, not a race.
 */
export const laterLife = (p: HairProfile): boolean =>
  p.ageBand === "65_74" || p.ageBand === "75_plus"
