/**
 * Pictures: signs that point to one cause together, said before each is told: milk from the
 * breasts or periods that stop, with headaches or a change in sight, can be a growth
 * on the pituitary gland raising prolactin and pressing on the nerves of sight. A
 * picture with its own level sets how soon, when sooner than any of its signs alone
 * (sickness and shaking are not urgent; on lithium, together, they are poisoning).
 */
import { fromTickedBox } from "../../notes/BodySignBoxes.ts"
import type { NoteKind } from "../../notes/NoteStatement.ts"
import { listed } from "../../text/Sentences.ts"
import {
  anyNoted,
  type HairProfile,
  hasNoted,
  isFlaky,
  laterLife,
  notedWithin,
  toldOf,
} from "../HairProfile.ts"
import { oncePerProfile } from "../OncePerProfile.ts"
import { urgencyRank } from "../RedFlag.ts"
import {
  clotRisk,
  type Level,
  milkExpected,
  onInsulin,
  othersAtHome,
  overFifty,
  ownWords,
  periodsExplained,
  recentlyTold,
  serotoninMedicines,
  stoolsTold,
  suddenSightLoss,
  takesCombinedPill,
  takesFinasteride,
  thirstWithWeeing,
  toldInWords,
  toldWithin,
} from "./SignFacts.ts"
import {
  hasThyroidCondition,
  isBaby,
  isChild,
  isOlderAdult,
  mayHavePeriods,
  medicineNamed,
  onHomeOxygen,
  pregnantNow,
} from "./Signs.ts"
import { suggestsUndereating } from "./Undereating.ts"

/** Blisters or weeping spots on a baby under 6 weeks old. */
const newbornBlisters = (p: HairProfile): boolean =>
  p.ageYears !== undefined &&
  p.ageYears < 0.12 &&
  (anyNoted(p, ["blisters", "one_sided_rash"]) ||
    /blister|weep|oozing/i.test(p.noted.get("scalp_bumps")?.words ?? ""))

/** Sleepier, feeding for minutes, or a fever or a cold body: a newborn unwell. */
const newbornUnwell = (p: HairProfile): boolean =>
  anyNoted(p, ["looks_very_unwell", "confusion", "fever"])

const newbornHerpes = (now: string): string =>
  `Together, blisters, crusting or weeping spots on a baby under 6 weeks old, above all where a monitor clip went on in labour or after someone close had a cold sore, can be the cold sore virus, herpes, which in a newborn can spread fast and is treated in hospital straight away: ${now}. Do not put oils or creams on the spots meanwhile, and wash your hands before touching them.`

/** Asthma, told by its name or its inhalers. */
const asthmatic = (p: HairProfile): boolean =>
  toldInWords(p, /\b(asthma\w*|inhalers?|salbutamol|ventolin|reliever)\b/i)

/** Periods that have stopped, told in words a young person's notes may read as the menopause. */
const periodsGone = (p: HairProfile): boolean =>
  (hasNoted(p, "periods_stopped") && mayHavePeriods(p)) ||
  ((isChild(p) || p.ageBand === "16_24" || p.ageBand === "25_34") &&
    /period/i.test((p.noted.get("menopause") ?? p.asked.get("menopause"))?.words ?? ""))

/** The legs or feet: where a pressed spinal cord shows ("legs heavy", "pins and needles in both feet"). */
const legs = /\b(legs?|feet|foot|toes?|thighs?|knees?|calf|calves|stairs|walk\w*|standing)\b/i

/** Tingling or weakness in the hands and in the legs or feet together, told now. */
const climbingNumbness = (p: HairProfile): boolean => {
  if (!hasNoted(p, "pins_and_needles")) return false
  const told = `${toldOf(p, "pins_and_needles")?.words ?? ""} ${toldOf(p, "muscle_weakness")?.words ?? ""}`
  return (
    /\b(hands?|fingers?|arms?)\b/i.test(told) && (legs.test(told) || hasNoted(p, "muscle_weakness"))
  )
}

/**
 * Numbness between the legs told with what goes with it: a back, sciatica, tingling or weak
 * legs, or little urine. Not when the tingling climbs to the hands: that is the nerves
 * inflamed, Guillain-Barré's picture.
 */
const caudaEquina = (p: HairProfile): boolean =>
  hasNoted(p, "saddle_numbness") &&
  !climbingNumbness(p) &&
  (anyNoted(p, ["little_urine", "pins_and_needles", "muscle_weakness", "unsteady"]) ||
    toldInWords(p, /\b(back|spine|sciatica|disc)\b/i))

/** A baby born in the last three months. */
const afterABirth = (p: HairProfile): boolean =>
  p.hormonalStage === "postpartum" || notedWithin(p, "birth", 3)

/** Whom low iron without a cause is said of: the person's own sex, never the other. */
const ironWho = (p: HairProfile): string =>
  p.gender === "male" ? "in a man" : "in a woman past her periods"

/** A young person losing weight with periods gone, always cold or new downy hair. */
const energyRunningShort = (p: HairProfile): boolean =>
  (isChild(p) || p.ageBand === "16_24") &&
  anyNoted(p, ["low_intake", "weight_loss", "unexplained_weight_loss"]) &&
  (periodsGone(p) || anyNoted(p, ["always_cold", "downy_hair"]))

/**
 * Great thirst with weeing or weight lost, or insulin taken, and being sick, breathing hard or
 * drowsy: DKA. On insulin, being sick is DKA until a ketone test says not (NICE NG17/NG18).
 */
const ketoacidosis = (p: HairProfile): boolean =>
  (thirstWithWeeing(p) || onInsulin(p)) &&
  anyNoted(p, ["vomiting", "breathless", "confusion"]) &&
  !nightHypos(p)

/**
 * On insulin, waking soaked in sweat with no fever, being sick or breathing hard: the sugar
 * falling low in the night, above all after a higher dose or evening exercise (NICE NG17;
 * Diabetes UK). A muddled spell at night that sugar put right is the same low, not an infection.
 */
const nightHypos = (p: HairProfile): boolean =>
  onInsulin(p) &&
  hasNoted(p, "night_sweats") &&
  !anyNoted(p, ["fever", "vomiting", "breathless", "thirst"])

/** Stools black like tar: blood from high in the gut. */
const gutBleed = (p: HairProfile): boolean =>
  /black|tar/i.test(p.noted.get("unexpected_bleeding")?.words ?? "")

/** A blood thinner taken now: the quiz's answer, or one the notes name and have not stopped. */
const onBloodThinner = (p: HairProfile): boolean => p.medicines.has("blood_thinner")

/**
 * An anticoagulant, whose dose a clinic checks by blood test: not aspirin or clopidogrel
 * alone, which no INR measures (the quiz's tick counts, unless the notes name only those).
 */
const onAnticoagulant = (p: HairProfile): boolean =>
  onBloodThinner(p) &&
  !(
    medicineNamed(
      p,
      /\b(aspirin|clopidogrel|plavix|ticagrelor|brilique|prasugrel|dipyridamole|antiplatelets?)\b/i,
    ) !== undefined &&
    medicineNamed(
      p,
      /\b(warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|lixiana|dabigatran|pradaxa|heparin|clexane|enoxaparin|anticoagulants?)\b/i,
    ) === undefined
  )

/** Tingling with weakness of the legs or hands, told together: nerves, not a vitamin alone. */
const tinglingAndWeakness = (p: HairProfile): boolean =>
  hasNoted(p, "pins_and_needles") &&
  hasNoted(p, "muscle_weakness") &&
  // Numbness between the legs is the spinal nerves' own emergency, which its sign sets.
  !hasNoted(p, "saddle_numbness")

/** A man of an age where getting up at night to wee is the prostate's, not sugar's. */
const prostateAge = (p: HairProfile): boolean =>
  p.gender === "male" &&
  (isOlderAdult(p) || p.ageBand === "45_54") &&
  toldWithin(p, "peeing_often", 12) &&
  !thirstWithWeeing(p)

/**
 * Twitching or jerking muscles, sweating, a racing heart, diarrhoea or a temperature after a
 * second serotonin medicine or a raised dose: serotonin syndrome (NICE CKS, MHRA).
 */
const serotoninSigns = (p: HairProfile): boolean =>
  (serotoninMedicines(p).length >= 2 ||
    (p.medicines.has("antidepressant_mood") && toldWithin(p, "medicine_change", 1))) &&
  [
    hasNoted(p, "seizure") || /twitch|jerk/i.test(p.noted.get("body_complaint")?.words ?? ""),
    hasNoted(p, "racing_heart"),
    toldWithin(p, "fever", 0.1),
    hasNoted(p, "bowel_changes"),
    hasNoted(p, "shaky_hands"),
    hasNoted(p, "confusion"),
  ].filter(Boolean).length >= 2

/** Told as taken now, not only in the past ("finished roaccutane in February"). */
const takesNow = (p: HairProfile, kind: NoteKind): boolean => {
  const told = p.noted.get(kind)
  return told !== undefined && told.statement.time !== "past"
}

/** Zigzags, a flicker or flashing lights told with a headache: a migraine's aura. */
const auraTold = (p: HairProfile): boolean =>
  toldWithin(p, "headache", 3) &&
  /zigzag|zig-zag|flicker|flash|shimmer|aura|sparkl/i.test(
    `${p.noted.get("sight_change")?.words ?? ""} ${p.noted.get("eye_flashes")?.words ?? ""}`,
  )

/** A late period, or a pregnancy, with a pain low in the tummy: ectopic until shown not. */
const ectopicSigns = (p: HairProfile): boolean =>
  mayHavePeriods(p) &&
  (hasNoted(p, "period_late") || pregnantNow(p)) &&
  hasNoted(p, "low_tummy_pain")

/** Pain on breathing in or breathlessness beside a leg that may hold a clot, or after a journey. */
const lungClot = (p: HairProfile): boolean =>
  anyNoted(p, ["chest_pain", "breathless"]) &&
  (hasNoted(p, "calf_swelling") ||
    (hasNoted(p, "chest_pain") && hasNoted(p, "breathless") && clotRisk(p) !== undefined))

/** A red, painful eye with blurred sight and rings round lights, sickness or a headache. */
const eyePressure = (p: HairProfile): boolean =>
  hasNoted(p, "red_eye") &&
  hasNoted(p, "sight_change") &&
  (anyNoted(p, ["vomiting", "headache"]) ||
    /ring|halo|rainbow/i.test(p.noted.get("sight_change")?.words ?? ""))

/** Urine gone dark with puffy eyes or little of it: the kidneys' filters inflamed. */
const kidneysInflamed = (p: HairProfile): boolean =>
  hasNoted(p, "dark_urine") &&
  !stoolsTold(p) &&
  anyNoted(p, ["puffy_swelling", "little_urine", "high_blood_pressure"])

/** Sores on the genitals with a fever, glands or spots elsewhere: an infection passed on by contact. */
const contactInfection = (p: HairProfile): boolean =>
  hasNoted(p, "genital_ulcers") &&
  (toldWithin(p, "fever", 1) ||
    toldWithin(p, "neck_lump", 1) ||
    anyNoted(p, ["body_rash", "dimpled_spots", "scalp_bumps", "painful_lumps"]))

/** Food that sticks on the way down. */
const foodSticks = (p: HairProfile): boolean =>
  /stick|stuck|catch|swallow/i.test(p.noted.get("swallowing")?.words ?? "")

/** Dark skin gone thick and velvety (acanthosis), not the darker creases and gums of the adrenals. */
const velvetySkin = (p: HairProfile): boolean =>
  /velvet|thick/i.test(p.noted.get("skin_darkening")?.words ?? "")

/** Food that sticks, or velvety dark skin, with weight lost without trying. */
const gulletSigns = (p: HairProfile): boolean =>
  hasNoted(p, "unexplained_weight_loss") && (foodSticks(p) || velvetySkin(p))

/** Lithium by name: its level in the blood rises to poisoning with a bug, heat or a painkiller. */
const takesLithium = (p: HairProfile): boolean =>
  medicineNamed(p, /\b(lithium|priadel|camcolit|liskonum)\b/i) !== undefined

/**
 * Colchicine with what its poisoning does first, the gut, or then the muscles and nerves: more
 * likely with kidney disease or beside clarithromycin, erythromycin or a statin (MHRA).
 */
const colchicinePoisoning = (p: HairProfile): boolean =>
  medicineNamed(p, /\bcolchicine\b/i) !== undefined &&
  anyNoted(p, ["vomiting", "bowel_changes", "muscle_weakness", "pins_and_needles"])

/**
 * A medicine started or raised in the last three months (undated counts as now): told in the
 * medicines note, or beside a medicine named ("started it 3 weeks ago" is then the medicine).
 */
const medicineNewlyChanged = (p: HairProfile): boolean =>
  (notedWithin(p, "medicine_change", 3) &&
    (p.notedMedicines.size > 0 || p.noted.get("medicine_change")?.note === "medicine_notes")) ||
  // "started lamotrigine 2 weeks ago": a medicine the notes date within 3 months.
  [...p.notedMedicines.values()].some(
    (fact) => fact.statement.monthsAgo !== undefined && fact.statement.monthsAgo <= 3,
  )

/** A tetracycline for acne by name: it can raise the pressure around the brain. */
const tetracycline = /\b(lymecycline|doxycycline|minocycline|tetracycline|oxytetracycline)\b/i

const takesTetracycline = (p: HairProfile): boolean => medicineNamed(p, tetracycline) !== undefined

const tetracyclineWords = (p: HairProfile): string =>
  medicineNamed(p, tetracycline) ?? "the acne tablet"

/** What a fever in a body that fights infection less well explains: the shed, the tiredness, the glands. */
const feverSupersedes = [
  "sudden-shedding",
  "shedding-after-trigger",
  "shedding",
  "anaemia-signs",
  "lymph-signs",
]

/**
 * No spleen, told in the notes, or the quiz's box for a body that fights infection less well
 * (which names the spleen first): with a fever, the more cautious reading.
 */
const withoutSpleen = (p: HairProfile): boolean => {
  const told = toldOf(p, "infection_risk")
  return told !== undefined && (/spleen|splenectomy/i.test(told.words) || fromTickedBox(told))
}

/** A cancer treated before: its tablets or chemotherapy, at any time. */
const hadCancer = (p: HairProfile): boolean =>
  p.notedMedicines.has("breast_cancer_tablets") ||
  p.notedMedicines.has("chemo_immunotherapy") ||
  hasNoted(p, "chemotherapy")

/** Spironolactone and what it keeps potassium in with: a blood pressure tablet of the ramipril or losartan kind, a salt swap. */
const spironolactone = /\b(spironolactone|spiro|aldactone|eplerenone|amiloride)\b/i

const keepsPotassium = /\b(\w+pril|\w+sartan|trimethoprim|ace inhibitor)\b/i

const potassiumMayClimb = (p: HairProfile): boolean =>
  medicineNamed(p, spironolactone) !== undefined &&
  (medicineNamed(p, keepsPotassium) !== undefined || p.supplementsTaken.has("potassium"))

/** A blood pressure tablet of the ramipril kind (an ACE inhibitor): it can swell the lips and tongue, even after years. */
const aceInhibitor = /\b(\w+pril|ace inhibitor)\b/i

/** Opioid painkillers taken for months lower testosterone. */
const opioid =
  /\b(oxycodone|oxycontin|oxynorm|morphine|zomorph|codeine|co-?codamol|dihydrocodeine|tramadol|tapentadol|fentanyl|buprenorphine|butrans|methadone)\b/i

/** Low calcium's signs: tingling round the lips, a hand locking like a claw. */
const calciumSigns: ReadonlyArray<NoteKind> = ["lips_tingling", "hand_spasm"]

/** What lowers the calcium: an operation on the thyroid or neck, calcium tablets stopped. */
const calciumAtRisk = (p: HairProfile): boolean =>
  hasThyroidCondition(p) ||
  hasNoted(p, "thyroid") ||
  p.asked.has("thyroid") ||
  /\b(calcium|adcal|calcichew)\b/i.test(p.noted.get("medicine")?.words ?? "")

/** Ulcers that keep coming in the mouth and on the genitals, as Behçet's disease shows. */
const mouthAndGenitalUlcers = (p: HairProfile): boolean =>
  hasNoted(p, "sore_throat") && (hasNoted(p, "genital_ulcers") || p.asked.has("genital_ulcers"))

const behcetsSays = (eye: boolean) =>
  `Together, mouth ulcers that keep coming back with genital ulcers, a swollen joint, skin spots or a red eye can be Behçet's disease, an inflammation of the blood vessels: ${eye ? "the eye first: a red, aching eye that light hurts or that blurs needs an eye casualty or urgent eye service today, which a GP or 111 can direct you to, since it can harm sight; no driving while it is blurred. Then a" : "see a"} GP within weeks with every sign and any relative who has the same, and ask about a rheumatologist. No neat tea tree on the spots.`

/** Signs the kidneys may be struggling to clear the blood, as a GP counts them. */
const kidneySigns: ReadonlyArray<NoteKind> = [
  "swollen_ankles",
  "peeing_often",
  "itchy_all_over",
  "puffy_swelling",
  "tiredness",
]

/** What strains the kidneys: anti-inflammatory painkillers most days, later life, blood pressure. */
const kidneysStrained = (p: HairProfile): boolean =>
  hasNoted(p, "painkillers") || hasNoted(p, "high_blood_pressure") || laterLife(p)

const cortisolSigns: ReadonlyArray<NoteKind> = [
  "round_face",
  "stretch_marks",
  "bruising",
  "muscle_weakness",
  "weight_gain",
  "high_blood_pressure",
]

/** A rash with a fever, and the signs that make it measles. */
const feverRash = (p: HairProfile): string =>
  anyNoted(p, ["red_eye", "light_hurts", "swallowing", "unvaccinated"])
    ? "Together, a fever with a rash that spreads from behind the ears and the hairline, with red eyes or a cough, can be measles, more so without the MMR jab: phone the GP or 111 today before going in, since it spreads easily, and keep away from babies and anyone pregnant; anyone pregnant who has been close phones their midwife today."
    : "Together, a fever with a new rash needs a GP today; phone first, since some such rashes spread."

/** Signs that the liver may be struggling, as a GP counts them. */
const liverSigns = (p: HairProfile): number =>
  [
    hasNoted(p, "liver_skin_signs"),
    hasNoted(p, "swollen_belly"),
    hasNoted(p, "male_breast_growth") && p.gender === "male",
    hasNoted(p, "yellow_skin"),
    hasNoted(p, "itchy_all_over"),
    hasNoted(p, "dark_urine"),
  ].filter(Boolean).length

/** Signs of testosterone in a woman or child who takes none. */
const maleHormoneSigns: ReadonlyArray<NoteKind> = [
  "deeper_voice",
  "androgen_signs",
  "puberty_signs",
]

const pictures: ReadonlyArray<{
  when: (p: HairProfile) => boolean
  says: string | ((p: HairProfile) => string)
  /** How soon this picture needs a doctor, with what it is about: "possible lithium poisoning". */
  level?: Level
  about?: string
  /** Why, in one sentence, for Start here. */
  why?: string | ((p: HairProfile) => string)
  /**
   * What to do first, where it is more than seeing someone: Start here's change then says
   * it, not only who to see ("get everyone out and call the gas emergency line").
   */
  firstStep?: string | ((p: HairProfile) => string)
  /** Findings this picture explains better, which the same visit covers. */
  supersedes?: ReadonlyArray<string>
  /** The scalp's itch or rash is this picture's: no dandruff care on it. */
  holdsScalpCare?: true
  /** Lines that would be wrong beside it: a patch test on a feverish child's rash. */
  neverBeside?: ReadonlyArray<RegExp>
  /** Signs it accounts for: quoted, not explained again with their other causes. */
  explains?: ReadonlyArray<NoteKind>
  /**
   * The signs it explains are timed by it, not made sooner by the others beside them: a tight
   * chest with a wheeze at work is asthma's, not the heart's.
   */
  timesItsSigns?: true
}> = [
  {
    // Sickness in pregnancy with fluids not kept down, little or dark urine, dizziness on
    // standing or weight lost: hyperemesis gravidarum, treated the same day with fluids and
    // anti-sickness medicine (RCOG Green-top 69).
    when: (p) =>
      pregnantNow(p) &&
      hasNoted(p, "vomiting") &&
      anyNoted(p, ["dehydrated", "little_urine", "dark_urine", "weight_loss", "fainting"]),
    level: "same_day",
    about: "sickness in pregnancy that keeps nothing down",
    firstStep: "Call your GP, midwife or early pregnancy unit today, or 111",
    why: "Being sick so often in pregnancy that fluids will not stay down is more than morning sickness: hyperemesis gravidarum, which fluids and anti-sickness medicine treat, safely for the baby.",
    says: "Together, being sick many times a day in pregnancy, not keeping fluids down, weeing little or dark, dizzy on standing or losing weight, is more than ordinary morning sickness: hyperemesis gravidarum. It needs fluids and anti-sickness medicine, sometimes a drip: call your GP, midwife or early pregnancy unit today, or 111, and go to A&E if you are drowsy or bring up blood. Treating it is safe for the baby. Shedding later settles once you eat again.",
    supersedes: ["sudden-shedding"],
    explains: [
      "vomiting",
      "dehydrated",
      "little_urine",
      "dark_urine",
      "weight_loss",
      "fainting",
      "racing_heart",
    ],
  },
  {
    // A faint during exercise, or a faint with a fluttering heart: the heart's rhythm until an
    // ECG says not, above all in the young (NICE CG109, ESC syncope guideline). The same day,
    // and no sport until a doctor clears it.
    when: (p) =>
      hasNoted(p, "fainting") &&
      // Fainting from eating too little is that picture's, with its own timing.
      !energyRunningShort(p) &&
      !suggestsUndereating(p) &&
      // Dizzy with a fast heart while fluids do not stay down is the water lost, not the rhythm.
      !hasNoted(p, "dehydrated") &&
      (hasNoted(p, "racing_heart") ||
        /\b(running|race|pe|sport|exercise|exercising|football|match|training|swimming|playing)\b/i.test(
          toldOf(p, "fainting")?.words ?? "",
        ) ||
        (hasNoted(p, "sport") && isChild(p))),
    level: "same_day",
    about: "fainting with a fluttering heart or during exercise",
    why: "Fainting during exercise, or with a heart that flutters, can come from the heart's rhythm, which an ECG checks the same day.",
    says: (p) =>
      `Together, ${isChild(p) ? "a child fainting" : "fainting"}${hasNoted(p, "racing_heart") ? " with a heart that flutters or races" : ""}, above all during exercise or with a young relative who died suddenly, can come from the heart's rhythm, not from brushing or thirst: see a doctor today, at A&E if no GP can see ${isChild(p) ? "her or him" : "you"}, and ask for a heart tracing, an ECG. No sport, PE or swimming until a doctor has cleared it; meanwhile do hair sitting down, and lie down with the legs raised at the first sign of going pale.`,
    explains: ["fainting", "racing_heart", "looks_very_unwell", "pale"],
  },
  {
    // Reading that loses letters, or light that hurts, after years on hydroxychloroquine: the
    // retina damaged by the tablet, which screening is for (RCOphth 2020). It can also lighten hair.
    when: (p) =>
      medicineNamed(p, /\b(hydroxychloroquine|plaquenil|chloroquine)\b/i) !== undefined &&
      anyNoted(p, ["sight_change", "light_hurts"]) &&
      // The tablet's damage is painless: a red, painful eye is another cause, sooner.
      !hasNoted(p, "red_eye"),
    level: "within_days",
    about: "sight changes on hydroxychloroquine",
    firstStep:
      "See an optometrist or the hospital eye clinic within a few days, and tell your rheumatology team",
    why: "Reading that loses letters, or light that hurts, after years on hydroxychloroquine can be damage to the retina from the tablet, which the eye scans are meant to catch.",
    says: "Together, changes in reading or in bright light after years on hydroxychloroquine can be damage to the retina from the tablet, what the yearly eye scans are for: see an optometrist or the hospital eye clinic within days, ask for the retina scan you missed, and tell the rheumatology team this week; do not stop the tablet on your own, they will decide. The same tablet can lighten hair to an ash or bleached shade, so mention that too; colour on the roots is safe with it.",
    explains: ["sight_change", "light_hurts"],
  },
  {
    // A child yellow and pale, sleepy or passing dark urine: red cells breaking down
    // (haemolysis), as after henna, fava beans or mothballs in G6PD deficiency. A&E now.
    when: (p) =>
      isChild(p) &&
      // A baby's jaundice, with pale stools, is the bile ducts' question, timed by its own sign.
      !isBaby(p) &&
      hasNoted(p, "yellow_skin") &&
      anyNoted(p, ["pale", "dark_urine", "tiredness", "breathless", "looks_very_unwell"]),
    level: "emergency",
    about: "a child gone yellow and pale",
    firstStep: "Go to A&E now, or call 999",
    why: "A child who is yellow and pale, sleepy or passing dark urine can have red blood cells breaking down, which needs A&E now.",
    says: "Together, a child who is yellow in the eyes, pale, sleepy or breathing fast, with urine dark like tea, can have red blood cells breaking down, haemolysis: go to A&E now or call 999. After henna, fava beans, mothballs or some medicines it is often G6PD deficiency, favism, which runs in families: tell them what he or she was in contact with and about the family. No henna, fava beans or mothballs until a blood test says it is safe, and nothing on the skin meanwhile; a rinse with plain water is enough.",
    supersedes: ["burning-stinging", "dye-allergy"],
    holdsScalpCare: true,
    explains: ["yellow_skin", "pale", "dark_urine", "tiredness", "breathless", "product_reaction"],
  },
  {
    // Growing purple lumps, a bruise that will not go or a sore that bleeds, on anti-rejection or
    // other immune-suppressing medicines: a skin cancer such as Kaposi sarcoma is ruled out soon,
    // by the specialist team that prescribes them, not at the next routine clinic.
    when: (p) =>
      p.medicines.has("immune_suppressant") &&
      (["scalp_bumps", "non_healing_sore", "body_lump", "bruising"] as const).some((kind) =>
        /purple|violet|bruise|dark red/i.test(toldOf(p, kind)?.words ?? ""),
      ),
    level: "within_days",
    about: "purple lumps on immune-suppressing medicines",
    firstStep:
      "Call the transplant or specialist team that prescribes your medicines within a few days",
    why: "Purple lumps or patches that grow, on medicines that damp the immune system, need the team that prescribes them to rule out a skin cancer such as Kaposi sarcoma.",
    says: "Together, purple lumps or patches that grow, or a bruise-like sore that will not heal, on medicines that damp the immune system after a transplant or for another condition, need checking for a skin cancer such as Kaposi sarcoma, which these medicines make more likely: call the transplant or specialist team within days rather than waiting for the next clinic, and show them every patch, including any on the feet or legs. Do not stop or change the medicines yourself; keep razors and foil shavers off the lumps, and nothing on them but plain water.",
    explains: ["scalp_bumps", "non_healing_sore", "body_lump", "bruising", "swollen_ankles"],
  },
  {
    // A drooping lid and a smaller eye with one side of the face not sweating: Horner's
    // syndrome, the sympathetic nerve pressed or hurt on its way from the neck over the lung's
    // apex to the eye; in a smoker, or with shoulder or arm pain, the lung's top is looked at.
    when: (p) => hasNoted(p, "eyelid_droop") && hasNoted(p, "one_sided_sweating"),
    level: "within_days",
    about: "a drooping eyelid with one side of the face not sweating",
    why: "An eyelid that droops, a smaller eye and one side of the face that stops sweating are together Horner's syndrome, a nerve to the eye pressed or damaged on its way from the neck and the top of the lung.",
    says: (p) =>
      `Together, an eyelid that droops, an eye that looks smaller and one side of the face that stops sweating are Horner's syndrome: the nerve that runs from the neck over the top of the lung to the eye is pressed or damaged somewhere along its way. See a GP within a few days and tell them all of it; ${hasNoted(p, "body_complaint") ? "with the pain you describe, and above all if you smoke," : "if you smoke or have pain in the shoulder or arm,"} ask about a chest X-ray, since the top of the lung is one place it is pressed. The dry side needs only a plain, unperfumed moisturiser, not a medicated shampoo.`,
    supersedes: ["persistent-flaking", "mild-flaking"],
    holdsScalpCare: true,
    explains: ["eyelid_droop", "one_sided_sweating", "flaking", "body_complaint"],
  },
  {
    // A grip slow to let go with drooping lids, a cataract young or a parent the same: myotonic
    // dystrophy, inherited, which also thins the temples early and can slow the heart's rhythm.
    when: (p) =>
      hasNoted(p, "grip_locks") &&
      (hasNoted(p, "eyelid_droop") || /cataract/i.test(toldOf(p, "illness")?.words ?? "")),
    level: "within_weeks",
    about: "a grip slow to let go with drooping eyelids",
    why: "A grip that is slow to let go with drooping eyelids, early cataracts or a parent the same can be myotonic dystrophy, an inherited muscle condition that can also affect the heart's rhythm.",
    says: "Together, a grip that is slow to let go, eyelids that droop and a cataract young, above all with a parent the same, can be myotonic dystrophy, an inherited muscle condition that also thins the hair at the temples early and can affect the heart's rhythm: see a GP within a few weeks and tell them about the family, so they can arrange a heart tracing (an ECG) and a neurologist. Start no hair medicine before then.",
    supersedes: ["pattern-thinning"],
    explains: ["grip_locks", "eyelid_droop"],
    timesItsSigns: true,
  },
  {
    // Attacks of a pounding heart and a pounding headache with a blood pressure measured high:
    // an adrenal cause (phaeochromocytoma) is looked for with blood or urine tests, with the
    // thyroid (Endocrine Society; NICE CKS hypertension, secondary causes).
    when: (p) =>
      hasNoted(p, "racing_heart") &&
      anyNoted(p, ["headache", "sudden_headache"]) &&
      hasNoted(p, "high_blood_pressure"),
    level: "within_days",
    about: "attacks of a racing heart and headache with high blood pressure",
    firstStep:
      "See a GP within a few days with your blood pressure reading, and ask about tests for what sets off the attacks",
    why: "Attacks of a pounding heart, a pounding headache and sweating, with a blood pressure measured high, need a GP to look for a cause in the adrenal glands or the thyroid.",
    says: "Together, attacks of a pounding heart and a pounding headache, often with sweating, shaking or going pale, with a blood pressure measured high, need a GP within a few days: they check the blood pressure again and look for a cause, the thyroid or, more rarely, a growth on an adrenal gland that releases adrenaline, a phaeochromocytoma, with blood or urine tests. Take the reading you had. Call 999 with chest pain, a severe headache that does not ease, weakness or trouble speaking. It is not only nerves or the night shifts until those are checked.",
    supersedes: ["overactive-thyroid-signs"],
    explains: ["racing_heart", "headache", "high_blood_pressure", "shaky_hands", "tiredness"],
  },
  {
    // Drooping eyelids or double vision with drink going the wrong way, a changed voice or weak
    // arms: the muscles of the eyes, throat and limbs failing together, as in botulism (after a
    // cosmetic toxin injection or home-preserved food), myasthenia or the brainstem. 999.
    when: (p) =>
      (hasNoted(p, "eyelid_droop") || /double/i.test(p.noted.get("sight_change")?.words ?? "")) &&
      anyNoted(p, ["swallowing", "muscle_weakness", "struggling_to_breathe"]),
    level: "emergency",
    about: "drooping eyelids or double vision with trouble swallowing or weak arms",
    why: "Drooping eyelids or double vision with trouble swallowing, a changed voice or weak arms can be the nerves to the muscles failing, as in botulism after a cosmetic toxin injection, which needs hospital treatment now.",
    says: "Together, drooping eyelids or double vision with drink going down the wrong way, a voice gone nasal or arms too weak to hold things up can be the nerves to the muscles failing, as in botulism after a cosmetic toxin injection given outside a clinic, myasthenia gravis, or a problem in the brainstem: call 999 or go to A&E now and say what was injected, where and when; breathing can weaken next. It is not the forehead toxin dropping, and it does not settle by waiting.",
    explains: ["eyelid_droop", "sight_change", "swallowing", "muscle_weakness", "tiredness"],
  },
  {
    // Blisters or weeping spots on a baby under 6 weeks: the cold sore virus until shown not,
    // which spreads fast in a newborn (NICE NG143; BASHH neonatal herpes). Sleepy, feeding poorly
    // or cold with it: 999 now.
    when: (p) => newbornBlisters(p) && newbornUnwell(p),
    level: "emergency",
    about: "blisters on a newborn who is sleepy or feeding poorly",
    why: "Blisters on a newborn who is sleepier or feeding less can be the cold sore virus spreading, which is treated in hospital at once.",
    says: newbornHerpes("call 999 or go to A&E now"),
    explains: ["blisters", "one_sided_rash", "scalp_bumps", "looks_very_unwell", "confusion"],
    holdsScalpCare: true,
  },
  {
    when: (p) => newbornBlisters(p) && !newbornUnwell(p),
    level: "same_day",
    about: "blisters on a newborn",
    why: "Blisters on a baby under 6 weeks can be the cold sore virus, which a doctor checks the same day.",
    says: newbornHerpes(
      "see a GP or call 111 today, and call 999 if the baby gets sleepier, feeds less, feels hot or cold, or goes floppy",
    ),
    explains: ["blisters", "one_sided_rash", "scalp_bumps"],
    holdsScalpCare: true,
  },
  {
    // A beta blocker with asthma, and wheeze, a tight chest or the reliever needed more: the
    // tablet narrowing the airways (BNF: beta blockers are avoided in asthma). The same day.
    when: (p) =>
      p.medicines.has("beta_blocker") &&
      asthmatic(p) &&
      anyNoted(p, ["breathless", "chest_pain", "struggling_to_breathe"]),
    level: "same_day",
    about: "a wheeze on a beta blocker with asthma",
    firstStep:
      "Speak to a GP or 111 today about the beta blocker and your asthma, and tell whoever prescribed it",
    why: "A beta blocker such as propranolol can tighten the airways in asthma, which is why it is usually avoided; a wheeze or the reliever needed more since starting it needs a doctor today.",
    says: "Together, asthma with a wheeze, a tight chest or the reliever needed more often since starting a beta blocker such as propranolol can be the tablet narrowing the airways, which is why beta blockers are usually avoided in asthma: speak to a GP or 111 today, and to whoever prescribed it, about changing it safely. Use your reliever as your asthma plan says, and call 999 if it does not help, you cannot finish a sentence or your lips go blue.",
    explains: ["breathless", "chest_pain"],
  },
  {
    // A tongue grown too big with bruising round the eyes, frothy urine, numb hands at night,
    // swollen ankles or weight lost: amyloid deposits (AL amyloidosis), found by blood and urine
    // tests and a referral (BSH guideline), the hair and brows thinning with it.
    when: (p) =>
      hasNoted(p, "big_tongue") &&
      anyNoted(p, [
        "bruising",
        "frothy_urine",
        "pins_and_needles",
        "swollen_ankles",
        "unexplained_weight_loss",
      ]),
    level: "within_days",
    about: "a tongue grown too big with bruising, frothy urine or numb hands",
    why: "A tongue grown too big, with bruising round the eyes, frothy urine, numb hands or swollen ankles, can be protein deposits in the body, amyloidosis, which blood and urine tests find.",
    says: "Together, a tongue grown too big for the mouth with bruising round the eyes, frothy urine, hands numb at night, swollen ankles or weight lost without trying can be amyloidosis, an abnormal protein laid down in the tongue, skin, nerves, kidneys and heart: see a GP face to face within a few days, not on the phone, and ask for blood and urine tests for it; it is not just age. The hair and brows thin with it and are not the first thing to treat.",
    supersedes: ["brow-or-beard-loss", "sudden-shedding", "shedding"],
    explains: [
      "big_tongue",
      "bruising",
      "frothy_urine",
      "pins_and_needles",
      "swollen_ankles",
      "unexplained_weight_loss",
    ],
  },
  {
    // A herbal or traditional remedy with no label one can read, and tummy cramps, constipation,
    // tingling, tiredness or anaemia: lead or another heavy metal in it (UKHSA lead toxicology;
    // MHRA warnings on imported ayurvedic products). Stopped today; a blood lead level.
    when: (p) =>
      hasNoted(p, "unlabelled_remedy") &&
      anyNoted(p, [
        "bowel_changes",
        "constipation",
        "pins_and_needles",
        "low_iron",
        "tiredness",
        "body_complaint",
        "vomiting",
      ]),
    level: "within_days",
    about: "a remedy without a readable label, with signs it may be poisoning",
    firstStep:
      "Stop the remedy today, and anyone else at home who takes it, then see a GP within a few days with the packet",
    why: "Tummy cramps, constipation, tingling or anaemia after a remedy with no label you can read can be lead or another heavy metal in it, which a blood test finds.",
    says: (p) =>
      `Together, tummy cramps, constipation, tingling hands or feet, tiredness or anaemia that iron does not mend, a metal taste or a blue-grey line on the gums, after a herbal or traditional remedy with no label you can read, can be lead or another heavy metal in it: stop it today, and so should anyone else at home taking it, ${othersAtHome(p)}; keep the packet, and see a GP within a few days for a blood lead test. Never take more to speed it up.`,
    supersedes: ["anaemia-signs", "anaemia-gut-signs"],
    explains: [
      "unlabelled_remedy",
      "bowel_changes",
      "constipation",
      "pins_and_needles",
      "low_iron",
      "tiredness",
    ],
  },
  {
    // Iron found low in a man, or in a woman past her periods, with no cause told (no heavy
    // periods, no meat-free diet): the gut is checked for a slow bleed, bowel cancer among its
    // causes, even with tablets started (NICE NG12, BSG iron deficiency guideline).
    when: (p) =>
      !isChild(p) &&
      (p.gender === "male" || (p.gender === "female" && !mayHavePeriods(p))) &&
      (toldOf(p, "low_iron") !== undefined || p.diet.has("low_iron")) &&
      !p.diet.has("heavy_periods") &&
      !anyNoted(p, [
        "heavy_periods",
        "vegetarian_vegan",
        "unexpected_bleeding",
        "unlabelled_remedy",
      ]),
    level: "within_2_weeks",
    about: "iron found low without a cause",
    why: (p) =>
      `Iron found low ${ironWho(p)}, with no cause such as heavy periods, needs the gut checked for a slow bleed, bowel cancer among its causes.`,
    says: (p) =>
      `Together, iron found low ${ironWho(p)}, with no cause such as heavy periods or a meat-free diet, can come from a slow bleed in the gut, an ulcer or bowel cancer among the causes, or from not absorbing iron, as in coeliac disease: see a GP within 1 to 2 weeks and ask why it is low, since guidelines ask for the gut to be checked, often by a camera test, even while the tablets work. The hair recovers as the iron does.`,
    supersedes: ["anaemia-signs"],
    explains: ["low_iron"],
  },
  {
    // A calf that is sore or swollen, or a long journey or the pill, with pain on breathing in
    // or breathlessness: a clot that may have reached the lung (NICE NG158). 999 or A&E now.
    when: lungClot,
    level: "emergency",
    about: "a clot that may have reached the lung",
    firstStep: "Call 999 or go to A&E now",
    why: (p) =>
      `Breathlessness or a sharp pain on breathing in${hasNoted(p, "calf_swelling") ? ", with a sore or swollen calf," : ""}${clotRisk(p) === undefined ? "" : ` ${clotRisk(p)}`} can be a clot in the lung, a pulmonary embolism, which needs treatment today.`,
    says: (p) =>
      `Together, ${hasNoted(p, "calf_swelling") ? "a sore or swollen calf with " : ""}breathlessness or a sharp pain on breathing in${clotRisk(p) === undefined ? "" : ` ${clotRisk(p)}`} can be a clot in the leg that has moved to the lung, a pulmonary embolism: call 999 or go to A&E now, do not wait to see if it passes, and tell them about any pill or HRT you take. It is not the journey, cramp or low iron, and no hair routine matters until then.`,
    supersedes: ["emergency-signs", "anaemia-signs", "low-blood-count", "heart-strain"],
    explains: ["calf_swelling", "breathless", "chest_pain", "long_journey"],
  },
  {
    // A red, painful eye with blurred sight, rings round lights and sickness: acute angle-closure
    // glaucoma, which takes sight within hours (NHS). Eye casualty or A&E now.
    when: eyePressure,
    level: "emergency",
    about: "a painful red eye with blurred sight",
    firstStep: "Go to eye casualty or A&E now",
    why: "A painful red eye with blurred sight, rings round lights and being sick can be acute glaucoma, a sudden rise of pressure in the eye that harms sight within hours.",
    says: "Together, a painful red eye with blurred sight, rainbow rings round lights, a headache or being sick can be acute angle-closure glaucoma, a sudden rise of pressure in the eye: go to eye casualty or A&E now, or call 999, since sight can be lost within hours. It is not from the hair or a tight style, painkillers do not treat it, and no driving.",
    supersedes: ["giant-cell-arteritis", "broken-edges"],
    explains: ["red_eye", "sight_change", "vomiting", "headache"],
  },
  {
    // A period late with a pain low on one side, at the shoulder tip, or fainting: a pregnancy
    // outside the womb until shown otherwise (NICE NG126). 999 when faint or the shoulder hurts.
    when: ectopicSigns,
    level: "same_day",
    about: "a period late with a pain low in the tummy",
    firstStep: "Do a pregnancy test and see a GP today, or call 111; 999 if you faint",
    why: "A late period with a pain low on one side can be a pregnancy growing outside the womb, an ectopic pregnancy, which needs checking today.",
    says: "Together, a late period or a positive test with a pain low in the tummy on one side, brown spotting, a pain at the tip of the shoulder or feeling faint can be an ectopic pregnancy, one growing outside the womb: do a pregnancy test and see a GP today or call 111, and call 999 or go to A&E now if you faint, feel dizzy, or the pain is at the shoulder tip or gets worse. It is not stress.",
    explains: ["period_late", "low_tummy_pain", "fainting"],
  },
  {
    // The same, with fainting or a shoulder-tip pain: bleeding inside, an emergency.
    when: (p) =>
      ectopicSigns(p) &&
      (toldWithin(p, "fainting", 1) ||
        /shoulder/i.test(
          `${p.noted.get("low_tummy_pain")?.words ?? ""} ${p.noted.get("body_complaint")?.words ?? ""}`,
        )),
    level: "emergency",
    about: "a late period with a pain low in the tummy and feeling faint",
    firstStep: "Call 999 or go to A&E now",
    why: "A late period or a positive test with a pain low on one side and feeling faint or a pain at the shoulder tip can be an ectopic pregnancy bleeding inside, which is an emergency.",
    says: "A late period or a positive test with a pain low in the tummy and feeling faint or a pain at the tip of the shoulder can be an ectopic pregnancy, one growing outside the womb, bleeding inside: call 999 or go to A&E now, and do not drive yourself or go alone. Cramps and spotting can be normal early on, but not with these.",
    explains: [
      "period_late",
      "pregnancy",
      "low_tummy_pain",
      "unexpected_bleeding",
      "fainting",
      "body_complaint",
    ],
  },
  {
    // Strange beliefs, messages, no sleep within weeks of a birth: postpartum psychosis, an
    // emergency (NHS, RCPsych).
    when: (p) =>
      p.gender === "female" &&
      !isChild(p) &&
      (hasNoted(p, "sees_things") || hasNoted(p, "confusion")) &&
      (p.hormonalStage === "postpartum" ||
        notedWithin(p, "birth", 3) ||
        (p.asked.get("birth")?.statement.monthsAgo ?? Number.POSITIVE_INFINITY) <= 3),
    level: "emergency",
    about: "strange beliefs or confusion soon after a birth",
    firstStep: "Call 999 or go to A&E now, or call the perinatal mental health team or 111 now",
    why: "Strange beliefs, hearing messages, little sleep and racing speech in the weeks after a birth can be postpartum psychosis, which is an emergency and treatable.",
    says: "Together, strange or special beliefs, messages from the television or others, racing speech and barely sleeping in the weeks after a birth can be postpartum psychosis, which is not the baby blues: it is an emergency and it is treatable. Call 999 or go to A&E now, or the perinatal mental health team or 111 now, and do not leave her alone with the baby until she has been seen. The hair shedding after a birth is normal and can wait.",
    // Its own words say the shedding after a birth is normal and can wait.
    supersedes: ["shedding-after-trigger", "sudden-shedding"],
    explains: ["sees_things", "confusion", "birth"],
  },
  {
    // Zigzag lights or a flicker before a one-sided headache, on the combined pill: migraine with
    // aura, for which the combined pill raises the risk of a stroke (UKMEC 4); stop it, and a
    // GP or pharmacist within days for another method.
    when: (p) => takesCombinedPill(p) && auraTold(p),
    level: "within_days",
    about: "migraines with an aura on the combined pill",
    firstStep:
      "Stop the combined pill, use condoms meanwhile, and see a GP or pharmacist within a few days about another method",
    why: "Zigzag lights or a flicker before a headache is a migraine with aura; with it, the combined pill raises the risk of a stroke, so it is changed for a method without oestrogen.",
    says: "Together, zigzag lines or flickering lights that spread before a one-sided headache are a migraine with aura, and with aura the combined pill raises the risk of a stroke: stop it, use condoms meanwhile, and see a GP or a pharmacist within a few days for a method without oestrogen, such as the progestogen-only pill, the implant or a coil. Call 999 for a drooping face, a weak arm or leg, slurred speech, or an aura that does not go within an hour.",
    supersedes: ["medicine-thinning"],
    explains: ["sight_change", "headache"],
  },
  {
    // Wheeze, a tight chest or a cough at work, better away from it, in a salon or a trade:
    // occupational asthma (bleach powders' persulfates, keratin fumes); a GP within days, before
    // it becomes permanent (BOHRF).
    when: (p) =>
      hasNoted(p, "better_away") &&
      (anyNoted(p, ["breathless", "chest_pain"]) ||
        /cough/i.test(p.noted.get("swallowing")?.words ?? "") ||
        /wheez|cough|chest|breath/i.test(p.noted.get("better_away")?.words ?? "")),
    level: "within_days",
    about: "a wheeze or tight chest at work that eases away from it",
    firstStep: "See a GP within a few days about the wheeze at work, and say what you work with",
    why: "A wheeze, tight chest or cough that comes at work and eases on holiday can be asthma caused by work, occupational asthma: bleach powders and smoothing fumes are common causes, and it is best caught early.",
    says: "Together, a wheeze, tight chest or cough at work that eases on days off or holiday can be occupational asthma, from something breathed in at work, bleach powders and keratin fumes the commonest in salons: see a GP within a few days, say what you work with, and ask about an occupational asthma clinic. Caught early it can settle; left, it can stay. 999 if you cannot speak in sentences.",
    explains: ["better_away", "breathless", "chest_pain", "swallowing"],
    timesItsSigns: true,
  },
  {
    // A child with a fever of days, red eyes, red cracked lips, a rash, puffy hands and feet or
    // a gland, then peeling fingertips: Kawasaki disease, which can harm the heart; seen the
    // same day for a heart scan, even once the fever has gone (NHS).
    when: (p) =>
      isChild(p) &&
      toldWithin(p, "fever", 2) &&
      (hasNoted(p, "peeling_fingers") ||
        (["red_eye", "sore_throat", "body_rash", "puffy_swelling", "neck_lump"] as const).filter(
          (kind) => toldWithin(p, kind, 2),
        ).length >= 3),
    level: "same_day",
    about: "a fever of days with red eyes, a rash or peeling fingers in a child",
    firstStep: "See a GP today, or call 111, and say the words Kawasaki disease",
    why: "A fever of 5 days or more with red eyes, red cracked lips, a rash, puffy hands and feet or a swollen gland, and peeling fingertips after, can be Kawasaki disease, which can harm the heart's arteries: a heart scan, even once the fever has gone.",
    says: "Together, a fever of 5 days or more with red eyes, red cracked lips, a rash, puffy red hands and feet or a swollen neck gland, and skin peeling from the fingertips and toes a few weeks later, can be Kawasaki disease, which can harm the heart's arteries: see a GP today or call 111, say the words Kawasaki disease, and ask about a heart scan, even though the fever has gone. The shedding after it grows back, it is not catching, and no vitamins are needed for it.",
    supersedes: ["shedding-after-trigger", "sudden-shedding", "child-scalp"],
    explains: [
      "fever",
      "red_eye",
      "sore_throat",
      "body_rash",
      "puffy_swelling",
      "neck_lump",
      "peeling_fingers",
      "swollen_ankles",
    ],
  },
  {
    // Washing over and over, with a scalp or hands made raw by it: the washing is the cause,
    // irritant dermatitis, and the urge behind it can be OCD; not ringworm, not a shampoo.
    when: (p) =>
      hasNoted(p, "compulsions") &&
      (isFlaky(p) || p.symptoms.has("burning_stinging") || hasNoted(p, "body_complaint")),
    level: "within_days",
    about: "washing over and over, with a scalp and hands made sore by it",
    firstStep: "See a GP within a few days about the washing and the sore skin",
    why: "Washing again and again, having to start over, makes the scalp and hands raw; the urge behind it can be OCD, which is common and treatable with a talking therapy.",
    says: (p) =>
      `Together, washing again and again, counting or starting over, with a scalp and hands gone raw, point to the washing as the cause of the soreness and to OCD, obsessive-compulsive disorder, behind it, which is common and treatable with a talking therapy: see a GP within a few days${isChild(p) ? ", who can refer to CAMHS" : ""}. No medicated shampoo: a mild one, lukewarm water and a plain moisturiser on the hands. Calm support helps more than arguing.`,
    supersedes: ["scalp-ringworm", "child-scalp-soon", "child-scalp", "burning-stinging"],
    holdsScalpCare: true,
    explains: ["compulsions", "body_complaint", "flaking"],
  },
  {
    // A late period or a positive test on a medicine that harms a pregnancy: today, not next month.
    when: (p) =>
      takesNow(p, "pregnancy_risk_medicine") &&
      (hasNoted(p, "period_late") || p.hormonalStage === "pregnant" || hasNoted(p, "pregnancy")),
    level: "same_day",
    about: "a late period or a pregnancy on a medicine that can harm one",
    firstStep: "Speak to your prescriber or a GP today, or call 111, and do a pregnancy test",
    why: "Some medicines, acne capsules of the Roaccutane kind and valproate among them, can harm a baby early in a pregnancy: a late period or a positive test on one needs the prescriber today.",
    says: "Some medicines, acne capsules of the Roaccutane kind, valproate and methotrexate among them, can harm a baby from the first weeks: with a late period or a positive test, speak to your prescriber or a GP today, or call 111, and do a pregnancy test if you have not; for acne capsules, take no more until you have spoken to them. Nothing is decided alone, and there is help whatever you decide.",
    supersedes: ["medicine-before-pregnancy", "medicine-thinning"],
    explains: ["period_late", "pregnancy_risk_medicine", "pregnancy"],
  },
  {
    // A child thirsty all day, up in the night to wee, losing weight or tired: type 1 diabetes
    // until a finger-prick test says not, the same day (NICE NG18).
    when: (p) =>
      isChild(p) &&
      (thirstWithWeeing(p) || (hasNoted(p, "thirst") && hasNoted(p, "tiredness"))) &&
      !ketoacidosis(p),
    level: "same_day",
    about: "a child who is very thirsty, weeing more and losing weight",
    firstStep: "See a GP today, or call 111, for a finger-prick sugar test",
    why: "A child who is thirsty all day, up in the night to wee, losing weight or tired can have type 1 diabetes, which a finger-prick test shows in seconds and which needs treating the same day.",
    says: "Together, a child thirsty all day, weeing more or up in the night, losing weight or tired can have type 1 diabetes: see a GP today or call 111 for a finger-prick sugar test, which takes seconds; go to A&E if they are being sick, breathing fast, drowsy or their breath smells of pear drops. It is not a growth spurt, and the hair recovers once it is treated.",
    supersedes: ["high-blood-sugar", "overactive-thyroid-signs", "sudden-shedding"],
    explains: ["thirst", "peeing_often", "unexplained_weight_loss", "weight_loss", "tiredness"],
  },
  {
    // A fever or an infection with confusion, fast breathing, no wee, mottled skin or a grey face,
    // or two of those without a fever (older people may have none): sepsis (NICE NG51, NHS).
    when: (p) => {
      const signs = (
        [
          "confusion",
          "little_urine",
          "struggling_to_breathe",
          "looks_very_unwell",
          "rash_not_fading",
        ] as const
      ).filter((kind) => hasNoted(p, kind)).length
      const fastBreathing = /fast|rapid|shallow/i.test(ownWords(p, "breathless"))
      // Mottled skin, or red all over like sunburn, as in toxic shock.
      const mottled = /blotch|mottl|purple|all over/i.test(ownWords(p, "body_rash"))
      const count = signs + (fastBreathing ? 1 : 0) + (mottled ? 1 : 0)
      // Nearly fainting with a fever: the blood pressure falling (without one, it is thirst's).
      return (hasNoted(p, "fever") && (count >= 1 || hasNoted(p, "fainting"))) || count >= 2
    },
    level: "emergency",
    about: "signs of sepsis",
    firstStep: "Call 999 or go to A&E now and say you think it could be sepsis",
    why: "A fever or an infection with confusion, fast breathing, no wee, mottled or grey skin can be sepsis, the body's overwhelming reaction to an infection, which is treated within the hour.",
    says: "Together, a fever or an infection with confusion or slurred speech, fast breathing, no wee for a day, blotchy or mottled skin, or a grey face can be sepsis, the body's overwhelming reaction to an infection: call 999 or go to A&E now and say you think it could be sepsis, since treatment within the hour saves lives. Older people may have no fever at all. The hair can wait.",
    supersedes: ["emergency-signs", "low-blood-count", "anaemia-signs"],
    explains: [
      "confusion",
      "little_urine",
      "breathless",
      "fever",
      "body_rash",
      "looks_very_unwell",
    ],
  },
  {
    // Sickle cell disease with a fever in the last days, or chest pain or breathlessness: an
    // infection the spleen cannot fight, or a chest crisis; A&E or the haematology line now (NICE CG143).
    // A tummy swelling with a child gone pale is the spleen filling with blood; an erection that
    // stays, sudden weakness or a change in sight are a crisis too (NHS sickle cell disease).
    when: (p) =>
      (hasNoted(p, "sickle_cell") || p.asked.has("sickle_cell")) &&
      (toldWithin(p, "fever", 0.1) ||
        anyNoted(p, [
          "chest_pain",
          "breathless",
          "severe_pain",
          "swollen_belly",
          "pale",
          "looks_very_unwell",
          "priapism",
          "face_droop",
          "sudden_headache",
        ])),
    level: "emergency",
    about: "a fever with sickle cell disease",
    firstStep: "Go to A&E now, or call your haematology team's 24-hour line",
    why: "With sickle cell disease a temperature of 38 or more, even one that paracetamol brought down, can be a serious infection the spleen can no longer fight, and is treated within the hour.",
    says: "With sickle cell disease, a temperature of 38 or more, even one paracetamol has brought down, chest pain or breathlessness, a tummy that swells with a child gone pale and weak, or an erection that will not go down, is an emergency: the spleen no longer guards against infection, and a chest crisis can follow. Go to A&E now or call your haematology team's 24-hour line, say you have sickle cell, and restart the daily penicillin if you have stopped it. Infected spots from clippers are part of the same infection; the barber can wait.",
    supersedes: ["painful-lumps", "scalp-pimples", "emergency-signs"],
    holdsScalpCare: true,
    explains: ["fever", "scalp_bumps", "painful_lumps", "headache"],
  },
  {
    when: serotoninSigns,
    level: "same_day",
    about: "twitching, sweating and a racing heart on two serotonin medicines",
    firstStep:
      "Stop the St John's wort or any other new remedy, and see a GP today or call 111; do not stop a prescribed antidepressant on your own",
    why: "Twitching or jerking muscles, sweating, a racing heart, diarrhoea or a temperature after adding a second serotonin medicine or raising a dose can be serotonin syndrome, which a doctor treats today.",
    says: (p) =>
      `Together, twitching or jerking muscles, sweating, shaking, a racing heart, diarrhoea or a temperature, after ${serotoninMedicines(p).length >= 2 ? `taking ${listed(serotoninMedicines(p))} together` : "a raised dose of an antidepressant"}, can be serotonin syndrome, too much serotonin: stop any remedy you added yourself, such as St John's wort, and see a GP today or call 111; call 999 if the temperature climbs above 38.5, the muscles go rigid or confusion comes. Do not stop a prescribed antidepressant on your own: stopping suddenly brings its own symptoms. St John's wort does not help hair${p.medicines.has("pill_change") ? ", and it can stop the pill from working: use condoms until a month after the last dose" : ""}.`,
    supersedes: ["sudden-shedding", "shedding-after-trigger", "gut-signs", "gut-signs-soon"],
    explains: [
      "seizure",
      "racing_heart",
      "bowel_changes",
      "fever",
      "shaky_hands",
      "body_complaint",
    ],
  },
  {
    // Oxygen at home with a burn or a fire: the supplier checks the home the same day, and
    // petroleum jelly by the nose feeds a flame (NHS, UK home oxygen services).
    when: (p) => onHomeOxygen(p) && toldWithin(p, "burn", 1),
    level: "same_day",
    about: "a fire or burn with oxygen at home",
    firstStep: "Tell your home oxygen supplier and GP today about the fire",
    why: "A fire with home oxygen can happen again and worse; the supplier checks the home and the set-up, and a GP checks the burns, the nose and the breathing.",
    says: "With oxygen at home, a fire or burn is told to your oxygen supplier and your GP today: they check the burns and the breathing and make the home safe, and they will not simply take the oxygen away. Never smoke or use a lighter, candle or gas hob while the oxygen is on or in the room, since oxygen makes a flame flare. No petroleum jelly such as Vaseline, or oil-based creams, on the face or nose: use a water-based gel made for oxygen users. Singed hair only needs a trim; it grows back from roots the fire did not reach.",
    supersedes: ["brow-or-beard-loss"],
    explains: ["burn", "brow_lash_loss", "breakage"],
  },
  {
    // A fever with no spleen: an infection that can overwhelm within hours, treated within the
    // hour (NICE NG51; BSH guidance on the absent spleen). Paracetamol can hide the temperature.
    // A fever during chemotherapy is the blood count's pathway.
    when: (p) => toldWithin(p, "fever", 0.5) && withoutSpleen(p),
    level: "emergency",
    about: "a fever with no spleen",
    firstStep: "Go to A&E now, and say you have no spleen",
    why: "Without a spleen, a fever can be an infection that spreads through the blood within hours; it is treated within the hour.",
    says: "Without a spleen, a temperature of 38 or more, shivering fits, or feeling suddenly unwell even without a temperature, is an emergency: an infection can spread through the blood within hours. Go to A&E now, say you have no spleen, and take the emergency supply of tablets you were given, if you have one. Paracetamol can hide the temperature: do not wait for it to come back. Once you are well, ask your GP about the daily penicillin, the vaccines and the alert card offered to people without a spleen. The hair, and anything in it, can wait.",
    supersedes: [...feverSupersedes, "traction", "infected-skin"],
    explains: ["fever", "infection_risk", "night_sweats", "painful_lumps", "spreading_redness"],
  },
  {
    // A fever with a damaged or replaced heart valve, no spleen or a transplant: an infection of the valve
    // (endocarditis) or one the body cannot hold back, seen the same day (NICE NG51, NG64).
    when: (p) => toldOf(p, "infection_risk") !== undefined && toldWithin(p, "fever", 1.5),
    level: "same_day",
    about: "a fever with a damaged or replaced heart valve, no spleen or a transplant",
    firstStep:
      "See a GP today, or call 111, and say which you have: a damaged or replaced heart valve, no spleen, or a transplant",
    why: "With a damaged or replaced heart valve, no spleen or a transplant, a fever can be an infection the body cannot hold back, or of the valve itself, endocarditis, which blood cultures find.",
    says: "With a damaged or replaced heart valve (after rheumatic fever, or an operation), fevers that come and go, night sweats, weight lost or tender red spots on the fingers can be an infection of the valve, endocarditis, which blood cultures find and which is treated in hospital; with no spleen or after a transplant, any fever can be a serious infection. See a GP today or call 111, and say so; call 999 if you feel very unwell, confused or breathless. The shedding can wait.",
    supersedes: feverSupersedes,
    explains: ["fever", "night_sweats", "weight_loss", "unexplained_weight_loss"],
  },
  {
    // A headache with numbness, weakness or twitching on one side, or a fit: the brain itself,
    // a bleed, a clot or a stroke, until a scan says not (NHS). 999. Not a migraine's known aura.
    when: (p) =>
      (hasNoted(p, "headache") || hasNoted(p, "sudden_headache")) &&
      !/migrain|aura/i.test(p.noted.get("headache")?.words ?? "") &&
      (anyNoted(p, ["muscle_weakness", "seizure", "face_droop"]) ||
        /numb|weak|twitch|jerk|floppy|droop|dead/i.test(
          p.noted.get("body_complaint")?.words ?? "",
        )),
    level: "emergency",
    about: "a headache with numbness, weakness or a fit",
    firstStep: "Call 999 or go to A&E now",
    why: "A headache with numbness, weakness or twitching of one side, or a fit, can be a bleed, a clot in the brain's veins or a stroke, which a scan finds and which is treated within hours.",
    says: "Together, a headache with numbness, weakness or twitching in an arm, a leg or the face, or a fit, can be a bleed, a blood clot in the brain or its veins, or a stroke: call 999 or go to A&E now, even if it has passed, and tell them about any pill or HRT you take. It is not the hair, and painkillers do not treat it.",
    supersedes: ["emergency-signs", "broken-edges"],
    explains: ["headache", "body_complaint", "muscle_weakness", "vomiting", "pins_and_needles"],
  },
  {
    // Double vision that is new: a nerve to the eye muscles, or the brain, seen today (NHS).
    when: (p) => /double|two of/i.test(p.noted.get("sight_change")?.words ?? ""),
    level: "same_day",
    about: "double vision that is new",
    firstStep: "Go to eye casualty or A&E today, or call 111",
    why: "New double vision can come from a nerve to the eye muscles, from diabetes or blood pressure, or from the brain, and is checked the same day.",
    says: "New double vision, which goes when one eye is covered, can come from a nerve to the eye's muscles, from diabetes or blood pressure, or from the brain: go to eye casualty or A&E today, or call 111, and do not drive. Call 999 if a headache, a drooping face or eyelid, or weakness comes with it.",
    explains: ["sight_change"],
  },
  {
    // Being sick with a swollen belly and no wind or stools: the bowel blocked, A&E (NHS).
    when: (p) =>
      hasNoted(p, "vomiting") &&
      anyNoted(p, ["swollen_belly", "constipation"]) &&
      (hasNoted(p, "swollen_belly") ||
        /wind|gas|fart/i.test(p.noted.get("constipation")?.words ?? "")),
    level: "emergency",
    about: "being sick with a swollen belly and no wind",
    firstStep: "Go to A&E now, or call 999",
    why: "Being sick, with a belly swelling up and no wind or stools passed, can be a blocked bowel, which needs hospital treatment today.",
    says: "Together, being sick, above all green or brown, with a belly swelling up like a drum, cramping pains and no wind or stools passed, can be a blocked bowel, a bowel obstruction, more likely after an operation on the tummy: go to A&E now or call 999, and eat nothing until seen. No supplement or drink helps it.",
    explains: ["vomiting", "swollen_belly", "constipation", "body_complaint"],
  },
  {
    // No stools for days with a swollen, hard belly, or any constipation on clozapine, which
    // slows the gut until it can block or burst (MHRA 2020): a doctor today.
    when: (p) =>
      hasNoted(p, "constipation") &&
      !hasNoted(p, "vomiting") &&
      (hasNoted(p, "swollen_belly") ||
        medicineNamed(p, /\bclozapine|clozaril|denzapine\b/i) !== undefined),
    level: "same_day",
    about: "no stools for days with a swollen belly",
    firstStep: "See a GP today, or call 111",
    why: "No stools for days with a swollen, hard belly, above all on clozapine, can be the gut slowing until it blocks, which a doctor checks the same day.",
    says: "Together, no stools for days with a belly that is swollen, hard or sore, and above all on clozapine, which slows the gut, can be the bowel slowing until it blocks: see a GP today or call 111, and go to A&E if being sick, severe pain or a fever comes. Do not wait for it to pass; a laxative taken now helps only once a doctor has seen it.",
    explains: ["constipation", "swollen_belly", "bowel_changes"],
  },
  {
    // A child's spots that do not fade under a glass, with swollen knees or ankles or tummy
    // pain: most often IgA vasculitis (Henoch-Schonlein purpura), but a rash that does not fade
    // is seen at once, since meningitis and sepsis look the same at first (NICE NG143; NHS).
    when: (p) =>
      isChild(p) &&
      hasNoted(p, "rash_not_fading") &&
      (anyNoted(p, ["joint_pain", "swollen_ankles", "low_tummy_pain"]) ||
        /tummy|belly|stomach/i.test(ownWords(p, "body_complaint"))),
    level: "emergency",
    about: "spots that do not fade under a glass, with swollen joints or tummy pain",
    firstStep: "Go to A&E now, or call 999, and say the spots do not fade under a glass",
    why: "Spots that do not fade under a glass are always seen at once; with swollen joints or tummy pain in a child they are most often IgA vasculitis, Henoch-Schonlein purpura, which a doctor confirms and follows up.",
    says: "Together, in a child, purple-red spots that do not fade under a glass, with swollen knees or ankles or tummy pain, often after a cold, are most often IgA vasculitis, Henoch-Schonlein purpura, which usually settles by itself; but a rash that does not fade is seen at once, as meningitis and sepsis look the same at first: go to A&E now or call 999. Doctors check the urine and blood pressure, for the kidneys, and again for months. It is not a washing powder or a hair product.",
    explains: [
      "rash_not_fading",
      "body_rash",
      "bruising",
      "joint_pain",
      "swollen_ankles",
      "body_complaint",
    ],
  },
  {
    // Swollen, stiff joints of the hands for weeks with long morning stiffness: inflammatory
    // arthritis such as rheumatoid, an urgent rheumatology referral (NICE NG100).
    when: (p) =>
      /puff|swell|swollen/i.test(ownWords(p, "joint_pain")) &&
      (hasNoted(p, "feels_stiff") || /stiff/i.test(ownWords(p, "joint_pain"))),
    level: "within_days",
    about: "swollen, stiff joints",
    why: "Swollen, stiff finger or wrist joints for weeks, stiffest in the morning, can be an inflammatory arthritis such as rheumatoid arthritis, which a GP refers urgently because early treatment protects the joints.",
    says: "Together, swollen, sore knuckles, wrists or feet for weeks, stiff for over half an hour each morning, can be an inflammatory arthritis such as rheumatoid arthritis: see a GP within a few days for blood tests and an urgent referral to a rheumatologist, since treatment in the first months protects the joints. It is not wear and tear, and cod liver oil does not treat it.",
    explains: ["joint_pain", "feels_stiff"],
  },
  {
    // A fever now with pain in the back under the ribs, or being sick, in an adult: an infection
    // such as a kidney infection that needs a doctor today (NICE NG111).
    when: (p) =>
      !isChild(p) &&
      hasNoted(p, "fever") &&
      !hasNoted(p, "travel_abroad") &&
      (hasNoted(p, "rib_pain") ||
        // Weeing often with a fever: the infection has climbed from the bladder.
        hasNoted(p, "peeing_often") ||
        /back|kidney|side/i.test(p.noted.get("body_complaint")?.words ?? "") ||
        /back|kidney|side/i.test(p.noted.get("severe_pain")?.words ?? "")),
    level: "same_day",
    about: "a fever with pain in the back or being sick",
    why: "A fever with a pain in the back under the ribs, shivering or being sick can be a kidney infection, which needs treating today.",
    says: "Together, a fever or shivering with a pain in the back under the ribs, stinging when you wee or being sick can be a kidney infection, pyelonephritis: see a GP today or call 111, since it needs treating today, and go to A&E if you are confused, cannot keep fluids down or feel faint. Drink plenty meanwhile.",
    explains: ["fever", "rib_pain", "vomiting"],
  },
  {
    // Sight gone at once in one eye within the last days, even told as past ("an hour ago the
    // sight in my left eye just went"): an eye stroke or a detached retina (NHS, RCOphth).
    when: (p) => {
      const told = p.noted.get("sight_change") ?? p.asked.get("sight_change")
      return (
        told !== undefined && (told.statement.monthsAgo ?? 0) <= 0.1 && suddenSightLoss(told.words)
      )
    },
    level: "emergency",
    about: "sight suddenly lost in one eye",
    firstStep: "Call 999 or go to eye casualty or A&E now",
    why: "Sight lost suddenly in one eye, even without pain, can be a blocked artery to the eye, an eye stroke, or a detached retina, and is treated within hours.",
    says: "Sight lost suddenly in one eye, grey or black like a light switched off, even without pain and even if some comes back, can be a blocked artery to the eye, an eye stroke, or a detached retina: call 999 or go to eye casualty or A&E now, since sight is saved only within hours, and an eye stroke also warns of a stroke in the brain. Do not drive there yourself.",
    supersedes: ["giant-cell-arteritis", "emergency-signs"],
    explains: ["sight_change"],
  },
  {
    // Heavy bleeding again in the weeks after a birth, clots, soaking pads, with feeling faint:
    // a postpartum haemorrhage, 999 (NHS, RCOG).
    when: (p) =>
      toldWithin(p, "birth", 3) &&
      hasNoted(p, "heavy_periods") &&
      anyNoted(p, ["fainting", "looks_very_unwell", "racing_heart"]),
    level: "emergency",
    about: "heavy bleeding after a birth with feeling faint",
    firstStep: "Call 999 now",
    why: "Bleeding that soaks a pad an hour or brings large clots in the weeks after a birth, with feeling faint, can be a haemorrhage after the birth, which is treated in hospital at once.",
    says: "Together, in the weeks after a birth, bleeding that comes back heavy, soaking a pad an hour or passing large clots, with feeling faint, shaky or a racing heart, can be a haemorrhage after the birth, often from a retained piece of placenta or an infection: call 999 now and lie down until help comes. The shedding after a birth can wait and grows back.",
    supersedes: ["sudden-shedding", "shedding-after-trigger", "shedding"],
    explains: ["heavy_periods", "fainting", "birth"],
  },
  {
    // Skin red from head to foot, scaling or peeling in sheets, often with shivering or swollen
    // ankles, in someone with psoriasis or eczema or after stopping steroid tablets:
    // erythroderma, which a doctor sees the same day (BAD; NICE CKS psoriasis).
    when: (p) =>
      /all over|from .* to|sheets|layers/i.test(ownWords(p, "body_rash")) &&
      (anyNoted(p, ["scaly_plaques", "eczema", "blisters", "fever"]) ||
        p.symptoms.has("scaly_plaques")),
    level: "same_day",
    about: "skin red all over and peeling",
    firstStep: "See a GP today or call 111, and go to A&E if you feel very unwell",
    why: "Skin red from head to foot and peeling, with psoriasis or eczema or after a course of prescribed tablets ends, can be erythroderma, which strains the body's heat and fluids and is treated the same day.",
    says: "Together, skin red almost all over and scaling or peeling in sheets, with shivering, swollen ankles or feeling unwell, above all with psoriasis or eczema or after a course of prescribed tablets such as prednisolone ends, can be erythroderma, the whole skin inflamed: see a GP today or call 111, and go to A&E if you feel very unwell, confused or faint. Until then, plain greasy emollient over all the skin, keep warm and drink well; no tar, salicylic acid or other active on the skin or scalp, and no razor.",
    supersedes: [
      "infected-skin",
      "scaly-plaques",
      "blistering-skin",
      "mild-flaking",
      "persistent-flaking",
      "flaking",
    ],
    holdsScalpCare: true,
    // Actives on raw skin, and beard care for a man too sore to shave, are wrong beside it.
    neverBeside: [/\bcoal tar\b|\bsalicylic\b|\bketoconazole\b|\bpyrithione\b/i, /\bbeard\b/i],
    explains: ["body_rash", "blisters", "fever", "swollen_ankles", "scaly_plaques"],
  },
  {
    // A lump in the neck or under the jaw with a sore throat, a hoarse voice or trouble
    // swallowing that has gone on for weeks: the throat and the glands it drains to, for an
    // urgent ear, nose and throat referral (NICE NG12).
    when: (p) =>
      hasNoted(p, "neck_lump") &&
      (hasNoted(p, "swallowing") ||
        (hasNoted(p, "sore_throat") && !recentlyTold(p, "sore_throat"))),
    level: "within_days",
    about: "a lump in the neck with a sore throat or a hoarse voice for weeks",
    firstStep: "See a GP within a few days and ask about an urgent ear, nose and throat referral",
    why: "A lump in the neck with a sore throat, a hoarse voice or pain on swallowing that has lasted weeks needs a GP to arrange an urgent ear, nose and throat check.",
    says: "Together, a lump in the neck or under the jaw with a sore throat on one side, a hoarse voice, pain in the ear when swallowing or trouble swallowing, lasting three weeks or more, needs a GP within a few days for an urgent referral to an ear, nose and throat clinic, above all for anyone who smokes or has smoked; most such lumps are not cancer, and checking early is what matters. No compress, oil or razor over it meanwhile; ask the barber to go round it.",
    explains: ["neck_lump", "sore_throat", "swallowing", "body_complaint"],
  },
  {
    // A tummy ache with a fever: appendicitis, a kidney or a gut infection; a doctor the same
    // day, and A&E if it is severe, moves to the lower right or hurts to walk (NHS).
    when: (p) =>
      hasNoted(p, "fever") &&
      (hasNoted(p, "low_tummy_pain") ||
        /tummy|stomach|belly|abdom|side/i.test(
          `${p.noted.get("bowel_changes")?.words ?? ""} ${p.noted.get("body_complaint")?.words ?? ""}`,
        )),
    level: "same_day",
    about: "a tummy ache with a fever",
    firstStep: "See a GP today or call 111, and go to A&E if the pain is severe",
    why: "A tummy ache with a fever can be appendicitis or a kidney or gut infection, which a doctor checks the same day.",
    says: "Together, a tummy ache with a fever, above all one that started round the belly button and moved low on the right, or that hurts more when walking, coughing or going over bumps, can be appendicitis, or a kidney or gut infection: see a GP today or call 111, and go to A&E if the pain is severe, keeps getting worse, or comes with being sick and not keeping fluids down. Give no food until seen, only sips of water. The hair can wait.",
    explains: ["fever", "bowel_changes", "body_complaint", "low_tummy_pain"],
  },
  {
    // A man over 50 up at night to wee, with blood in the urine or semen: the prostate or the
    // bladder, an urgent referral within two weeks (NICE NG12).
    when: (p) => prostateAge(p) && hasNoted(p, "unexpected_bleeding"),
    level: "within_2_weeks",
    about: "getting up at night to wee, with blood",
    why: "Getting up at night to wee with blood in the urine or semen, in a man over 50, needs a GP to check the prostate and bladder within two weeks.",
    says: "Getting up at night to wee, with a weak stream, and blood in the urine or semen, in a man over 50, needs a GP within two weeks for an examination, a PSA blood test and a urine test, to check the prostate and the bladder; most causes are not cancer, and finding one early is what matters. Tell the GP about any back or bone pain too.",
    explains: ["peeing_often", "unexpected_bleeding"],
  },
  {
    // Up at night to wee with a weak stream, no blood: most often an enlarged prostate, for a
    // GP and a PSA test in the coming weeks (NICE CKS LUTS).
    when: (p) => prostateAge(p) && !hasNoted(p, "unexpected_bleeding"),
    level: "within_weeks",
    about: "getting up at night to wee",
    why: "Getting up at night to wee, with a weak stream or dribbling, is most often a prostate that has grown with age, which a GP checks with a PSA blood test.",
    says: "Getting up at night to wee, a weak stream or dribbling after, in a man over 50, is most often a prostate that has grown with age, which treatment eases; a GP checks it with an examination and a PSA blood test in the coming weeks, sooner if blood appears in the urine or semen.",
    explains: ["peeing_often"],
  },
  {
    // Black, tarry stools, or blood brought up, with feeling faint or clammy: bleeding high in
    // the gut, more likely on a blood thinner or ibuprofen-type painkillers; 999 (NICE CG141).
    when: (p) => gutBleed(p) && anyNoted(p, ["fainting", "looks_very_unwell", "racing_heart"]),
    level: "emergency",
    about: "black stools with feeling faint",
    firstStep: "Call 999 or go to A&E now, and do not drive yourself",
    why: "Black, tarry stools with dizziness or fainting can be bleeding from the stomach or gut, more likely on a blood thinner or ibuprofen-type painkillers, which is treated in hospital at once.",
    says: (p) =>
      `Together, black, sticky stools like tar, or blood or coffee grounds brought up, with dizziness, fainting or a cold sweat, can be bleeding from the stomach or gut${onBloodThinner(p) || hasNoted(p, "painkillers") ? ", more likely on a blood thinner or ibuprofen-type painkillers" : ""}: call 999 or go to A&E now, do not drive yourself, and take no more ibuprofen, aspirin or naproxen. Do not stop a blood thinner on your own; the hospital decides. The hair can wait.`,
    supersedes: ["anaemia-gut-signs", "anaemia-signs", "sudden-shedding", "shedding-after-trigger"],
    explains: ["unexpected_bleeding", "fainting", "painkillers", "bruising", "low_iron"],
  },
  {
    when: (p) => gutBleed(p) && !anyNoted(p, ["fainting", "looks_very_unwell", "racing_heart"]),
    level: "same_day",
    about: "black stools",
    firstStep: "See a GP today, or call 111",
    why: "Black, tarry stools can be bleeding from the stomach or gut, which a doctor checks the same day.",
    says: "Black, sticky stools like tar, when iron tablets or bismuth do not explain them, can be bleeding from the stomach or gut, more likely on a blood thinner or ibuprofen-type painkillers: see a GP today or call 111, take no more ibuprofen, aspirin or naproxen, and call 999 if you feel faint, vomit blood or the stools keep coming.",
    explains: ["unexpected_bleeding", "painkillers"],
  },
  {
    // Bruises without a knock, bleeding gums or blood in the wee on a blood thinner: the blood
    // too thin, for an INR or a review the same day (NICE CKS anticoagulation).
    when: (p) =>
      onAnticoagulant(p) && anyNoted(p, ["bruising", "unexpected_bleeding"]) && !gutBleed(p),
    level: "same_day",
    about: "bruising or bleeding on a blood thinner",
    firstStep: "Call your anticoagulant clinic or GP today, or 111",
    why: "Bruises without a knock, bleeding gums or blood in the wee on a blood thinner can mean the blood is too thin, which a blood test checks the same day.",
    says: "Together, on a blood thinner, bruises that come without a knock, gums that bleed or blood in the wee can mean the blood has grown too thin, above all after a new medicine such as a course for an infection: call your anticoagulant clinic or GP today, or 111, for a blood test, and go to A&E for bleeding that will not stop, black stools or a head injury. Do not stop or change the dose on your own.",
    explains: ["bruising", "unexpected_bleeding"],
  },
  {
    // Tingling and weakness together, climbing from the feet, often weeks after a stomach bug or
    // a chest infection: Guillain-Barre syndrome; with breathlessness or trouble swallowing, 999
    // (NHS). Without either, the same day.
    when: (p) =>
      tinglingAndWeakness(p) && anyNoted(p, ["breathless", "struggling_to_breathe", "swallowing"]),
    level: "emergency",
    about: "tingling and weakness with breathlessness",
    firstStep: "Call 999 or go to A&E now",
    why: "Tingling and weakness that spread, with breathlessness or trouble swallowing, can be the nerves inflamed, Guillain-Barre syndrome, which can stop the breathing muscles and is treated in hospital.",
    says: "Together, tingling and weakness that spread up the legs or into the hands, above all weeks after a stomach bug or an infection, with breathlessness or trouble swallowing, can be Guillain-Barre syndrome, the nerves inflamed, which can reach the breathing muscles: call 999 or go to A&E now. Do not wait for a planned appointment; no vitamin treats it.",
    supersedes: ["nerve-signs"],
    explains: ["pins_and_needles", "muscle_weakness", "breathless", "body_complaint"],
  },
  {
    // Little sleep without tiredness, fast talk that others cannot follow, sprees and grand
    // plans: hypomania or mania, which an antidepressant can set off (NICE CG185). The same day,
    // and nothing that cannot be undone until then.
    when: (p) => hasNoted(p, "mood_high"),
    level: "same_day",
    about: "a mood far higher than usual",
    firstStep: "See a GP today, or call 111 and ask for the mental health crisis team",
    why: (p) =>
      `Sleeping little without tiredness, racing thoughts or fast talk and big spending or plans can be hypomania or mania${p.medicines.has("antidepressant_mood") ? ", which an antidepressant can set off" : ""}.`,
    says: (p) =>
      `Together, sleeping a few hours without feeling tired, thoughts or talk that race so others cannot follow, and big spending or plans can be hypomania or mania, a mood gone too high${p.medicines.has("antidepressant_mood") ? ", which an antidepressant can set off, above all with bipolar disorder in the family" : ", more likely with bipolar disorder in the family"}: see a GP today or call 111 and ask for the crisis team${p.medicines.has("antidepressant_mood") ? ", and do not stop or change the antidepressant on your own" : ""}. Until then, make no choice that cannot be undone, a big chop, a bleach or a large purchase among them; they can all wait a few weeks.`,
    explains: ["mood_high", "confusion", "low_mood"],
  },
  {
    when: colchicinePoisoning,
    level: "same_day",
    about: "possible colchicine poisoning",
    firstStep: "Take no more colchicine and see a GP today, or call 111",
    why: "Diarrhoea or sickness, weak or tingling muscles, or hair falling out on colchicine can be colchicine poisoning.",
    says: "Together, diarrhoea or sickness, weak, aching or tingling muscles, or hair coming out on colchicine can be colchicine poisoning, more likely with kidney disease or beside a course for an infection such as clarithromycin or erythromycin: take no more colchicine, drink fluids, and see a GP today or call 111 with the medicine boxes; go to A&E now if you pass little urine, the weakness spreads, or you bleed or bruise. The hair usually regrows once it is out of the body.",
    supersedes: ["nerve-signs", "gut-signs", "gut-signs-soon", "shedding-after-trigger"],
    explains: ["pins_and_needles", "muscle_weakness", "vomiting", "bowel_changes"],
  },
  {
    when: (p) =>
      tinglingAndWeakness(p) &&
      !colchicinePoisoning(p) &&
      !anyNoted(p, ["breathless", "struggling_to_breathe", "swallowing"]),
    level: "same_day",
    about: "tingling with weakness",
    firstStep: "See a GP today, or call 111",
    why: "Tingling with weakness that is spreading can be the nerves inflamed, as in Guillain-Barre syndrome, which a doctor checks the same day.",
    says: "Together, tingling and weakness in the legs or hands that are new or spreading, above all weeks after a stomach bug or an infection, can be the nerves inflamed, as in Guillain-Barre syndrome: see a GP today or call 111, and call 999 if breathing or swallowing gets hard or the weakness climbs fast. No vitamin treats it.",
    supersedes: ["nerve-signs"],
    explains: ["pins_and_needles", "muscle_weakness", "body_complaint"],
  },
  {
    // Sex without a condom in the last three months, then a flu-like illness with a rash, a sore
    // throat, swollen glands or mouth ulcers, even one that has passed: HIV seroconversion, for
    // an HIV test within days (BHIVA; NHS).
    when: (p) =>
      toldWithin(p, "unprotected_sex", 3) &&
      (["fever", "sore_throat", "body_rash", "neck_lump"] as const).filter((kind) =>
        toldWithin(p, kind, 2),
      ).length >= 2,
    level: "within_days",
    about: "a flu-like illness after sex without a condom",
    firstStep: "Book an HIV test at a sexual health clinic or your GP within a few days",
    why: "A flu-like illness with a rash, sore throat or swollen glands weeks after sex without a condom can be a new HIV infection, which a test shows and which is treated so well that it is then not passed on.",
    says: "A flu-like illness with a fever, a rash, a sore throat, swollen glands or mouth ulcers, two to six weeks after sex without a condom, even once it has passed, can be a new HIV infection: book an HIV test at a sexual health clinic or your GP within a few days, and ask about the other infections too. It is confidential, and HIV treated early is a long, healthy life that is not passed on. The shedding after an illness like this settles.",
    explains: ["fever", "sore_throat", "body_rash", "neck_lump", "unprotected_sex"],
  },
  {
    // Bruising round both eyes with no blow, in a child or after tight braids or a fall: blood
    // tracking down from under the scalp (a subgaleal bleed) or a bleeding disorder, seen today.
    when: (p) =>
      /\beyes?\b/i.test(toldOf(p, "bruising")?.words ?? "") &&
      (isChild(p) || anyNoted(p, ["tight_styles", "head_injury"])),
    level: "same_day",
    about: "bruising round the eyes with no blow",
    firstStep: "Go to A&E today",
    why: "Bruising round the eyes with no blow can be blood collecting under the scalp, after tight braids or a knock, or a bleeding disorder, which a hospital checks today.",
    says: "Together, bruising round the eyes with no blow to them, above all with a soft, puffy swelling over the scalp after tight braids or a knock, can be blood collecting under the scalp and tracking down, or a bleeding disorder that runs in families: go to A&E today, and tell them of any relative with haemophilia or easy bleeding. Give no ibuprofen or aspirin, put no heat on the head and do not rub it; take the tension off the braids by cutting out the extensions rather than pulling them, and call 999 if he or she is sleepy, sick or floppy.",
    supersedes: ["painful-lumps"],
    explains: ["bruising", "tight_styles", "painful_lumps", "headache", "pale", "sight_change"],
  },
  {
    // Tingling that climbs from the feet to the hands with legs weaker by the day, weeks after a
    // stomach bug or flu: Guillain-Barré syndrome until a hospital says not (NICE CKS; NHS).
    when: climbingNumbness,
    level: "emergency",
    about: "tingling in the hands and feet with weak legs",
    firstStep: "Go to A&E now, or call 999 if breathing or swallowing gets hard",
    why: "Tingling in the feet and hands with legs that grow weaker by the day can be Guillain-Barré syndrome, the nerves inflamed after an infection, which is treated in hospital before it reaches the breathing.",
    says: "Together, tingling or numbness in the feet and the hands with legs growing weaker by the day, above all a few weeks after a stomach bug, food poisoning or flu, can be Guillain-Barré syndrome, the body's defences turned on the nerves, or the spinal cord pressed: go to A&E now, and call 999 if breathing or swallowing gets hard or you cannot stand. Do not drive. It is not sciatica or a trapped nerve, and painkillers do not treat it; in hospital most recover.",
    supersedes: ["nerve-signs"],
    explains: ["body_complaint", "muscle_weakness", "pins_and_needles", "unsteady", "painkillers"],
  },
  {
    // A tuft of hair or a dimple over the lower spine with walking that has changed (on the toes,
    // a foot turning in, tripping more): a tethered spinal cord pulled as the child grows, which
    // a paediatrician sees soon and an MRI shows (NICE CKS; GOSH). Days, not the same day: the
    // change has come over months.
    when: (p) => hasNoted(p, "spine_mark") && anyNoted(p, ["unsteady", "muscle_weakness"]),
    level: "within_days",
    about: "a tuft or dimple over the spine with walking changed",
    firstStep: "See a GP within a few days for an urgent referral to a children's doctor",
    why: "A tuft of hair or a dimple over the lower spine with walking that has changed can be the spinal cord tethered at its base, which a scan shows and which is best freed before the nerves are harmed.",
    says: "Together, a tuft of hair, a dimple or a birthmark over the lower spine with walking that has changed, such as on the toes, a foot turning in or tripping more, can be a tethered spinal cord, caught at its base and stretched as the body grows: see a GP within a few days for an urgent referral and an MRI scan; sooner, the same day, if the bladder or bowel change or a leg weakens. Do not shave, pick or treat the tuft before a doctor has seen it. It is not clumsiness.",
    explains: ["spine_mark", "unsteady", "muscle_weakness", "skin_dent", "dimpled_spots"],
    timesItsSigns: true,
  },
  {
    // A change in personality with the sense of smell lost, a headache, unsteadiness or a fit:
    // the front of the brain, a slow-growing growth such as a meningioma above the nerves of
    // smell among the causes, or an early frontal dementia; a GP within days for an urgent scan
    // (NICE NG12 brain tumours; NICE NG97). Driving stops until a doctor says (DVLA).
    when: (p) =>
      !isChild(p) &&
      hasNoted(p, "personality_change") &&
      anyNoted(p, ["smell_loss", "headache", "unsteady", "seizure", "sight_change"]),
    level: "within_days",
    about: "a change in personality with other signs",
    firstStep: "See a GP within a few days, and no driving until then",
    why: "A change in personality or behaviour with the sense of smell lost, headaches or unsteadiness can come from the front of the brain, which a GP refers for an urgent scan.",
    says: "Together, a change in personality or behaviour, such as no longer caring, acting out of character or saying things never said before, with the sense of smell lost, headaches or unsteadiness, can come from the front of the brain: a slow-growing growth such as a meningioma, or an early frontal dementia, among the causes. See a GP within a few days and ask about an urgent brain scan; take someone who knows the change well. No driving, above all for work, until a doctor has said it is safe. It is not laziness, and not only low mood.",
    explains: ["personality_change", "smell_loss", "headache", "unsteady", "low_mood"],
  },
  {
    // Numbness between the legs, with sciatica, back pain, tingling legs or little urine: the
    // nerves at the base of the spine squeezed, cauda equina syndrome, operated on within hours
    // (NICE CKS sciatica red flags; GIRFT cauda equina pathway). Before the cord's picture, which
    // it is the lowest part of: the bladder and the numbness are what the hospital must hear.
    when: caudaEquina,
    level: "emergency",
    about: "numbness between the legs",
    firstStep: (p) =>
      `Go to A&E now${hadCancer(p) ? ", and call the acute oncology line too" : ""}, and say "numb between the legs"`,
    why: "Numbness round the bottom or between the legs, with back pain, sciatica or a change in passing urine, can be cauda equina syndrome, the nerves at the base of the spine squeezed, which an emergency scan finds and an operation within hours frees.",
    says: (p) =>
      `Together, numbness round the bottom or between the legs, such as not feeling the paper when wiping, with back pain, sciatica or passing little urine, can be cauda equina syndrome: the nerves at the base of the spine squeezed, most often by a slipped disc. Go to A&E now${hadCancer(p) ? " and call the acute oncology line" : ""}, and tell them about the numbness and the bladder; an emergency scan finds it, and an operation within hours saves the bladder, bowel and legs. Do not wait for the GP, or put the bladder down to the painkillers.`,
    supersedes: ["nerve-signs"],
    explains: [
      "saddle_numbness",
      "little_urine",
      "pins_and_needles",
      "muscle_weakness",
      "body_complaint",
      "painkillers",
      "unsteady",
    ],
  },
  {
    // Back pain with legs gone weak, heavy or numb, or a band of numbness: the spinal cord or
    // its nerves pressed, an emergency, above all after a cancer (NICE NG234, MSCC).
    when: (p) =>
      !climbingNumbness(p) &&
      !caudaEquina(p) &&
      /back|spine/i.test(p.noted.get("body_complaint")?.words ?? "") &&
      (anyNoted(p, ["saddle_numbness", "unsteady"]) ||
        (["muscle_weakness", "pins_and_needles"] as const).some((kind) =>
          legs.test(toldOf(p, kind)?.words ?? ""),
        )),
    level: "emergency",
    about: "back pain with legs weak or numb",
    // The oncology line only for someone who has had a cancer: to anyone else it reads as one.
    firstStep: (p) =>
      `Go to A&E now, or call 999${hadCancer(p) ? "; call the acute oncology line too" : ""}`,
    why: "Back pain with legs that have gone weak, heavy or numb, or a band of numbness round the body, can be the spinal cord or its nerves being pressed, which must be treated within hours to keep walking.",
    says: (p) =>
      `Together, back pain with legs that have gone weak, heavy or wobbly, pins and needles or a band of numbness round the body, or trouble with the bladder or bowel, can be the spinal cord or its nerves being pressed, spinal cord compression: go to A&E now or call 999${hadCancer(p) ? ", and call the acute oncology line as well" : ""}; it is treated within hours to keep walking. Do not wait for a planned appointment.`,
    supersedes: ["nerve-signs"],
    explains: ["body_complaint", "muscle_weakness", "pins_and_needles", "unsteady"],
  },
  {
    // A baby moving less in the womb: the maternity unit the same day, whatever the hour (RCOG).
    when: (p) => pregnantNow(p) && hasNoted(p, "baby_moving_less"),
    level: "same_day",
    about: "the baby moving less",
    firstStep: "Call your maternity unit or midwife now, whatever the time",
    why: "A baby moving less than usual is checked by the maternity unit the same day, since it can be the first sign a baby needs help.",
    says: "A baby moving less than usual, or in a different pattern, is checked the same day: call your maternity unit or midwife now, whatever the time, and do not wait until tomorrow, count kicks at home or use a home heartbeat monitor. Running out of room is not the reason; babies keep moving to the end.",
    explains: ["baby_moving_less"],
  },
  {
    // Bleeding in pregnancy with pain, a bump gone hard or the baby quieter: the placenta coming
    // away, an emergency (RCOG).
    when: (p) =>
      pregnantNow(p) &&
      hasNoted(p, "unexpected_bleeding") &&
      anyNoted(p, ["low_tummy_pain", "severe_pain", "baby_moving_less", "body_complaint"]),
    level: "emergency",
    about: "bleeding in pregnancy with pain",
    firstStep: "Call your maternity unit now and go in, or call 999",
    why: "Bleeding in pregnancy with pain, a bump that stays hard or a baby moving less can be the placenta coming away, which is an emergency for mother and baby.",
    says: "Together, bleeding in pregnancy with a pain or a bump that stays hard, or the baby moving less, can be the placenta coming away from the womb, a placental abruption: call your maternity unit now and go straight in, or call 999. Do not wait to see if it settles. The hair question can wait.",
    explains: ["unexpected_bleeding", "low_tummy_pain", "baby_moving_less", "severe_pain"],
  },
  {
    // A bruise on a baby not yet crawling or rolling has no everyday cause: seen today, where
    // a doctor can think of harm as well as of the blood (NICE CG89, bruising in a non-mobile child).
    when: (p) => isBaby(p) && hasNoted(p, "bruising"),
    level: "same_day",
    about: "bruises on a baby",
    firstStep: "Take her or him to a GP today, or to A&E",
    why: "A bruise on a baby who cannot yet crawl has no everyday cause, so a doctor sees it today, checking the blood and, gently, how it happened.",
    says: "A bruise on a baby who is not yet crawling or rolling over, above all on the ear, face, neck or a grip-shaped mark on the arm, has no everyday cause: take the baby to a GP today, or to A&E, so a doctor can check the blood and how it happened, as safeguarding asks for every such bruise. If you are worried someone hurt the baby, the NSPCC helpline on 0808 800 5000 listens in confidence; 999 if the baby is in danger or unwell now.",
    supersedes: ["scalp-ringworm", "low-blood-count"],
    explains: ["bruising"],
  },
  {
    // Weight going with periods gone, always cold or new downy hair in a young person, without
    // a faint: an eating disorder, or too little fuel for training, until a GP has seen them,
    // within days (NICE NG69; MEED 2022). With a faint, the picture after this one.
    when: (p) =>
      energyRunningShort(p) &&
      !toldWithin(p, "fainting", 1) &&
      // Eating very little told in words: the undereating pathway says this, at this level.
      !suggestsUndereating(p),
    level: "within_days",
    about: "weight going with periods gone or always cold",
    why: "Weight lost with periods stopping, always cold or new downy hair can be an eating disorder, or too little food for the training done, which a GP checks within days.",
    says: "Together, weight lost while eating little or training hard, periods stopping, feeling cold or new soft hair on the body can be an eating disorder such as anorexia, or too little energy for the training, RED-S: see a GP within a few days for a check of the pulse, blood pressure, weight and bloods, and ask about the eating disorder service; the same day if there is fainting, a slow or racing heart, or chest pain. The thinning is the body saving energy and grows back with eating; Beat's helpline listens to worried families too.",
    supersedes: ["undereating", "sudden-shedding", "shedding-after-trigger", "anaemia-signs"],
    explains: ["always_cold", "downy_hair", "periods_stopped", "weight_loss", "low_intake"],
  },
  {
    // A young person losing weight, with periods gone, always cold or new downy hair, who has
    // fainted: an eating disorder with the body at risk, assessed the same day (MEED 2022).
    when: (p) => energyRunningShort(p) && toldWithin(p, "fainting", 1),
    level: "same_day",
    about: "losing weight with fainting",
    firstStep: "See a GP today, or call 111, for a check of the heart, blood pressure and bloods",
    why: "Weight lost with periods stopping, always cold or new downy hair, and now fainting, can be an eating disorder such as anorexia that is straining the heart, which a GP checks today.",
    says: "Together, weight lost while eating little or training hard, periods stopping, feeling cold or new soft hair on the body, and now fainting, can be an eating disorder such as anorexia that is straining the heart: see a GP today, or call 111, for a check of the pulse, blood pressure and bloods, and ask about the eating disorder service; A&E if she faints again or has chest pain. The thinning is the body saving energy and grows back with eating; Beat's helpline listens to worried families too.",
    supersedes: ["undereating", "sudden-shedding", "shedding-after-trigger", "anaemia-signs"],
    explains: [
      "fainting",
      "always_cold",
      "downy_hair",
      "periods_stopped",
      "weight_loss",
      "low_intake",
    ],
  },
  {
    // Night sweats on insulin, with bad dreams, a morning headache like a hangover or a muddled
    // spell at night: low blood sugar while asleep, which a normal or high morning reading hides
    // (the rebound). The diabetes team the same day; no driving until the sugar is safe (DVLA).
    when: nightHypos,
    level: "same_day",
    about: "night sweats on insulin",
    firstStep: "Call your diabetes team today, or 111 out of hours, about lows in the night",
    why: "Waking soaked in sweat on insulin, with bad dreams, a morning headache or a muddled spell at night, is most often the sugar falling low while you sleep, which the diabetes team changes the dose for.",
    says: "Together, waking soaked in sweat, bad dreams, a morning headache like a hangover or a muddled spell at night that a sugary drink put right, on insulin, are most often low sugar while you sleep, nocturnal hypoglycaemia, above all after a higher long-acting dose or evening exercise; a high reading at breakfast can follow it. Call your diabetes team today, or 111, and keep glucose by the bed. Check your sugar is above 5 before every drive. If you cannot be woken or have a fit, those with you call 999. It is not the bonnet or the scarf.",
    supersedes: ["sudden-shedding"],
    explains: ["night_sweats", "headache", "confusion", "medicine_change", "sport"],
  },
  {
    // The same thirst and weeing with being sick, deep fast breathing, drowsiness or breath that
    // smells of pear drops: diabetic ketoacidosis, at any age, an emergency (NICE NG18).
    when: ketoacidosis,
    level: "emergency",
    about: "great thirst with being sick or breathing deep and fast",
    firstStep: "Call 999 or go to A&E now",
    why: "Great thirst, weeing a lot and weight lost, with being sick, deep fast breathing or drowsiness, can be diabetic ketoacidosis, sugar so high the blood turns acid, which is an emergency.",
    says: "Together, great thirst, weeing a lot and weight lost, with being sick, deep fast breathing, drowsiness or breath that smells of pear drops, can be diabetic ketoacidosis, DKA, blood sugar so high the blood turns acid, often the first sign of type 1 diabetes: call 999 or go to A&E now, and do not wait to see if it is a bug. The hair recovers once it is treated.",
    supersedes: ["high-blood-sugar", "overactive-thyroid-signs", "sudden-shedding"],
    explains: [
      "thirst",
      "peeing_often",
      "unexplained_weight_loss",
      "weight_loss",
      "vomiting",
      "breathless",
    ],
  },
  {
    // Unable to pass urine with a swollen or painful belly: the bladder held full, acute urinary
    // retention, relieved by a catheter in A&E (NHS).
    when: (p) => hasNoted(p, "little_urine") && anyNoted(p, ["swollen_belly", "low_tummy_pain"]),
    level: "emergency",
    about: "being unable to pass urine with a swollen belly",
    firstStep: "Go to A&E now, or call 999",
    why: "Being unable to pass urine, or only drips, with a swollen, painful belly can be the bladder held full, acute urinary retention, which a catheter relieves in A&E.",
    says: "Together, being unable to pass urine, or only drips, with a swollen, hard or painful lower belly can be acute urinary retention, the bladder held full: go to A&E now or call 999, where a catheter relieves it. Cold and flu remedies with a decongestant, and some other medicines, can bring it on: take no more and bring them with you. It is not the prostate playing up as usual.",
    explains: ["little_urine", "swollen_belly", "low_tummy_pain"],
  },
  {
    // Bleeding from the vagina a year or more after the last period: the womb's lining is
    // checked on the urgent cancer pathway, within 2 weeks (NICE NG12).
    when: (p) =>
      hasNoted(p, "unexpected_bleeding") &&
      p.gender === "female" &&
      /spot|wipe|vagina|down there|menopause|change/i.test(
        p.noted.get("unexpected_bleeding")?.words ?? "",
      ) &&
      (p.hormonalStage === "menopausal" || toldWithin(p, "menopause", 120) || isOlderAdult(p)),
    // Within days, as bleeding where there should be none always is here: one timing in the
    // report, and the referral itself is then made on the two-week pathway.
    level: "within_days",
    about: "bleeding after the menopause",
    why: "Any bleeding or spotting after the menopause, even pink when you wipe, needs the womb checked on the urgent pathway; most often it is the thin lining, but womb cancer is ruled out first.",
    says: (p) =>
      `Bleeding or spotting after the menopause, postmenopausal bleeding, even a little pink when you wipe, is checked on the urgent pathway: see a GP within a few days for a referral and a scan of the womb lining. Most often it is a thin, dry lining that is easily treated, but womb cancer is ruled out first${p.medicines.has("breast_cancer_tablets") ? ", above all on tamoxifen, which thickens the lining; tell your oncology team too" : ""}; do not put it down to dryness or the tablets until then.`,
    explains: ["unexpected_bleeding", "menopause"],
  },
  {
    // Addison's signs with being sick or tummy pain: an adrenal crisis, an emergency (NHS).
    when: (p) =>
      anyNoted(p, ["salt_craving", "skin_darkening"]) &&
      hasNoted(p, "vomiting") &&
      anyNoted(p, ["fainting", "body_complaint", "low_tummy_pain", "confusion"]),
    level: "emergency",
    about: "craving salt and darker skin with being sick",
    firstStep: "Call 999 or go to A&E now",
    why: "Craving salt, darker skin and dizziness on standing, with being sick or tummy pain, can be an adrenal crisis from Addison's disease, which needs an injection of the missing hormone straight away.",
    says: "Together, craving salt, skin going darker in the creases and gums and dizziness when you stand, now with being sick or tummy pain, can be an adrenal crisis from Addison's disease, the adrenal glands making too little cortisol: call 999 or go to A&E now and say you may have Addison's, since it needs an injection of the missing hormone straight away. It is not depression, and the lost body hair comes from the same cause.",
    supersedes: ["gut-signs", "gut-signs-soon", "sudden-shedding", "shedding-after-trigger"],
    explains: ["salt_craving", "skin_darkening", "vomiting", "fainting", "body_hair_loss"],
  },
  {
    // Thirst, constipation and muddle, or aching bones, in later life: calcium high in the
    // blood, which a blood test shows (NICE CKS; myeloma's and the parathyroids' sign).
    when: (p) =>
      overFifty(p) &&
      hasNoted(p, "thirst") &&
      hasNoted(p, "constipation") &&
      anyNoted(p, ["confusion", "bone_pain", "tiredness", "vomiting"]),
    level: "within_days",
    about: "thirst, constipation and muddle together",
    firstStep: "See a GP within a few days and ask for a calcium blood test",
    why: "Thirst, constipation and feeling muddled or achy together can come from too much calcium in the blood, which a blood test shows and which has causes a doctor needs to find.",
    says: "Together, thirst, constipation, feeling muddled or aching bones can come from too much calcium in the blood, from the glands beside the thyroid or from the bone marrow: see a GP within a few days for blood tests of calcium and kidney function, and mention any bone pain at night or infections that keep coming. It is not just age; same day if you are very drowsy or confused.",
    explains: ["thirst", "constipation", "confusion", "bone_pain"],
  },
  {
    // Bloating most days for weeks in a woman over 50, or feeling full quickly: the ovaries
    // checked with a blood test, CA125, on the suspected cancer pathway (NICE NG12).
    when: (p) =>
      p.gender === "female" &&
      overFifty(p) &&
      /bloat|full/i.test(p.noted.get("bowel_changes")?.words ?? ""),
    level: "within_2_weeks",
    about: "bloating most days after 50",
    firstStep: "See a GP within 1 to 2 weeks and ask for a CA125 blood test",
    why: "Bloating on most days for weeks in a woman over 50, feeling full quickly or needing to wee more, needs a CA125 blood test to check the ovaries.",
    says: "Together, bloating on most days for 3 weeks or more, feeling full after a few mouthfuls, tummy pain or weeing more, in a woman over 50, need a GP within 1 to 2 weeks for a CA125 blood test and a scan of the ovaries, as NICE advises; most causes are harmless, and finding one early matters. It is not just the menopause or bread.",
    supersedes: ["gut-signs", "gut-signs-soon"],
    explains: ["bowel_changes", "peeing_often"],
  },
  {
    // Urine like cola after hard exercise with swollen, very sore muscles: muscle breaking
    // down into the blood (rhabdomyolysis), which can stop the kidneys; A&E now (NHS).
    when: (p) =>
      hasNoted(p, "dark_urine") &&
      !stoolsTold(p) &&
      /thigh|calf|calves|arm|arms|leg|legs|muscle|muscles|back/i.test(
        p.noted.get("body_complaint")?.words ?? "",
      ),
    level: "emergency",
    about: "urine like cola with swollen, very sore muscles",
    firstStep: "Go to A&E now",
    why: "Urine like cola with swollen, very sore muscles after hard exercise can be muscle breaking down into the blood, rhabdomyolysis, which can stop the kidneys; it needs a drip and blood tests today.",
    says: "Together, urine like cola or tea with swollen, very sore or weak muscles after hard exercise can be rhabdomyolysis, muscle breaking down into the blood, which can stop the kidneys: go to A&E now. It is not dehydration, and drinking more water at home does not treat it. No more training until a doctor says so.",
    explains: ["dark_urine", "body_complaint", "little_urine"],
  },
  {
    // A cough for weeks with night sweats or weight lost without trying: tuberculosis or another
    // chest illness, a chest X-ray within days (NICE NG33, NG12).
    when: (p) =>
      /cough/i.test(p.noted.get("swallowing")?.words ?? "") &&
      anyNoted(p, ["night_sweats", "unexplained_weight_loss", "weight_loss", "fever"]),
    level: "within_days",
    about: "a cough for weeks with night sweats or weight lost",
    firstStep: "See a GP within a few days and ask for a chest X-ray",
    why: "A cough that has lasted weeks, with night sweats or weight lost, needs a chest X-ray: it can be tuberculosis, TB, or another chest illness that is treated.",
    says: (p) =>
      `Together, a cough that has lasted weeks with night sweats, a fever or weight lost can be tuberculosis, TB, or another illness of the chest${hasNoted(p, "travel_abroad") ? ", more so after time where TB is common" : ""}: see a GP within a few days for a chest X-ray and tests of what you cough up, and say where you have travelled or lived. Until then, cover coughs; the hair thins with long illnesses and recovers once it is treated.`,
    supersedes: ["lymph-signs"],
    explains: ["swallowing", "night_sweats", "unexplained_weight_loss", "weight_loss", "fever"],
  },
  {
    // A fever that comes and goes for three weeks or more, with night sweats or weight lost: a
    // fever without a cause found, tested for within days (TB, an abscess, endocarditis, HIV, a
    // lymphoma; after living in the tropics, malaria or leishmaniasis).
    when: (p) => {
      const fever = toldOf(p, "fever")?.statement
      return (
        fever?.time === "since" &&
        (fever.monthsAgo ?? 0) >= 0.7 &&
        anyNoted(p, ["night_sweats", "weight_loss", "unexplained_weight_loss"])
      )
    },
    level: "within_days",
    about: "a fever for weeks with night sweats or weight lost",
    firstStep: "See a GP within a few days for blood tests about the fever",
    why: "A fever that keeps coming back for weeks, with night sweats or weight lost, needs blood tests and an examination to find its cause.",
    says: `Together, a fever that has come and gone for weeks with night sweats or weight lost needs a GP within a few days for blood tests and an examination of the glands, belly and chest: it can be an infection such as TB, or, after living in or visiting the tropics, malaria or leishmaniasis, kala-azar, which can swell the spleen under the left ribs, or a condition of the blood or glands. Say where you have lived and travelled. The hair thins with a long fever and grows back once the cause is treated.`,
    supersedes: ["lymph-signs", "sudden-shedding", "shedding-after-trigger", "shedding"],
    explains: ["fever", "night_sweats", "weight_loss", "unexplained_weight_loss", "tiredness"],
  },
  {
    // A fever and a headache getting worse, with a hand or leg gone weak or clumsy, a face
    // drooping or a fit: an infection inside the head, such as a brain abscess after a tooth or
    // sinus infection, or encephalitis (NHS), 999.
    when: (p) =>
      toldWithin(p, "fever", 0.1) &&
      anyNoted(p, ["headache", "sudden_headache"]) &&
      anyNoted(p, ["unsteady", "muscle_weakness", "face_droop", "seizure"]),
    level: "emergency",
    about: "a fever and a worsening headache with weakness or clumsiness",
    firstStep: "Call 999 or go to A&E now",
    why: "A fever with a headache that keeps getting worse and a hand, arm or leg going weak or clumsy can be an infection inside the head, which is treated in hospital at once.",
    says: "Together, a fever with a headache that gets worse day by day and a hand, arm or leg going weak or clumsy, a face drooping or a fit can be an infection inside the head, such as an abscess after a tooth or sinus infection, or encephalitis: call 999 or go to A&E now and tell them about any recent tooth, ear or sinus infection. Painkillers that dull the headache do not make it safe to wait. The hair can wait.",
    explains: ["fever", "headache", "unsteady", "muscle_weakness", "vomiting"],
  },
  {
    // Urine like cola with puffy eyes, little urine or a headache, often weeks after a sore
    // throat or impetigo: the kidneys' filters inflamed (glomerulonephritis). Seen today.
    when: kidneysInflamed,
    level: "same_day",
    about: "urine gone dark with puffy eyes, a sign of the kidneys",
    firstStep: "See a GP today, or call 111, and take a urine sample",
    why: "Urine like cola with puffy eyes or little of it can be an inflammation of the kidneys' filters, glomerulonephritis, which can follow a sore throat or impetigo by a few weeks; a urine test and blood pressure check today show it.",
    says: (p) =>
      `Together, urine like cola or tea with puffy eyes, passing little, or a headache can be inflamed kidney filters, glomerulonephritis, ${isChild(p) ? "which in children often follows a sore throat or impetigo by 1 to 3 weeks" : "which can follow a throat or skin infection by weeks"}: see a GP today or call 111, with a urine sample, for a blood pressure check. More water does not treat it; A&E for breathlessness, a fit or no urine for 12 hours.`,
    supersedes: ["anaemia-signs"],
    explains: ["dark_urine", "puffy_swelling", "little_urine", "headache"],
  },
  {
    // Sores on the genitals with a fever, swollen glands or spots elsewhere: mpox, syphilis or
    // herpes, passed by close contact; a sexual health clinic the same day (UKHSA).
    when: contactInfection,
    level: "same_day",
    about: "sores on the genitals with a fever, glands or spots elsewhere",
    firstStep: "Phone a sexual health clinic or 111 today, before going in",
    why: "Sores on the genitals with a fever, swollen glands or new spots on the scalp, face or hands can be mpox, syphilis or herpes, which a sexual health clinic tests and treats, free and confidential.",
    says: "Together, sores on the genitals with a fever, swollen glands or new firm spots on the scalp, face or hands can be an infection passed by close contact, such as mpox, syphilis or herpes: phone a sexual health clinic or 111 today, before going in. Until you know, no sex or close contact, no sharing towels, bedding or razors, no barber or salon visit, and no squeezing the spots. It is not sweat or a product.",
    supersedes: ["scalp-pimples", "painful-lumps", "lymph-signs", "moth-eaten-loss"],
    holdsScalpCare: true,
    explains: ["genital_ulcers", "dimpled_spots", "fever", "neck_lump", "body_rash"],
  },
  {
    // Food that sticks, or dark velvety skin coming on fast, with weight lost without trying:
    // the gullet or stomach checked by an urgent camera test (NICE NG12).
    when: gulletSigns,
    level: "within_days",
    about: "weight lost without trying, with food sticking or skin going dark",
    firstStep: "See a GP within a few days and ask about an urgent camera test",
    why: "Weight lost without trying, with food sticking on the way down or dark velvety skin coming on quickly, needs the gullet and stomach checked, by an urgent camera test, an endoscopy, that a GP can ask for.",
    says: (p) =>
      `Together, weight lost without trying with ${foodSticks(p) ? "food sticking on the way down" : "skin going dark and velvety"}${foodSticks(p) && velvetySkin(p) ? " and skin going dark and velvety" : ""} needs the gullet and stomach checked: see a GP within a few days and ask about an urgent camera test, an endoscopy; finding the cause early matters. Dark velvety skin is not dirt: do not scrub it. Same day if food will not go down at all.`,
    supersedes: ["gut-signs", "gut-signs-soon", "anaemia-gut-signs"],
    explains: ["swallowing", "unexplained_weight_loss", "skin_darkening", "weight_loss"],
  },
  {
    when: (p) =>
      ((hasNoted(p, "nipple_discharge") && !milkExpected(p)) ||
        (hasNoted(p, "periods_stopped") && !periodsExplained(p))) &&
      (hasNoted(p, "headache") || hasNoted(p, "sight_change")),
    says: "Together, these can come from the pituitary gland, which can also thin the hair: ask the GP to test prolactin and check your side vision.",
  },
  {
    when: (p) =>
      hasNoted(p, "behind_ear_swelling") &&
      (hasNoted(p, "fever") || p.noted.has("ear_infection") || p.asked.has("ear_infection")),
    level: "same_day",
    about: "a swelling behind the ear after an ear infection",
    why: "A hot swelling behind the ear, with a fever or after an ear infection, can be mastoiditis, an infection of the bone behind the ear, which needs treatment today.",
    says: "Together, a hot or tender swelling behind the ear that can push the ear outwards, after an ear infection or with a fever, can be mastoiditis, an infection of the bone behind the ear: go to A&E or see a GP today; it needs treating for the infection, often through a drip. It is not a bite or a tight bobble, and nothing goes on that skin meanwhile.",
    supersedes: [
      "scalp-ringworm",
      "child-scalp-soon",
      "child-scalp",
      "painful-lumps",
      "lymph-signs",
    ],
    holdsScalpCare: true,
    explains: ["behind_ear_swelling", "fever"],
  },
  {
    // A fat burner or diet pills beside feeling boiling hot, drenching sweats or a racing heart:
    // DNP, sold as a fat burner, overheats the body and kills at small doses (FSA, NHS: DNP).
    when: (p) =>
      p.supplementsTaken.has("fat_burner") &&
      (anyNoted(p, ["fever", "night_sweats", "racing_heart", "always_hot"]) ||
        toldWithin(p, "fever", 0.25)),
    level: "emergency",
    about: "feeling boiling hot, sweating or a racing heart on fat burners",
    firstStep: "Stop the fat burners and go to A&E now, or call 999, with the packet",
    why: "Fat burners sold at gyms and online can hold DNP, which overheats the body from inside: the heat, sweats and racing heart are its signs, and it needs a hospital now.",
    says: "Fat burners or diet pills from a gym or a website can hold DNP, a poison sold as a slimming aid: feeling boiling hot, drenching sweats, a racing heart, thirst and tiredness are its signs, and it can kill within hours. Take no more, go to A&E now or call 999, and take the packet. Cooling down at home does not treat it. The shedding can wait.",
    supersedes: ["sudden-shedding", "shedding-after-trigger", "shedding", "supplement-excess"],
    explains: [
      "fever",
      "night_sweats",
      "racing_heart",
      "always_hot",
      "thirst",
      "tiredness",
      "weight_loss",
    ],
  },
  {
    // A herbal remedy beside yellowing or dark urine: the remedy stops today (NHS: some
    // herbal remedies, he shou wu among them, can injure the liver).
    when: (p) =>
      p.supplementsTaken.has("herbal_remedy") &&
      anyNoted(p, ["yellow_skin", "dark_urine", "itchy_all_over"]),
    level: "same_day",
    about: "yellowing or dark urine while taking a herbal remedy",
    firstStep: "Stop the herbal tablets today and see a GP today, or call 111, with the packet",
    why: "Some herbal remedies, he shou wu among them, can injure the liver: stop them today and show the doctor the packet.",
    says: "Some herbal remedies, he shou wu or fo-ti among them, can injure the liver, and yellowing, dark urine or itching all over are its signs: stop the tablets today, keep the packet to show, and see a GP today or call 111 for liver blood tests; 999 if you become confused or very sleepy.",
    supersedes: ["supplement-excess"],
    explains: ["yellow_skin", "dark_urine", "itchy_all_over"],
  },
  {
    // Tingling round the lips or fingers with a tremor, poor sleep or a changed mood, beside
    // a skin-lightening cream: mercury, which unlabelled creams can hold (UKHSA); the thyroid
    // and calcium give the same signs, so blood and urine tests within days.
    when: (p) =>
      anyNoted(p, ["lips_tingling", "pins_and_needles"]) &&
      hasNoted(p, "shaky_hands") &&
      !calciumSigns.every((kind) => hasNoted(p, kind)),
    level: "within_days",
    about: "tingling round the lips or fingers with shaking hands",
    why: "Tingling round the lips or in the fingers with shaking hands can come from the thyroid, low calcium, or mercury in an unlabelled skin-lightening cream, which blood and urine tests tell apart.",
    says: "Together, tingling round the lips or in the fingers with shaking hands, poor sleep, a short temper or a metal taste can come from an overactive thyroid, low calcium, or mercury, which some unlabelled skin-lightening or dark-spot creams contain: stop any such cream today, keep the pot to show, and see a GP within a few days for blood and urine tests. Hair shedding can come from the same cause and settles once it is found.",
    explains: ["lips_tingling", "pins_and_needles", "shaky_hands"],
  },
  {
    // Tingling round the lips and a hand locking in a spasm: low calcium (NHS), after a
    // thyroid operation (the glands that keep calcium up sit beside the thyroid) or calcium stopped.
    when: (p) =>
      anyNoted(p, calciumSigns) &&
      (calciumSigns.every((kind) => hasNoted(p, kind)) || calciumAtRisk(p)),
    level: "same_day",
    about: "tingling round the lips or a hand locking in a spasm, signs of low calcium",
    firstStep: "See a GP today, or call 111, for a calcium blood test",
    why: "Tingling round the lips or fingers and a hand that locks like a claw can be low calcium in the blood, which can follow an operation on the thyroid or stopping calcium tablets.",
    says: "Together, tingling round the lips or fingers, cramps and a hand that locks like a claw can be low calcium, which can follow a thyroid or neck operation or stopping calcium tablets: see a GP today, or call 111 or your surgical team, for a calcium blood test, and say which tablets you stopped; constipation from them can be helped. It is not stress. Call 999 for a fit, fainting, chest pain, a tight throat or noisy breathing, or a spasm that will not let go.",
    supersedes: ["nerve-signs"],
    explains: ["lips_tingling", "hand_spasm", "pins_and_needles", "body_complaint"],
  },
  {
    // A swollen lip or tongue on an ACE inhibitor is angioedema from the tablet, even after
    // years on it and gone by the morning; it can come back worse (NICE CKS).
    when: (p) =>
      medicineNamed(p, aceInhibitor) !== undefined &&
      (hasNoted(p, "urgent_reaction") || p.asked.has("urgent_reaction")),
    level: "same_day",
    about: "swelling of the lips or tongue on a blood pressure tablet",
    firstStep:
      "Speak to a GP today, or call 111, about the swelling and your blood pressure tablet",
    why: (p) =>
      `Swelling of the lips or tongue with no rash is a known effect of ${medicineNamed(p, aceInhibitor) ?? "blood pressure tablets of the ramipril kind"}, even after years, and it can come back worse; a doctor usually changes the tablet.`,
    says: (p) =>
      `Swelling of the lips, tongue or face with no rash, on ${medicineNamed(p, aceInhibitor) ?? "a blood pressure tablet of the ramipril kind"}, is most likely the tablet, called angioedema, not a shampoo: it can start after years, settle and come back worse. Speak to a GP today, or call 111, even though it has gone; they usually swap the tablet, so do not stop it without speaking to them today. Antihistamines may not help this swelling. Call 999 if the tongue or throat swells, or breathing, swallowing or speaking gets hard.`,
    supersedes: ["notes-urgent-signs", "burning-stinging", "blistering-skin", "infected-skin"],
    explains: ["urgent_reaction"],
  },
  {
    // Any new symptom during cancer treatment, immunotherapy included, goes to the team's
    // 24-hour line the same day (UKONS triage): the treatment can inflame the bowel, skin,
    // lungs or glands, and that is treated quickly.
    when: (p) =>
      p.medicines.has("chemo_immunotherapy") &&
      anyNoted(p, [
        "bowel_changes",
        "vomiting",
        "body_rash",
        "breathless",
        "yellow_skin",
        "dark_urine",
        "unexpected_bleeding",
        "chest_pain",
      ]),
    level: "same_day",
    about: "a new symptom during cancer treatment",
    firstStep: "Call your cancer team's 24-hour line today, the number on your alert card",
    why: "A new symptom during cancer treatment, immunotherapy included, can be the treatment inflaming the bowel, skin, lungs or glands, which the team treats quickly.",
    says: "During cancer treatment, immunotherapy included, a new symptom such as diarrhoea, being sick, a rash, a cough or breathlessness goes to your cancer team's 24-hour line today, the number on your alert card, not to a routine GP visit: the treatment can inflame the bowel, skin, lungs or glands, and that is treated quickly. With blood in the stool, a fever or feeling very unwell, call now.",
    supersedes: ["gut-signs", "gut-signs-soon", "anaemia-gut-signs"],
    explains: ["bowel_changes", "vomiting", "body_rash", "breathless"],
  },
  {
    // Hair eaten, with sickness, a swollen tummy or no bowel movement: a hairball can block
    // the stomach or bowel (trichobezoar), which needs seeing today.
    when: (p) =>
      hasNoted(p, "eats_hair") &&
      anyNoted(p, ["vomiting", "bowel_changes", "constipation", "weight_loss", "swollen_belly"]),
    level: "same_day",
    about: "being sick or a swollen tummy after eating hair",
    firstStep: "See a GP today, or call 111, about the sickness and the hair eaten",
    why: "Hair swallowed over weeks can gather into a ball that blocks the stomach or bowel; sickness after meals, a bloated tummy and no bowel movement are its signs.",
    says: "Hair swallowed over weeks can gather into a ball in the stomach that blocks it, called a trichobezoar, and being sick after meals, a bloated or sore tummy, weight loss and no bowel movement are its signs: see a GP today or call 111, and say how much hair has been eaten; go to A&E for green vomit, a hard swollen tummy or severe pain. The hair eating itself is treatable, with the GP's help, once this is checked.",
    supersedes: ["gut-signs", "gut-signs-soon", "anaemia-gut-signs", "hair-pulling"],
    explains: ["eats_hair", "vomiting", "bowel_changes", "constipation", "weight_loss"],
  },
  {
    // Crawling and biting that lice checks do not find: real and treatable, seen by a GP
    // and a skin clinic (BAD: delusional infestation); the treatments tried now hurt the skin.
    when: (p) =>
      /crawl|bit(e|es|ing)|bugs?|insects?|parasites?|mites?|worms?|fibres?|fibers?/i.test(
        p.noted.get("sees_things")?.words ?? "",
      ) && p.toldNot.has("head_lice"),
    level: "within_days",
    about: "crawling and biting that lice checks have not found",
    firstStep:
      "See a GP within a few days about the crawling and the sores, with a list of all you have used",
    why: "Crawling and biting that lice checks do not find are real and exhausting, and doctors see them often: a GP can look at the skin, test the blood and help with sleep.",
    says: "When lice have been looked for and not found, yet crawling, biting and specks go on, the feeling is real and exhausting, and doctors see it often: a GP can examine the skin, test the blood, help with sleep and refer to a skin clinic that treats it, called psychodermatology. Stop lice lotions, neat tea tree, Dettol, bleach, tweezers and the metal comb: they now burn the scalp and keep sores open. Never take horse ivermectin paste, dosed for an animal; no detox serum treats this.",
    supersedes: ["head-lice", "non-healing-sore", "burning-stinging"],
    holdsScalpCare: true,
    explains: ["sees_things", "non_healing_sore"],
  },
  {
    // Opioid painkillers taken for months lower testosterone (MHRA, NICE CKS): beard and
    // body hair thin, sex drive and energy go.
    when: (p) =>
      medicineNamed(p, opioid) !== undefined &&
      anyNoted(p, ["low_libido", "body_hair_loss", "beard_loss"]),
    level: "within_weeks",
    about: "signs of low testosterone on long-term opioid painkillers",
    why: (p) =>
      `Taken for months, opioid painkillers such as ${medicineNamed(p, opioid) ?? "oxycodone"} can lower testosterone, which thins beard and body hair and takes sex drive and energy; a blood test shows it, and it can be treated.`,
    says: (p) =>
      `Taken for months, opioid painkillers such as ${medicineNamed(p, opioid) ?? "oxycodone"} can lower testosterone, which thins the beard and body hair and takes away sex drive and energy; it is common, it is not from sitting or your age, and it can be treated: see a GP in the next few weeks and ask for a morning testosterone blood test, and about your bones, which low testosterone thins. Do not stop or cut down the painkillers yourself: stopping suddenly brings withdrawal and the pain back, so any change is planned with your GP or pain team.`,
    supersedes: ["round-patches", "brow-or-beard-loss", "androgen-signs"],
    explains: ["low_libido", "body_hair_loss", "beard_loss", "tiredness"],
  },
  {
    when: (p) =>
      mouthAndGenitalUlcers(p) &&
      hasNoted(p, "red_eye") &&
      anyNoted(p, ["light_hurts", "sight_change"]),
    level: "same_day",
    about: "a red eye that light hurts, with mouth and genital ulcers",
    firstStep:
      "Get the eye seen today at an eye casualty or urgent eye service; a GP or 111 can direct you",
    why: "A red, aching eye that light hurts or that blurs needs seeing today, and beside ulcers in the mouth and on the genitals it can be Behçet's disease.",
    says: behcetsSays(true),
    explains: [
      "red_eye",
      "light_hurts",
      "sight_change",
      "sore_throat",
      "genital_ulcers",
      "joint_pain",
    ],
    supersedes: ["scalp-pimples", "lupus-signs"],
  },
  {
    when: (p) => mouthAndGenitalUlcers(p),
    level: "within_weeks",
    about: "mouth and genital ulcers that keep coming back",
    why: "Ulcers that keep coming back in the mouth and on the genitals, more so with a swollen joint or skin spots, can be Behçet's disease, which a rheumatologist treats.",
    says: behcetsSays(false),
    explains: ["sore_throat", "genital_ulcers", "joint_pain"],
    supersedes: ["scalp-pimples", "lupus-signs"],
  },
  {
    // Yellowing with itch and dark urine alone is the bile duct's picture, below.
    when: (p) =>
      anyNoted(p, ["liver_skin_signs", "swollen_belly", "male_breast_growth"]) &&
      (liverSigns(p) >= 2 || hasNoted(p, "heavy_drinking")),
    level: "within_days",
    about: "signs that the liver may be struggling",
    why: (p) =>
      `Together${hasNoted(p, "heavy_drinking") ? ", and with drinking most days," : ""} these are signs a GP reads as the liver under strain, which blood tests and a scan show and which can recover when treated.`,
    says: (p) =>
      `These can mean the liver is struggling: see a GP within a few days for liver blood tests${hasNoted(p, "heavy_drinking") ? ", and say how much you drink; if you drink daily, do not stop at once: the GP helps you cut down safely" : ""}. No GP here? Register with one today. Call 999 if you vomit blood, pass black stools, turn yellow or grow confused.`,
    explains: [
      "liver_skin_signs",
      "swollen_belly",
      "male_breast_growth",
      "yellow_skin",
      "itchy_all_over",
      "dark_urine",
      "swollen_ankles",
    ],
    holdsScalpCare: true,
  },
  {
    when: (p) =>
      hasNoted(p, "bone_pain") &&
      anyNoted(p, ["waddling", "pins_and_needles", "lips_tingling", "muscle_weakness"]),
    level: "within_days",
    about: "aching bones and weak muscles that can be low vitamin D",
    why: "Aching bones with weak hips or tingling can be low vitamin D with soft bones, osteomalacia, which is treatable.",
    says: (p) =>
      `Aching bones${hasNoted(p, "waddling") ? " with weak hips" : ""}${anyNoted(p, ["pins_and_needles", "lips_tingling"]) ? " and tingling" : ""} can be low vitamin D and calcium softening the bones, osteomalacia, common when little sun reaches the skin: see a GP within a few days for vitamin D, calcium and bone tests, or the same day for hand cramps, twitching or a fit. It is treatable; start no high dose before the test.`,
    supersedes: ["nerve-signs", "sudden-shedding", "shedding-after-trigger", "shedding"],
    explains: ["bone_pain", "waddling", "pins_and_needles", "lips_tingling", "muscle_weakness"],
  },
  {
    when: (p) =>
      hasNoted(p, "testosterone_contact") &&
      p.gender !== "male" &&
      (anyNoted(p, maleHormoneSigns) || p.symptoms.has("widening_parting")),
    level: "within_weeks",
    about: "testosterone passed on from someone's gel",
    why: "Testosterone gel passes to whoever touches the skin it is on, and can thin the hair, grow facial hair and deepen the voice: stop skin contact with it from today.",
    says: "A partner's testosterone gel passes by touch and in a woman can thin the hair, grow facial hair and deepen the voice. Stop contact today: the gel goes on covered skin, dries, stays covered, hands washed, and no one touches that place; keep children off it too. See your GP within weeks about your hormones, and tell them of the gel.",
    // The gel explains the thinning and the edges: no pattern or traction verdict beside it.
    supersedes: ["androgen-signs", "virilisation", "pattern-thinning", "broken-edges"],
    neverBeside: [/\bminoxidil\b/i, /\blicensed treatments\b/i],
  },
  {
    // Little urine with being sick or an anti-inflammatory painkiller: the kidneys, now.
    when: (p) => hasNoted(p, "little_urine") && anyNoted(p, ["vomiting", "painkillers"]),
    level: "same_day",
    about: "passing very little urine",
    explains: ["little_urine", "dark_urine", "vomiting"],
    why: "Barely passing urine, with being sick or ibuprofen-type painkillers, can mean the kidneys are struggling, which a blood test shows the same day.",
    says: "Together, barely passing urine, dark when it comes, with being sick, pain in the back on both sides or ibuprofen-type painkillers, can mean the kidneys are struggling: see a GP today or go to A&E for a kidney blood test, take no more ibuprofen, naproxen or aspirin, and sip water if you can keep it down; call 999 if you pass none at all or grow confused. Tell them of any hair treatment in the days before, and when the same thing happened after one.",
    supersedes: ["gut-signs", "gut-signs-soon"],
  },
  {
    // A new headache, worse lying down or with being sick, double vision or confusion, in the
    // weeks after a birth, in a pregnancy or on the combined pill: a clot in the brain's veins
    // (cerebral venous sinus thrombosis) until a scan says not (RCOG; NICE CKS headache). A&E.
    when: (p) =>
      hasNoted(p, "headache") &&
      // In a pregnancy, pre-eclampsia's picture sends her to the maternity unit; a migraine's
      // aura on the pill has its own.
      !pregnantNow(p) &&
      !auraTold(p) &&
      (afterABirth(p) || takesCombinedPill(p)) &&
      (recentlyTold(p, "vomiting") || anyNoted(p, ["sight_change", "confusion", "seizure"])),
    level: "emergency",
    about: "a headache with being sick or double vision after a birth",
    firstStep: "Go to A&E now, or call 999",
    why: "A new headache with being sick, double vision or confusion, in the weeks after a birth or on the combined pill, can be a clot in the veins of the brain, which needs a scan today.",
    says: (p) =>
      `Together, a new headache that is worse lying down or in the morning, with being sick, double vision or confusion, ${afterABirth(p) ? "in the weeks after a birth" : "on the combined pill"}, can be a clot in the veins of the brain, cerebral venous sinus thrombosis, or raised pressure inside the head: go to A&E now or call 999, and say ${afterABirth(p) ? "when the baby was born" : "which pill you take"}. Painkillers that do not touch it are one more reason to go, not to wait. The hair can wait.`,
    supersedes: ["shedding-after-trigger"],
    explains: ["headache", "vomiting", "sight_change", "confusion"],
  },
  {
    // HeadSmart and NICE: headaches with being sick, in a child or with clumsiness or a change
    // in sight, are raised pressure in the head until shown otherwise.
    when: (p) =>
      hasNoted(p, "headache") &&
      hasNoted(p, "vomiting") &&
      (isChild(p) || anyNoted(p, ["unsteady", "sight_change", "confusion"])),
    level: "same_day",
    about: "headaches with being sick",
    explains: ["headache", "vomiting", "unsteady", "sight_change"],
    why: "Headaches with being sick, more so on waking, with clumsiness or a change in sight, can mean raised pressure inside the head, which is checked the same day.",
    says: "Together, headaches with being sick, more so on waking and for weeks, with clumsiness, a head tilt or a change in sight or handwriting, can mean raised pressure inside the head: see a GP today or go to A&E, and say how long and what else has changed; an eye test alone is not enough. Call 999 for a fit, a sudden, very severe headache or drowsiness. It is not the ponytail.",
    supersedes: ["broken-edges", "child-scalp"],
  },
  {
    // MHRA (2024): finasteride can bring depression and, rarely, thoughts of suicide.
    when: (p) => takesFinasteride(p) && anyNoted(p, ["low_libido", "dark_thoughts"]),
    level: "within_days",
    about: "low mood or sex drive on finasteride",
    explains: ["low_libido"],
    why: "Finasteride can lower mood and sex drive; the medicines regulator warns it can bring depression and, rarely, thoughts of suicide.",
    says: "Finasteride can lower mood and sex drive, and the medicines regulator (MHRA) warns it can bring depression and, rarely, thoughts of suicide: stop taking it and see a GP within a few days, and tell the clinic that prescribed it; other ways to keep your hair can be talked over once you feel yourself. If dark thoughts come, talk to someone today: Samaritans on 116 123.",
    supersedes: ["pattern-thinning"],
    neverBeside: [/\bkeep (taking|using|to) (it|finasteride)\b/i],
  },
  {
    // The home's air, before a bug: carbon monoxide has no smell, and whole families are found.
    when: (p) =>
      hasNoted(p, "household_ill") &&
      anyNoted(p, ["headache", "fainting", "vomiting", "confusion"]),
    level: "emergency",
    about: "headaches or sickness that others at home have too",
    firstStep:
      "Open the windows, get everyone out and call the gas emergency line on 0800 111 999, then go to A&E; 999 if anyone is drowsy or confused",
    explains: ["headache", "fainting", "vomiting"],
    why: "Headaches, dizziness or sickness shared by people who live together, better away from home, can be carbon monoxide from a boiler, gas fire or cooker; it has no smell.",
    says: "Together, headaches, dizziness or sickness that others at home have too, better away from home, can be carbon monoxide poisoning from a faulty boiler, gas fire or cooker: it has no smell and can kill. Now: open the windows, turn those appliances off, get everyone out, and call the gas emergency line on 0800 111 999; then go to A&E, and call 999 if anyone is drowsy, confused or breathless. Use nothing until a Gas Safe engineer has checked it, and fit a CO alarm. It is not the hairstyle.",
    supersedes: ["emergency-signs"],
  },
  {
    when: (p) =>
      potassiumMayClimb(p) &&
      anyNoted(p, [
        "racing_heart",
        "muscle_weakness",
        "pins_and_needles",
        "fainting",
        "chest_pain",
      ]),
    level: "same_day",
    about: "the potassium in the blood, on spironolactone",
    firstStep:
      "See a GP today, or call 111, for a potassium blood test; stop the salt swap now and raise no dose",
    explains: ["racing_heart", "muscle_weakness", "pins_and_needles"],
    why: "Spironolactone with a blood pressure tablet such as ramipril or losartan, or a salt swap such as Lo-Salt, can raise the potassium in the blood, and a fluttering heart, weak legs and tingling can be its signs.",
    says: "Together, spironolactone with a blood pressure tablet such as ramipril or losartan, or a salt swap such as Lo-Salt, can raise the potassium in the blood, and a fluttering or skipping heart, heavy legs and tingling can be its signs: see a GP today, or call 111, for a potassium and kidney blood test; stop the salt swap and potassium-rich drinks such as coconut water meanwhile, and do not raise the spironolactone dose until they are checked. Call 999 for chest pain or fainting.",
    supersedes: ["nerve-signs", "overactive-thyroid-signs"],
  },
  {
    when: (p) =>
      anyNoted(p, ["swollen_ankles", "peeing_often", "itchy_all_over"]) &&
      kidneySigns.filter((kind) => hasNoted(p, kind)).length >= 2 &&
      kidneysStrained(p),
    level: "within_days",
    about: "signs the kidneys may be struggling",
    explains: ["swollen_ankles", "peeing_often", "itchy_all_over", "puffy_swelling"],
    why: "Itching with no rash, ankles that swell, getting up at night to pass water and tiredness together can come from the kidneys not clearing the blood, more so with painkillers such as ibuprofen most days.",
    says: "Together, itching with no rash, ankles that swell by evening, getting up at night to pass water, tiredness and food tasting wrong can come from the kidneys not clearing the blood, more so with blood pressure tablets or painkillers such as ibuprofen most days: see a GP within a few days for a kidney blood test and a urine test, and take no ibuprofen, naproxen or aspirin for pain meanwhile; paracetamol is safer. No shampoo treats an itch from inside.",
    supersedes: ["mild-flaking", "persistent-flaking"],
    holdsScalpCare: true,
  },
  {
    when: (p) =>
      hasNoted(p, "salt_craving") &&
      anyNoted(p, ["fainting", "skin_darkening", "unexplained_weight_loss", "body_hair_loss"]),
    says: "Together, these can come from the adrenal glands making too little cortisol, Addison's disease: ask the GP for a cortisol blood test; call 999 if you are sick and cannot keep fluids down.",
    supersedes: [
      "gut-signs",
      "gut-signs-soon",
      "overactive-thyroid-signs",
      "sudden-shedding",
      "shedding-after-trigger",
      "shedding",
    ],
  },
  {
    when: (p) =>
      medicineNewlyChanged(p) &&
      anyNoted(p, ["face_rash", "body_rash", "blisters"]) &&
      anyNoted(p, ["sore_throat", "red_eye", "fever", "puffy_swelling", "neck_lump"]),
    level: "emergency",
    about: "a possible severe reaction to a medicine",
    explains: ["puffy_swelling", "red_eye"],
    why: "A spreading rash with sore lips, red eyes or a fever, weeks after a medicine was started or raised, can be a severe reaction to it.",
    says: "Together, a spreading rash with sore lips or mouth, red eyes or a fever, within weeks of starting or raising a medicine, can be a severe reaction to it, such as Stevens-Johnson syndrome or DRESS: go to A&E now with the medicine, say when it started or changed, and do not wait for a planned appointment. Nothing goes on the skin or scalp meanwhile.",
    supersedes: [
      "burning-stinging",
      "burning",
      "mild-flaking",
      "persistent-flaking",
      "androgen-signs",
      "lupus-signs",
      "lymph-signs",
    ],
    holdsScalpCare: true,
    neverBeside: [/\bpatch[- ]test/i],
  },
  {
    when: (p) =>
      pregnantNow(p) &&
      hasNoted(p, "headache") &&
      (["sight_change", "puffy_swelling", "rib_pain"] as const).filter((kind) => hasNoted(p, kind))
        .length >= 2,
    level: "emergency",
    about: "possible pre-eclampsia",
    explains: ["puffy_swelling", "rib_pain", "sight_change"],
    why: "In pregnancy, a bad headache with flashing lights, a puffy face or hands, or pain under the ribs can be pre-eclampsia, which is checked at once.",
    says: "Together, in pregnancy, a headache with flashing lights or blurred sight, a puffy face or fingers, or pain under the ribs can be pre-eclampsia: call your maternity unit now and go in today, not at the next appointment; call 999 for a fit, severe pain or the baby moving less. It is not the hairstyle.",
    supersedes: ["pregnancy-warning-signs", "broken-edges"],
    holdsScalpCare: true,
  },
  {
    // A child hurt by someone is helped the same day: Childline, a teacher, the GP.
    when: (p) => hasNoted(p, "hurt_by_someone") && isChild(p),
    level: "same_day",
    about: "a child being hurt by someone",
    firstStep:
      "Today, talk to Childline on 0800 1111, or, as an adult worried about a child, the NSPCC on 0808 800 5000, or a GP",
    why: "Hair pulled out by someone else is an injury, and a child being hurt is never their fault; help is there today, in confidence.",
    says: "Hair pulled out by someone else is an injury, and a child being hurt is never their fault: today, a child can talk to Childline, free and private, on 0800 1111, or to a teacher, school nurse or GP, and an adult worried about a child can call the NSPCC on 0808 800 5000 or the GP, who can keep the child safe; 999 if they are in danger now. The hair usually grows back once the pulling stops. This report names no one.",
    supersedes: [
      "broken-edges",
      "hair-pulling",
      "round-patches",
      "sudden-shedding",
      "child-scalp",
      "child-scalp-soon",
      "scalp-ringworm",
    ],
    explains: ["hurt_by_someone"],
  },
  {
    when: (p) => hasNoted(p, "hurt_by_someone") && !isChild(p),
    level: "within_days",
    about: "being hurt by someone",
    why: "Hair pulled by someone else is an injury, and someone hurting you is never your fault; help is there in confidence.",
    says: "Hair pulled out by someone else is an injury, not your hair's fault: it usually grows back once the pulling stops, unless the roots were scarred, and a GP can check the tender patch and help in confidence. The National Domestic Abuse Helpline is free, day and night, on 0808 2000 247; call 999 if you are in danger, and press 55 if you cannot speak. This report names no one, and it is e-mailed only if you ask.",
    // Not the style's pull or the person's own: the edges and patches are the injury's.
    supersedes: ["broken-edges", "hair-pulling", "round-patches", "sudden-shedding"],
    explains: ["hurt_by_someone"],
  },
  {
    when: (p) =>
      hasNoted(p, "forehead_swelling") &&
      (hasNoted(p, "sinus_infection") || hasNoted(p, "headache")),
    level: "emergency",
    about: "a forehead swelling after a sinus infection",
    why: "A soft, sore swelling of the forehead with a worsening headache after a sinus infection can be an infection spreading to the bone.",
    says: "Together, a soft, sore swelling of the forehead with a headache that gets worse, after a sinus infection, can be an infection spreading from the sinus to the bone, called Pott's puffy tumour: go to A&E now; do not squeeze it or put heat on it. It is not an ingrown hair.",
    supersedes: ["scalp-pimples", "pimples", "painful-lumps"],
    explains: ["forehead_swelling"],
  },
  {
    when: (p) => hasNoted(p, "pressure_sore"),
    level: "within_days",
    about: "a pressure sore where the head rests",
    why: "Skin that stays red when pressed where the head rests, or a blister there, is a pressure sore starting.",
    says: "A bald patch where the head rests, with skin that stays red when pressed or a blister, is a pressure sore starting: ask the GP or district nurse to see it within days; turn the head and change position every 2 hours, use a soft pressure-relieving pillow, keep the skin clean and dry, and put no cream or hair product on it. The hair grows back once the pressure is off; good food and drink help it heal.",
    supersedes: ["round-patches", "non-healing-sore", "blistering-skin"],
    holdsScalpCare: true,
    explains: ["pressure_sore", "rash_not_fading"],
  },
  {
    when: (p) =>
      hasNoted(p, "growing_features") && anyNoted(p, ["hearing_loss", "headache"]) && laterLife(p),
    level: "within_weeks",
    about: "a head that has grown, with headaches or hearing going",
    why: "A hat that has got tight in later life, with headaches or hearing going, can be Paget's disease of bone.",
    says: "Together, in later life, a hat that has got tight, headaches, hearing going or a warm scalp can be Paget's disease of bone, where the skull grows thicker: a GP checks with a blood test of alkaline phosphatase and an X-ray, and it is treatable; mention any bone that aches at night.",
    explains: ["growing_features", "hearing_loss"],
  },
  {
    when: (p) => notedWithin(p, "travel_abroad", 12) && hasNoted(p, "fever"),
    level: "same_day",
    about: "a fever after travel",
    why: "A fever within a year of a trip where malaria is found needs a malaria test the same day.",
    says: "Together, a fever, sweats or shivers within a year of a trip where malaria is found needs a malaria test today, from a GP, 111 or A&E, even for someone who grew up there: the protection fades within months of living away, and malaria can turn serious within a day. Say where you went and that you took no tablets against it, if so.",
  },
  {
    // Zigzags before a headache are a migraine's aura, which its own picture speaks to.
    when: (p) =>
      !pregnantNow(p) &&
      !auraTold(p) &&
      hasNoted(p, "headache") &&
      (hasNoted(p, "sight_change") || p.asked.has("sight_change")),
    level: "same_day",
    about: "headaches with moments of changed sight",
    explains: ["sight_change"],
    why: "Headaches with moments of greyed or blurred sight can be raised pressure around the brain, which an eye check shows the same day.",
    says: (p) =>
      `Together, headaches with moments of greyed or blurred sight${hasNoted(p, "ear_whoosh") ? ", and a whooshing in the ears with the heartbeat," : ""} can be raised pressure around the brain, which can harm sight: have the eyes checked today by an optometrist or eye casualty, or see a GP today${takesTetracycline(p) ? `; tell them you take ${tetracyclineWords(p)}, which can raise it` : ""}. Call 999 for a sudden, very severe headache or sight that goes.`,
  },
  {
    // HIV known, with thrush, weight lost or an itchy rash of bumps: the immune system falling,
    // most often with treatment stopped; itchy bumps on the scalp, face and neck are then often
    // eosinophilic folliculitis, which restarting treatment clears (BHIVA; BAD). The HIV clinic,
    // not a test.
    when: (p) =>
      hasNoted(p, "hiv_known") &&
      anyNoted(p, [
        "mouth_thrush",
        "weight_loss",
        "unexplained_weight_loss",
        "scalp_bumps",
        "itching",
      ]),
    level: "within_days",
    about: "signs of HIV no longer held down",
    firstStep: "Call your HIV clinic within a few days, or a sexual health clinic",
    why: "Thrush, weight lost or an itchy rash of bumps with HIV, above all with the tablets stopped, can mean the immune system is low again, which restarting treatment brings back.",
    says: "Together, mouth thrush, weight lost or very itchy bumps on the scalp, face and neck, with HIV, above all with the tablets stopped, can mean the immune system is low again; the bumps are often eosinophilic folliculitis, which settles once treatment restarts. Call your HIV clinic within a few days, or any sexual health clinic; they see people who stopped all the time, without judging, and restarting works. Go the same day with a fever, a cough or breathlessness. Meanwhile no tea tree or scrubs on the bumps; a plain emollient soothes.",
    supersedes: ["scalp-pimples", "mild-flaking"],
    explains: [
      "mouth_thrush",
      "weight_loss",
      "unexplained_weight_loss",
      "scalp_bumps",
      "itching",
      "medicine",
    ],
  },
  {
    when: (p) =>
      !hasNoted(p, "hiv_known") &&
      hasNoted(p, "mouth_thrush") &&
      (p.symptoms.has("persistent_flaking") ||
        anyNoted(p, ["scaly_plaques", "flaking", "unexplained_weight_loss", "weight_loss"])),
    level: "within_days",
    about: "thrush that keeps coming back, with a new, severe flaking",
    explains: ["unexplained_weight_loss"],
    why: "Mouth thrush that keeps coming back with a sudden, severe seborrhoeic dermatitis or weight lost can mean the immune system is under strain.",
    // The red, scaly skin round the brows and nose is the seborrhoeic dermatitis, not plaques.
    supersedes: ["scaly-plaques", "plaques"],
    says: "Together, thrush in the mouth that keeps coming back, a sudden, severe seborrhoeic dermatitis or weight lost without trying can mean the immune system is under strain: ask the GP for an HIV test and a blood sugar test within days; both are common, confidential and treatable, and the skin settles with the cause.",
  },
  {
    when: (p) =>
      p.gender === "female" && hasNoted(p, "periods_stopped") && hasNoted(p, "night_sweats"),
    level: "within_weeks",
    about: "periods that stopped, with night sweats",
    explains: ["periods_stopped", "night_sweats"],
    why: "Periods that stop before 45 with night sweats or hot flushes can be an early menopause, which blood tests show.",
    // The sweats and the thinning are the early menopause's: not the lymph glands', nor an old trigger's.
    supersedes: ["lymph-signs", "shedding-after-trigger", "sudden-shedding"],
    says: "Together, periods that stopped before 45 with night sweats or hot flushes can be an early menopause, called premature ovarian insufficiency under 40, which can also thin the hair: a GP checks with blood tests, repeated weeks apart, and treatment protects the bones and heart.",
  },
  {
    when: (p) => hasNoted(p, "body_lump") && hadCancer(p),
    level: "within_days",
    about: "a new lump after a cancer",
    why: "A new or growing lump after a cancer is checked early for a spread of it or a new skin cancer.",
    says: "Together with the cancer treated before, a new or growing lump is checked within days for a spread of that cancer or a new skin cancer: ask the GP for an urgent referral, and say when it appeared and how it has grown. No lotion or oil goes on it meanwhile.",
    supersedes: ["crown-scarring", "scarring-signs", "round-patches", "non-healing-sore"],
  },
  {
    when: (p) =>
      hasNoted(p, "itch_after_water") && anyNoted(p, ["face_rash", "headache", "pins_and_needles"]),
    level: "within_days",
    about: "signs of too many red cells in the blood",
    explains: ["itch_after_water"],
    why: "Itching after water with no rash, a red face and headaches together can come from the blood making too many red cells.",
    says: "Together, itching after a shower or bath with no rash, a red face, headaches and burning fingers or toes can come from the blood making too many red cells, polycythaemia: ask the GP for a full blood count within days; call 999 for chest pain, sudden weakness or slurred speech. No shampoo or water softener treats it.",
    supersedes: ["mild-flaking", "persistent-flaking", "nerve-signs", "lupus-signs"],
    holdsScalpCare: true,
  },
  {
    when: (p) => hasNoted(p, "sees_things") && medicineNewlyChanged(p),
    level: "within_days",
    about: "seeing or feeling things after a medicine change",
    explains: ["sees_things"],
    why: "Seeing things or feeling bugs that are not there, weeks after a medicine was started or raised, can come from the medicine.",
    says: "Together, seeing things or feeling bugs that are not there, weeks after a medicine was started or raised, can come from that medicine: the prescriber, specialist nurse or GP sees it within a day or two, and the same day with new confusion or a fever; do not stop the medicine suddenly on your own. Sores from picking heal with plain water and no disinfectant on the skin, and no lice or mite lotion is needed when combing finds nothing.",
    // The sores are the picking's: not a skin cancer's or a blistering disease's to chase first.
    supersedes: ["head-lice", "scabies", "non-healing-sore", "blistering-skin"],
    holdsScalpCare: true,
  },
  {
    when: (p) =>
      takesLithium(p) &&
      anyNoted(p, ["vomiting", "bowel_changes", "shaky_hands", "unsteady", "confusion"]),
    level: "emergency",
    about: "possible lithium poisoning",
    explains: ["unsteady"],
    why: "Sickness, shaking, unsteadiness or muddled thinking on lithium can be lithium poisoning.",
    says: "Together, sickness or diarrhoea, shaking, unsteadiness or muddled thinking on lithium can be lithium poisoning, often brought on by a stomach bug, heat, or a painkiller such as ibuprofen or naproxen: go to A&E now with the medicine boxes, and take no more lithium or painkiller until a doctor says. Lithium can also thin the hair through the thyroid, checked once recovered.",
    supersedes: ["gut-signs", "gut-signs-soon", "shedding-after-trigger", "emergency-signs"],
  },
  {
    when: (p) =>
      hasNoted(p, "fever") &&
      anyNoted(p, ["body_rash", "bruising"]) &&
      !hasNoted(p, "rash_not_fading"),
    level: "same_day",
    about: "a fever with a rash",
    explains: ["red_eye", "light_hurts"],
    why: (p) =>
      anyNoted(p, ["red_eye", "light_hurts", "swallowing", "unvaccinated"])
        ? "A fever with a spreading rash and red eyes or a cough can be measles, which spreads easily; phone before going in."
        : "A fever with a new rash needs a doctor's look today; phone before going in.",
    says: feverRash,
    supersedes: ["low-blood-count", "scalp-pimples", "pimples", "illness", "burning-stinging"],
    holdsScalpCare: true,
    neverBeside: [/\bpatch[- ]test/i, /\bblow-dry\b/i],
  },
  {
    when: (p) =>
      hasNoted(p, "yellow_skin") &&
      anyNoted(p, ["dark_urine", "unexplained_weight_loss", "itchy_all_over"]),
    says: "Together, yellowing with dark urine or pale stools, itching or weight lost can mean the bile duct is blocked, which the GP checks with blood tests and an urgent scan. The itching comes from the same cause and no shampoo treats it; lukewarm water and a plain moisturiser ease it meanwhile.",
    supersedes: ["mild-flaking", "persistent-flaking"],
    holdsScalpCare: true,
  },
  {
    when: (p) =>
      anyNoted(p, ["round_face", "stretch_marks"]) &&
      cortisolSigns.filter((kind) => hasNoted(p, kind)).length >= 3,
    level: "within_days",
    about: "signs of too much cortisol",
    explains: ["stretch_marks", "round_face", "high_blood_pressure", "muscle_weakness"],
    why: "A rounder face, purple stretch marks and easy bruising together can come from too much cortisol, Cushing's syndrome.",
    says: "Together, a rounder face, purple stretch marks, easy bruising, weak thighs, weight on the tummy and high blood pressure can come from too much cortisol, Cushing's syndrome, which also thins the hair and brings chin hair: tell the GP every medicine you use, with creams, inhalers and injections, and ask about the tests for it.",
    supersedes: ["androgen-signs", "pattern-thinning"],
  },
  {
    when: (p) =>
      hasNoted(p, "iron_overload") &&
      anyNoted(p, ["joint_pain", "tiredness", "low_libido", "body_hair_loss", "beard_loss"]),
    level: "within_weeks",
    about: "possible iron overload",
    explains: ["body_hair_loss", "low_libido"],
    why: "With iron overload in the family, these signs can be haemochromatosis, which is treatable.",
    says: "Together with the iron overload you wrote of, these can be haemochromatosis, where the body stores too much iron; it runs in families, is treatable, and can thin body hair, lower sex drive and make knuckles ache: stop any supplement with iron and any extra vitamin C now, and ask the GP for ferritin and transferrin saturation tests.",
    supersedes: ["round-patches"],
  },
]

type Picture = (typeof pictures)[number]

/**
 * Whether a more urgent picture accounts for every sign this one reads: back pain with weak,
 * tingling legs is the spinal cord's emergency, so the same legs are not also told as inflamed
 * nerves for a GP today (two timings for one story).
 */
const accountedFor = (picture: Picture, others: ReadonlyArray<Picture>): boolean =>
  picture.level !== undefined &&
  (picture.explains?.length ?? 0) > 0 &&
  others.some(
    (other) =>
      other.level !== undefined &&
      urgencyRank(other.level) < urgencyRank(picture.level!) &&
      picture.explains!.every((kind) => other.explains?.includes(kind) === true),
  )

/** The pictures this person's signs make, worked out once per profile: every section asks. */
export const picturesOf = oncePerProfile((p: HairProfile): ReadonlyArray<Picture> => {
  const matched = pictures.filter((picture) => picture.when(p))
  return matched.filter((picture) => !accountedFor(picture, matched))
})
