/**
 * Signs in the body that no condition pathway explains, judged as a symptom
 * checker judges them: by how soon the sign itself needs a doctor, whatever
 * turns out to cause it. A person writes "my eyes have gone yellowish" or "a
 * lump in my breast" beside a hair question; no pathway names their
 * condition, yet the report must not read as if nothing was said. Each sign
 * carries its own urgency (NHS and NICE NG12 advice for the symptom), where
 * it can come from, and what makes it sooner; the most urgent sign told sets
 * the level, and every such sign is listed in the person's own words.
 *
 * Signs that some pathway reads (weight lost without trying, night sweats, a
 * racing heart) count here only when no pathway that applies sends the person
 * to a doctor as soon or sooner: then that visit already hears them.
 */

import type { NoteKind } from "../../notes/NoteStatement.ts"
import { analysisLimits } from "../../report/AnalysisResults.ts"
import { capitalise, listed, uncapitalise } from "../../text/Sentences.ts"
import { anyNoted, type HairProfile, hasNoted, toldOf } from "../HairProfile.ts"
import { oncePerProfile } from "../OncePerProfile.ts"
import { urgencyRank } from "../RedFlag.ts"
import { explainedByEmergency } from "./EmergencySigns.ts"
import type { Pathway, Professional } from "./Pathway.ts"
import {
  breathlessnessExplained,
  clotRisk,
  type Level,
  milkExpected,
  othersAtHome,
  overFifty,
  ownWords,
  parkinsons,
  periodsExplained,
  recentlyTold,
  see,
  seeWords,
  stoolsTold,
  suddenSightLoss,
  takesFinasteride,
  text,
  toldAs,
  toldAsList,
  toldWithin,
} from "./SignFacts.ts"
import { picturesOf } from "./SignPictures.ts"
import { hasDiabetes, isBaby, isChild, mayHavePeriods, pregnantNow } from "./Signs.ts"

interface ToldSign {
  /** How the sign reads in a sentence: "yellowing of the skin or eyes". */
  readonly says: string | ((p: HairProfile) => string)
  readonly level: Level
  /** Where it can come from, as a clause: "can come from the liver ...". */
  readonly means: string | ((p: HairProfile) => string)
  /** What makes it sooner than its level. */
  readonly sooner?: string | ((p: HairProfile) => string)
  /**
   * Signs that, told beside this one, make it sooner: the level it takes then. What
   * `sooner` warns of is acted on when the notes already say it.
   */
  readonly soonerWith?: { readonly kinds: ReadonlyArray<NoteKind>; readonly level: Level }
  /** What the person told of the sign itself that makes it sooner: hearing gone in one ear overnight. */
  readonly soonerWhen?: {
    readonly when: (p: HairProfile) => boolean
    readonly level: Level | ((p: HairProfile) => Level)
  }
  /** No pathway reads this sign: it is always listed. */
  readonly ownSign?: true
  /**
   * An event that counts when told as past within this many months: bleach in the eye "20 mins
   * ago", a battery swallowed this morning.
   */
  readonly pastWithin?: number
  /** When the sign is expected and no warning. */
  readonly unless?: (p: HairProfile) => boolean
}

/** Sight gone suddenly in one eye, a curtain or grey over it. */
const sightGone = (p: HairProfile): boolean =>
  suddenSightLoss(p.noted.get("sight_change")?.words ?? "")

/** Straight lines gone wavy or bent, or a smudge or blank in the middle: the macula's signs. */
const centralDistortion = (p: HairProfile): boolean =>
  /\b(wavy|wiggly|bent|crooked|distorted|warped|wonky)\b|\b(smudge|grey patch|gray patch|blank|dark patch|blurry patch|blind spot)\b/i.test(
    toldOf(p, "sight_change")?.words ?? "",
  )

/** A baby's or toddler's head growing fast: hats a size up in weeks, not a child growing. */
const babyHeadGrowing = (p: HairProfile): boolean =>
  p.ageYears !== undefined &&
  p.ageYears < 2 &&
  /head|hat/i.test(p.noted.get("growing_features")?.words ?? "")

/** Bleeding told as blood in the wee or urine, or water gone pink or red. */
const bloodInUrine = (p: HairProfile): boolean =>
  /\b(wee|wees|weeing|pee|peeing|urine|water)\b/i.test(
    (p.noted.get("unexpected_bleeding") ?? p.asked.get("unexpected_bleeding"))?.words ?? "",
  )

/** A baby feeding far less or too sleepy to feed, not a body in shock. */
const babyNotFeeding = (p: HairProfile): boolean =>
  isBaby(p) && /feed|milk|bottle/i.test(p.noted.get("looks_very_unwell")?.words ?? "")

/** What was swallowed was picked in the wild: mushrooms or fungi. */
const wildFood = (p: HairProfile): boolean =>
  /mushroom|fungi|toadstool/i.test(toldOf(p, "swallowed_object")?.words ?? "")

/** Puberty before 8 in a girl or 9 in a boy is early (NHS); only a note's age tells. */
const pubertyEarly = (p: HairProfile): boolean =>
  p.ageYears !== undefined && p.ageYears < (p.gender === "male" ? 9 : 8)

/** A sign the notes tell of someone else, a baby or child the parent answering writes about. */
const toldOfAnother = (p: HairProfile, kind: NoteKind): boolean => {
  const subject = toldOf(p, kind)?.statement.subject
  return subject !== undefined && subject !== "writer" && subject !== "unstated"
}

/**
 * A burn a doctor should see today: blistered, white or charred, large, or on a child under 5,
 * someone the parent writes about, an older person or a pregnancy (NHS burns and scalds).
 */
const burnNeedsSeeing = (p: HairProfile): boolean =>
  /blister|white|charred|black|peel|skin (came|come|coming) off|big|large|whole/i.test(
    toldOf(p, "burn")?.words ?? "",
  ) ||
  hasNoted(p, "blisters") ||
  (p.ageYears ?? 99) < 5 ||
  toldOfAnother(p, "burn") ||
  p.ageBand === "75_plus" ||
  pregnantNow(p)

/**
 * A body less able to fight an infection: a replaced heart valve, no spleen, a transplant, or a
 * medicine that damps the immune system, told now or as past (a valve replaced years ago stays).
 */
const weakDefence = (p: HairProfile): boolean =>
  toldOf(p, "infection_risk") !== undefined || p.medicines.has("immune_suppressant")

/** A lump or change in the breast or nipple: the breast clinic's (NICE NG12). */
const breastChange = (p: HairProfile): boolean =>
  /breast|boob|nipple|orange peel/i.test(ownWords(p, "body_lump"))

/** Coughing or a gurgly voice on drinking or eating: drink going the wrong way. */
const wrongWay = (p: HairProfile): boolean => {
  const words = p.noted.get("swallowing")?.words ?? ""
  return (
    /drink|tea|water|cuppa|gurgl|wet|bubbly|thicken|splutter|eat|meal|food|dinner/i.test(words) &&
    !/stuck|sticking|sticks/i.test(words)
  )
}

/**
 * An ear discharging or hurting for weeks in someone older, with diabetes or a weak immune
 * system: the infection can spread into the bone around the ear canal (necrotising otitis
 * externa), which drops from a GP's drops need not answer, and a fever need not come.
 */
const earInfectionSpreading = (p: HairProfile): boolean => {
  const ear = toldOf(p, "ear_infection")
  return (
    ear !== undefined &&
    (/\b(weeks|months)\b/i.test(ear.words) ||
      (ear.statement.time === "since" && (ear.statement.monthsAgo ?? 0) >= 0.5)) &&
    (hasDiabetes(p) ||
      p.ageBand === "65_74" ||
      p.ageBand === "75_plus" ||
      p.medicines.has("immune_suppressant") ||
      p.medicines.has("chemo_immunotherapy"))
  )
}

const toldSigns: Readonly<Partial<Record<NoteKind, ToldSign>>> = {
  ear_infection: {
    says: "an ear that hurts or discharges",
    level: "within_days",
    means: (p) =>
      earInfectionSpreading(p)
        ? "can be, when it lasts for weeks in someone older or with diabetes, an infection spreading into the bone around the ear canal, necrotising otitis externa, which needs an ear, nose and throat team today even without a fever; nothing goes in the ear meanwhile, no cotton buds or oil, and keep it dry"
        : "needs a GP or pharmacist to look in it; nothing goes in the ear meanwhile, no cotton buds or oil, and keep it dry",
    sooner:
      "the same day with a fever, a swelling behind the ear, a drooping face, or pain spreading to the jaw or the side of the head",
    soonerWith: { kinds: ["fever", "behind_ear_swelling"], level: "same_day" },
    soonerWhen: { when: earInfectionSpreading, level: "same_day" },
    ownSign: true,
  },
  sudden_headache: {
    says: "a sudden, very severe headache",
    level: "emergency",
    means: "can be bleeding around the brain and is checked at once",
    ownSign: true,
  },
  rash_not_fading: {
    says: "spots or a rash that do not fade when pressed",
    level: "emergency",
    means: "can be meningitis or sepsis, which need treatment within hours",
    ownSign: true,
  },
  seizure: {
    says: "a fit or seizure",
    level: "same_day",
    // After a fit, no driving until a doctor says so, and the DVLA is told (DVLA: epilepsy).
    means:
      "has many causes, from low blood sugar to the brain or an epilepsy medicine stopped or missed, and a doctor needs to find which; do not drive until they say you may",
    sooner: "call 999 if another comes, or one lasts more than 5 minutes",
    // Fits one after another without coming round between, or one past 5 minutes: status
    // epilepticus, 999 (NICE NG217), with the rescue medicine if one is prescribed.
    soonerWhen: {
      when: (p) =>
        /another|in a row|between|minutes|mins/i.test(p.noted.get("seizure")?.words ?? ""),
      level: "emergency",
    },
    ownSign: true,
  },
  yellow_skin: {
    says: "yellowing of the skin or eyes",
    level: "same_day",
    means: "can come from the liver, the gallbladder or the blood",
    ownSign: true,
  },
  unexpected_bleeding: {
    says: (p) => (bloodInUrine(p) ? "blood in the urine" : "bleeding where there should be none"),
    level: "within_days",
    // Visible blood in the urine at 45 or over, even once it stops, is checked on the urgent
    // suspected-cancer pathway for the bladder and kidneys (NICE NG12).
    means: (p) =>
      bloodInUrine(p)
        ? "can come from an infection or a stone, and also from the bladder or kidneys, cancer among the causes, so a doctor checks it even once it has stopped, urgently from 45 on"
        : "most often has a simple cause, but the doctor needs to find where it comes from",
    sooner: "call 999 if you vomit or cough up more than a little blood, or feel faint",
    // Black stools or blood with fainting or a racing heart: bleeding that is losing blood fast.
    soonerWith: { kinds: ["fainting", "racing_heart"], level: "emergency" },
    // In pregnancy, bleeding is the maternity unit's the same day, and heavy or fresh red
    // bleeding is an emergency: the placenta can be bleeding (NHS; RCOG Green-top 27a).
    soonerWhen: {
      when: (p) => pregnantNow(p),
      level: (p) =>
        /fresh|bright|a lot|lots|loads|heavy|heavily|pouring|soak|gush|clot/i.test(
          p.noted.get("unexpected_bleeding")?.words ?? "",
        )
          ? "emergency"
          : "same_day",
    },
    ownSign: true,
    // Beside a bowel that keeps changing, blood is the bowel's sign: its pathway says what.
    unless: (p) => hasNoted(p, "bowel_changes"),
    // Red water twice this month, cleared each time: bleeding that stopped is still looked for.
    pastWithin: 1,
  },
  red_eye: {
    says: "a red, sore or gritty eye",
    level: "within_days",
    means:
      "needs an optician or GP to look at it, and eye casualty or an urgent optician the same day when it aches, light hurts it or sight blurs",
    soonerWith: { kinds: ["light_hurts", "sight_change"], level: "same_day" },
    // An eye that aches or throbs, not only itches: the inside of the eye, seen today (NHS).
    soonerWhen: {
      when: (p) =>
        /pain|ache|achy|aching|hurt|throb|boring|stabbing/i.test(
          p.noted.get("red_eye")?.words ?? "",
        ),
      level: "same_day",
    },
  },
  sight_change: {
    says: "a change in your sight",
    level: "within_days",
    means: (p) =>
      centralDistortion(p)
        ? "with straight lines gone wavy or a grey or blank patch in the middle can be wet macular degeneration, the centre of the retina bleeding or leaking: an optometrist or the eye clinic the same day or the next, not a routine check or new glasses, since treated within days it keeps sight"
        : "needs the eye looked at by an optician or GP",
    sooner: "A&E the same day if sight suddenly goes",
    // Sight gone suddenly in one eye, a curtain or grey over it: an eye stroke or a detached
    // retina, 999 or eye casualty now (NHS). Lines gone wavy or a central smudge: the macula,
    // the same day (RCOphth: suspected wet AMD seen within days).
    soonerWhen: {
      when: (p) => sightGone(p) || centralDistortion(p),
      level: (p) => (sightGone(p) ? "emergency" : "same_day"),
    },
  },
  muscle_weakness: {
    says: "muscles that have grown weak",
    level: "within_days",
    means: "can come from the thyroid, the salts in the blood or an inflammation of the muscles",
    sooner: "call 999 if you cannot stand or walk, or it came on within hours",
    // Legs or arms that will not lift or stand, or weakness that came on overnight: the blood's
    // potassium, the spinal cord or the nerves, seen now (NHS: sudden weakness).
    soonerWhen: {
      when: (p) =>
        /\b(can'?t|cannot|couldn'?t|unable to|not) (stand|walk|get up|lift (my|his|her|their) (legs|arms))\b|\b(overnight|this morning|suddenly|woke up)\b/i.test(
          p.noted.get("muscle_weakness")?.words ?? "",
        ),
      level: "emergency",
    },
    // Arms too stiff to lift in Parkinson's disease are its own, which its team follows; new
    // weakness that came on suddenly still counts (the soonerWhen above).
    unless: (p) =>
      parkinsons(p) &&
      !/overnight|suddenly|this morning|woke/i.test(p.noted.get("muscle_weakness")?.words ?? ""),
  },
  salt_craving: {
    says: "craving salt",
    level: "within_days",
    means:
      "can come from the adrenal glands not making enough hormone, more so with dizziness when you stand, tiredness or weight lost",
    sooner:
      "call 999 if you are sick and cannot keep fluids down, collapse or feel confused, and do not drive while you feel faint",
    soonerWith: { kinds: ["vomiting", "fainting"], level: "same_day" },
    ownSign: true,
  },
  body_lump: {
    says: (p) =>
      breastChange(p)
        ? "a change in the breast"
        : isBaby(p) || isChild(p)
          ? "a lump on your child"
          : "a new lump",
    level: "within_days",
    means: (p) =>
      p.gender === "male" && takesFinasteride(p)
        ? "is most often harmless, and finasteride can make breast tissue grow in men, but a doctor needs to feel it and decide on tests; tell them you take it, and keep to what they advise about it"
        : breastChange(p)
          ? "such as a lump, a nipple pulled in, or skin like orange peel, is most often harmless, but a GP examines it and can refer you urgently to a breast clinic for a scan"
          : "is most often harmless, but a new or growing one needs a doctor to feel it",
    ownSign: true,
  },
  neck_lump: {
    says: "a lump in the neck",
    level: "within_2_weeks",
    means:
      "is most often a gland swollen by an infection, which settles within weeks, but one that is hard, growing or there for more than three weeks needs a doctor to feel it",
    sooner: "within days if it is hard, growing, or comes with night sweats or weight lost",
    soonerWhen: {
      when: (p) =>
        /hard|firm|grow|bigger/i.test(p.noted.get("neck_lump")?.words ?? "") ||
        hasNoted(p, "body_lump"),
      level: "within_days",
    },
    // Glands swollen with a sore throat or a cold are the infection's, and settle with it; bumps
    // and spots on the neck are the skin's.
    unless: (p) =>
      /bump|spot|pimple|scalp/i.test(p.noted.get("neck_lump")?.words ?? "") ||
      ((["sore_throat", "illness", "fever"] as const).some((kind) => recentlyTold(p, kind)) &&
        !/hard|firm|grow|bigger/i.test(p.noted.get("neck_lump")?.words ?? "")),
  },
  vomiting: {
    says: "being sick",
    level: "within_days",
    means:
      "needs a doctor to find its cause when it goes on for days or comes with a headache on waking",
    sooner: "the same day in a baby, with a headache, or when little wee is passed",
    soonerWith: { kinds: ["headache", "little_urine", "dehydrated"], level: "same_day" },
    soonerWhen: { when: isBaby, level: "same_day" },
    // A day's stomach bug is not it: a baby, days of it, or a headache beside it.
    unless: (p) =>
      !isBaby(p) &&
      (p.noted.get("vomiting")?.statement.monthsAgo ?? 0) < 0.06 &&
      !hasNoted(p, "headache"),
  },
  green_vomit: {
    says: "being sick green",
    level: "same_day",
    means:
      "is bile, which can mean the bowel is blocked or twisted, and needs a doctor today; in a baby or child it is an emergency",
    sooner: "call 999 with a swollen or hard tummy, bad pain or no stools or wind",
    soonerWith: {
      kinds: ["swollen_belly", "severe_pain", "constipation", "low_tummy_pain"],
      level: "emergency",
    },
    soonerWhen: { when: (p) => isChild(p) || toldOfAnother(p, "green_vomit"), level: "emergency" },
    ownSign: true,
  },
  burn: {
    says: "a burn or scald",
    level: "same_day",
    means:
      "that blisters, looks white or charred, is larger than the hand, or is on a child under 5, is seen today at an urgent treatment centre or minor injuries unit; cool it under cool running water for 20 minutes, never ice, and cover it loosely with cling film",
    // A burn an hour ago still needs its care.
    pastWithin: 0.1,
    ownSign: true,
    unless: (p) => !burnNeedsSeeing(p),
  },
  inconsolable_crying: {
    says: "a baby crying for hours who will not settle",
    level: "same_day",
    means:
      "needs a doctor or 111 today to find why; check the fingers, toes and nappy area for a hair wrapped tight, and a temperature",
    sooner:
      "call 999 if the cry is weak or high-pitched, the baby is floppy, will not feed or has a rash",
    soonerWith: {
      kinds: [
        "fever",
        "cold_foot",
        "hair_tourniquet",
        "green_vomit",
        "vomiting",
        "rash_not_fading",
        "struggling_to_breathe",
        "swollen_belly",
      ],
      level: "emergency",
    },
    ownSign: true,
    // An adult's tears are not this: only a baby's or a small child's.
    unless: (p) =>
      !(isBaby(p) || (p.ageYears ?? 99) < 2 || toldOfAnother(p, "inconsolable_crying")),
  },
  priapism: {
    says: "an erection that will not go down",
    level: "emergency",
    means:
      "for more than a few hours is priapism, which harms the penis for good unless treated: go to A&E now, and tell them every medicine you take",
    ownSign: true,
  },
  infection_contact: {
    says: "being near chickenpox, measles or slapped cheek",
    level: "same_day",
    means: (p) =>
      p.gender === "female" && pregnantNow(p)
        ? "in a pregnancy can harm, so call your midwife or GP today: if you have not had it, a blood test checks your immunity, and treatment works best within days"
        : `${isBaby(p) ? "in a baby" : "with a weakened defence against infection"} can harm, so call the GP today: a blood test checks immunity, and treatment works best within days`,
    // Near it within the last three weeks, when treatment or a test still helps.
    pastWithin: 0.75,
    ownSign: true,
    unless: (p) => !(pregnantNow(p) || weakDefence(p) || isBaby(p)),
  },
  periods_stopped: {
    says: "periods that have stopped",
    level: "within_weeks",
    means:
      "can come from the thyroid, the pituitary gland, polycystic ovaries, eating too little or stress, and blood tests show which",
    ownSign: true,
    unless: periodsExplained,
  },
  nipple_discharge: {
    says: (p) =>
      p.gender === "male" ? "fluid from the nipples" : "milk from the breasts outside a pregnancy",
    level: "within_2_weeks",
    means: (p) =>
      `can come from the pituitary gland, which also runs ${p.gender === "male" ? "testosterone" : "the periods"}, the thyroid and hair growth, and a blood test shows it`,
    ownSign: true,
    unless: milkExpected,
  },
  itchy_all_over: {
    says: "itching all over without a rash",
    level: "within_2_weeks",
    means: "can come from the liver, the kidneys, the thyroid, low iron or the blood",
    ownSign: true,
  },
  // Palms and soles that itch, worse at night, with no rash: the liver's itch (cholestasis, as
  // in primary biliary cholangitis) until blood tests say not; in pregnancy, the midwife today.
  itchy_hands_feet: {
    says: "itching of the palms and soles without a rash",
    level: "within_2_weeks",
    means:
      "can come from the liver, such as bile not flowing freely, or from the kidneys, the thyroid or the blood, and blood tests of the liver and a blood count find which",
    soonerWhen: { when: (p) => pregnantNow(p), level: "same_day" },
    ownSign: true,
  },
  swallowing: {
    // Only what the person told: a cough is not trouble swallowing.
    says: (p) => {
      const words = p.noted.get("swallowing")?.words ?? ""
      return wrongWay(p)
        ? "coughing or a gurgly voice when drinking or eating"
        : /cough/i.test(words)
          ? "a cough that keeps on"
          : /hoarse|croaky/i.test(words)
            ? "a hoarse voice that keeps on"
            : "trouble swallowing or heartburn that keeps on"
    },
    level: "within_2_weeks",
    means: (p) =>
      wrongWay(p)
        ? "can be drink or food going down the wrong way into the lungs, above all after a stroke or in older age, which brings chest infections and weight loss; a GP arranges a swallowing check with a speech and language therapist, and thickened drinks help only if taken"
        : "needs the throat or chest checked when it lasts three weeks or more",
    // Drink going into the lungs: chest infections follow, seen within days (NICE CG162, RCSLT).
    soonerWhen: { when: (p) => wrongWay(p), level: "within_days" },
    ownSign: true,
  },
  body_hair_loss: {
    says: "armpit or body hair thinning",
    level: "within_2_weeks",
    means: "can come from the adrenal or pituitary glands or the thyroid, which blood tests show",
    ownSign: true,
  },
  fainting: {
    says: "feeling faint or dizzy when you stand",
    level: "within_2_weeks",
    means: "can come from low blood pressure, not drinking enough, the heart or the adrenal glands",
    sooner: "the same day if you faint with chest pain or a racing heart",
    soonerWith: { kinds: ["chest_pain", "racing_heart"], level: "same_day" },
  },
  unexplained_weight_loss: {
    says: (p) =>
      isChild(p) ? "a baby or child not gaining weight as before" : "weight lost without trying",
    level: "within_2_weeks",
    means: (p) =>
      isChild(p)
        ? "is checked by a GP or health visitor within days, weighed on the growth chart, more so with diarrhoea, a rash or poor feeding"
        : "can come from the thyroid, diabetes, the bowel or another illness",
    // A baby or child falling off the growth chart is weighed and seen within days (NICE NG75).
    soonerWhen: { when: (p) => isChild(p), level: "within_days" },
  },
  night_sweats: {
    says: "night sweats that soak the sheets",
    level: "within_2_weeks",
    means: "can come from an infection, the thyroid or the lymph glands",
  },
  effort_pain: {
    says: "pain or tightness that effort brings on and rest eases",
    level: "within_days",
    // NICE CG95: pain that may be the heart's, on effort and stable, is seen soon, at a chest
    // pain clinic; at rest, or lasting, it is an emergency.
    means:
      "is how angina shows: the heart's muscle short of blood when it works harder, felt in the chest or where that pain spreads, the jaw, throat, neck or an arm; until you are seen, stop and rest when it comes",
    sooner:
      "call 999 if it comes at rest, lasts more than 15 minutes, or comes with sweating, sickness or fainting",
    soonerWith: { kinds: ["fainting", "looks_very_unwell"], level: "emergency" },
    ownSign: true,
  },
  swollen_ankles: {
    says: "swollen ankles or legs",
    level: "within_2_weeks",
    means: "can come from the heart, the kidneys, the veins or a medicine",
    sooner: "the same day if you are breathless or have to sleep propped up",
    soonerWith: { kinds: ["breathless", "chest_pain"], level: "same_day" },
  },
  breathless: {
    says: "getting out of breath easily",
    level: "within_2_weeks",
    means: "can come from low iron, the heart or the lungs",
    sooner: "call 999 if it comes on suddenly or with chest pain",
    soonerWith: { kinds: ["chest_pain"], level: "emergency" },
    // A known lung or heart condition's own breathlessness, not new or worse, is its own care's.
    unless: breathlessnessExplained,
  },
  racing_heart: {
    says: "a racing or pounding heart",
    level: "within_2_weeks",
    means: "can come from the thyroid, low iron or the heart's rhythm",
    sooner: "the same day with chest pain, fainting or breathlessness",
    // With muscles gone weak: the blood's potassium, which upsets the heart's rhythm too.
    soonerWith: {
      kinds: ["chest_pain", "fainting", "breathless", "muscle_weakness"],
      level: "same_day",
    },
  },
  puberty_signs: {
    says: "signs of puberty",
    level: "within_weeks",
    means:
      "can be early puberty when they start before 8 in a girl or 9 in a boy: a GP checks and may refer to a children's hormone specialist, most causes are harmless, and it can be slowed",
    sooner: "within days with headaches, changes in sight or vomiting",
    ownSign: true,
    unless: (p) => !pubertyEarly(p),
  },
  growing_features: {
    says: (p) =>
      babyHeadGrowing(p)
        ? "a baby's head growing faster than before"
        : "hands, feet or features that have grown",
    level: "within_weeks",
    means: (p) =>
      babyHeadGrowing(p)
        ? "can be fluid building up inside the head, hydrocephalus, which a GP or health visitor checks today by measuring the head against the chart"
        : "can come from the pituitary gland making too much growth hormone, which a blood test shows and which is treatable",
    sooner: (p) =>
      babyHeadGrowing(p)
        ? "call 999 with being sick, drowsiness, a fit or a bulging soft spot"
        : "the same day if your sight changes, and within days if the headaches get worse",
    soonerWhen: { when: babyHeadGrowing, level: "same_day" },
    ownSign: true,
    // A child grows; only a baby's head growing fast is a sign.
    unless: (p) => isChild(p) && !babyHeadGrowing(p),
  },
  unsteady: {
    // Only what the person told: dropped keys are not slurred words.
    says: (p) => {
      const words = p.noted.get("unsteady")?.words ?? ""
      return /slur|speech|words/i.test(words)
        ? "slurred words"
        : /drop|button/i.test(words)
          ? "hands gone clumsy"
          : "walking unsteadily"
    },
    level: "same_day",
    means:
      "can come from a medicine building up, an infection, the inner ear, the brain or the spinal cord in the neck",
    sooner: "call 999 if it came on suddenly, or with a drooping face, a weak arm or confusion",
    soonerWith: { kinds: ["face_droop", "confusion"], level: "emergency" },
    ownSign: true,
  },
  dark_urine: {
    // Only what the person told: urine like cola is not pale stools.
    says: (p) => (stoolsTold(p) ? "pale stools or dark urine" : "urine gone dark"),
    level: "same_day",
    means: (p) =>
      stoolsTold(p)
        ? "can mean bile is not draining from the liver"
        : "can be bile from the liver or blood from the kidneys, and a urine test today shows which",
    ownSign: true,
  },
  light_hurts: {
    says: "light hurting the eyes",
    level: "within_days",
    means: "needs the eyes looked at by an optician or GP",
    sooner:
      "the same day with a red eye or a fever, and call 999 with a stiff neck or a rash that does not fade when pressed",
    soonerWith: { kinds: ["red_eye", "fever"], level: "same_day" },
    ownSign: true,
  },
  high_blood_pressure: {
    says: "blood pressure measured high",
    level: "within_days",
    means: "needs measuring again and treating, since it strains the heart, kidneys and brain",
    sooner: "the same day with a severe headache, chest pain, or a change in sight",
    soonerWith: { kinds: ["sudden_headache", "chest_pain", "sight_change"], level: "same_day" },
    ownSign: true,
  },
  hurt_by_someone: {
    says: "someone hurting you",
    level: "within_days",
    // A child's hurt is its picture's (below): Childline or the NSPCC, the same day.
    means:
      "is never your fault, and help is there in confidence: the National Domestic Abuse Helpline, free day and night, on 0808 2000 247, or a GP",
    sooner: "call 999 if you are in danger now, and press 55 if you cannot speak",
    ownSign: true,
  },
  girdle_stiffness: {
    says: "stiff shoulders and hips in the mornings",
    level: "within_weeks",
    means: (p) =>
      overFifty(p)
        ? "can be polymyalgia rheumatica at your age, an inflammation that a blood test shows and a GP's treatment eases within days; it is not wear and tear"
        : "can come from the joints or muscles, and a doctor should examine it",
    sooner:
      "the same day with a new headache, a tender scalp, jaw pain on chewing or a change in sight, which can be giant cell arteritis",
    soonerWhen: { when: overFifty, level: "within_days" },
    ownSign: true,
    // Under 50 it is not polymyalgia (its criteria start at 50): a massage therapist's shoulders
    // that ache by Thursday are her work's, which the report's own care addresses. Stiffness in
    // Parkinson's disease is the disease's own.
    unless: (p) => !overFifty(p) || parkinsons(p),
  },
  compulsions: {
    says: "washing or counting again and again",
    level: "within_weeks",
    means: (p) =>
      `can be obsessive-compulsive disorder, OCD, which is common and treatable with a talking therapy${isChild(p) ? "; a GP can refer to the children's mental health service, CAMHS" : ""}; the washing is what makes the scalp and hands sore, so the fix is the urges, not a shampoo`,
    ownSign: true,
  },
  eye_splash: {
    says: "a chemical in the eye",
    level: "emergency",
    means:
      "can burn the eye, bleach and relaxer most of all: rinse it under gently running water for 20 minutes, holding the lids open, then go to A&E or eye casualty now with the product's box",
    pastWithin: 0.1,
    ownSign: true,
  },
  forehead_swelling: {
    says: "a swelling on the forehead",
    level: "within_days",
    means: "needs a GP to look at it, and no squeezing or heat on it meanwhile",
    sooner: "A&E the same day with a worsening headache, a fever, feeling sick or a puffy eye",
    soonerWith: { kinds: ["fever", "vomiting", "headache"], level: "same_day" },
    ownSign: true,
  },
  pressure_sore: {
    says: "red skin that stays red where the head rests",
    level: "within_days",
    means: "is a pressure sore starting, which a GP or district nurse sees",
    ownSign: true,
  },
  behind_ear_swelling: {
    says: "a swelling behind the ear",
    level: "within_days",
    means: "needs a doctor to see it",
    sooner: "the same day with a fever, an ear pushed outwards or after an ear infection",
    soonerWith: { kinds: ["fever", "ear_infection"], level: "same_day" },
    ownSign: true,
  },
  hair_tourniquet: {
    says: "a hair wrapped round a toe or finger that has gone red or swollen",
    level: "emergency",
    means:
      "can cut off the blood to it, a hair tourniquet, and a baby cannot say so; do not try to cut a hair buried in the skin",
    ownSign: true,
  },
  liver_skin_signs: {
    says: "red palms or small spidery red spots",
    level: "within_2_weeks",
    means: "can come from the liver",
    ownSign: true,
  },
  swollen_belly: {
    says: "a tummy gone big and hard",
    level: "within_days",
    means: "can be fluid from the liver, the heart or the kidneys",
    sooner: "the same day if you are breathless or feverish",
    soonerWith: { kinds: ["breathless", "fever"], level: "same_day" },
    ownSign: true,
  },
  male_breast_growth: {
    says: "breast tissue growing",
    level: "within_weeks",
    means: "can come from a medicine, the liver or the hormones",
    ownSign: true,
    unless: (p) => p.gender !== "male",
  },
  bone_pain: {
    says: "pain deep in the bones",
    level: "within_2_weeks",
    means: "can come from low vitamin D, which softens the bones, or from the bones themselves",
    ownSign: true,
  },
  waddling: {
    says: "trouble getting up or a waddling walk",
    level: "within_2_weeks",
    means: "can mean the thigh and hip muscles have gone weak",
    ownSign: true,
  },
  little_urine: {
    says: "passing very little urine",
    level: "same_day",
    means: "can mean the kidneys are struggling or the body is short of water",
    sooner: "call 999 if you pass none for a day, or feel confused or faint",
    ownSign: true,
  },
  spreading_redness: {
    says: "red, hot skin that is spreading",
    level: "same_day",
    means:
      "can be a skin infection, cellulitis, which a doctor treats today; draw round its edge to see if it spreads",
    sooner:
      "A&E now if it is round the eye and the eye hurts to move or sight blurs, or you feel very unwell",
    ownSign: true,
  },
  calf_swelling: {
    says: "one calf or leg swollen or sore",
    level: "same_day",
    means: (p) =>
      `can be a clot in a deep vein of the leg, a DVT${clotRisk(p) === undefined ? "" : `, more likely ${clotRisk(p)}`}, which needs a scan today; do not rub it`,
    sooner: "call 999 if you get breathless, chest pain or cough up blood",
    soonerWith: { kinds: ["breathless", "chest_pain"], level: "emergency" },
    ownSign: true,
  },
  genital_ulcers: {
    says: "sores on the genitals",
    level: "within_days",
    means:
      "need a sexual health clinic, free and confidential, to test them; most are herpes or another infection that is treated, and until then no sex and no sharing towels",
    sooner: "the same day with a fever, swollen glands or new spots elsewhere",
    soonerWith: { kinds: ["fever", "neck_lump", "body_rash", "dimpled_spots"], level: "same_day" },
    ownSign: true,
  },
  dimpled_spots: {
    says: "firm spots with a dip in the middle",
    level: "within_weeks",
    means:
      "are most often molluscum, a harmless skin virus, but a doctor should see them, and nobody squeezes them",
    sooner: "the same day with a fever, swollen glands or sores on the genitals",
    soonerWith: { kinds: ["fever", "neck_lump", "genital_ulcers"], level: "same_day" },
    ownSign: true,
  },
  body_complaint: {
    // The reader's widest net (BodyComplaints.ts): a pain or swelling no known sign names.
    says: "a complaint elsewhere in the body",
    level: "within_days",
    means:
      "is not something a hair routine explains, and a GP should look at it beside the change in your hair",
    sooner: "the same day if it gets quickly worse or comes with a fever",
    soonerWith: { kinds: ["fever"], level: "same_day" },
    ownSign: true,
  },
  personality_change: {
    says: "a change in personality or behaviour",
    level: "within_days",
    // In an adult, a change others see with no low mood to explain it: the front of the brain,
    // an early dementia, a thyroid or a medicine among the causes (NICE NG97; NICE CKS).
    means:
      "that others notice, such as no longer caring, acting out of character or saying things never said before, can come from the brain, an early dementia, the thyroid or a medicine among the causes, and a GP needs to see it within days",
    sooner: "the same day with a new headache, weakness, fits or confusion",
    soonerWith: {
      kinds: ["seizure", "confusion", "sudden_headache", "face_droop", "muscle_weakness"],
      level: "same_day",
    },
    ownSign: true,
  },
  spine_mark: {
    says: "a tuft of hair or a dimple over the lower spine",
    level: "within_weeks",
    // A hairy tuft, a dimple with a dip or a birthmark over the spine can sit over a spinal cord
    // that formed unusually (occult spinal dysraphism): an ultrasound or MRI (NICE CKS).
    means:
      "can sit over the spinal cord forming unusually, which a GP refers for a scan; do not shave, pick or treat it meanwhile",
    sooner: "within days if walking, the legs or feet, or the bladder or bowel have changed",
    soonerWith: {
      kinds: ["unsteady", "limping", "muscle_weakness", "little_urine"],
      level: "within_days",
    },
    ownSign: true,
  },
  smell_loss: {
    says: "the sense of smell lost",
    level: "within_weeks",
    means:
      "most often follows a cold or COVID and comes back over weeks; lost with no cold, or lasting more than a few weeks, a GP checks the nose and the nerves of smell",
    ownSign: true,
  },
  hearing_loss: {
    says: "hearing going",
    level: "within_weeks",
    means: "needs the ears checked, and its cause found",
    sooner: "the same day if it went suddenly",
    // Gone suddenly or within the last weeks: sudden hearing loss, treated within days (NICE CKS).
    soonerWhen: { when: (p) => cameOnSuddenly(p, "hearing_loss"), level: "same_day" },
    ownSign: true,
  },
  eye_flashes: {
    says: "new floaters, flashes or a shadow over the sight",
    level: "same_day",
    means:
      "can be the retina tearing or coming away, which an eye casualty or urgent eye service treats today, before sight is lost; a GP, optician or 111 can direct you",
    ownSign: true,
  },
  saddle_numbness: {
    says: "numbness round the bottom or between the legs",
    level: "emergency",
    means:
      "with back pain or trouble knowing when to wee, can be pressure on the nerves at the base of the spine, cauda equina syndrome, which needs an emergency scan",
    ownSign: true,
  },
  low_tummy_pain: {
    says: "a pain low in the tummy",
    level: "within_days",
    means:
      "can come from the bowel, the bladder, the womb or the ovaries, and a doctor needs to examine it",
    sooner: "the same day if it is severe or comes with a fever, and call 999 if you faint",
    soonerWith: { kinds: ["period_late", "fever", "vomiting"], level: "same_day" },
    // Sudden and severe, with being sick: a twisted ovary, an appendix or an ectopic, A&E now.
    soonerWhen: {
      when: (p) =>
        (hasNoted(p, "vomiting") || hasNoted(p, "fainting")) &&
        (hasNoted(p, "severe_pain") ||
          /sudden|really bad|bad pain|cant stand|can't stand|doubled/i.test(
            p.noted.get("low_tummy_pain")?.words ?? "",
          ) ||
          isChild(p)),
      level: "emergency",
    },
    ownSign: true,
  },
  throat_swelling: {
    says: "hardly opening the mouth or swallowing spit",
    level: "same_day",
    means:
      "with a sore throat, can be an abscess beside the tonsil, quinsy, which needs draining and treating today",
    sooner: "call 999 if breathing gets hard or noisy",
    // With hard or noisy breathing, or a tongue or lips swelling: the airway itself (NHS).
    soonerWith: { kinds: ["breathless", "struggling_to_breathe"], level: "emergency" },
    soonerWhen: {
      when: (p) => /tongue|lips/i.test(p.noted.get("throat_swelling")?.words ?? ""),
      level: "emergency",
    },
    ownSign: true,
  },
  cold_foot: {
    says: "a foot gone cold and pale, or a toe going black",
    level: "same_day",
    means:
      "can mean blood is not reaching the foot through narrowed arteries, which needs a doctor today to save the foot",
    sooner: "call 999 if it turned cold, pale, numb and painful within hours",
    // Cold, white and numb, or within hours: a clot blocking the artery, an emergency (NICE CG147).
    soonerWhen: {
      when: (p) =>
        /numb|white|hour|sudden/i.test(p.noted.get("cold_foot")?.words ?? "") ||
        anyNoted(p, ["pins_and_needles", "severe_pain"]),
      level: "emergency",
    },
    ownSign: true,
  },
  over_the_dose: {
    says: "more than the dose of a medicine",
    level: "same_day",
    means:
      "can harm the body before it shows; of paracetamol, above all over several days or in two remedies that both hold it, it can be a paracetamol overdose that damages the liver, which a blood test and an antidote put right if given in time",
    sooner: "go to A&E now if it was paracetamol, or you feel sick or have pain under the ribs",
    soonerWhen: {
      when: (p) =>
        // A whole supply taken at once ("took all my amitriptyline") is an emergency whatever it was.
        /paracetamol|lemsip|sachet|beechams|nurse|codamol|solpadeine|\ball\b|whole/i.test(
          (p.noted.get("over_the_dose") ?? p.asked.get("over_the_dose"))?.words ?? "",
        ) || anyNoted(p, ["vomiting", "rib_pain", "yellow_skin"]),
      level: "emergency",
    },
    // Taken within the last days: told as done ("about an hour ago"), it still acts.
    pastWithin: 0.1,
    ownSign: true,
  },
  confusion: {
    says: "new confusion or drowsiness",
    level: "same_day",
    means:
      "is delirium until shown otherwise, most often from an infection such as a urine or chest infection, a medicine or low blood sugar, and needs a doctor today",
    sooner:
      "call 999 if it comes on within hours, with a fever, fast breathing, a face that droops or hard to wake",
    soonerWith: {
      kinds: ["fever", "breathless", "struggling_to_breathe", "face_droop", "looks_very_unwell"],
      level: "emergency",
    },
    // Hard to wake, breathing slowed or pupils pinpoint: poisoning by a medicine, or the brain.
    soonerWhen: {
      when: (p) => /wake|rouse|gaps|pauses|pupils/i.test(p.noted.get("confusion")?.words ?? ""),
      level: "emergency",
    },
    ownSign: true,
  },
  dehydrated: {
    says: "signs of being short of water",
    level: "same_day",
    means:
      "after sickness or diarrhoea, above all in a baby or an older person, needs a doctor or 111 today; keep giving small sips of fluid or milk",
    sooner: "call 999 if they are floppy, hard to wake or have had no wee for 12 hours",
    soonerWith: { kinds: ["confusion", "looks_very_unwell"], level: "emergency" },
    ownSign: true,
  },
  limping: {
    says: "a limp or a leg that will not take weight",
    level: "within_days",
    means:
      "needs a doctor to examine the hip, knee and bones; in a child or teenager a limp is seen the same day, since a hip problem such as a slipped growth plate is treated early",
    soonerWhen: { when: (p) => isChild(p) || p.ageBand === "16_24", level: "same_day" },
    ownSign: true,
  },
  severe_pain: {
    says: "severe pain",
    level: "same_day",
    means:
      "needs a doctor today to find its cause; with fainting, a grey or clammy face or a fever it can be bleeding inside, a burst or torn artery or sepsis",
    sooner: "call 999 if you faint, go grey or clammy, or have a fever with it",
    // With pins and needles: a limb whose blood or nerves are squeezed, as under a cast.
    soonerWith: {
      kinds: [
        "fainting",
        "looks_very_unwell",
        "fever",
        "confusion",
        "chest_pain",
        "vomiting",
        "pins_and_needles",
      ],
      level: "emergency",
    },
    ownSign: true,
    // A period's cramps, a tooth or a migraine have their own places: a pharmacist, a dentist.
    unless: (p) =>
      /period|cramp|tooth|migraine|labour/i.test(p.noted.get("severe_pain")?.words ?? ""),
  },
  looks_very_unwell: {
    says: (p) =>
      babyNotFeeding(p)
        ? "a baby feeding far less, or too sleepy to feed"
        : "being clammy, grey or white as a sheet",
    level: "same_day",
    means: (p) =>
      babyNotFeeding(p)
        ? "can be a serious infection, bleeding or a baby running short of fluid, and a baby too sleepy to feed or refusing feeds needs 999 or A&E now, whatever the cause"
        : "is how the body looks in shock, from bleeding inside, the heart or a serious infection",
    // A baby too sleepy to wake for feeds, or refusing them, is a red sign (NICE NG143).
    soonerWhen: { when: isBaby, level: "emergency" },
    sooner: "call 999 if it comes with pain, fainting or breathlessness",
    soonerWith: {
      kinds: [
        "chest_pain",
        "severe_pain",
        "body_complaint",
        "low_tummy_pain",
        "fainting",
        "breathless",
        "fever",
      ],
      level: "emergency",
    },
    ownSign: true,
  },
  swallowed_object: {
    says: (p) =>
      wildFood(p)
        ? "wild mushrooms eaten"
        : "something swallowed: a battery, magnets, tablets or vitamins",
    level: "emergency",
    // Death cap and its kin make people sick 6 to 24 hours on, seem to recover, then harm the
    // liver and kidneys days later (NHS; UKHSA mushroom poisoning).
    means: (p) =>
      wildFood(p)
        ? "can be poisoning: some wild mushrooms make you sick hours later, seem to settle, then harm the liver and kidneys over the next days, so go to A&E now even if you feel better, and take any left over, or a photo of them"
        : "can harm from inside within hours even when a child seems well, a button battery or magnets by burning or tearing the gullet or bowel, tablets or iron gummies by poisoning; take the packet and do not make them sick",
    pastWithin: 0.1,
    ownSign: true,
  },
  baby_moving_less: {
    says: "the baby moving less",
    level: "same_day",
    means:
      "in pregnancy is checked by the maternity unit the same day, not at the next appointment",
    soonerWith: {
      kinds: ["unexpected_bleeding", "low_tummy_pain", "severe_pain"],
      level: "emergency",
    },
    ownSign: true,
    unless: (p) => !pregnantNow(p),
  },
  strangled: {
    says: "being strangled or choked",
    level: "same_day",
    // Non-fatal strangulation can tear an artery in the neck days later, and it marks a partner
    // who may kill (NICE NG50, Domestic Abuse Act 2021).
    means:
      "can injure the neck inside with no mark outside, so a doctor should see you today, and it is a sign of great danger: the National Domestic Abuse Helpline, free day and night, on 0808 2000 247, helps in confidence",
    sooner: "call 999 if you are in danger now, or your voice, swallowing or breathing changes",
    pastWithin: 1,
    ownSign: true,
  },
  testicle_pain: {
    says: "pain in a testicle",
    level: "same_day",
    means:
      "can be a twisted testicle, testicular torsion, which a surgeon must untwist within hours to save it",
    sooner: "call 999 or go to A&E now if it came on suddenly or is severe",
    // Sudden, severe or with sickness, and in any boy: torsion until a surgeon says not (NHS).
    soonerWhen: {
      when: (p) =>
        p.gender === "male" &&
        (isChild(p) ||
          p.ageBand === "16_24" ||
          hasNoted(p, "vomiting") ||
          /sudden|killing|agony|severe|worst|kicked/i.test(
            p.noted.get("testicle_pain")?.words ?? "",
          )),
      level: "emergency",
    },
    ownSign: true,
  },
  unprotected_sex: {
    says: "sex without a condom, or with one that split",
    level: "same_day",
    means:
      "with a partner whose status you do not know, can be helped by HIV post-exposure prophylaxis, PEP, which works only if started within 72 hours, and by emergency contraception and tests for infections: go to a sexual health clinic today, or A&E out of hours",
    pastWithin: 0.1,
    ownSign: true,
  },
  low_mood: {
    says: "feeling low, with no interest or energy for things",
    // Low after a loss or a hard time is seen within weeks; with sleep, eating or energy gone
    // too, within days (NICE NG222).
    level: "within_weeks",
    soonerWith: { kinds: ["tiredness", "low_intake", "weight_loss"], level: "within_days" },
    means:
      "can be depression when it lasts for weeks, which a GP helps with talking therapies or medicine, and which makes caring for the hair feel impossible; it is common and it gets better",
    sooner:
      "today if thoughts of harming yourself come: Samaritans on 116 123, free, day or night, or text SHOUT to 85258, and 999 if you might act on them",
    ownSign: true,
  },
  struggling_to_breathe: {
    says: "being too breathless to talk, the ribs sucking in or lips going blue or grey",
    level: "emergency",
    means:
      "is a breathing emergency, such as a severe asthma attack, whatever its cause; use the reliever inhaler on the way",
    // Lips that went blue yesterday still count: what made them can come back worse.
    pastWithin: 0.1,
    ownSign: true,
  },
  fever: {
    says: "a fever in a baby",
    level: "same_day",
    means:
      "needs a doctor today; under 3 months, a temperature of 38 or more is always seen the same day",
    sooner:
      "call 999 if the baby is floppy, hard to wake, breathing hard, will not feed, or has a rash that does not fade",
    // Told already: a baby floppy, sleepier than usual or feeding far less, with a fever, is 999.
    soonerWith: {
      kinds: ["looks_very_unwell", "confusion", "rash_not_fading", "struggling_to_breathe"],
      level: "emergency",
    },
    ownSign: true,
    unless: (p) => !isBaby(p),
  },
  eyelid_droop: {
    says: "an eyelid that droops",
    level: "within_2_weeks",
    means:
      "come on over days or weeks, can come from a nerve to the eye or a muscle weakness such as myasthenia, and a GP needs to look",
    sooner:
      "the same day with double vision, one pupil larger than the other, or trouble swallowing or breathing; call 999 with a bad headache, or if the face or an arm goes weak all at once",
    soonerWith: {
      kinds: ["sight_change", "swallowing", "struggling_to_breathe"],
      level: "same_day",
    },
    // A lid that drops with a headache can be a nerve pressed by a swollen blood vessel.
    soonerWhen: { when: (p) => anyNoted(p, ["headache", "sudden_headache"]), level: "emergency" },
    ownSign: true,
  },
  one_sided_sweating: {
    says: "sweating on one side of the face only",
    level: "within_2_weeks",
    means:
      "comes from the nerves that run from the neck and chest to the face, and a GP should look",
    ownSign: true,
  },
  soft_spot_bulging: {
    says: "a baby's soft spot tight or bulging",
    level: "same_day",
    // A fontanelle that bulges in a calm, upright baby: raised pressure inside the head, from
    // fluid (hydrocephalus), an infection or bleeding (NICE NG143; NHS).
    means:
      "can be raised pressure inside the head when the baby is calm and upright, from fluid building up, hydrocephalus, or an infection, and needs a doctor to measure the head and look today",
    sooner: "call 999 with being sick, drowsiness, a fit, a fever or eyes that turn down",
    soonerWith: {
      kinds: ["vomiting", "confusion", "looks_very_unwell", "seizure", "fever"],
      level: "emergency",
    },
    ownSign: true,
  },
  puberty_late: {
    says: "puberty not started yet, or far smaller than others the same age",
    level: "within_weeks",
    // No breasts by 13 in a girl or no testicular growth by 14 in a boy, or a child falling
    // behind in height: a GP measures and refers to a children's hormone clinic (NICE CKS).
    means:
      "needs a GP to measure height against the growth chart and to look for a cause: often just a late bloomer, but a thyroid or hormone problem, or a chromosome difference such as Turner syndrome in a girl, is found with blood tests and a children's hormone clinic, and treatment works best started early",
    ownSign: true,
    unless: (p) => p.ageYears !== undefined && p.ageYears < (p.gender === "female" ? 13 : 14),
  },
  swallowed_chemical: {
    says: (p) => {
      const named =
        /borax|boric|turpentine|turps|kerosene|paraffin|bleach|mms|chlorine dioxide|peroxide/i.exec(
          p.noted.get("swallowed_chemical")?.words ?? "",
        )?.[0]
      return named === undefined
        ? "a household chemical drunk as a remedy"
        : `${named.toLowerCase()} drunk as a remedy`
    },
    level: "same_day",
    // Borax (boric acid), turpentine, kerosene, bleach or chlorine dioxide taken by mouth are
    // poisons at any dose sold as a "detox": shedding, a red peeling rash, diarrhoea and sickness
    // are borate poisoning's signs (UKHSA; NPIS TOXBASE).
    means:
      "is a poison at any dose, not a detox: stop it today, take no more even at a smaller dose, and call 111 or see a GP today, taking the packet; the hair, a peeling rash and an upset stomach can all be its signs",
    sooner: "call 999 with a fit, drowsiness, or being sick with blood",
    soonerWith: { kinds: ["seizure", "confusion", "looks_very_unwell"], level: "emergency" },
    ownSign: true,
  },
  unlabelled_remedy: {
    says: "a herbal or traditional remedy without a label you can read",
    level: "within_weeks",
    // Imported ayurvedic and traditional remedies have been found to contain lead, mercury or
    // arsenic, or prescription drugs (MHRA; UKHSA lead poisoning guidance).
    means: (p) =>
      `can contain lead, mercury or arsenic, or hidden medicines; stop taking it, keep the packet, and show it to a GP or pharmacist, and anyone else at home taking it stops too, ${othersAtHome(p)}`,
    sooner:
      "within days with tummy cramps, constipation, tingling hands or feet, tiredness, a metal taste or a grey line on the gums, which a blood test for lead checks",
    soonerWith: {
      kinds: [
        "bowel_changes",
        "constipation",
        "pins_and_needles",
        "low_iron",
        "yellow_skin",
        "dark_urine",
      ],
      level: "within_days",
    },
    ownSign: true,
  },
  face_shocks: {
    says: "electric-shock pains in the face",
    level: "within_days",
    // Seconds-long shocks in the cheek, lip or jaw set off by touch, wind or chewing: trigeminal
    // neuralgia, treated with carbamazepine; a dentist's extraction does not help (NICE CKS).
    means:
      "set off by brushing the hair, wind or chewing can be trigeminal neuralgia, the face's main nerve misfiring, which a GP can treat with a tablet made for nerve pain, usually carbamazepine, since ordinary painkillers do not touch it; it is not the scalp, the shampoo or the teeth",
    sooner:
      "the same day with numbness, a drooping face, a rash or blisters, or if you cannot eat or drink",
    soonerWith: { kinds: ["face_droop", "one_sided_rash", "low_intake"], level: "same_day" },
    ownSign: true,
  },
  cheek_gland_swelling: {
    says: "swelling in front of or under the ears",
    level: "within_days",
    // Both parotids swollen with a fever, unvaccinated or after a contact: mumps, phoned through
    // to the GP (notifiable), off college or work for 5 days after the swelling (UKHSA).
    means:
      "with a fever can be mumps, more so without the MMR jab or after someone nearby had it; phone the GP first rather than walking in, since it spreads, and stay off college or work and away from others for 5 days from when the swelling began",
    sooner:
      "the same day with a swollen or painful testicle, a bad headache, a stiff neck or tummy pain",
    soonerWith: {
      kinds: ["testicle_pain", "stiff_neck", "sudden_headache", "low_tummy_pain"],
      level: "same_day",
    },
    ownSign: true,
  },
  big_tongue: {
    says: "a tongue grown too big for the mouth",
    level: "within_days",
    // A tongue enlarging over months (macroglossia): an underactive thyroid, acromegaly or amyloid
    // deposits, examined and tested face to face (NICE CKS; BSH AL amyloidosis guideline).
    means:
      "over weeks or months can come from an underactive thyroid, too much growth hormone or protein deposits called amyloid, and needs a GP to examine it face to face, with blood and urine tests",
    sooner: "call 999 if it swells within hours, or breathing or swallowing gets hard",
    ownSign: true,
  },
  frothy_urine: {
    says: "urine that is frothy every time",
    level: "within_weeks",
    // Persistent froth can be protein through the kidneys, which a dipstick shows (NICE NG203).
    means: "can be protein leaking through the kidneys, which a urine test at the GP shows",
    sooner: "within days with puffy ankles or eyes",
    soonerWith: { kinds: ["swollen_ankles", "puffy_swelling"], level: "within_days" },
    ownSign: true,
  },
  groomed: {
    says: "an older person giving a young person gifts, lifts or nights away, kept secret",
    level: "same_day",
    // Gifts, lifts and nights out from an older man met online, with secrecy: the signs of
    // child sexual exploitation (NSPCC; HM Government, Working Together 2023).
    means:
      "are the signs of grooming and exploitation: today, call the police on 101, or 999 if the young person is missing or in danger now, or the NSPCC helpline on 0808 800 5000 for advice, and tell the school's safeguarding lead; stay close and calm, and make clear none of it is the young person's fault",
    ownSign: true,
    unless: (p) => p.ageYears !== undefined && p.ageYears >= 18,
  },
  appearance_checking: {
    says: "hours spent checking how you look, and staying in because of it",
    level: "within_days",
    // Checking, photographing and avoiding others over a flaw others cannot see, with distress:
    // body dysmorphic disorder (NICE CG31), helped by CBT or an SSRI, not by more treatments.
    means:
      "when others see nothing wrong, can be body dysmorphic disorder, BDD, which is common and treated well with a talking therapy, CBT, or medicine: see a GP within a few days and tell them how much time it takes and what it stops you doing; more or stronger hair treatments will not ease it",
    sooner:
      "today if thoughts of harming yourself come: Samaritans on 116 123, free, day or night, and 999 if you might act on them",
    ownSign: true,
  },
  family_cancer: {
    says: "bowel, breast or ovarian cancer found young in your close family",
    level: "within_weeks",
    // A first-degree relative with bowel cancer under 50, or two relatives, is a family history
    // that earns earlier screening (BSG/ACPGBI 2019; NICE CG164 for breast and ovarian).
    means:
      "can run in families: book a GP appointment to ask for a family-history assessment, which can bring earlier screening such as a colonoscopy or breast scans, or a genetics referral; it says nothing about your hair",
    ownSign: true,
  },
  venomous_bite: {
    says: "a snake bite",
    level: "emergency",
    // An adder's venom can bring sickness, a fall in blood pressure and swelling up the limb
    // within hours, and antivenom is given in hospital (NHS: snake bites).
    means:
      "needs A&E now, even if it seems mild: venom can bring sickness, faintness and swelling that spreads within hours, and antivenom is given in hospital. Keep the bitten limb still and below the heart, take off rings or a watch near it, and no tight bandage, cutting or sucking",
    pastWithin: 0.1,
    ownSign: true,
  },
  blood_exposure: {
    says: "a used needle or a blade with someone else's blood going into the skin",
    level: "same_day",
    // Post-exposure treatment against HIV works best within hours and not after 72; hepatitis B
    // needs a jab or booster, and hepatitis C a follow-up test (NHS; UKHSA: needlestick injuries).
    means:
      "can pass on hepatitis B, hepatitis C or HIV: let it bleed under running water without scrubbing, then go to A&E or your occupational health service today, not tomorrow, since treatment to stop HIV works best within hours, and a hepatitis B jab may be needed; report it at work too",
    pastWithin: 0.1,
    ownSign: true,
  },
  grip_locks: {
    says: "a grip that is slow to let go",
    level: "within_weeks",
    means:
      "can be a muscle condition, myotonia, which a GP can check with a simple examination and blood test",
    ownSign: true,
  },
  mood_high: {
    says: "a mood far higher than usual",
    level: "same_day",
    means:
      "little sleep without tiredness, fast talk and big spending or plans can be hypomania or mania, more likely on an antidepressant or with bipolar disorder in the family, and a doctor needs to see you today",
    sooner: "call 999 or go to A&E if you feel unsafe, or see or hear things others do not",
    ownSign: true,
  },
  sees_things: {
    says: "seeing things or feeling bugs that are not there",
    level: "within_days",
    means:
      "can come from a medicine, an infection or changes in the brain, and a doctor needs to find which",
    sooner: "the same day with new confusion, a fever or sleepiness",
    soonerWith: { kinds: ["confusion", "fever"], level: "same_day" },
    ownSign: true,
  },
  puffy_swelling: {
    says: "a face or fingers gone puffy",
    level: "within_days",
    means: "can come from the kidneys, the heart or blood pressure",
    sooner: (p) =>
      mayHavePeriods(p) || pregnantNow(p)
        ? "at once in pregnancy, when it can be pre-eclampsia"
        : "the same day if you are breathless",
    ownSign: true,
  },
  rib_pain: {
    says: "pain under the ribs",
    level: "within_days",
    means: "can come from the gallbladder, the liver or the stomach",
    sooner: (p) =>
      `${mayHavePeriods(p) || pregnantNow(p) ? "at once in pregnancy, or " : "the same day "}if it is severe or comes with yellowing`,
    ownSign: true,
  },
  itch_after_water: {
    says: "itching after a shower or bath, with no rash",
    level: "within_2_weeks",
    means: "can come from the blood making too many red cells, which a blood count shows",
    ownSign: true,
  },
  stretch_marks: {
    says: "new wide purple stretch marks",
    level: "within_weeks",
    means: "can come from too much cortisol, from a medicine or the body's own glands",
    ownSign: true,
  },
  round_face: {
    says: "a face gone round and full",
    level: "within_weeks",
    means: "can come from too much cortisol, from a medicine or the body's own glands",
    ownSign: true,
  },
  low_libido: {
    says: "sex drive lost",
    level: "within_weeks",
    means:
      "can come from low testosterone, the pituitary gland, too much iron, a medicine or low mood, which blood tests sort out",
    ownSign: true,
  },
  skin_darkening: {
    says: "skin going darker",
    level: "within_weeks",
    means:
      "can come from insulin resistance, which can also thin the hair, or from the adrenal glands",
    ownSign: true,
  },
}

/**
 * A sign told as come on suddenly ("woke up with my ear muffled") or dated within the last
 * month; a right ear going deaf over a year is not it.
 */
const cameOnSuddenly = (p: HairProfile, kind: NoteKind): boolean => {
  const told = p.noted.get(kind)
  return (
    told !== undefined &&
    // Begun a month or more ago, it is no longer the same day's, however it began.
    (told.statement.monthsAgo ?? 0) < 1 &&
    (/sudden|overnight|woke|muffled|underwater|under water|cotton|stuffed|plugged/i.test(
      told.words,
    ) ||
      // One ear ("ear", not "ears") gone deaf, not "going" slowly: sudden hearing loss until
      // the ear is looked in, the same day (NICE CKS).
      (/\bear\b/i.test(told.words) && !/going|slowly|gradual|getting|years/i.test(told.words)) ||
      (told.statement.monthsAgo ?? Number.POSITIVE_INFINITY) < 1)
  )
}

/** Signs a picture the notes paint accounts for: not asked about or explained again alone. */
export const explainedByPicture = (p: HairProfile): ReadonlySet<NoteKind> =>
  new Set(picturesOf(p).flatMap((picture) => picture.explains ?? []))

/** The notes paint a picture with its own level: signs that together name a cause. */
export const paintsPicture = (p: HairProfile): boolean => urgentPicture(p) !== undefined

/** The most urgent picture with its own level, if any. */
const urgentPicture = (p: HairProfile) =>
  picturesOf(p)
    .filter((picture) => picture.level !== undefined)
    .sort((a, b) => urgencyRank(a.level!) - urgencyRank(b.level!))[0]

const professionalAt: Readonly<Record<Level, Professional>> = {
  emergency: "emergency",
  same_day: "gp",
  within_days: "gp",
  within_2_weeks: "gp",
  within_weeks: "gp",
}

/**
 * A sign as this person told it: at the sooner level when the notes also tell what makes
 * it sooner (a swelling behind the ear with a fever is seen today), its warning then
 * spent.
 */
const asTold = (p: HairProfile, sign: ToldSign): ToldSign => {
  const levels = [
    sign.soonerWith?.kinds.some((kind) => hasNoted(p, kind)) ? sign.soonerWith.level : undefined,
    sign.soonerWhen?.when(p)
      ? typeof sign.soonerWhen.level === "function"
        ? sign.soonerWhen.level(p)
        : sign.soonerWhen.level
      : undefined,
  ].filter((level): level is Level => level !== undefined)
  const soonest = levels.sort((a, b) => urgencyRank(a) - urgencyRank(b))[0]
  if (soonest === undefined || urgencyRank(soonest) >= urgencyRank(sign.level)) return sign
  const { sooner: _spent, ...rest } = sign
  return { ...rest, level: soonest }
}

/**
 * Every sign this person told, each at the level it takes, worked out once per profile: the
 * net is asked at each of its levels, and every section asks the net.
 */
const signsOf = oncePerProfile((p: HairProfile): ReadonlyArray<readonly [NoteKind, ToldSign]> => {
  // A sign a picture times itself is not made sooner by the others beside it.
  const judgedTogether = new Set(
    picturesOf(p)
      .filter((picture) => picture.timesItsSigns === true)
      .flatMap((picture) => picture.explains ?? []),
  )
  const emergency = explainedByEmergency(p)
  return (Object.entries(toldSigns) as Array<[NoteKind, ToldSign]>)
    .filter(
      ([kind, sign]) =>
        !emergency.has(kind) &&
        (hasNoted(p, kind) ||
          (sign.pastWithin !== undefined && toldWithin(p, kind, sign.pastWithin))) &&
        sign.unless?.(p) !== true,
    )
    .map(([kind, sign]) => [kind, judgedTogether.has(kind) ? sign : asTold(p, sign)] as const)
})

/** The signs of this person's that this net lists, most urgent first. */
const signsTold = (
  p: HairProfile,
  pathwaysOn: (p: HairProfile) => ReadonlyArray<Pathway>,
): ReadonlyArray<readonly [NoteKind, ToldSign]> => {
  const entries = signsOf(p)
  if (entries.length === 0) return []
  const soonest = Math.min(...pathwaysOn(p).map((pathway) => urgencyRank(pathway.urgency)))
  return entries
    .filter(([, sign]) => sign.ownSign === true || urgencyRank(sign.level) < soonest)
    .sort(([, a], [, b]) => urgencyRank(a.level) - urgencyRank(b.level))
}

/**
 * Words never quoted back: a report may be seen on a shared screen or e-mailed, and words
 * about someone who hurts the person could put them in danger.
 */
const neverQuoted: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "hurt_by_someone",
  "strangled",
  "unprotected_sex",
])

const quotable = ([kind]: readonly [NoteKind, ToldSign]): boolean => !neverQuoted.has(kind)

/** A sign's line; one less urgent than the first is told at the same visit. */
const saying = (p: HairProfile, sign: ToldSign): string =>
  typeof sign.says === "string" ? sign.says : sign.says(p)

const meaning = (p: HairProfile, sign: ToldSign): string =>
  typeof sign.means === "string" ? sign.means : sign.means(p)

const signLine =
  (p: HairProfile, level: Level) =>
  ([, sign]: readonly [NoteKind, ToldSign]): string =>
    `${capitalise(saying(p, sign))} ${meaning(p, sign)}: ${sign.level === level ? see(level) : "tell the same doctor about it"}${sign.sooner === undefined ? "" : `, and ${text(p, sign.sooner)}`}.`

/**
 * The net at one level: it fires when the most urgent sign told is at that
 * level. `pathwaysOn` gives the condition pathways that apply to the person.
 */
const toldSignsAt = (
  level: Level,
  pathwaysOn: (p: HairProfile) => ReadonlyArray<Pathway>,
): Pathway => {
  const signs = (p: HairProfile) => signsTold(p, pathwaysOn)
  /** A picture with its own level names the cause, so it leads even where a sign sets a sooner level. */
  const leading = (p: HairProfile) => urgentPicture(p)
  const netLevel = (p: HairProfile): Level | undefined =>
    [signs(p)[0]?.[1].level, urgentPicture(p)?.level]
      .filter((l): l is Level => l !== undefined)
      .sort((a, b) => urgencyRank(a) - urgencyRank(b))[0]
  // The leading picture's own sign first ("sleeping 2 hours and not tired" for a high mood,
  // not the "not making sense" it also explains); else the most urgent sign told.
  const quoteFirst = (p: HairProfile): string => {
    const own = leading(p)?.explains?.find((kind) => hasNoted(p, kind) && !neverQuoted.has(kind))
    const first = own ?? signs(p).filter(quotable)[0]?.[0]
    return first === undefined ? "" : `; ${toldAs(p, first)}`
  }
  return {
    id: `told-signs-${level.replaceAll("_", "-")}`,
    condition: "signs in the body that a doctor must see",
    urgency: level,
    professional: professionalAt[level],
    when: (p) => netLevel(p) === level,
    recognise:
      /\b(GP|doctor|A&E|999|111)\b|24-hour line|gas emergency line|maternity unit|eye clinic|specialist team|HIV clinic|diabetes team/,
    lead: (p) => {
      const picture = leading(p)
      // A picture's own first step (the cancer team's line, everyone out of the house) is what
      // the lead says, as Start here does, never a GP beside it.
      if (picture !== undefined)
        return `${picture.about}: ${picture.firstStep === undefined || picture.level !== level ? see(level) : uncapitalise(text(p, picture.firstStep))}${quoteFirst(p)}`
      const [kind, sign] = signs(p)[0]!
      return `${toldAs(p, kind)}: ${saying(p, sign)} ${meaning(p, sign)}, so ${see(level)}`
    },
    say: (p) => {
      const told = signs(p)
      const together = picturesOf(p).map((picture) => text(p, picture.says))
      // Signs a picture accounts for are quoted, not explained again as if on their own.
      const explainedBy = explainedByPicture(p)
      const own = told.filter(([kind]) => !explainedBy.has(kind))
      // The longest telling that fits one report line: fewer signs quoted and explained, and
      // at the last, only the first picture and the first few signs named.
      const tellings = (
        [
          [4, 3, 2, 9],
          [4, 2, 2, 9],
          [4, 1, 2, 9],
          [4, 0, 2, 9],
          [2, 1, 2, 9],
          [1, 1, 1, 9],
          [1, 0, 1, 9],
          [1, 0, 1, 4],
          [1, 0, 1, 0],
          // A long picture beside a long quote: the picture alone, the words on the doctor's page.
          [0, 0, 1, 0],
        ] as const
      ).map(([quotes, explained, pictures, named]) => {
        const rest = own.slice(explained, explained + named).map(([, sign]) => saying(p, sign))
        const more = own.length > explained + named ? " and the other signs you wrote" : ""
        const quoted_ = told.filter(quotable).slice(0, quotes)
        return [
          ...(quoted_.length > 0
            ? [
                `Besides your hair, ${toldAsList(
                  p,
                  quoted_.map(([kind]) => kind),
                )}.`,
              ]
            : []),
          ...together.slice(0, pictures),
          ...own.slice(0, explained).map(signLine(p, level)),
          ...(rest.length > 0
            ? [
                explained === 0
                  ? `${capitalise(seeWords[level][0])} about ${listed(rest)}${more}${seeWords[level][1]}.`
                  : `Tell the same doctor about ${listed(rest)}${more} too.`,
              ]
            : []),
          // A hair wrapped round a toe is the hair's doing: the line would be untrue there.
          hasNoted(p, "hair_tourniquet")
            ? "Tell the doctor everything you wrote here."
            : "None of this is from the hair; tell the doctor everything you wrote here.",
        ].join(" ")
      })
      // At the very last, the first picture alone: what to do, without the closing words.
      return (
        tellings.find((line) => line.length <= analysisLimits.itemLength) ??
        together[0] ??
        tellings[tellings.length - 1]!
      )
    },
    startHere: (p) => {
      const picture = leading(p)
      // A picture's own first step only at its own level: a sign told beside it may be sooner.
      if (picture !== undefined)
        return {
          change:
            (picture.level === level && picture.firstStep !== undefined
              ? text(p, picture.firstStep)
              : undefined) ??
            `${capitalise(seeWords[level][0])} about ${picture.about}${seeWords[level][1]}`,
          why: text(p, picture.why ?? picture.says),
        }
      const [kind, sign] = signs(p)[0]!
      return {
        change: `${capitalise(seeWords[level][0])} about ${saying(p, sign)}${seeWords[level][1]}`,
        // The sign named again, not "it": a meaning may open on when it matters ("in a
        // pregnancy can harm"), which reads only after the sign's own words.
        why: `${capitalise(toldAs(p, kind))}; ${saying(p, sign)} ${meaning(p, sign)}.`,
      }
    },
    neverBeside: (p) => picturesOf(p).flatMap((picture) => picture.neverBeside ?? []),
    supersedes: (p) => picturesOf(p).flatMap((picture) => picture.supersedes ?? []),
    holdsScalpCare: (p) => picturesOf(p).some((picture) => picture.holdsScalpCare === true),
    sources: level === "emergency" ? ["NHS-HEADACHE"] : ["NICE-NG12"],
  }
}

/** One net per level, most urgent first; at most one fires for a person. */
export const toldSignsNets = (
  pathwaysOn: (p: HairProfile) => ReadonlyArray<Pathway>,
): ReadonlyArray<Pathway> =>
  (["emergency", "same_day", "within_days", "within_2_weeks", "within_weeks"] as const).map(
    (level) => toldSignsAt(level, pathwaysOn),
  )
