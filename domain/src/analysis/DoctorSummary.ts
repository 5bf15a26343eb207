/**
 * "For the doctor": when a report has red flags, one page to take
 * to a GP or dermatologist. It records what the person reported, in neutral
 * words and never a diagnosis: the signs they chose and the notes they typed
 * (their own words), since when and what they have tried (which the quiz
 * does not ask, so the page asks for them before printing), the products and
 * chemical services they use, their medicines, hormonal stage and health
 * background. It opens with who the patient is: the person, or the child or
 * adult the answers were given for, with age band and sex as answered.
 * What Strand suggested is the first thing the person's report told them
 * (its Start here, stored with it, whoever wrote it): an action, never the
 * red flag's own words, which may name a condition.
 *
 * Every line is the person's words to their doctor (or about the patient
 * they answered for), never Strand's words to the person: the quiz's
 * questions ("How often do you use heat on your hair?") are named the way a
 * doctor would, and the report's advice is put in the page's voice
 * (PatientWords.ts).
 *
 * The same data is printed by the SPA (the browser's print) and rendered to
 * a PDF on the server (DoctorSummaryPdf.ts).
 */

import { type DateTime, Schema } from "effect"
import {
  type DietFact,
  type HairProfile,
  type ReadFromNotes,
  readProfile,
} from "../analyst/HairProfile.ts"
import { bodySigns, bodySignWords } from "../analyst/pathways/BodySigns.ts"
import { changingMole } from "../analyst/pathways/NonHealingSore.ts"
import { mayHavePeriods } from "../analyst/pathways/Signs.ts"
import { countedBodySignBoxes, inTheirWords } from "../notes/BodySignBoxes.ts"
import { inLastWeek, lastingKinds } from "../notes/NotedFacts.ts"
import type { NoteKind, NoteReading } from "../notes/NoteStatement.ts"
import { answersAsLabels, type LabelledAnswer } from "../quiz/AnswerLabels.ts"
import { type MedicineClass, medicineOptions } from "../quiz/Medicines.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { findQuestion, type QuestionId } from "../quiz/QuizCatalogue.ts"
import type { TextNoteId } from "../quiz/TextNotes.ts"
import type { ReportExplanation } from "../report/ReportExplanation.ts"
import { listed } from "../text/Sentences.ts"
import { isText, type TextKind } from "../text/TextFields.ts"
import { inPatientWords } from "./PatientWords.ts"

export const doctorSummaryLimits = { since: 200, tried: 500 } as const

const typedField = (kind: TextKind, max: number, what: string) =>
  Schema.String.check(
    Schema.isMaxLength(max, { message: `${what} must be at most ${max} characters` }),
    isText(kind, `${what} must be plain text, without control or invisible characters`),
  )

/** What the person adds on the page before printing (both optional). */
export const DoctorSummaryNotes = Schema.Struct({
  since: Schema.optionalKey(
    typedField("singleLine", doctorSummaryLimits.since, "Since when"),
  ).annotate({
    description: "Since when, in the person's words",
  }),
  tried: Schema.optionalKey(
    typedField("multiLine", doctorSummaryLimits.tried, "What you tried"),
  ).annotate({
    description: "What they have tried, in their words",
  }),
})
export type DoctorSummaryNotes = typeof DoctorSummaryNotes.Type

export class TypedNote extends Schema.Class<TypedNote>("strand/TypedNote")({
  label: Schema.String,
  text: Schema.String,
}) {}

export class DoctorSummary extends Schema.Class<DoctorSummary>("strand/DoctorSummary")({
  /** The account holder: the patient, or the parent or carer who answered for them. */
  name: Schema.NullOr(Schema.String),
  /** Who the patient is, with age band and sex as answered: "My child, under 12, female". */
  patient: Schema.String,
  /** True when the answers were given for someone else (a child, someone cared for). */
  answeredForSomeoneElse: Schema.Boolean,
  reportDate: Schema.DateTimeUtc,
  /** What Strand suggested, e.g. "Book a dermatologist within 1 to 2 weeks for the bald patches". */
  suggested: Schema.optional(Schema.String),
  signs: Schema.Array(Schema.String),
  typed: Schema.Array(TypedNote),
  since: Schema.optional(Schema.String),
  tried: Schema.Array(Schema.String),
  productsAndServices: Schema.Array(Schema.String),
  /** Medicines ticked or named in the notes, by class. */
  medicines: Schema.Array(Schema.String),
  hormonalStage: Schema.optional(Schema.String),
  background: Schema.Array(Schema.String),
}) {}

/** The page's words, shared by the SPA and the server's PDF. */
export const doctorSummaryWords = {
  title: "Hair and scalp summary for my appointment",
  forWhom: "For a GP or dermatologist",
  patient: "Patient",
  completedBy: "Answers given by",
  medicines: "Medicines",
  suggested: "What the questionnaire suggested",
  signs: "What I have noticed",
  typed: "In my own words",
  since: "Since when",
  sinceMissing: "Not noted",
  tried: "What I have tried",
  productsAndServices: "Products and chemical services I use",
  hormonalStage: "Hormonal stage",
  background: "Health background",
  nothing: "None reported",
  footer:
    "From my answers to Strand's hair and scalp questionnaire. It records what I reported; it is not a diagnosis.",
} as const

/** The words before a typed note: its field's label, then a colon unless it asks a question. */
export const typedNoteLead = (label: string) => (label.endsWith("?") ? `${label} ` : `${label}: `)

/** Answers that report nothing to see ("None of these", "Comfortable and balanced"): a doctor reads only the signs. */
const noneValues = new Set(["none", "not_applicable", "natural_virgin", "never", "no", "normal"])

/** The labels chosen for these questions, leaving out "none"-like answers and any `kept` refuses. */
const chosen = (
  labelled: Readonly<Record<string, LabelledAnswer>>,
  answers: QuizAnswers,
  ids: ReadonlyArray<string>,
  kept: (value: string) => boolean = () => true,
): Array<string> =>
  ids.flatMap((id) => {
    const answer = answers[id]
    const labels = labelled[id]
    if (answer === undefined || labels === undefined) return []
    if (typeof answer === "string") return noneValues.has(answer) ? [] : [labels as string]
    if (Array.isArray(answer))
      return answer
        .map((value, i) => [value, (labels as ReadonlyArray<string>)[i]!] as const)
        .filter(([value]) => !noneValues.has(value) && kept(value))
        .map(([, label]) => label)
    return Object.entries(labels as Readonly<Record<string, string>>).map(
      ([product, frequency]) => `${product} (${frequency.toLowerCase()})`,
    )
  })

/** In place of a note about someone who hurts the person. */
const leftOutForSafety = "Left out of this page for my safety; I will tell the doctor in person."

/** A box's label, as the quiz shows it. */
const labelOf = (question: QuestionId, option: string): string =>
  findQuestion(question)?.options.find((o) => o.value === option)?.label ?? ""

/** Ticked signs a note undid ("that was back in August, nothing since"), by their labels. */
const undoneLabels: Readonly<Record<string, ReadonlyArray<ReadFromNotes["fact"]>>> =
  Object.fromEntries(
    (
      [
        ["symptoms", "scalp_pimples", ["noScalpBumps"]],
        ["symptoms", "burning_stinging", ["noBurning"]],
        ["symptoms", "sudden_shedding", ["noShedding"]],
        ["symptoms", "broken_edges", ["noEdges"]],
        ["symptoms", "widening_parting", ["noParting"]],
        ["symptoms", "round_patches", ["patchesOver", "noPatches"]],
        ["symptoms", "painful_lumps", ["noLumps", "lumpsOver"]],
        ["scalp_signs", "sore_not_healing", ["soreOver", "noSore"]],
        ["scalp_signs", "neck_lump", ["neckLumpOver", "noNeckLump"]],
        ["scalp_signs", "brow_lash_loss", ["browLossOver", "noBrowLoss"]],
        ["scalp_condition", "traction", ["tractionOver", "noTraction"]],
      ] as const satisfies ReadonlyArray<
        readonly [QuestionId, string, ReadonlyArray<ReadFromNotes["fact"]>]
      >
    ).map(([question, option, facts]) => [labelOf(question, option), facts]),
  )

/** The doctor reads what was ticked, and that the notes say it is not there now. */
const undoneByNotes =
  (profile: HairProfile) =>
  (label: string): string =>
    profile.readFromNotes.some((read) => undoneLabels[label]?.includes(read.fact))
      ? `${label} (ticked, but my notes say not now)`
      : label

/**
 * The questions whose answers need their question beside them, as a doctor
 * would name them: the quiz's own titles ask the person ("Do you use
 * conditioner?").
 */
const questionNames = {
  shampoo_choice: "Shampoo mostly used",
  shampoo_type_male: "Usually washes with",
  conditioning: "Conditioning",
  conditioner_step_male: "Conditioner",
  hair_care_method: "Hair washed and styled by",
  heat_tension: "Heat and styles worn regularly",
  heat_tools_male: "Heat on the hair",
  scalp_issues_male: "Scalp flare-ups",
  hairline_changes_male: "Changes at the hairline or crown",
  skin_under_beard_male: "Skin under the beard",
  recent_illness: "High fever, operation or hospital stay in the last year",
} as const

/** A question and its answer on one line: "Heat on the hair: Weekly or more". */
const withQuestion = (
  labelled: Readonly<Record<string, LabelledAnswer>>,
  answers: QuizAnswers,
  id: keyof typeof questionNames,
): Array<string> => {
  const labels = chosen(labelled, answers, [id])
  return labels.length === 0 ? [] : [`${questionNames[id]}: ${labels.join(", ")}`]
}

/** What each typed note is about, as a doctor would read it (the quiz's labels ask the person). */
const noteNames: Readonly<Record<TextNoteId, string>> = {
  texture_notes: "About the hair's texture",
  heat_tension_other: "Styles worn",
  products_used_other: "Other products",
  loc_type_notes: "About the locs",
  medicine_notes: "Medicines, and when started or changed",
  health_notes: "Other health notes",
}

const noteLabel = (id: string) => noteNames[id as TextNoteId] ?? "Notes"

/** What the summary is made from: the stored answers, notes and their reading, and the report's explanation. */
export interface SummarySource {
  readonly createdAt: DateTime.Utc
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  readonly noteReading: NoteReading
  readonly explanation: Pick<ReportExplanation, "startHere">
}

const whoWords = { self: "Me", child: "My child", someone_else: "Someone I care for" } as const

/** "My child, under 12, female": who, then age and sex where known. */
const patientLine = (profile: HairProfile, labelled: Readonly<Record<string, LabelledAnswer>>) => {
  const age =
    profile.ageBand === "unknown"
      ? undefined
      : (findQuestion("age_band")?.options.find((o) => o.value === profile.ageBand)?.label ??
        undefined)
  const sex = typeof labelled.gender === "string" ? labelled.gender.toLowerCase() : undefined
  return [
    whoWords[profile.quizFor],
    age === undefined ? undefined : `aged ${age.toLowerCase()}`,
    sex,
  ]
    .filter((part) => part !== undefined)
    .join(", ")
}

/** Signs told only in the notes that a doctor must see on the page, beyond the body signs. */
const notedFindingWords: ReadonlyArray<readonly [NoteKind, string]> = [
  ["one_sided_rash", "pain and blisters on one side"],
  ["red_eye", "a red or sore eye"],
  ["non_healing_sore", "a sore that bleeds, crusts or is not healing"],
  ["hair_pulling", "pulling at the hair"],
  ["heavy_periods", "heavy periods"],
  ["joint_pain", "stiff or swollen joints"],
  ["face_rash", "a rash over the cheeks and nose"],
  ["nail_changes", "pitted or lifting nails"],
  ["pins_and_needles", "pins and needles or numbness"],
  ["sore_throat", "mouth ulcers or a sore throat"],
  ["bruising", "bruising without a knock"],
  ["night_sweats", "night sweats"],
  ["muscle_weakness", "weak muscles"],
  ["eyelid_rash", "a rash on the eyelids or knuckles"],
  ["deeper_voice", "a deeper voice"],
  ["periods_stopped", "periods stopped"],
  ["low_intake", "eating very little"],
  ["downy_hair", "new fine hair on the body"],
  ["dark_thoughts", "thoughts of not wanting to be here"],
  ["low_mood", "low mood, with no interest or energy for things"],
  ["thirst", "being very thirsty"],
  ["peeing_often", "peeing more than usual"],
  ["stiff_neck", "a stiff neck"],
  ["blisters", "blisters or raw patches on the skin"],
  ["tick_bite", "a tick bite"],
  ["ring_rash", "a spreading red ring rash"],
  ["corkscrew_hairs", "corkscrew hairs or red dots on the legs"],
  ["skin_dent", "a sunken band of skin"],
  ["bowel_changes", "diarrhoea, bloating or tummy pain"],
  ["spoon_nails", "spoon-shaped nails"],
  ["pale", "looking pale or grey"],
  ["itchy_hands_feet", "itching of the hands and feet"],
  ["painkillers", "anti-inflammatory painkillers"],
  ["pregnancy_risk_medicine", "a medicine to review before a pregnancy"],
  ["eczema", "eczema"],
  ["head_injury", "a blow to the head"],
  ["confusion", "confusion or drowsiness"],
  ["mood_high", "a high mood: little sleep without tiredness, fast talk, spending"],
  ["eyelid_droop", "a drooping eyelid, come on over weeks"],
  ["one_sided_sweating", "sweating on one side of the face only"],
  ["grip_locks", "a grip slow to let go"],
  ["blood_exposure", "a needle or blade with someone's blood through the skin"],
  ["venomous_bite", "a snake bite"],
  ["groomed", "signs of grooming or exploitation of a young person"],
  ["soft_spot_bulging", "a baby's soft spot tight or bulging"],
  ["puberty_late", "puberty not started, or far smaller than others their age"],
  ["unlabelled_remedy", "an unlabelled herbal or traditional remedy"],
  ["big_tongue", "a tongue grown too big for the mouth"],
  ["face_shocks", "electric-shock pains in the face, set off by touch or chewing"],
  ["cheek_gland_swelling", "swelling in front of or under the ears"],
  ["frothy_urine", "frothy urine"],
  ["appearance_checking", "hours checking how one looks, hiding at home over it"],
  ["family_cancer", "bowel, breast or ovarian cancer young in the close family"],
  ["vomiting", "vomiting"],
  ["chest_pain", "chest pain"],
  ["fainting", "fainting or dizziness"],
  ["swollen_ankles", "swollen ankles"],
  ["face_droop", "a drooping face or slurred speech"],
  ["others_itching", "others nearby itching too"],
  ["yellow_skin", "yellowing of the skin or eyes"],
  ["unexpected_bleeding", "unexpected bleeding"],
  ["body_lump", "a new lump on the body"],
  ["nipple_discharge", "milk from the breasts outside a pregnancy"],
  ["itchy_all_over", "itching all over without a rash"],
  ["skin_darkening", "skin going darker"],
  ["swallowing", "a lasting cough, hoarseness or trouble swallowing"],
  ["seizure", "a fit or seizure"],
  ["sudden_headache", "a sudden, severe headache"],
  ["puberty_signs", "signs of puberty"],
  ["rash_not_fading", "spots that do not fade when pressed"],
  ["body_hair_loss", "armpit or body hair thinning"],
  ["salt_craving", "craving salt"],
  ["growing_features", "hands, feet or features that have grown"],
  ["stretch_marks", "new wide purple stretch marks"],
  ["round_face", "a face gone round and full"],
  ["high_blood_pressure", "blood pressure measured high"],
  ["low_libido", "sex drive lost"],
  ["unsteady", "unsteady walking or slurred words"],
  ["dark_urine", "dark urine or pale stools"],
  ["light_hurts", "light hurting the eyes"],
  ["iron_overload", "iron overload (haemochromatosis) in the person or the family"],
  ["unvaccinated", "childhood jabs (MMR) missed"],
  ["body_complaint", "a complaint elsewhere in the body"],
  ["hair_tourniquet", "a hair wrapped round a toe or finger"],
  ["household_ill", "others at home with the same headaches or sickness"],
  ["burn", "a burn or scald"],
  ["inconsolable_crying", "a baby crying for hours who will not settle"],
  ["priapism", "an erection that will not go down"],
  ["infection_risk", "a replaced heart valve, no spleen or a transplant"],
  ["infection_contact", "near chickenpox, measles or slapped cheek"],
  ["green_vomit", "being sick green"],
  ["spreading_redness", "red, hot skin that is spreading"],
  ["little_urine", "passing very little urine"],
  ["lips_tingling", "tingling round the lips"],
  ["hand_spasm", "a hand locking in a spasm"],
  ["genital_ulcers", "genital ulcers"],
  ["calf_swelling", "one calf or leg swollen or sore"],
  ["long_journey", "a long journey in the last weeks"],
  ["dimpled_spots", "firm spots with a dip in the middle"],
  ["eye_flashes", "new floaters, flashes or a curtain over the sight"],
  ["personality_change", "a change in personality or behaviour"],
  ["smell_loss", "the sense of smell lost"],
  ["spine_mark", "a tuft of hair or a dimple over the lower spine"],
  ["swallowed_chemical", "a household chemical drunk as a remedy"],
  ["eye_splash", "a chemical splashed in the eye"],
  ["better_away", "worse at work, better away from it"],
  ["peeling_fingers", "skin peeling off the fingertips or toes"],
  ["compulsions", "washing or counting again and again, unable to stop"],
  ["girdle_stiffness", "stiff shoulders and hips in the mornings"],
  ["saddle_numbness", "numbness round the bottom or groin"],
  ["period_late", "a period late"],
  ["low_tummy_pain", "pain low in the tummy or at the shoulder tip"],
  ["throat_swelling", "hardly able to open the mouth or swallow spit"],
  ["cold_foot", "a foot gone cold and pale, or a black toe"],
  ["sickle_cell", "sickle cell disease"],
  ["dehydrated", "signs of being short of water"],
  ["limping", "a limp, or a leg that takes no weight"],
  ["severe_pain", "severe pain"],
  ["looks_very_unwell", "clammy, grey or sweaty"],
  ["swallowed_object", "swallowed a battery, magnets or tablets"],
  ["baby_moving_less", "the baby moving less"],
  ["over_the_dose", "more than the dose of a medicine"],
  ["strangled", "strangled or choked by someone"],
  ["testicle_pain", "pain in a testicle"],
  ["unprotected_sex", "sex without a condom, or a condom that split"],
  ["struggling_to_breathe", "too breathless to talk, or blue lips"],
  ["eats_hair", "eating hair"],
  ["fever", "a fever"],
  ["liver_skin_signs", "red palms or spidery red spots"],
  ["swollen_belly", "a tummy gone big and hard"],
  ["male_breast_growth", "breast tissue growing"],
  ["bone_pain", "pain deep in the bones"],
  ["waddling", "trouble standing up, a waddling walk"],
  ["heavy_drinking", "drinking most days"],
  ["testosterone_contact", "skin contact with a partner's testosterone gel"],
]

/**
 * Kinds that cover several signs, or none by name: the doctor reads which one in the
 * person's words. A label with "or" in it names a sign the person may not have had
 * ("mouth ulcers or a sore throat"), so it is never printed for a person.
 */
const inOwnWords = (kind: NoteKind, label: string): boolean =>
  label.includes(" or ") ||
  ["swallowing", "puberty_signs", "bowel_changes", "growing_features", "body_complaint"].includes(
    kind,
  )

/** A sign told in the past is history, not a finding, unless it lasts (a lost stone stays lost) or was this week. */
const toldAsNow = (profile: HairProfile, kind: NoteKind): boolean => {
  const statement = profile.noted.get(kind)?.statement
  return (
    statement?.time !== "past" ||
    lastingKinds.has(kind) ||
    (statement !== undefined && inLastWeek(statement))
  )
}

/** "From my notes: a racing heart and shaky hands", when the notes told any. */
const notedBodySigns = (profile: HairProfile): Array<string> => {
  const signs = [
    ...notedFindingWords
      // A pregnancy is a question only for someone who may become pregnant.
      .filter(
        ([kind]) =>
          inTheirWords(profile.noted.get(kind)) &&
          toldAsNow(profile, kind) &&
          (kind !== "pregnancy_risk_medicine" || mayHavePeriods(profile)),
      )
      .map(([kind, words]) =>
        kind === "non_healing_sore" && changingMole(profile)
          ? "a mole that has grown, changed or bled"
          : inOwnWords(kind, words)
            ? `"${profile.noted.get(kind)?.words ?? words}"`
            : words,
      ),
    ...bodySigns
      .filter((sign) => inTheirWords(profile.noted.get(sign)) && toldAsNow(profile, sign))
      .map((sign) =>
        inOwnWords(sign, bodySignWords[sign])
          ? `"${profile.noted.get(sign)?.words ?? bodySignWords[sign]}"`
          : bodySignWords[sign],
      ),
  ]
  // Two kinds read from the same words are one sign on the page.
  const once = [...new Set(signs)]
  return once.length === 0 ? [] : [`From my notes: ${listed(once)}`]
}

/** Each medicine by its everyday name; one named only in the notes says so. */
const medicineLines = (profile: HairProfile, answers: QuizAnswers): Array<string> => {
  const ticked = new Set(Array.isArray(answers.medicines) ? answers.medicines : [])
  const label = (medicine: string) =>
    medicineOptions.find((option) => option.value === medicine)?.label ?? medicine
  // A medicine named in the notes keeps its own name ("amiodarone"): the class alone hides it.
  const named = (medicine: MedicineClass) => {
    const words = profile.notedMedicines.get(medicine)?.words
    return words === undefined ? label(medicine) : `${label(medicine)}: "${words}"`
  }
  return [
    ...[...profile.medicines].map((medicine) =>
      ticked.has(medicine) ? named(medicine) : `${named(medicine)}, named in my notes`,
    ),
    ...[...profile.medicinesStopped].map(
      (medicine) => `${named(medicine)}, stopped, named in my notes`,
    ),
  ]
}

/** Chemical services the notes name ("a box dye on Saturday"), which the quiz's ticks may miss. */
const notedServices = (profile: HairProfile): Array<string> => {
  const service = profile.noted.get("chemical_service")
  return service === undefined ? [] : [`From my notes: "${service.words}"`]
}

export const doctorSummary = (
  source: SummarySource,
  person: { readonly name: string | null },
  notes: DoctorSummaryNotes = {},
): DoctorSummary => {
  const { answers } = source
  const labelled = answersAsLabels(answers)
  const stage = chosen(labelled, answers, ["hormonal_stage"])[0]
  const profile = readProfile({
    userName: person.name ?? "",
    answers,
    reading: source.noteReading,
  })
  const urgent = source.explanation.startHere.find((item) => item.urgent)
  // A note that tells of someone hurting the person is not printed: the page may be seen by them.
  const toldInPerson = new Set(
    source.noteReading.statements
      .filter((statement) => statement.kind === "hurt_by_someone")
      .map((statement) => statement.note),
  )
  const since = notes.since?.trim()
  const tried = notes.tried?.trim()
  return new DoctorSummary({
    name: person.name,
    patient: patientLine(profile, labelled),
    answeredForSomeoneElse: profile.quizFor !== "self",
    reportDate: source.createdAt,
    ...(urgent === undefined
      ? {}
      : {
          suggested: inPatientWords(
            urgent.change,
            profile.quizFor === "self" ? "self" : "someoneElse",
          ),
        }),
    signs: [
      ...chosen(labelled, answers, ["symptoms", "symptoms_male"]).map(undoneByNotes(profile)),
      ...chosen(labelled, answers, ["scalp_condition", "scalp_condition_male"]),
      ...chosen(labelled, answers, ["scalp_signs"]).map(undoneByNotes(profile)),
      ...countedBodySignBoxes(profile.noted),
      // their labels ("Now and then, and mild", "Dry") need their question to make sense
      ...withQuestion(labelled, answers, "scalp_issues_male"),
      ...withQuestion(labelled, answers, "hairline_changes_male"),
      ...withQuestion(labelled, answers, "skin_under_beard_male"),
      // Signs elsewhere in the body, which the quiz does not ask and the notes told
      ...notedBodySigns(profile),
    ],
    typed: Object.entries(source.textInputs)
      .filter(([, text]) => text.trim() !== "")
      .map(
        ([id, text]) =>
          new TypedNote({
            label: noteLabel(id),
            text: toldInPerson.has(id) ? leftOutForSafety : text.trim(),
          }),
      ),
    ...(since === undefined || since === "" ? {} : { since }),
    tried: [
      ...withQuestion(labelled, answers, "shampoo_choice"),
      ...withQuestion(labelled, answers, "shampoo_type_male"),
      ...withQuestion(labelled, answers, "conditioning"),
      ...withQuestion(labelled, answers, "conditioner_step_male"),
      ...(tried === undefined || tried === "" ? [] : [tried]),
    ],
    productsAndServices: [
      ...chosen(labelled, answers, ["hair_state"]),
      ...withQuestion(labelled, answers, "hair_care_method"),
      ...chosen(labelled, answers, ["products_used", "styling_products_male"]),
      ...withQuestion(labelled, answers, "heat_tension"),
      ...withQuestion(labelled, answers, "heat_tools_male"),
      ...notedServices(profile),
    ],
    medicines: medicineLines(profile, answers),
    ...(stage === undefined
      ? {}
      : {
          hormonalStage: profile.readFromNotes.some((read) => read.fact === "notPregnant")
            ? `${stage} (ticked by mistake: my notes say I am not pregnant)`
            : stage,
        }),
    background: [
      ...chosen(labelled, answers, ["health_background"]),
      // A diet or iron tick the notes take back is not the person's history.
      ...chosen(labelled, answers, ["diet_iron"], (value) => profile.diet.has(value as DietFact)),
      ...withQuestion(labelled, answers, "recent_illness"),
    ],
  })
}
