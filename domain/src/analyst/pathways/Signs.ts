/**
 * The facts the pathways share, written once: who the person is (a child, an
 * older adult, after menopause), where the scalp shows to the sun, what has
 * happened that can start shedding, and what chemistry the hair has had.
 */
import {
  afterChemotherapy,
  type HairProfile,
  hasNoted,
  hasPatchyLoss,
  hasPatternThinning,
  isTextured,
} from "../HairProfile.ts"

/** The first medicine in the notes whose name matches, as typed ("priadel", "lymecycline"). */
export const medicineNamed = (p: HairProfile, names: RegExp): string | undefined =>
  [...p.notedMedicines.values()].map((fact) => fact.words.match(names)?.[0]).find(Boolean)

/** Diabetes, told by a medicine for it: nearly everyone with it takes one. */
export const hasDiabetes = (p: HairProfile): boolean =>
  medicineNamed(
    p,
    /\b(metformin|gliclazide|glimepiride|sitagliptin|linagliptin|alogliptin|saxagliptin|vildagliptin|empagliflozin|canagliflozin|pioglitazone|insulin|novorapid|lantus|humalog|levemir|tresiba|trulicity|dulaglutide|ozempic)\b/i,
  ) !== undefined

/** Oxygen at home, named among the medicines: no flame, no oily cream on the face beside it. */
export const onHomeOxygen = (p: HairProfile): boolean =>
  medicineNamed(p, /\boxygen\b/i) !== undefined

/** A thyroid condition ticked, or thyroid medicine taken. */
export const hasThyroidCondition = (p: HairProfile): boolean =>
  p.diet.has("thyroid_condition") || p.medicines.has("thyroid_medicine")

/** The answers are about a child: the quiz says so, or the age is under 16. */
export const isChild = (p: HairProfile): boolean =>
  p.quizFor === "child" || p.ageBand === "under_12" || p.ageBand === "12_15"

/** A baby under a year old, by the age the notes give. */
export const isBaby = (p: HairProfile): boolean => p.ageYears !== undefined && p.ageYears < 1

export const isOlderAdult = (p: HairProfile): boolean =>
  p.ageBand === "55_64" || p.ageBand === "65_74" || p.ageBand === "75_plus"

/** Pregnant by the quiz's answer or by the notes ("35 wks pregnant", "32 weeks with my 2nd"). */
export const pregnantNow = (p: HairProfile): boolean =>
  p.hormonalStage === "pregnant" || hasNoted(p, "pregnancy")

/** After menopause: the answer says so, or a woman is 55 or over. */
export const isPostMenopausal = (p: HairProfile): boolean =>
  p.gender === "female" && (p.hormonalStage === "menopausal" || isOlderAdult(p))

/** Of an age where irregular periods can still be a sign of androgen excess. */
export const mayHavePeriods = (p: HairProfile): boolean =>
  p.gender === "female" &&
  !isPostMenopausal(p) &&
  p.hormonalStage !== "perimenopausal" &&
  p.ageBand !== "under_12"

/** Heavy periods, ticked or told in the notes. */
export const hasHeavyPeriods = (p: HairProfile): boolean =>
  hasNoted(p, "heavy_periods") || p.diet.has("heavy_periods")

export const hasSign = (p: HairProfile, sign: Parameters<HairProfile["scalpSigns"]["has"]>[0]) =>
  p.scalpSigns.has(sign)

/** Thinning on top or at the crown, answered or noted. */
export const crownThinning = (p: HairProfile): boolean =>
  p.symptoms.has("widening_parting") || p.hairline === "noticeable"

/** A cut that leaves the scalp bare: a buzz cut or skin fade, or a low cut. */
const bareCut = (p: HairProfile): boolean =>
  p.gender === "male" ? p.maleLength === "very_short" : p.lowCut

/** Skin that thinning, patches, a band or chemotherapy has bared, or that the person says shows or burns. */
const baredSkin = (p: HairProfile): boolean =>
  crownThinning(p) ||
  hasPatternThinning(p) ||
  hasPatchyLoss(p) ||
  afterChemotherapy(p) ||
  p.scalpSigns.has("hairline_band") ||
  p.sun.has("scalp_shows") ||
  p.sun.has("sunburnt_scalp")

/**
 * Scalp that shows: bared skin, or a bare cut. A full head of hair covers
 * all but the parting: a hat does the job there, before any product slot
 * goes on it.
 */
export const scalpShows = (p: HairProfile): boolean => baredSkin(p) || bareCut(p)

/**
 * Skin the sun reaches: bared skin; hours out without a hat; or a bare cut,
 * unless the person answered the sun question and none of it applies (a dense
 * crop under which no skin shows; thinning kept out of the sun), and no note
 * says otherwise.
 */
export const sunReachesScalp = (p: HairProfile): boolean =>
  (baredSkin(p) && !(p.sunAnswered && p.sun.size === 0)) ||
  (p.sun.has("outdoors_most_days") && !p.sun.has("wears_hat")) ||
  p.noted.has("sun_exposure") ||
  (bareCut(p) && !p.sunAnswered)

/** Straightened with chemistry (now or noted), the chemistry behind crown scarring. */
export const hasRelaxerHistory = (p: HairProfile): boolean =>
  p.states.has("relaxed") ||
  p.states.has("texture_release") ||
  p.noted.get("chemical_service")?.statement.value === "relaxer" ||
  p.noted.get("chemical_service")?.statement.value === "texture_release"

/** Hair with a tight curl pattern, or straightened from one. */
export const textureAtRisk = (p: HairProfile): boolean => isTextured(p) || hasRelaxerHistory(p)

/** Something in the last months that can start shedding 2 to 3 months later. */
export interface Trigger {
  readonly id:
    | "birth"
    | "illness"
    | "weight_loss"
    | "diet"
    | "iron"
    | "thyroid"
    | "medicine"
    | "minoxidil"
    | "stress"
  /** "the birth", "the illness with a fever": how the report names it. */
  readonly words: string
  /** Still going on: then the shedding is not "temporary" until it stops. */
  readonly ongoing: boolean
}

export const sheddingTriggers = (p: HairProfile): ReadonlyArray<Trigger> => {
  const triggers: Array<Trigger> = []
  if (p.hormonalStage === "postpartum")
    triggers.push({ id: "birth", words: "the birth", ongoing: false })
  if (p.recentIllness === "6_weeks_4_months" || p.recentIllness === "under_6_weeks")
    triggers.push({ id: "illness", words: "the illness or operation", ongoing: false })
  else if (illnessInTheNotes(p))
    triggers.push({ id: "illness", words: "the illness you wrote about", ongoing: false })
  if (p.diet.has("rapid_weight_loss") || p.medicines.has("weight_loss_injection"))
    triggers.push({ id: "weight_loss", words: "the fast weight loss", ongoing: true })
  if (p.diet.has("heavy_periods") || p.diet.has("low_iron"))
    triggers.push({ id: "iron", words: "low iron", ongoing: true })
  if (p.diet.has("vegetarian_vegan"))
    triggers.push({ id: "diet", words: "a diet without meat", ongoing: true })
  if (hasThyroidCondition(p)) triggers.push({ id: "thyroid", words: "your thyroid", ongoing: true })
  // Minoxidil started in the last 4 months: the shed it brings first is its working (NHS, BAD).
  if (minoxidilJustStarted(p))
    triggers.push({ id: "minoxidil", words: "starting minoxidil", ongoing: false })
  // Starting or stopping the pill is a change that has happened: it passes like a birth.
  if (p.medicines.has("pill_change"))
    triggers.push({ id: "medicine", words: "the change in the pill", ongoing: false })
  else if (sheddingMedicines(p).length > 0)
    triggers.push({ id: "medicine", words: "a medicine", ongoing: true })
  else if (p.medicinesStopped.size > 0)
    triggers.push({ id: "medicine", words: "stopping a medicine", ongoing: false })
  // The health history's "illness, operation, diet or shock", unless a trigger already names it.
  if (
    p.history.has("recent_trigger") &&
    !triggers.some((t) => t.id === "illness" || t.id === "weight_loss")
  )
    triggers.push({
      id: "stress",
      words: p.noted.has("stress") ? "the stressful time" : "the illness, operation, diet or shock",
      ongoing: false,
    })
  return triggers
}

/**
 * An illness, a fever or a hospital stay the notes date 1 to 9 months ago and call over ("had
 * covid with a high temp in june, long gone"): shedding follows it by 2 to 4 months and lasts
 * up to 6 (NHS, telogen effluvium), whatever the quiz's own question was answered.
 */
const illnessInTheNotes = (p: HairProfile): boolean =>
  (["illness", "fever"] as const).some((kind) => {
    const months = p.asked.get(kind)?.statement.monthsAgo
    return months !== undefined && months >= 1 && months <= 9
  })

/** Minoxidil told as started within 4 months, dated: "started minoxidil foam 5 wks ago". */
const minoxidilJustStarted = (p: HairProfile): boolean =>
  [p.noted.get("supplement"), p.noted.get("medicine_change"), ...p.notedMedicines.values()].some(
    (fact) =>
      fact !== undefined &&
      /minoxidil|regaine|rogaine/i.test(fact.words) &&
      fact.statement.monthsAgo !== undefined &&
      fact.statement.monthsAgo <= 4,
  )

/**
 * Medicines known to thin or shed hair (thyroid medicine is read as the thyroid itself),
 * unless the notes say it has been taken unchanged for over a year: shedding follows a
 * start or a change by months, not years.
 */
export const sheddingMedicines = (p: HairProfile) =>
  [...p.medicines].filter(
    (m) =>
      m !== "other_medicine" &&
      m !== "thyroid_medicine" &&
      m !== "chemo_immunotherapy" &&
      // HRT's oestrogen more often keeps hair than sheds it; thinning on it is the menopause's.
      m !== "hrt" &&
      !((p.notedMedicines.get(m)?.statement?.monthsAgo ?? 0) > longStandingMonths),
  )
const longStandingMonths = 12

/**
 * Only testosterone or anabolic steroids: often a cycle run without a prescriber, so a GP,
 * who can also check what steroids do beyond the hair; stopping is what helps the hair.
 */
export const onlySteroids = (p: HairProfile): boolean => {
  const medicines = sheddingMedicines(p)
  return medicines.length > 0 && medicines.every((medicine) => medicine === "testosterone_steroids")
}

/** Shedding reported: ticked, or typed as hair coming out. */
export const isShedding = (p: HairProfile): boolean => p.symptoms.has("sudden_shedding")

/**
 * The scalp-symptom rules a condition takes the place of when the itch,
 * burning, flakes or spots are its own (dermatomyositis, blisters).
 */
export const scalpSymptomRules: ReadonlyArray<string> = [
  "burning-stinging",
  "burning",
  "persistent-flaking",
  "mild-flaking",
  "flaking",
  "scalp-pimples",
  "pimples",
]

/** Blood tests said to be normal ("bloods all normal in the spring"): not asked for again. */
export const bloodsNormal = (p: HairProfile): boolean =>
  p.toldNot.has("thyroid") || p.toldNot.has("low_iron")

/** The licensed treatments, by the names people write them with. */
const treatmentNames = /\b(minoxidil|regaine|rogaine|fin|finasteride|dutasteride|propecia)\b/i

/** How each is written in a sentence: brands with a capital. */
const brandNames: Readonly<Record<string, string>> = {
  fin: "finasteride",
  regaine: "Regaine",
  rogaine: "Rogaine",
  propecia: "Propecia",
}

/** Words that name minoxidil or finasteride. */
export const namesTreatment = (words: string): boolean => treatmentNames.test(words)

/**
 * Minoxidil or finasteride already used for the thinning, told in the notes ("minoxidil foam
 * since new year", "taking fin 1mg"): the report speaks of keeping it up, not of starting it.
 */
export const treatsThinning = (p: HairProfile): boolean =>
  p.noted.get("supplement")?.statement.value === "hair_loss_treatment" ||
  [...p.notedMedicines.values()].some((fact) => treatmentNames.test(fact.words))

/** Which of them, in the person's words where they named it. */
export const treatmentWords = (p: HairProfile): string => {
  const named = [...p.notedMedicines.values(), ...p.noted.values()]
    .map((fact) => fact.words.match(treatmentNames)?.[1]?.toLowerCase())
    .filter((name) => name !== undefined)
  const names = [...new Set(named.map((name) => brandNames[name] ?? name))]
  return names.length === 0 ? "your treatment" : names.join(" and ")
}

/**
 * Greasy, yellow or crusty scale on a baby under a year with no broken hairs, lump or fever:
 * cradle cap, which ringworm rarely is at that age (NHS).
 */
export const cradleCap = (p: HairProfile): boolean =>
  isBaby(p) &&
  !hasSign(p, "scaly_patch_broken_hairs") &&
  !hasSign(p, "neck_lump") &&
  !hasNoted(p, "fever") &&
  !p.symptoms.has("round_patches")

/**
 * Epilepsy, told in the notes or by its medicine: rosemary, eucalyptus, camphor and sage oils
 * are advised against with it, since they can bring on a seizure (Epilepsy Society).
 */
export const hasEpilepsy = (p: HairProfile): boolean =>
  p.noted.has("seizure") ||
  p.asked.has("seizure") ||
  [...p.noted.values(), ...p.asked.values()].some((fact) => /epilep/i.test(fact.words)) ||
  medicineNamed(
    p,
    /\b(levetiracetam|keppra|lamotrigine|lamictal|valproate|epilim|carbamazepine|tegretol|phenytoin|topiramate|lacosamide|zonisamide|brivaracetam|perampanel|clobazam)\b/i,
  ) !== undefined

/** Essential oils advised against with epilepsy, in the person's words. */
export const seizureOils = /rosemary|eucalyptus|camphor|sage|hyssop|fennel|wormwood/i
