/**
 * What a reading of the notes means for the report, decided once here for
 * every reader (Strand's own, an AI provider's): which statements are facts
 * about the person now, which are past signs the report may only ask about,
 * which say that hair loss runs in the family, and who the answers are about.
 *
 * The rules, in the order they apply to each statement:
 * - denied ("no patches") or imagined ("if it gets worse") is no fact; a sign
 *   denied about the person now, and stated nowhere, is kept as denied (the
 *   profile lets the note correct a tick that says otherwise);
 * - about someone other than the person the quiz is for counts only as family
 *   history, and only when a blood relative has a kind of hair loss;
 * - a sign that was there in the past and is not said to be there now ("had a
 *   bald patch years ago") is asked about, never asserted: it can never raise
 *   an urgent finding;
 * - a life event keeps its timing (a fever 3 months ago is a trigger for
 *   shedding now, not a fever now);
 * - everything else the person states about now, or since some time, is a fact.
 */
import type { MedicineClass } from "../quiz/Medicines.ts"
import { isMedicineClass } from "../quiz/Medicines.ts"
import {
  type AskedQuestion,
  type NoteKind,
  NoteReading,
  type NoteStatement,
  type QuizSubject,
  statementLimits,
} from "./NoteStatement.ts"

/** Signs on the body: asserted only while they are there. */
export const signKinds: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "urgent_reaction",
  "painful_lumps",
  "bald_patches",
  "scaly_plaques",
  "scaly_patch_broken_hairs",
  "non_healing_sore",
  "shiny_skin",
  "crown_tenderness",
  "hairline_band",
  "thinning_on_top",
  "thin_edges",
  "brow_lash_loss",
  "beard_loss",
  "shedding",
  "breakage",
  "flaking",
  "itching",
  "scalp_bumps",
  "neck_lump",
  "over_processed",
  "feels_stiff",
  "smell",
  "head_lice",
  "build_up",
  "tiredness",
  "hair_pulling",
  "androgen_signs",
  "fever",
  "unexplained_weight_loss",
  "racing_heart",
  "shaky_hands",
  "always_hot",
  "always_cold",
  "constipation",
  "dry_skin",
  "breathless",
  "ice_craving",
  "headache",
  "jaw_pain",
  "sight_change",
  "moth_eaten",
  "one_sided_rash",
  "red_eye",
  "joint_pain",
  "nail_changes",
  "pins_and_needles",
  "bruising",
  "night_sweats",
  "muscle_weakness",
  "eyelid_rash",
  "deeper_voice",
  "periods_stopped",
  "downy_hair",
  "spoon_nails",
  "pale",
  "confusion",
  "vomiting",
  "chest_pain",
  "effort_pain",
  "fainting",
  "swollen_ankles",
  "face_droop",
  "others_itching",
  "itchy_hands_feet",
  "dark_thoughts",
  "low_mood",
  "thirst",
  "peeing_often",
  "stiff_neck",
  "blisters",
  "ring_rash",
  "corkscrew_hairs",
  "skin_dent",
  "bowel_changes",
  "yellow_skin",
  "unexpected_bleeding",
  "body_lump",
  "nipple_discharge",
  "itchy_all_over",
  "skin_darkening",
  "swallowing",
  "seizure",
  "sudden_headache",
  "puberty_signs",
  "rash_not_fading",
  "body_hair_loss",
  "salt_craving",
  "growing_features",
  "scalp_burning",
  "install_itch",
  "ear_whoosh",
  "forehead_swelling",
  "pressure_sore",
  "hearing_loss",
  "mouth_thrush",
  "puffy_swelling",
  "rib_pain",
  "itch_after_water",
  "sees_things",
  "mood_high",
  "eyelid_droop",
  "one_sided_sweating",
  "grip_locks",
  "blood_exposure",
  "venomous_bite",
  "groomed",
  "appearance_checking",
  "family_cancer",
  "soft_spot_bulging",
  "puberty_late",
  "unlabelled_remedy",
  "big_tongue",
  "face_shocks",
  "cheek_gland_swelling",
  "frothy_urine",
  "stretch_marks",
  "round_face",
  "high_blood_pressure",
  "low_libido",
  "unsteady",
  "dark_urine",
  "light_hurts",
  "body_complaint",
  "hair_tourniquet",
  "household_ill",
  "burn",
  "inconsolable_crying",
  "priapism",
  "infection_risk",
  "infection_contact",
  "green_vomit",
  "spreading_redness",
  "little_urine",
  "lips_tingling",
  "hand_spasm",
  "genital_ulcers",
  "calf_swelling",
  "dimpled_spots",
  "eye_flashes",
  "personality_change",
  "smell_loss",
  "spine_mark",
  "swallowed_chemical",
  "eye_splash",
  "better_away",
  "peeling_fingers",
  "compulsions",
  "girdle_stiffness",
  "saddle_numbness",
  "period_late",
  "low_tummy_pain",
  "throat_swelling",
  "cold_foot",
  "sickle_cell",
  "dehydrated",
  "limping",
  "severe_pain",
  "looks_very_unwell",
  "swallowed_object",
  "baby_moving_less",
  "over_the_dose",
  "strangled",
  "testicle_pain",
  "unprotected_sex",
  "struggling_to_breathe",
  "eats_hair",
  "behind_ear_swelling",
  "liver_skin_signs",
  "swollen_belly",
  "male_breast_growth",
  "bone_pain",
  "waddling",
])

/**
 * Signs that stay once they have happened: hair that went gummy is gummy
 * until it is cut off, a hairline that moved back or skin that scarred does
 * not return. Told in the past, they are facts now, unless dated long ago.
 */
export const lastingKinds: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "over_processed",
  "shiny_skin",
  "hairline_band",
  "skin_dent",
  // Weight lost without trying stays lost: "lost half a stone" is a sign now.
  "unexplained_weight_loss",
  // A fit, a sudden headache, blood coughed up or a lump found last week are told as
  // events; the doctor still needs to hear of them. Speech that went wrong and came back is
  // a warning stroke (NHS: call 999 even if the symptoms go).
  "seizure",
  "face_droop",
  "sudden_headache",
  "unexpected_bleeding",
  "body_lump",
  "yellow_skin",
  // Blood pressure measured high on Monday is high still, until it is treated.
  "high_blood_pressure",
  // Features that grew, and body hair that thinned, stay so until treated.
  "growing_features",
  "body_hair_loss",
])
const lastingMonths = 6

/**
 * Told at all within the last year, they count now: thoughts of not wanting
 * to be here, or someone who hurts the person, are never only asked about,
 * however the sentence is dated ("I don't want to be here anymore" reads as
 * over; "he grabbed my hair and dragged me" is told in the past and goes on).
 */
export const safetyKinds: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "dark_thoughts",
  "hurt_by_someone",
  "groomed",
  "appearance_checking",
])
const safetyMonths = 12

/** Conditions a blood test rules out: "bloods all normal" denies them. */
const testedKinds: ReadonlySet<NoteKind> = new Set<NoteKind>(["thyroid", "low_iron"])

/**
 * Kinds the report acts on whoever the note says they are about: "my boyfriend grabs my
 * hair" is the person's hurt, whoever does it, and a baby's toe strangled by a hair, told
 * by the parent answering for themselves, goes first all the same; a carer's "we keep
 * catching her eating it" is the cared-for person's hair eaten, whoever the reader credits.
 */
export const keptWhoeverItIs: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "hurt_by_someone",
  // A daughter groomed, a father's bowel cancer at 47: told of another, the person's to act on.
  "groomed",
  "family_cancer",
  "hair_tourniquet",
  "eats_hair",
  // A parent answering for themselves about their baby's burn, crying or green sick, or a
  // toddler with the minoxidil dropper in her mouth this morning (its sign counts for days).
  "burn",
  "swallowed_object",
  "inconsolable_crying",
  "green_vomit",
])

/** Kinds of hair loss that, in a blood relative, make a family history. */
const inheritedKinds: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "bald_patches",
  "thinning_on_top",
  "hairline_band",
  "family_history",
])

/** An illness that weighs on those close to it: a cancer, a stroke, a heart attack, intensive care. */
const seriousIllness =
  /cancer|tumou?r|leukaemia|leukemia|lymphoma|stroke|heart attack|intensive care|icu|dementia|chemo|radiotherapy|terminal|dying|passed away|died/i

/** Words for blood relatives: a partner's or a friend's baldness is not inherited. */
const bloodRelative =
  /\b(mum|mom|mother|mam|dad|father|papa|sister|brother|sibling|grand\w*|gran|nan|nana|granny|grandpa|aunt\w*|auntie|uncle|cousin|daughter|son|parents?|family)\b/i

/** A sign dated in the last week ("this morning", "on Sunday") is still there unless said to be gone. */
export const inLastWeek = (statement: NoteStatement): boolean =>
  (statement.monthsAgo ?? Number.POSITIVE_INFINITY) < 0.25

/** People a person lives with: what they feel at once may come from the home itself. */
const household =
  /\b(husband|hubby|wife|partner|boyfriend|girlfriend|kids?|children|child|baby|babies|toddler|son|daughter|flatmates?|housemates?|everyone|family|mum|mom|dad|parents?|brother|sister|nan|gran)\b/i

/**
 * Signs that, shared by a household at once, point to the air at home (carbon monoxide).
 * Not sickness alone: children pass tummy bugs round a house all winter.
 */
const sharedAtHome: ReadonlySet<NoteKind> = new Set<NoteKind>(["headache", "fainting", "confusion"])

/** Illnesses caught from others that harm a pregnancy or a body with a weak defence. */
const catching =
  /\b(chicken ?pox|chicken-pox|varicella|measles|shingles|slapped|lacy rash|rubella|parvo(virus)?)\b/i

/** Kinds a reader gives a rash seen on someone else. */
const rashKinds: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "face_rash",
  "body_rash",
  "scalp_bumps",
  "blisters",
  "one_sided_rash",
])

/** A statement the report can quote: where it was read and the words that counted. */
export interface NotedFact {
  readonly note: string
  readonly words: string
  readonly statement: NoteStatement
}

export interface NotedFacts {
  /** About the person, true now or still going, and life events with their timing. */
  readonly facts: ReadonlyMap<NoteKind, NotedFact>
  /** Every medicine class named for the person. */
  readonly medicines: ReadonlyMap<MedicineClass, NotedFact>
  /** Every supplement the person takes, by value ("vitamin_a", "selenium"). */
  readonly supplements: ReadonlySet<string>
  /** Signs mentioned in the past or in passing: the report asks, never asserts. */
  readonly asked: ReadonlyMap<NoteKind, NotedFact>
  /** Who the note says the answers are about, when it says so. */
  readonly subject: QuizSubject | undefined
  /** A pregnancy hoped for or planned ("trying for a baby"): some treatments wait. */
  readonly pregnancyPlanned: NotedFact | undefined
  /** What the person asks about ("can I still dye my hair?"), by kind: the report answers. */
  readonly questions: ReadonlyMap<NoteKind, NotedFact>
  /**
   * Every such question in order, two of a kind included ("can i take biotin? can i use
   * regaine?" are both supplements): each is answered.
   */
  readonly topicsAsked: ReadonlyArray<NotedFact>
  /** Signs the person says they do not have now ("not really flaky"), and never says they have. */
  readonly denied: ReadonlyMap<NoteKind, NotedFact>
  /** Every common belief asked about, by value, with its words: one person may ask about caps and silicones. */
  readonly beliefs: ReadonlyMap<string, NotedFact>
  /** Every question the person wrote, in order, each to be answered as asked. */
  readonly questionsAsked: ReadonlyArray<AskedQuestion>
  /**
   * Signs the notes say are over for good ("ticked the bumps but that was in August, it
   * cleared up and nothing since"), and never say are there now: a routine tick for them is undone.
   */
  readonly over: ReadonlyMap<NoteKind, NotedFact>
  /**
   * Medicines the notes say the person does not take ("IGNORE the roaccutane tick - thats my
   * son's"), and never say they do: a quiz tick for them is undone.
   */
  readonly medicinesDenied: ReadonlySet<MedicineClass>
}

export const noNotedFacts: NotedFacts = {
  facts: new Map(),
  medicines: new Map(),
  supplements: new Set(),
  asked: new Map(),
  pregnancyPlanned: undefined,
  subject: undefined,
  questions: new Map(),
  topicsAsked: [],
  denied: new Map(),
  beliefs: new Map(),
  questionsAsked: [],
  over: new Map(),
  medicinesDenied: new Set(),
}

/** Who the quiz is for, from the answer, unless a note says otherwise (a note is more specific). */
export type QuizFor = "self" | "child" | "someone_else"

/** Whether the statement's subject is the person the quiz is about. */
/**
 * Someone who looks after the person's health or hair, named as the subject: "the dentist
 * asked about dark patches inside my cheeks", "the nurse added sitagliptin". What they saw,
 * asked about or prescribed is the person's.
 */
const carers =
  /\b(doctor|gp|dentist|nurse|consultant|dermatologist|pharmacist|optician|midwife|health visitor|hairdresser|barber|stylist|loctician|specialist)s?\b/i

const isAboutThePerson = (statement: NoteStatement, quizFor: QuizFor): boolean => {
  if (statement.subject === "someone_else" && carers.test(statement.subjectWords ?? "")) return true
  switch (statement.subject) {
    case "unstated":
      return true
    case "writer":
      return quizFor === "self"
    case "child":
      return quizFor !== "self"
    case "relative":
      return quizFor === "someone_else"
    case "someone_else":
      // "she's 8", "he scratches", with no one named before: in a quiz a parent or carer
      // answers, the person it is about.
      return quizFor === "someone_else" || (quizFor === "child" && unnamed(statement))
  }
}

/** Said of "she" or "he" with no one named before it (the reader names whom it stands for). */
const unnamed = (statement: NoteStatement): boolean =>
  statement.subjectWords !== undefined && thirdPersonPronouns.has(statement.subjectWords)

const thirdPersonPronouns = new Set(["she", "he", "her", "him", "his", "they", "them", "their"])

const noted = (statement: NoteStatement): NotedFact => ({
  note: statement.note,
  words: statement.words,
  statement,
})

/**
 * The facts in a reading for a quiz answered about `answeredFor` (the quiz's
 * own question; a note that says who it is for wins). Readings from several
 * readers are merged before (mergeReadings), so the first statement of a
 * kind is the one quoted.
 */
export const notedFacts = (reading: NoteReading, answeredFor: QuizFor): NotedFacts => {
  const quizFor: QuizFor = reading.subject?.who ?? answeredFor
  const facts = new Map<NoteKind, NotedFact>()
  const medicines = new Map<MedicineClass, NotedFact>()
  const supplements = new Set<string>()
  const asked = new Map<NoteKind, NotedFact>()
  const add = (map: Map<NoteKind, NotedFact>, kind: NoteKind, statement: NoteStatement) => {
    if (!map.has(kind)) map.set(kind, noted(statement))
  }
  let pregnancyPlanned: NotedFact | undefined
  const topicsAsked: Array<NotedFact> = []
  const denied = new Map<NoteKind, NotedFact>()
  const beliefs = new Map<string, NotedFact>()
  const over = new Map<NoteKind, NotedFact>()
  const medicinesDenied = new Set<MedicineClass>()
  for (const statement of reading.statements) {
    if (
      statement.kind === "medicine" &&
      statement.value !== undefined &&
      isMedicineClass(statement.value) &&
      statement.negated &&
      !statement.hypothetical &&
      statement.time !== "past" &&
      isAboutThePerson(statement, quizFor)
    )
      medicinesDenied.add(statement.value)
    if (statement.kind === "belief" && statement.value !== undefined && !statement.negated)
      if (!beliefs.has(statement.value)) beliefs.set(statement.value, noted(statement))
    // A question about the person is answered whatever it supposes ("if I dye it, will it fall
    // out?"); one about the family's hair ("my dad went bald at 25, will I?") is about them too,
    // and so is one about a remedy someone else takes ("my mate's on finasteride, should I?").
    // A belief named ("my nan says caps make you bald") is asked about, question mark or not.
    if (
      (statement.question === true ||
        statement.kind === "belief" ||
        statement.kind === "cause_asked") &&
      (isAboutThePerson(statement, quizFor) ||
        statement.kind === "belief" ||
        statement.kind === "cause_asked" ||
        statement.kind === "family_history" ||
        statement.kind === "supplement" ||
        statement.kind === "chemotherapy")
    )
      topicsAsked.push(noted(statement))
    if (
      statement.kind === "pregnancy" &&
      statement.hypothetical &&
      !statement.negated &&
      isAboutThePerson(statement, quizFor)
    )
      pregnancyPlanned ??= noted(statement)
    if (
      statement.negated &&
      !statement.hypothetical &&
      statement.time !== "past" &&
      (signKinds.has(statement.kind) ||
        testedKinds.has(statement.kind) ||
        // "I'm NOT pregnant": it corrects the life-stage tick.
        statement.kind === "pregnancy") &&
      isAboutThePerson(statement, quizFor)
    )
      add(denied, statement.kind, statement)
    if (statement.negated || statement.hypothetical) continue
    if (!isAboutThePerson(statement, quizFor)) {
      const words = statement.subjectWords ?? ""
      // "my brother lost all his hair on chemo": the drugs', not the family's.
      const fromChemo = reading.statements.some(
        (other) =>
          other.kind === "chemotherapy" &&
          !other.negated &&
          other.subjectWords !== undefined &&
          other.subjectWords === statement.subjectWords,
      )
      if (inheritedKinds.has(statement.kind) && bloodRelative.test(words) && !fromChemo) {
        add(facts, "family_history", statement)
      }
      if (keptWhoeverItIs.has(statement.kind)) add(facts, statement.kind, statement)
      // "my husband was diagnosed with prostate cancer in the spring": someone close seriously
      // ill this year is a strain on the person, the shock that can start a shed.
      if (
        (statement.kind === "chemotherapy" ||
          (statement.kind === "illness" && seriousIllness.test(statement.words))) &&
        statement.time !== "past" &&
        (statement.monthsAgo ?? 0) <= 12 &&
        (household.test(words) || bloodRelative.test(words))
      )
        add(facts, "stress", statement)
      // "my husband has been getting headaches too": the same signs in others at home at once.
      // A relative's migraines run in families; the home's air brings plain headaches at once.
      if (
        sharedAtHome.has(statement.kind) &&
        statement.time !== "past" &&
        household.test(words) &&
        !/migrain/i.test(statement.words)
      )
        add(facts, "household_ill", statement)
      // "my nephew is covered in spots, def chickenpox": the person was near it, which in a
      // pregnancy or with a weak defence needs a doctor whoever has the spots.
      // "came out in shingles 2 days ago" is still catching now.
      if (
        catching.test(statement.words) &&
        (statement.time !== "past" || inLastWeek(statement)) &&
        (statement.kind === "illness" || rashKinds.has(statement.kind))
      )
        add(facts, "infection_contact", statement)
      // "hubby's on testogel": the gel passes by touch, so the contact is the person's.
      if (
        statement.kind === "medicine" &&
        statement.value === "testosterone_steroids" &&
        /\b(gel|testogel|tostran|testim|androgel|testavan)\b/i.test(statement.words)
      )
        add(facts, "testosterone_contact", statement)
      // "my uncle had haemochromatosis": inherited, so the person's own risk.
      if (statement.kind === "iron_overload" && bloodRelative.test(words))
        add(facts, "iron_overload", statement)
      continue
    }
    // A lump or a fit seen to and gone for good ("discharged", "fine since") is over, not lasting.
    const lasting =
      (lastingKinds.has(statement.kind) &&
        statement.resolved !== true &&
        (statement.monthsAgo ?? 0) <= lastingMonths) ||
      (safetyKinds.has(statement.kind) && (statement.monthsAgo ?? 0) <= safetyMonths) ||
      // A relative's cancer found young stays a family history, however long ago; HIV told
      // once ("i was undetectable") is had for life.
      statement.kind === "family_cancer" ||
      statement.kind === "hiv_known"
    if (
      statement.time === "past" &&
      signKinds.has(statement.kind) &&
      !lasting &&
      (statement.resolved === true || !inLastWeek(statement))
    ) {
      // "it never came back": nothing to ask.
      if (statement.resolved !== true) add(asked, statement.kind, statement)
      else add(over, statement.kind, statement)
      // A fever that has passed is still what an illness with a fever is: a trigger for shedding.
      if (statement.kind === "fever") add(facts, "illness", statement)
      continue
    }
    if (statement.kind === "medicine") {
      const value = statement.value ?? "other_medicine"
      const medicine: MedicineClass = isMedicineClass(value) ? value : "other_medicine"
      // Every medicine of a class is kept by name ("metformin, sitagliptin"): the doctor reads them all.
      const earlier = medicines.get(medicine)
      const merged =
        earlier === undefined || earlier.statement.value === undefined
          ? noted(statement)
          : statement.value === undefined ||
              earlier.words.toLowerCase().includes(statement.words.toLowerCase())
            ? earlier
            : { ...earlier, words: `${earlier.words}, ${statement.words}` }
      // "thinner since starting warfarin" is past; "warfarin for AF" in the medicine notes says
      // it is taken now, and now is what counts.
      medicines.set(
        medicine,
        merged.statement.time === "past" && statement.time !== "past"
          ? { ...merged, statement }
          : merged,
      )
    }
    if (
      statement.kind === "supplement" &&
      statement.value !== undefined &&
      statement.question !== true
    )
      supplements.add(statement.value)
    // "the gp felt it when i was pregnant with my son in 2017": a pregnancy long over is history.
    if (
      statement.kind === "pregnancy" &&
      statement.time === "past" &&
      (statement.monthsAgo ?? Number.POSITIVE_INFINITY) > 12
    )
      continue
    add(facts, statement.kind, statement)
  }
  // A sign stated as present somewhere in the notes is not also asked about, nor denied.
  for (const kind of facts.keys()) {
    asked.delete(kind)
    denied.delete(kind)
    over.delete(kind)
  }
  // By kind, the first asked of each.
  const questions = new Map<NoteKind, NotedFact>()
  for (const topic of topicsAsked) add(questions, topic.statement.kind, topic.statement)
  return {
    facts,
    medicines,
    supplements,
    asked,
    subject: reading.subject,
    pregnancyPlanned,
    questions,
    topicsAsked,
    denied,
    beliefs,
    questionsAsked: reading.questions ?? [],
    over,
    medicinesDenied: new Set([...medicinesDenied].filter((medicine) => !medicines.has(medicine))),
  }
}

/**
 * Two readings of the same notes as one: every statement of the first, then
 * those of the second that add something (another kind, or the same kind with
 * another value). A second reader can add facts, never take one away.
 */
export const mergeReadings = (first: NoteReading, second: NoteReading): NoteReading => {
  const key = (s: NoteStatement) =>
    `${s.kind}|${s.value ?? ""}|${s.subject}|${s.time}|${s.negated}|${s.hypothetical}`
  const known = new Set(first.statements.map(key))
  const added = second.statements.filter((statement) => !known.has(key(statement)))
  return new NoteReading({
    reader: `${first.reader}+${second.reader}`,
    subject: first.subject ?? second.subject,
    statements: [...first.statements, ...added].slice(0, statementLimits.statements),
    ...(first.questions === undefined && second.questions === undefined
      ? {}
      : { questions: first.questions ?? second.questions ?? [] }),
  })
}
