/**
 * Triage, judged the way symptom checkers are: for each vignette, the report's
 * most urgent pathway, how soon it sends the person (the right level or more
 * cautious), and the condition or its care named in the report's own words.
 * The vignettes are written from the hair-science brief's must-not-miss list
 * and its expert reviews, one or more per pathway, with the routine cases
 * that must not be sent to a doctor.
 *
 * Also the notes' promise: a sign about someone else, in the past, denied or
 * imagined never raises a finding (property tests over generated readings).
 */
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { keptWhoeverItIs, lastingKinds, safetyKinds, signKinds } from "../../notes/NotedFacts.ts"
import {
  type NoteReading,
  noteKinds,
  QuizSubject,
  statementSubjects,
} from "../../notes/NoteStatement.ts"
import { noReading, readingAbout, readingOf, type Stated } from "../../notes/testing/Readings.ts"
import type { QuizAnswers } from "../../quiz/QuizAnswers.ts"
import { femaleAnswers, maleAnswers } from "../ExampleAnswers.ts"
import { readProfile } from "../HairProfile.ts"
import { randomValidAnswers, seededRandom } from "../RandomAnswers.ts"
import { type Urgency, urgencyRank } from "../RedFlag.ts"
import { mostUrgentFinding, redFlagRules } from "../RedFlagRules.ts"
import { sectionText } from "../ReportText.ts"
import { decideReportContext, traceRulesReport } from "../RulesReport.ts"
import { startHere } from "../StartHere.ts"
import { pathways, pathwaysFor } from "./Pathways.ts"

interface Vignette {
  readonly story: string
  readonly answers: QuizAnswers
  readonly reading?: NoteReading
  /** The pathway that must open the report; undefined: nothing needs a professional. */
  readonly expect: string | undefined
  /** How soon at the latest. */
  readonly within?: Urgency
  /** Words that name the condition or its care. */
  readonly names?: RegExp
}

const female = femaleAnswers
const male = maleAnswers

const vignettes: ReadonlyArray<Vignette> = [
  {
    story:
      "Man of 74: an ache in his jaw and throat walking up the hill, gone after a minute's rest; no headache, no pain chewing",
    answers: male({ age_band: "65_74", symptoms_male: ["persistent_flaking"] }),
    reading: readingOf(
      {
        kind: "effort_pain",
        words: "ache in my jaw and throat and up the sides of my face when i walk",
      },
      { kind: "headache", negated: true, words: "headaches" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /angina/,
  },
  {
    story: "Man of 58 who ticked pain in the chest, jaw or arm with effort, easing at rest",
    answers: male({ age_band: "55_64", body_signs: ["effort_pain"] }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /you ticked "pain or tightness in the chest, jaw or arm[^"]*"[^.]*angina/i,
  },
  {
    story:
      "Woman of 31 with no spleen after an accident: 39.2 and shaking last night, a hot lump at a braid root",
    answers: female({ age_band: "25_34", symptoms: ["painful_lumps"] }),
    reading: readingOf(
      { kind: "infection_risk", words: "nt have a spleen" },
      { kind: "fever", time: "past", monthsAgo: 0, words: "fever" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /A&E now, and say you have no spleen/,
  },
  {
    story:
      "Boy of 10, his uncle answering: purple spots on his legs that stay under a glass, swollen knees, tummy ache after a cold",
    answers: male({ answers_about: "someone_i_care_for", age_band: "under_12" }),
    reading: readingOf(
      { kind: "bruising", words: "small purple-red spots" },
      { kind: "rash_not_fading", words: "press a glass" },
      { kind: "swollen_ankles", words: "ankle are swollen" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /IgA vasculitis/,
  },
  {
    story:
      "Man of 50 with headaches since a bike fall three years ago, shedding after a stressful move",
    answers: male({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "head_injury", time: "past", monthsAgo: 36, words: "bike fall three years ago" },
      { kind: "headache", time: "since", words: "headaches since" },
    ),
    expect: undefined,
  },
  {
    story:
      "Woman of 82 on a blood thinner, answered by her son: a fall on Friday, a knock to the head, a headache since",
    answers: female({
      answers_about: "someone_i_care_for",
      age_band: "75_plus",
      medicines: ["blood_thinner"],
    }),
    reading: readingOf(
      { kind: "head_injury", subject: "someone_else", words: "knocked her head" },
      { kind: "headache", time: "since", words: "headache since" },
    ),
    expect: "emergency-signs",
    within: "emergency",
    names: /bleed inside the head/,
  },
  {
    story: "Man of 45 on minoxidil tablets from an online clinic: swollen ankles and out of breath",
    answers: male({ age_band: "45_54", hairline_changes_male: "noticeable" }),
    reading: readingOf(
      { kind: "supplement", value: "hair_loss_treatment", words: "minoxidil tablets" },
      { kind: "swollen_ankles", words: "ankles swollen" },
      { kind: "breathless", words: "out of breath" },
    ),
    expect: "heart-strain",
    within: "same_day",
    names: /Minoxidil taken as tablets can do this/,
  },
  {
    story:
      "Carer for a man in supported living: an itch worse at night, and two other residents itch too",
    answers: male({ answers_about: "someone_i_care_for", age_band: "45_54" }),
    reading: readingOf(
      { kind: "itching", words: "itch worse at night" },
      { kind: "others_itching", words: "other residents itching too" },
    ),
    expect: "scabies",
    within: "within_days",
    names: /scabies/,
  },
  {
    story: "Woman of 40 who washes weekly and finds a clump on wash day; parting unchanged",
    answers: female({ age_band: "35_44", wash_frequency: "weekly", symptoms: ["sudden_shedding"] }),
    reading: readingOf({ kind: "thinning_on_top", negated: true, words: "parting looks the same" }),
    expect: undefined,
  },
  {
    story: "Woman of 30 shedding for months, bloods normal last month, washes most days",
    answers: female({ age_band: "25_34", wash_frequency: "daily", symptoms: ["sudden_shedding"] }),
    reading: readingOf({ kind: "thyroid", negated: true, words: "thyroid came back normal" }),
    expect: undefined,
  },
  {
    story: "Woman 30 weeks pregnant: itchy scalp, but the soles of her feet itch worst at night",
    answers: female({
      age_band: "25_34",
      hormonal_stage: "pregnant",
      scalp_condition: ["itchy_flaky"],
    }),
    reading: readingOf({ kind: "itchy_hands_feet", words: "soles of my feet itch" }),
    expect: "pregnancy-warning-signs",
    within: "same_day",
    names: /cholestasis/,
  },
  {
    story: "Woman of 29 on topiramate for migraines, trying for a baby next year, shedding",
    answers: female({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "pregnancy_risk_medicine", words: "topiramate" },
      { kind: "pregnancy", hypothetical: true, words: "trying for a baby" },
    ),
    expect: "medicine-before-pregnancy",
    within: "within_days",
    names: /must be changed with the doctor who prescribes them/,
  },
  {
    story: "Boy of 5 with eczema: weeping blisters spreading on the forehead and a temperature",
    answers: male({ answers_about: "my_child", age_band: "under_12" }),
    reading: readingOf(
      { kind: "eczema", words: "eczema" },
      { kind: "blisters", words: "weeping blisters" },
      { kind: "fever", words: "a temperature" },
    ),
    expect: "infected-skin",
    within: "same_day",
    names: /eczema herpeticum/,
  },
  {
    story: "Man of 78, pale with spoon-shaped nails, ibuprofen most days, thinning at the sides",
    answers: male({ age_band: "75_plus" }),
    reading: readingOf(
      { kind: "spoon_nails", words: "nails gone like spoons" },
      { kind: "pale", words: "look grey" },
      { kind: "painkillers", words: "ibuprofen most days" },
    ),
    expect: "anaemia-gut-signs",
    within: "within_days",
    names: /blood lost from the stomach or bowel/,
  },
  {
    story:
      "Woman of 70 whose bowels have been loose for months and who has lost weight without trying",
    answers: female({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "bowel_changes", time: "since", words: "bowels loose for months" },
      { kind: "unexplained_weight_loss", words: "lost weight without trying" },
    ),
    expect: "gut-signs-soon",
    within: "within_days",
    names: /bowel/,
  },
  {
    story: "Woman of 35 shedding after a break-up: 'some days I don't want to wake up'",
    answers: female({ age_band: "35_44", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "dark_thoughts", words: "dont want to wake up" },
      { kind: "stress", monthsAgo: 3, time: "past", words: "break up" },
    ),
    expect: "dark-thoughts",
    within: "emergency",
    names: /Samaritans on 116 123/,
  },
  {
    story: "Man of 19, patchy beard, a fever and a neck too stiff to bend since last night",
    answers: male({ age_band: "18_24" }),
    reading: readingOf(
      { kind: "fever", words: "fever" },
      { kind: "stiff_neck", words: "neck too stiff to bend" },
    ),
    expect: "meningitis-signs",
    within: "emergency",
    names: /meningitis/,
  },
  {
    story: "Boy of 16 with boils on the nape, always thirsty, up at night to pee, a stone lost",
    answers: male({ age_band: "under_18", symptoms_male: ["painful_lumps"] }),
    reading: readingOf(
      { kind: "thirst", words: "always thirsty" },
      { kind: "peeing_often", words: "up at night to pee" },
      { kind: "unexplained_weight_loss", words: "lost a stone without trying" },
    ),
    expect: "high-blood-sugar",
    within: "same_day",
    names: /diabetes/,
  },
  {
    story: "Woman of 70: itchy tense blisters on the scalp and arms for a month, no new product",
    answers: female({ age_band: "65_74", scalp_condition: ["itchy_flaky"] }),
    reading: readingOf({ kind: "blisters", time: "since", words: "blisters on scalp and arms" }),
    expect: "blistering-skin",
    within: "within_days",
    names: /pemphig/,
  },
  {
    story:
      "Gardener of 52: a tick taken off her neck in September, now aches and a spreading red ring",
    answers: female({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "tick_bite", time: "past", monthsAgo: 2, words: "took a tick off" },
      { kind: "ring_rash", words: "red ring spreading" },
    ),
    expect: "tick-bite",
    within: "within_days",
    names: /Lyme/,
  },
  {
    story: "Man of 80 on tea and toast: dry wiry hair, corkscrew leg hairs, bleeding gums",
    answers: male({ age_band: "75_plus" }),
    reading: readingOf(
      { kind: "low_intake", words: "tea and toast" },
      { kind: "corkscrew_hairs", words: "leg hairs gone corkscrew" },
      { kind: "bruising", words: "gums bleed" },
    ),
    expect: "vitamin-c-lack",
    within: "within_days",
    names: /vitamin C/,
  },
  {
    story: "Girl of 9 (her mum answering): a sunken band of shiny skin from the brow into the hair",
    answers: female({
      answers_about: "my_child",
      age_band: "under_12",
      scalp_signs: ["shiny_skin"],
    }),
    reading: readingOf({ kind: "skin_dent", words: "sunken band of skin" }),
    expect: "skin-dent",
    within: "within_2_weeks",
    names: /morphoea/,
  },
  {
    story: "Woman of 29 shedding with low iron, bloated and loose stools for months",
    answers: female({ age_band: "25_34", symptoms: ["sudden_shedding"], diet_iron: ["low_iron"] }),
    reading: readingOf({ kind: "bowel_changes", time: "since", words: "bloated and loose stools" }),
    expect: "gut-signs",
    within: "within_2_weeks",
    names: /coeliac/,
  },
  {
    story:
      "Walker of 40: a tick bite last year, nothing since; a ringworm-like ring on the arm (no tick now)",
    answers: female({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "tick_bite", time: "past", monthsAgo: 14, words: "tick bite last year" },
      { kind: "ring_rash", words: "ring on my arm spreading" },
    ),
    expect: undefined,
  },
  {
    story:
      "Woman of 28 in braids, thinning all over, stiff fingers every morning, mouth ulcers, a rash on the cheeks after sun",
    answers: female({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "joint_pain", words: "wrists have been stiff" },
      { kind: "sore_throat", words: "mouth ulcers" },
      { kind: "face_rash", time: "past", monthsAgo: 3, words: "red rash over my nose" },
      { kind: "tiredness", words: "knackered" },
    ),
    expect: "lupus-signs",
    within: "within_days",
    names: /lupus/,
  },
  {
    story: "Man of 50 with psoriasis plaques, a sausage finger and pitted nails",
    answers: male({ age_band: "45_54", symptoms_male: ["persistent_flaking"] }),
    reading: readingOf(
      { kind: "scaly_plaques", words: "psoriasis" },
      { kind: "joint_pain", words: "finger swelled" },
      { kind: "nail_changes", words: "nails gone pitted" },
    ),
    expect: "psoriatic-joints",
    within: "within_2_weeks",
    names: /psoriatic arthritis[^.]*GP|rheumatologist/,
  },
  {
    story:
      "Woman of 48 on day 9 of a chemotherapy cycle: shivers and 38.3 last night, no cough, no sore throat",
    answers: female({ age_band: "45_54", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "medicine", value: "chemo_immunotherapy", words: "EC chemo every 3 wks" },
      { kind: "fever", words: "the thermometer said 38.3" },
    ),
    expect: "medicine-blood-count",
    within: "emergency",
    names: /chemotherapy team's 24-hour line now/,
  },
  {
    story:
      "Woman of 77 on methotrexate, taking it every morning since the box changed: mouth ulcers, a sore throat, bruises, shedding",
    answers: female({
      age_band: "75_plus",
      symptoms: ["sudden_shedding"],
      medicines: ["other_medicine"],
    }),
    reading: readingOf(
      { kind: "medicine", value: "immune_suppressant", words: "methotrexate" },
      { kind: "sore_throat", words: "mouth is full of ulcers" },
      { kind: "bruising", words: "big bruises on my arms" },
    ),
    expect: "medicine-blood-count",
    within: "emergency",
    names: /blood count[^.]*111|once a week/,
  },
  {
    story: "Man of 60, no medicines: bruises without a knock, a sore throat for a week, puffed out",
    answers: male({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "bruising", words: "bruises everywhere" },
      { kind: "sore_throat", words: "sore throat" },
      { kind: "breathless", words: "puffed out" },
    ),
    expect: "low-blood-count",
    within: "same_day",
    names: /blood count/,
  },
  {
    story:
      "Man of 49: a burning, tender crown patch gone smooth and shiny, no product named; family balding",
    answers: male({
      age_band: "45_54",
      symptoms_male: ["persistent_flaking", "burning_stinging"],
      scalp_signs: ["crown_tenderness"],
      health_background: ["family_hair_loss"],
    }),
    reading: readingOf({ kind: "shiny_skin", words: "gone smooth and shiny" }),
    expect: "scarring-signs",
    within: "within_weeks",
    names: /lichen planopilaris/,
  },
  {
    story:
      "Person of 30 blaming build-up for an itch: drenched sheets, a stone lost without trying, a lump above the collarbone",
    answers: female({ age_band: "25_34", scalp_signs: ["neck_lump"] }),
    reading: readingOf(
      { kind: "night_sweats", words: "waking up drenched" },
      { kind: "unexplained_weight_loss", words: "dropped about a stone without trying" },
      { kind: "neck_lump", words: "lump just above my left collarbone" },
    ),
    expect: "lymph-signs",
    within: "within_days",
    names: /lymph/,
  },
  {
    story:
      "Student of 19 shedding on 800 calories a day, no period since July, always cold, downy hair",
    answers: female({ age_band: "16_24", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "low_intake", words: "800-900 cals a day" },
      { kind: "periods_stopped", words: "havent had a period since july" },
      { kind: "downy_hair", words: "soft fuzzy hair on my arms" },
    ),
    expect: "undereating",
    within: "within_days",
    // Its signs joined as a list, whichever of them were told.
    names:
      /Eating very little, with periods that have stopped and new soft, fine hair[^.]*short of energy/,
  },
  {
    story:
      "Woman of 58, periods ended years ago: shaving her chin daily, a deeper voice, temples receding",
    answers: female({
      age_band: "55_64",
      hormonal_stage: "menopausal",
      symptoms: ["widening_parting"],
      scalp_signs: ["hairline_band"],
    }),
    reading: readingOf(
      { kind: "androgen_signs", words: "shave my chin and top lip" },
      { kind: "deeper_voice", words: "my voice has dropped" },
    ),
    expect: "virilisation",
    within: "within_days",
    names: /male hormones/,
  },
  {
    story:
      "Man of 50: itchy burning scalp no shampoo helps, purple eyelids, knuckle bumps, cannot lift his arms",
    answers: male({ age_band: "45_54", symptoms_male: ["persistent_flaking", "burning_stinging"] }),
    reading: readingOf(
      { kind: "eyelid_rash", words: "eyelids gone a bit purple" },
      { kind: "muscle_weakness", words: "hard to lift my arms" },
      { kind: "body_rash", words: "red rash on upper back and chest" },
    ),
    expect: "muscle-skin-signs",
    within: "within_days",
    names: /dermatomyositis/,
  },
  {
    story: "Man of 86 on warfarin: a purple 'bruise' on the crown growing since Easter, bled twice",
    answers: male({ age_band: "75_plus", medicines: ["blood_thinner"] }),
    reading: readingOf({
      kind: "non_healing_sore",
      words: "bruise on top of my head since easter getting bigger",
    }),
    expect: "non-healing-sore",
    within: "within_days",
    names: /skin cancer/,
  },
  {
    story:
      "Woman of 38 shedding after a gastric sleeve, pins and needles in both feet, unsteady on the stairs",
    answers: female({ age_band: "35_44", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "illness", time: "past", monthsAgo: 6, words: "gastric sleeve" },
      { kind: "pins_and_needles", words: "pins and needles" },
    ),
    expect: "nerve-signs",
    within: "within_days",
    names: /B12/,
  },
  {
    story:
      "Woman of 78, answered by her daughter: one-sided burning pain, then blisters by the brow, a red eye",
    answers: female({ answers_about: "someone_i_care_for", age_band: "75_plus" }),
    reading: readingOf(
      { kind: "one_sided_rash", words: "strip of little blisters along her hairline" },
      { kind: "red_eye", words: "eye is red" },
      { kind: "product_reaction", value: "sunscreen", words: "the new shampoo" },
    ),
    expect: "shingles",
    within: "same_day",
    names: /shingles[^.]*111 today|eye/,
  },
  {
    story:
      "Man of 61 thinning at the crown, a mole the barber says has grown, gone a funny shape and bled",
    answers: male({ age_band: "55_64", hairline_changes_male: "noticeable" }),
    reading: readingOf({ kind: "non_healing_sore", value: "mole", words: "its bigger" }),
    expect: "non-healing-sore",
    within: "within_days",
    names: /mole[^.]*melanoma/,
  },
  {
    story:
      "Girl of 13, answered by her mum: a ticked round patch, and she pulls at her hair when stressed",
    answers: female({
      answers_about: "my_child",
      age_band: "12_15",
      hormonal_stage: "not_applicable",
      symptoms: ["round_patches"],
    }),
    reading: readingOf({
      kind: "hair_pulling",
      subject: "someone_else",
      subjectWords: "her",
      words: "pulls at her hair",
    }),
    expect: "hair-pulling",
    within: "within_weeks",
    names: /trichotillomania[^.]*GP|habit reversal/,
  },
  {
    story: "Man of 27 on a steroid cycle, temples and crown going fast",
    answers: male({ age_band: "25_34", hairline_changes_male: "noticeable", medicines: ["none"] }),
    reading: readingOf(
      { kind: "medicine", value: "testosterone_steroids", words: "testosterone 500mg a week" },
      { kind: "hairline_band", words: "temples going" },
      { kind: "thinning_on_top", words: "crown thinning" },
    ),
    expect: "medicine-thinning",
    within: "within_weeks",
    names: /stopping is what helps your hair most/,
  },
  {
    story: "Child of 7, scaly patch with broken hairs and a lump behind the ear",
    answers: female({
      answers_about: "my_child",
      age_band: "under_12",
      scalp_signs: ["scaly_patch_broken_hairs", "neck_lump"],
    }),
    expect: "scalp-ringworm",
    within: "within_days",
    names: /ringworm[^.]*tinea capitis|tablets/,
  },
  {
    story: "Daughter of 8 (said only in the notes) with a scaly patch",
    answers: female({}),
    reading: readingAbout(
      { who: "child", age: 8, words: "my daughter, she is 8" },
      { kind: "scaly_patch_broken_hairs", subject: "child", words: "scaly patch" },
    ),
    expect: "scalp-ringworm",
    within: "within_days",
    names: /ringworm/,
  },
  {
    story: "Adult with a scaly patch of broken hairs after a new kitten",
    answers: female({ scalp_signs: ["scaly_patch_broken_hairs"], age_band: "25_34" }),
    reading: readingOf({ kind: "pet_contact", words: "new kitten" }),
    expect: "scalp-ringworm",
    within: "within_days",
    names: /ringworm[^.]*catching|vet/,
  },
  {
    story: "Bald man of 70, a crusted spot on the crown that bleeds and has not healed",
    answers: male({
      hair_length_male: "very_short",
      age_band: "65_74",
      sun_scalp: ["scalp_shows", "outdoors_most_days"],
      scalp_signs: ["sore_not_healing"],
    }),
    expect: "non-healing-sore",
    within: "within_2_weeks",
    names: /skin cancer/,
  },
  {
    story: "A spot that bleeds when combed, typed in the notes, not after any product",
    answers: female({ age_band: "55_64" }),
    reading: readingOf({ kind: "non_healing_sore", time: "since", monthsAgo: 3, words: "bleeds" }),
    expect: "non-healing-sore",
    within: "within_2_weeks",
    names: /skin cancer/,
  },
  {
    story: "Woman of 41, relaxers for years, tender thinning crown",
    answers: female({
      age_band: "35_44",
      hair_texture: "coily",
      hair_state: ["relaxed"],
      symptoms: ["widening_parting"],
      scalp_signs: ["crown_tenderness"],
    }),
    expect: "crown-scarring",
    within: "within_weeks",
    names: /central centrifugal cicatricial alopecia|CCCA/,
  },
  {
    story: "Woman of 62 after menopause, hairline receding in a band, eyebrows thinning",
    answers: female({
      age_band: "55_64",
      hormonal_stage: "menopausal",
      scalp_signs: ["hairline_band", "brow_lash_loss"],
    }),
    expect: "hairline-scarring",
    within: "within_weeks",
    names: /frontal fibrosing alopecia/,
  },
  {
    story: "Smooth shiny patch where hair was, itchy and red",
    answers: female({ scalp_signs: ["shiny_skin"], hair_texture: "straight" }),
    expect: "scarring-signs",
    within: "within_weeks",
    names: /scarring hair loss/,
  },
  {
    story: "Round smooth bald patch behind the ear",
    answers: female({ symptoms: ["round_patches"] }),
    expect: "round-patches",
    within: "within_2_weeks",
    names: /alopecia areata/,
  },
  {
    story: "Man with a coin-sized patch in his beard, typed in the notes",
    answers: male({ facial_hair_male: "full_beard" }),
    reading: readingOf({ kind: "beard_loss", words: "bald patch in my beard" }),
    expect: "round-patches",
    within: "within_2_weeks",
    names: /alopecia areata/,
  },
  {
    story: "Swelling of the eyelids after box dye",
    answers: female({ hair_state: ["coloured"] }),
    reading: readingOf({ kind: "urgent_reaction", words: "eyelids swelling" }),
    expect: "notes-urgent-signs",
    within: "emergency",
    names: /emergency/,
  },
  {
    story: "Painful boggy lumps with pus at the crown",
    answers: male({ symptoms_male: ["painful_lumps"] }),
    expect: "painful-lumps",
    within: "within_48_hours",
    names: /infection|dissecting cellulitis/,
  },
  {
    story: "Thick silvery plaques over the hairline, psoriasis on the elbows",
    answers: female({ symptoms: ["scaly_plaques"], scalp_condition: ["itchy_flaky"] }),
    expect: "scaly-plaques",
    within: "within_weeks",
    names: /psoriasis/,
  },
  {
    story: "Thinning since starting letrozole",
    answers: female({
      age_band: "55_64",
      medicines: ["breast_cancer_tablets"],
      symptoms: ["widening_parting"],
    }),
    expect: "medicine-thinning",
    within: "within_weeks",
    names: /breast-cancer tablets[^.]*prescribed|tell whoever prescribed/,
  },
  {
    story: "Shedding three months after a crash diet, heavy periods",
    answers: female({
      symptoms: ["sudden_shedding"],
      diet_iron: ["rapid_weight_loss", "heavy_periods"],
    }),
    expect: "sudden-shedding",
    within: "within_weeks",
    names: /telogen effluvium[\s\S]*ferritin/,
  },
  {
    story:
      "Girl of 7 with a little itch and white flakes from her mum's shampoo; her parent looked: no bald bits, no scaly circle",
    answers: female({
      answers_about: "my_child",
      age_band: "under_12",
      scalp_condition: ["itchy_flaky"],
    }),
    reading: readingOf(
      { kind: "flaking", subject: "child", time: "since", words: "little white flakes" },
      { kind: "bald_patches", negated: true, words: "no bald bits" },
      { kind: "scaly_plaques", negated: true, words: "no scaly circle" },
    ),
    expect: "child-scalp",
    within: "routine",
    names: /keep care gentle/,
  },
  {
    story: "Shedding three months after COVID with a fever (notes), nothing else",
    answers: female({ symptoms: ["sudden_shedding"] }),
    reading: readingOf({ kind: "fever", time: "past", monthsAgo: 3, words: "covid with a fever" }),
    expect: "shedding-after-trigger",
    within: "routine",
    names: /telogen effluvium/,
  },
  {
    story: "Shedding with weight loss without dieting, a racing heart and shaky hands (notes only)",
    answers: female({ symptoms: ["sudden_shedding"], diet_iron: ["rapid_weight_loss"] }),
    reading: readingOf(
      { kind: "unexplained_weight_loss", words: "dropped a stone without dieting" },
      { kind: "racing_heart", words: "heart races at night" },
      { kind: "shaky_hands", words: "hands are shaky" },
    ),
    expect: "overactive-thyroid-signs",
    within: "within_days",
    names: /overactive thyroid[^.]*thyroid blood test/,
  },
  {
    story: "Shedding, very tired, out of breath on the stairs and craving ice, heavy periods",
    answers: female({ symptoms: ["sudden_shedding"], diet_iron: ["heavy_periods"] }),
    reading: readingOf(
      { kind: "tiredness", words: "shattered" },
      { kind: "breathless", words: "out of breath on the stairs" },
      { kind: "ice_craving", words: "craving ice" },
    ),
    expect: "anaemia-signs",
    within: "within_2_weeks",
    names: /anaemia[^.]*low iron[\s\S]*full blood count and ferritin/,
  },
  {
    story:
      "Four months after a birth, shedding in handfuls and shattered (a new parent's tiredness)",
    answers: female({ symptoms: ["sudden_shedding"], hormonal_stage: "postpartum" }),
    reading: readingOf({ kind: "tiredness", words: "shattered" }),
    expect: "shedding-after-trigger",
    within: "routine",
    names: /telogen effluvium[\s\S]*first birthday/,
  },
  {
    story: "Itching and burning at the hairline each time she uses lace glue (notes only)",
    answers: female({ hair_texture: "coily" }),
    reading: readingOf({
      kind: "product_reaction",
      value: "glue",
      words: "burns every time i use lace glue",
    }),
    expect: "burning-stinging",
    within: "act_now",
    names: /[Ss]top using the wig glue[\s\S]*glueless wig/,
  },
  {
    story:
      "Woman of 76, a new headache and jaw pain when chewing; her daughter blames the perm (notes only)",
    answers: female({
      age_band: "75_plus",
      hormonal_stage: "menopausal",
      symptoms: ["burning_stinging"],
    }),
    reading: readingOf(
      { kind: "headache", words: "new headaches at the temple" },
      { kind: "jaw_pain", words: "jaw aches when I chew" },
    ),
    expect: "giant-cell-arteritis",
    within: "same_day",
    names: /giant cell arteritis[\s\S]*A&E/,
  },
  {
    story:
      "Man of 29, moth-eaten patches with a rash on the palms weeks ago and a sore throat (notes only)",
    answers: male({ age_band: "25_34", symptoms_male: ["round_patches"] }),
    reading: readingOf(
      { kind: "moth_eaten", words: "like its been nibbled" },
      { kind: "body_rash", time: "past", monthsAgo: 1, words: "rash on my palms" },
      { kind: "sore_throat", words: "sore throat" },
    ),
    expect: "moth-eaten-loss",
    within: "within_days",
    names: /secondary syphilis[^.]*sexual health clinic/,
  },
  {
    story:
      "Eyelids puffed up this morning, three days after a box dye (dated, so told in the past)",
    answers: male({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "chemical_service", value: "colour", time: "past", monthsAgo: 0.1, words: "box dye" },
      { kind: "urgent_reaction", time: "past", monthsAgo: 0, words: "eyes were nearly shut" },
    ),
    expect: "notes-urgent-signs",
    within: "same_day",
    names: /allergic reaction[\s\S]*emergency/,
  },
  {
    story: "Girl of 8 with nits and an itchy nape; gran says ringworm (notes)",
    answers: female({
      answers_about: "my_child",
      age_band: "under_12",
      scalp_condition: ["itchy_flaky"],
    }),
    reading: readingOf({ kind: "head_lice", words: "nits" }),
    expect: "head-lice",
    within: "routine",
    names: /head lice[\s\S]*wet combing/,
  },
  {
    story:
      "Woman of 78, thinning, always cold, putting on weight, constipated, outer brows thinning (notes)",
    answers: female({
      age_band: "75_plus",
      hormonal_stage: "menopausal",
      symptoms: ["widening_parting"],
    }),
    reading: readingOf(
      { kind: "always_cold", words: "always freezing" },
      { kind: "weight_gain", words: "put on half a stone" },
      { kind: "constipation", words: "constipated" },
    ),
    expect: "underactive-thyroid-signs",
    within: "within_weeks",
    names: /underactive thyroid[^.]*thyroid blood test/,
  },
  {
    story: "Traction: edges breaking under tight braids",
    answers: female({
      hair_texture: "coily",
      heat_tension: ["braids_extensions", "cornrows"],
      symptoms: ["broken_edges"],
    }),
    expect: "broken-edges",
    within: "routine",
    names: /traction alopecia/,
  },
  {
    story: "Widening parting at 34, mother thinned early",
    answers: female({
      age_band: "25_34",
      symptoms: ["widening_parting"],
      health_background: ["family_hair_loss"],
    }),
    expect: "pattern-thinning",
    within: "routine",
    names: /female-pattern hair loss|minoxidil/,
  },
  {
    story: "Thinning on top with new acne and irregular periods at 26",
    answers: female({ age_band: "25_34", symptoms: ["widening_parting"] }),
    reading: readingOf({ kind: "androgen_signs", words: "irregular periods" }),
    expect: "androgen-signs",
    within: "within_weeks",
    names: /polycystic ovary syndrome|PCOS/,
  },
  {
    story: "Pulls her hair when anxious",
    answers: female({}),
    reading: readingOf({ kind: "hair_pulling", words: "pull my hair" }),
    expect: "hair-pulling",
    within: "routine",
    names: /trichotillomania/,
  },
  {
    story: "Ordinary dandruff, straight hair",
    answers: male({ scalp_condition_male: ["itchy_flaky"], scalp_issues_male: "mild" }),
    expect: "mild-flaking",
    within: "routine",
    names: /dandruff/,
  },
  {
    story: "Healthy wavy hair, nothing to report",
    answers: female({}),
    expect: undefined,
  },
  {
    story: "Healthy man, a bald patch years ago that grew back (past, in the notes)",
    answers: male({}),
    reading: readingOf({
      kind: "bald_patches",
      time: "past",
      monthsAgo: 60,
      words: "a bald patch",
    }),
    expect: undefined,
  },
  {
    story: "Healthy woman whose mother has alopecia (about someone else)",
    answers: female({}),
    reading: readingOf({
      kind: "bald_patches",
      subject: "relative",
      subjectWords: "my mum",
      words: "alopecia",
    }),
    expect: undefined,
  },
  {
    story:
      "Woman of 50 asking about frizz, whose eyes have gone yellow and who itches all over without a rash",
    answers: female({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "yellow_skin", words: "eyes look a bit yellow" },
      { kind: "itchy_all_over", words: "itchy all over my body" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /liver/,
  },
  {
    story: "Man of 35 with crown thinning who found a lump in his breast",
    answers: male({ age_band: "35_44", hairline_changes_male: "noticeable" }),
    reading: readingOf({ kind: "body_lump", words: "lump in my breast" }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /a change in the breast[^.]*breast clinic/,
  },
  {
    story: "Man of 45 with a sudden, very severe headache yesterday",
    answers: male({ age_band: "45_54" }),
    reading: readingOf({
      kind: "sudden_headache",
      time: "past",
      monthsAgo: 0,
      words: "worst headache of my life",
    }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999/,
  },
  {
    story:
      "Woman of 29 shedding, whose periods stopped in the spring, with milk from the nipples and headaches",
    answers: female({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "menopause", time: "past", words: "periods stopped" },
      { kind: "nipple_discharge", words: "milky stuff from both nipples" },
      { kind: "headache", words: "headaches most days" },
    ),
    expect: "told-signs-within-2-weeks",
    within: "within_2_weeks",
    names: /pituitary gland.*prolactin/,
  },
  {
    story: "Man of 33 on finasteride from an online clinic with a hard lump under one nipple",
    answers: male({ age_band: "25_34", hairline_changes_male: "noticeable" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "taking fin 1mg" },
      { kind: "body_lump", words: "lump under my left nipple" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /finasteride can make breast tissue grow/,
  },
  {
    story: "Girl of 7, answered by her mother: greasy roots, body odour, hairs down below",
    answers: female({ answers_about: "my_child", age_band: "under_12" }),
    reading: {
      ...readingOf(
        { kind: "puberty_signs", subject: "child", words: "BO smell under her arms" },
        { kind: "puberty_signs", subject: "child", words: "hairs down below" },
      ),
      subject: new QuizSubject({ who: "child", age: 7, note: "health_notes", words: "shes 7" }),
    },
    expect: "told-signs-within-weeks",
    within: "within_weeks",
    names: /early puberty/,
  },
  {
    story: "Girl of 11 starting puberty at the usual age",
    answers: female({ answers_about: "my_child", age_band: "under_12" }),
    reading: {
      ...readingOf({ kind: "puberty_signs", subject: "child", words: "needs deodorant" }),
      subject: new QuizSubject({ who: "child", age: 11, note: "health_notes", words: "she's 11" }),
    },
    expect: undefined,
  },
  {
    story:
      "Woman of 20 with a pounding headache after new braids and spots that do not fade when pressed",
    answers: female({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "tight_styles", words: "knotless braids" },
      { kind: "headache", words: "head is absolutely pounding" },
      { kind: "rash_not_fading", words: "they dont go when i press them" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /meningitis or sepsis/,
  },
  {
    story:
      "Woman of 40 on nights: shedding, salt craving, armpit hair thinning, dark patches in the cheeks",
    answers: female({ age_band: "35_44", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "salt_craving", words: "craving salt" },
      { kind: "body_hair_loss", words: "armpit hair gone really thin" },
      { kind: "skin_darkening", words: "dark patches inside my cheeks" },
      { kind: "unexplained_weight_loss", words: "lost nearly a stone without trying" },
      { kind: "bowel_changes", words: "stomach cramps" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /Addison's disease/,
  },
  {
    story: "Man of 50 whose ring had to be cut off and whose shoes went up two sizes",
    answers: male({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "growing_features", words: "wedding ring had to be cut off" },
      { kind: "headache", words: "headache most mornings" },
    ),
    expect: "told-signs-within-weeks",
    within: "within_weeks",
    names: /growth hormone/,
  },
  {
    story:
      "Man of 38 on lithium for years, thinning; since a stomach bug in a heatwave, shaking, walking as if drunk, muddled",
    answers: male({ age_band: "35_44", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "medicine", value: "antidepressant_mood", words: "lithium (priadel) 800mg" },
      { kind: "painkillers", words: "naproxen" },
      { kind: "vomiting", words: "been sick" },
      { kind: "shaky_hands", words: "hands are shaking" },
      { kind: "unsteady", words: "walking like hes drunk" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /lithium poisoning/,
  },
  {
    story:
      "Woman of 20 eating one meal a day, 10 kg lost, periods stopped in February, fainted at work on Tuesday",
    answers: female({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "weight_loss", time: "since", words: "lost 10kg since christmas" },
      { kind: "menopause", time: "past", monthsAgo: 9, words: "periods stopped in feb" },
      { kind: "fainting", time: "past", monthsAgo: 0.1, words: "fainted at work" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /eating disorder/,
  },
  {
    story:
      "Woman of 30 with a rash on her palms and soles for 2 weeks, weeks after a painless sore down there that went away",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      {
        kind: "body_rash",
        time: "since",
        monthsAgo: 0.5,
        words: "rash on my hands palm and feet sole",
      },
      { kind: "genital_ulcers", time: "past", monthsAgo: 1, words: "small sore down there" },
    ),
    expect: "moth-eaten-loss",
    within: "within_days",
    names: /syphilis/,
  },
  {
    story:
      "Woman 28 weeks pregnant, never had chickenpox, whose husband came out in shingles 2 days ago",
    answers: female({ age_band: "25_34", hormonal_stage: "pregnant" }),
    reading: readingOf(
      { kind: "pregnancy", time: "since", words: "28 weeks pregnant" },
      {
        kind: "one_sided_rash",
        subject: "relative",
        subjectWords: "my husband",
        time: "past",
        monthsAgo: 0.07,
        words: "came out in shingles on his chest",
      },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /chickenpox|shingles/,
  },
  {
    story:
      "Girl of 16 training daily and 'eating clean', gone from a size 12 to a 6, periods stopped, hands always blue and cold",
    answers: female({ age_band: "16_24", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "weight_loss", subject: "child", words: "from a size 12 to" },
      { kind: "menopause", subject: "child", time: "past", words: "her periods stopped" },
      { kind: "always_cold", subject: "child", words: "hands are always blue and freezing" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /eating disorder/,
  },
  {
    story:
      "Baby of 7 weeks with cradle cap, 38.3 under the arm this morning, only fed twice since 6am",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", subject: "child", amount: 0.13, words: "7 weeks old" },
      { kind: "fever", subject: "child", time: "past", monthsAgo: 0, words: "temperature 38.3" },
      { kind: "looks_very_unwell", subject: "child", words: "only fed twice since 6am" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /sepsis/,
  },
  {
    story: "Man of 69, thinning, whose GP found his iron very low and gave tablets, no cause said",
    answers: male({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "thinning_on_top", words: "hair thinning" },
      { kind: "low_iron", words: "my iron was really low" },
    ),
    expect: "told-signs-within-2-weeks",
    within: "within_2_weeks",
    names: /bowel cancer/,
  },
  {
    story: "Woman of 48 shedding after a bereavement whose left ear went deaf, 'like cotton wool'",
    answers: female({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "shedding", time: "since", words: "shedding loads" },
      { kind: "hearing_loss", words: "ear is basically deaf" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /hearing going/,
  },
  {
    story:
      "Man of 72 with kidney disease on colchicine for gout after a course of clarithromycin: hair out in handfuls, diarrhoea, weak tingling legs",
    answers: male({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "colchicine" },
      { kind: "shedding", words: "coming out in handfuls" },
      { kind: "bowel_changes", words: "the runs" },
      { kind: "muscle_weakness", words: "legs gone weak" },
      { kind: "pins_and_needles", words: "tingling in my feet" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /colchicine poisoning[\s\S]*take no more colchicine/,
  },
  {
    story:
      "Girl of 2 with a tuft of dark hair and a dimple above the bum crease, now walking on her toes on one side",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 2 },
      { kind: "spine_mark", words: "patch of dark hair like a little tuft" },
      { kind: "unsteady", words: "walks on her toes" },
    ),
    // Walking changed is seen the same day whatever its cause: more cautious than the picture.
    expect: "told-signs-same-day",
    within: "within_days",
    names: /tethered spinal cord[\s\S]*MRI scan/,
  },
  {
    story:
      "Man of 62 whose wife writes he is not himself, crude with the neighbours, and cannot smell his aftershave",
    answers: male({ age_band: "55_64", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "personality_change", subject: "someone_else", words: "not himself" },
      { kind: "smell_loss", subject: "someone_else", words: "cant smell his aftershave" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /meningioma[\s\S]*No driving/,
  },
  {
    story:
      "Woman 11 weeks pregnant, sick 10 times a day, nothing kept down since yesterday, weeing little: hyperemesis",
    answers: female({ age_band: "25_34", hormonal_stage: "pregnant" }),
    reading: readingOf(
      { kind: "vomiting", time: "since", monthsAgo: 0, words: "sick 10 times a day" },
      { kind: "dehydrated", words: "cant keep anything down" },
      { kind: "fainting", words: "dizzy when i stand" },
      { kind: "racing_heart", words: "heart goes fast" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    // Not the heart's rhythm: the water lost.
    names: /hyperemesis gravidarum(?![\s\S]*heart's rhythm)/,
  },
  {
    story:
      "Woman of 46 drinking borax in water every morning as a detox, shedding and a peeling rash",
    answers: female({ age_band: "45_54", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      {
        kind: "swallowed_chemical",
        time: "since",
        monthsAgo: 2,
        words: "borax in a pint of water",
      },
      { kind: "body_rash", words: "red peeling rash on my hands" },
      { kind: "bowel_changes", words: "the runs most days" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /borax drunk as a remedy[\s\S]*poison at any dose/,
  },
  {
    story:
      "Man of 38 with HIV, tablets stopped in April: very itchy scalp bumps, mouth thrush, weight lost",
    answers: male({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "hiv_known", words: "have HIV since 2016" },
      { kind: "scalp_bumps", time: "since", monthsAgo: 2, words: "itchy small bumps" },
      { kind: "mouth_thrush", time: "since", monthsAgo: 0.7, words: "white coating on my tongue" },
      { kind: "weight_loss", words: "lost weight" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    // His clinic, not a test for what he has.
    names: /HIV clinic(?![\s\S]*HIV test)/,
  },
  {
    story: "Boy of 5 after one febrile convulsion in July, fine since: no doctor now",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 5 },
      { kind: "seizure", time: "past", monthsAgo: 4, resolved: true, words: "febrile convulsion" },
    ),
    expect: undefined,
  },
  {
    story:
      "Man of 79 on aspirin 75, a fall 5 weeks ago, now daily headaches, muddled, dropping his mug",
    answers: male({ age_band: "75_plus", medicines: ["blood_thinner"] }),
    reading: readingOf(
      { kind: "head_injury", time: "past", monthsAgo: 1.2, words: "cracked his head on the wall" },
      { kind: "headache", time: "since", monthsAgo: 0.3, words: "headache every day" },
      { kind: "confusion", words: "muddled" },
    ),
    expect: "emergency-signs",
    within: "emergency",
    // One story, one timing: the muddle is the bleed's, not a GP's today as well.
    names: /bleed inside the head(?![\s\S]*delirium)/,
  },
  {
    story:
      "Man of 38 with sciatica a fortnight, now numb down below and struggling to wee: cauda equina, no cancer",
    answers: male({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "saddle_numbness", words: "numb down below" },
      { kind: "little_urine", words: "struggling to wee" },
      { kind: "painkillers", words: "naproxen" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    // The nerves at the base of the spine, not the kidneys; no cancer line for a man with none.
    names: /cauda equina(?![\s\S]*(oncology|kidneys))/,
  },
  {
    story:
      "Woman of 27 on Lantus and NovoRapid waking drenched, nightmares and a hungover headache: lows at night",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "lantus" },
      { kind: "night_sweats", time: "since", monthsAgo: 1, words: "wake up drenched" },
      { kind: "headache", words: "hungover headache" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /nocturnal hypoglycaemia[\s\S]*glucose by the bed/,
  },
  {
    story:
      "Woman of 63 after breast cancer: back pain like a belt, legs heavy and wobbly, pins and needles in both feet",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "body_complaint", words: "pain in middle of my back" },
      { kind: "muscle_weakness", words: "legs feel heavy" },
      { kind: "pins_and_needles", words: "pins and needles in both feet" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    // One story, one timing: the inflamed-nerves picture the same legs would raise is not told.
    names: /spinal cord compression(?![\s\S]*Guillain)/,
  },
  {
    story:
      "Man of 52 who ticked the bleeding-sore box for a years-old crown spot the clippers knocked, healed in two days",
    answers: male({ age_band: "45_54", scalp_signs: ["sore_not_healing"] }),
    reading: readingOf({
      kind: "non_healing_sore",
      time: "past",
      resolved: true,
      words: "bleeding box",
    }),
    expect: undefined,
  },
  {
    story:
      "Farmer of 68 with a stye-like lump on the lower lid that keeps coming back in the same spot, lashes gone there",
    answers: male({ age_band: "65_74", scalp_signs: ["brow_lash_loss"] }),
    reading: readingOf(
      { kind: "non_healing_sore", words: "comes back in the same spot" },
      { kind: "brow_lash_loss", time: "since", words: "eyelashes along that bit have fallen out" },
    ),
    expect: "non-healing-sore",
    within: "within_days",
    // The eyelid's own pathway: an eye clinic, not a dermatologist for alopecia areata.
    names: /eye clinic(?![\s\S]*alopecia areata, a thyroid problem)/,
  },
  {
    story: "Boy of 8 bitten on the ankle by a snake an hour ago, leg swelling, sick twice",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "venomous_bite", time: "past", words: "bitten on the ankle by a snake" },
      { kind: "vomiting", words: "been sick twice" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /antivenom/,
  },
  {
    story: "Farm worker of 40 sick all night after cooking mushrooms picked in the forest",
    answers: male({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "swallowed_object", words: "pick mushrooms in the forest by the farm and cook" },
      { kind: "vomiting", words: "vomiting" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /liver and kidneys/,
  },
  {
    story:
      "Man of 24 cutting weight on a gym 'fat burner': boiling hot, soaked sheets, a racing heart, shedding",
    answers: male({ age_band: "16_24", symptoms_male: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "supplement", value: "fat_burner", words: "the proper fat burner" },
      { kind: "night_sweats", words: "sheets soaked at night" },
      { kind: "racing_heart", words: "heart's going like the clappers" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /DNP/,
  },
  {
    story: "Man of 28 with a patchy beard on the cheeks since it grew in, wanting it fuller",
    answers: male({ age_band: "25_34", facial_hair_male: "short_beard" }),
    expect: undefined,
  },
  {
    story: "Carer of 50 stabbed by a used insulin needle at the end of a night shift",
    answers: female({ age_band: "45_54" }),
    reading: readingOf({
      kind: "blood_exposure",
      time: "past",
      words: "used insulin needle in the sharps bin and it stab my thumb",
    }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /hepatitis B, hepatitis C or HIV/,
  },
  {
    story:
      "Man of 28 losing weight with shaking hands and a racing heart who woke unable to lift his legs",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "racing_heart", words: "heart beating fast all the time" },
      { kind: "muscle_weakness", words: "not lift my legs" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /call 999/,
  },
  {
    story: "Woman of 60 drinking liquorice tea: legs like lead and a heart that skips and bangs",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "racing_heart", words: "heart keeps skipping and banging" },
      { kind: "muscle_weakness", words: "legs feel like lead" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /racing or pounding heart/,
  },
  {
    story:
      "Woman of 78 with COPD on inhalers who gets out of breath easily: her lungs, not anaemia",
    answers: female({ age_band: "75_plus" }),
    reading: readingOf(
      { kind: "breathless", words: "COPD and gets out of breath easily" },
      { kind: "medicine", value: "other_medicine", words: "inhalers for her COPD" },
    ),
    expect: undefined,
  },
  {
    story: "Woman of 78 with COPD whose breathlessness is new and worse: still a GP's",
    answers: female({ age_band: "75_plus" }),
    reading: readingOf(
      { kind: "breathless", words: "out of breath much worse this month" },
      { kind: "medicine", value: "other_medicine", words: "inhalers for her COPD" },
    ),
    expect: "anaemia-gut-signs",
    within: "within_days",
    names: /blood lost from the stomach or bowel/,
  },
  {
    story: "Man of 52 who ticked the bleeding-sore box and wrote nothing of it",
    answers: male({ age_band: "45_54", scalp_signs: ["sore_not_healing"] }),
    expect: "non-healing-sore",
    within: "within_days",
    names: /rule out a skin cancer/,
  },
  {
    story:
      "Teacher of 41 shedding, with tingling lips and fingers, shaking hands, no sleep and a metal taste, using a market cream for dark patches",
    answers: female({ age_band: "35_44", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "lips_tingling", words: "round my lips keep tingling" },
      { kind: "shaky_hands", words: "my hands shake" },
      { kind: "shedding", time: "since", words: "coming out more" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /mercury[\s\S]*stop any such cream/,
  },
  {
    story:
      "Mother 10 weeks after a birth, her husband writing: shedding in handfuls, and six days of headache worse lying down, sick twice yesterday, double vision",
    answers: female({ age_band: "25_34", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "birth", time: "past", monthsAgo: 2.3, words: "born 10 weeks ago" },
      { kind: "headache", time: "since", words: "a bad headache every day" },
      { kind: "vomiting", time: "past", monthsAgo: 0.03, words: "sick twice yesterday" },
      { kind: "sight_change", words: "sees double" },
      { kind: "shedding", words: "coming out in big handfuls" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /cerebral venous sinus thrombosis/,
  },
  {
    story:
      "Girl of 9, her dad writing: fainted twice while her hair was brushed, fell running at PE, her heart goes fluttery",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "fainting", subject: "child", words: "fainted on me" },
      { kind: "racing_heart", subject: "child", words: "heart goes fluttery" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /heart's rhythm[\s\S]*ECG[\s\S]*No sport/,
  },
  {
    story:
      "Woman of 57 nine years on hydroxychloroquine: letters go missing when she reads, bright light bothers her",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "hydroxychloroquine (plaquenil)" },
      { kind: "light_hurts", words: "bright light bothers me" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /retina from the tablet[\s\S]*do not stop the tablet/,
  },
  {
    story:
      "Boy of 2 after henna: pale, sleepy, eyes a little yellow, urine dark like tea, a cousin with favism",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", subject: "child", amount: 2, words: "he is 2" },
      { kind: "pale", subject: "child", words: "very pale like paper" },
      { kind: "yellow_skin", subject: "child", words: "eyes look a little bit yellow" },
      { kind: "dark_urine", subject: "child", words: "wee is dark like black tea" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /haemolysis[\s\S]*G6PD/,
  },
  {
    story:
      "Bus driver of 33 with a kidney transplant: growing purple bumps on the back of his head, one bled and has not healed",
    answers: male({ age_band: "25_34", medicines: ["immune_suppressant"] }),
    reading: readingOf(
      { kind: "scalp_bumps", time: "since", monthsAgo: 1.4, words: "purple bumps" },
      { kind: "swollen_ankles", words: "ankle is puffy" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /Kaposi sarcoma[\s\S]*transplant or specialist team/,
  },
  {
    story:
      "Woman of 45 shedding since her husband was diagnosed with cancer in the spring; well herself",
    answers: female({ age_band: "45_54" }),
    reading: readingOf(
      {
        kind: "illness",
        subject: "relative",
        subjectWords: "My husband",
        time: "since",
        words: "cancer",
      },
      { kind: "shedding", words: "hair is coming out more than normal" },
    ),
    expect: undefined,
  },
  {
    story:
      "Man of 84 with diabetes, his son writing: his ear has leaked and hurt for six weeks, worse at night, drops have not helped",
    answers: male({ age_band: "75_plus", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "metformin and gliclazide" },
      { kind: "ear_infection", time: "since", monthsAgo: 1.4, words: "ear has been leaking" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /necrotising otitis externa[\s\S]*no cotton buds or oil/,
  },
  {
    story: "Woman of 30 with earache since yesterday, no fever",
    answers: female({ age_band: "25_34" }),
    reading: readingOf({ kind: "ear_infection", words: "earache" }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /GP or pharmacist to look in it/,
  },
  {
    story:
      "Farm worker of 61 who smokes: one side of his face stopped sweating, that eyelid droops, pain down the inside of his arm",
    answers: male({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "eyelid_droop", words: "the lid droops" },
      { kind: "one_sided_sweating", words: "left side of my face pours with sweat" },
      { kind: "body_complaint", words: "aching down the inside of my arm" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /Horner's syndrome[\s\S]*chest X-ray/,
  },
  {
    story:
      "Delivery rider of 28 with temples going back, a grip that locks on the throttle, droopy eyelids, a mother with a pacemaker",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "grip_locks", words: "takes a few secs to open" },
      { kind: "eyelid_droop", words: "eyelids look droopy" },
      { kind: "thinning_on_top", words: "temples are going back" },
    ),
    expect: "told-signs-within-2-weeks",
    within: "within_2_weeks",
    names: /myotonic dystrophy[\s\S]*ECG/,
  },
  {
    story:
      "Woman of 27, five weeks on sertraline: sleeping 2 to 3 hours without tiredness, friends say she talks too fast, wants a big chop and home bleach tonight",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "medicine", value: "antidepressant_mood", words: "sertraline 50mg" },
      { kind: "mood_high", words: "sleeping like 2-3 hours a night and not tired" },
      { kind: "confusion", words: "not making sense" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /hypomania or mania[\s\S]*do not stop or change the antidepressant/,
  },
  {
    story:
      "Woman of 38 blaming her puff for headaches that her husband has too, the kids being sick on and off",
    answers: female({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "headache", words: "dull pounding all over my head" },
      { kind: "fainting", words: "dizzy" },
      {
        kind: "headache",
        subject: "relative",
        subjectWords: "my husband",
        time: "since",
        words: "headaches",
      },
      { kind: "vomiting", subject: "relative", subjectWords: "both kids", words: "been sick" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /carbon monoxide/,
  },
  {
    story:
      "Woman of 48 on spironolactone from an online clinic, started ramipril, uses a salt swap; a fluttering heart and heavy legs",
    answers: female({ age_band: "45_54" }),
    reading: readingOf(
      {
        kind: "medicine",
        value: "other_medicine",
        note: "medicine_notes",
        words: "spironolactone, ramipril",
      },
      { kind: "supplement", value: "potassium", words: "lo-salt" },
      { kind: "racing_heart", words: "heart keeps doing a flutter" },
      { kind: "muscle_weakness", words: "legs feel heavy" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /potassium/,
  },
  {
    story:
      "Man of 78 wanting a stronger dandruff shampoo: ankles puffed up by evening, up at night to pass water, tired, ibuprofen most days",
    answers: male({ age_band: "75_plus" }),
    reading: readingOf(
      { kind: "swollen_ankles", words: "ankles puffed up" },
      { kind: "peeing_often", words: "night to pass water" },
      { kind: "painkillers", time: "since", words: "ibuprofen" },
      { kind: "itching", words: "itching" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /kidney/,
  },
  {
    story:
      "Woman of 70 with a hot, shiny, spreading red patch down her face after a scratch, days after her usual box dye",
    answers: female({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "chemical_service", value: "colour", words: "box dye" },
      { kind: "spreading_redness", words: "spread over my left eyebrow" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /cellulitis/,
  },
  {
    story:
      "Girl of 5, never had the MMR: a fever, red eyes that light hurts, and a rash spreading from behind her ears",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "fever", words: "a temperature" },
      { kind: "red_eye", words: "eyes are red" },
      { kind: "light_hurts", words: "light hurts them" },
      { kind: "body_rash", words: "spots came up behind her ears" },
      { kind: "unvaccinated", words: "never got round to her mmr" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /measles/,
  },
  {
    story: "Man of 79: itching all over, eyes gone yellow, dark urine and pale stools, no pain",
    answers: male({ age_band: "75_plus" }),
    reading: readingOf(
      { kind: "yellow_skin", words: "eyes have gone yellow" },
      { kind: "dark_urine", words: "water's been dark" },
      { kind: "itchy_all_over", words: "arms, legs and back as well" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /bile duct/,
  },
  {
    story:
      "Woman of 40 with a widening parting, a round red face, purple stretch marks, easy bruising and blood pressure of 165",
    answers: female({ age_band: "35_44", symptoms: ["widening_parting"] }),
    reading: readingOf(
      { kind: "round_face", words: "face has gone really round" },
      { kind: "stretch_marks", words: "wide purple stretch marks" },
      { kind: "bruising", words: "bruise when i barely knock" },
      { kind: "high_blood_pressure", words: "blood pressure was high" },
      { kind: "androgen_signs", words: "hairs on my chin" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /Cushing's syndrome/,
  },
  {
    story:
      "Man of 49 whose beard and body hair thinned, with aching knuckles and no sex drive; an uncle had iron overload",
    answers: male({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "body_hair_loss", words: "chest and legs have gone bare" },
      { kind: "low_libido", words: "sex drive gone" },
      { kind: "joint_pain", words: "knuckles ache" },
      {
        kind: "iron_overload",
        subject: "relative",
        subjectWords: "my uncle",
        words: "iron overload",
      },
    ),
    expect: "told-signs-within-2-weeks",
    within: "within_2_weeks",
    names: /haemochromatosis/,
  },
  {
    story:
      "Boy of 14, father bald at 25: his forehead looks bigger, ten hairs in the shower; nothing else",
    answers: male({ age_band: "12_15", hairline_changes_male: "slight_recession" }),
    reading: readingOf(
      { kind: "thinning_on_top", words: "hairline is going" },
      { kind: "family_history", subject: "relative", subjectWords: "my dad", words: "bald" },
    ),
    expect: "child-scalp",
    within: "routine",
    names: /maturing hairline/,
  },
  {
    story:
      "Woman of 30, three weeks after starting lamotrigine: a burning scalp, target spots on the chest, sore lips, red eyes, 38.4",
    answers: female({ age_band: "25_34", symptoms: ["burning_stinging"] }),
    reading: readingOf(
      { kind: "medicine", value: "antidepressant_mood", words: "lamotrigine" },
      { kind: "medicine_change", note: "medicine_notes", words: "started it about 3 weeks ago" },
      { kind: "face_rash", words: "red blotchy spots on my face" },
      { kind: "sore_throat", words: "lips are sore" },
      { kind: "red_eye", words: "eyes are red" },
      { kind: "fever", words: "38.4 last night" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /severe reaction to it, such as Stevens-Johnson syndrome or DRESS/,
  },
  {
    story:
      "Woman 34 weeks pregnant in a slick ponytail: a pounding headache, flashing zigzags, puffy face and fingers, pain under the ribs",
    answers: female({ age_band: "35_44", hormonal_stage: "pregnant", symptoms: ["broken_edges"] }),
    reading: readingOf(
      { kind: "headache", words: "pounding headache" },
      { kind: "sight_change", words: "flashing zigzags in my eyes" },
      { kind: "puffy_swelling", words: "face and fingers have gone really puffy" },
      { kind: "rib_pain", words: "pain under my ribs" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /pre-eclampsia/,
  },
  {
    story:
      "Woman of 79, breast cancer in 2015: a firm lump on the crown that has grown from a pea to a grape",
    answers: female({ age_band: "75_plus", scalp_signs: ["shiny_skin"] }),
    reading: readingOf(
      { kind: "body_lump", words: "lump on the crown of my head" },
      { kind: "medicine", value: "breast_cancer_tablets", time: "past", words: "anastrozole" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /spread of that cancer/,
  },
  {
    story:
      "Man of 58: itching after every shower with no rash, a red face, headaches, burning fingers",
    answers: male({ age_band: "55_64", scalp_condition_male: ["itchy_flaky"] }),
    reading: readingOf(
      { kind: "itch_after_water", words: "after the shower the itching" },
      { kind: "face_rash", words: "face is red" },
      { kind: "headache", words: "headaches most days" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /too many red cells/,
  },
  {
    story:
      "Man of 73 with Parkinson's, six weeks after ropinirole was raised: bugs crawling in his scalp that combing never finds",
    answers: male({ age_band: "65_74", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "medicine_change", note: "medicine_notes", words: "put the ropinirole up" },
      { kind: "sees_things", words: "bugs crawling in his scalp" },
      { kind: "blisters", words: "weeping" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /can come from that medicine/,
  },
  {
    story: "Woman of 48 ten days back from Lagos, no malaria tablets: fevers, night sweats, aches",
    answers: female({ age_band: "45_54", recent_illness: "none" }),
    reading: readingOf(
      { kind: "travel_abroad", time: "past", monthsAgo: 0.3, words: "back from lagos" },
      { kind: "fever", words: "fevers and shivers" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /malaria test today/,
  },
  {
    story:
      "Woman of 19 on lymecycline: morning headaches worse lying down, a whoosh in the ears, sight greying twice",
    answers: female({ age_band: "16_24", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "lymecycline" },
      { kind: "headache", words: "headaches nearly every morning" },
      { kind: "ear_whoosh", words: "whooshing noise in my ears" },
      { kind: "sight_change", time: "past", words: "vision went grey" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /raised pressure around the brain/,
  },
  {
    story:
      "Man of 40 with sudden severe seborrhoeic dermatitis, thrush in the mouth that keeps coming back, a stone lost",
    answers: male({ age_band: "35_44", symptoms_male: ["persistent_flaking"] }),
    reading: readingOf(
      { kind: "mouth_thrush", words: "thrush in my mouth" },
      { kind: "weight_loss", words: "lost nearly a stone" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /HIV test/,
  },
  {
    story: "Woman of 31 whose periods stopped 11 months ago, with hot flushes and night sweats",
    answers: female({ age_band: "25_34", symptoms: ["widening_parting"] }),
    reading: readingOf(
      { kind: "periods_stopped", words: "periods stopped completely" },
      { kind: "night_sweats", words: "waking up soaked" },
    ),
    expect: "told-signs-within-2-weeks",
    within: "within_2_weeks",
    names: /early menopause/,
  },
  {
    story:
      "Man of 68, five weeks on allopurinol: a rash spreading from the scalp, a puffy face, glands up, 38.4",
    answers: male({ age_band: "65_74", symptoms_male: ["burning_stinging"] }),
    reading: readingOf(
      { kind: "medicine_change", note: "medicine_notes", words: "started about 5 weeks ago" },
      { kind: "body_rash", words: "spread down my neck, chest and arms" },
      { kind: "puffy_swelling", words: "face has gone puffy" },
      { kind: "neck_lump", words: "glands in my neck" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /severe reaction to it/,
  },
  {
    story:
      "Woman of 26 in loose braids, a tender patch where braids came out: her boyfriend grabs her hair and pulled her by the braids",
    answers: female({ age_band: "25_34", symptoms: ["broken_edges", "sudden_shedding"] }),
    reading: readingOf(
      { kind: "hurt_by_someone", words: "grabs my hair" },
      { kind: "tight_styles", negated: true, words: "not tight at all" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /0808 2000 247/,
  },
  {
    story:
      "Boy of 17 after two weeks of sinusitis: a soft, sore swelling on the forehead, a headache worse lying down",
    answers: male({ age_band: "16_24", symptoms_male: ["scalp_pimples"] }),
    reading: readingOf(
      { kind: "forehead_swelling", words: "lump on my forehead" },
      { kind: "sinus_infection", time: "past", words: "sinus thing" },
      { kind: "headache", words: "the headache is still there and getting worse" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /Pott's puffy tumour/,
  },
  {
    story:
      "Woman in her eighties with dementia, mostly in bed: a bald patch where her head rests, red that stays when pressed, a burst blister",
    answers: female({
      age_band: "75_plus",
      answers_about: "someone_i_care_for",
      symptoms: ["round_patches"],
      scalp_signs: ["sore_not_healing"],
    }),
    reading: readingOf(
      { kind: "pressure_sore", words: "where it rests on the pillow" },
      { kind: "blisters", words: "a blister came up and burst" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /pressure sore/,
  },
  {
    story: "Man of 79 whose flat cap got tight over a year, with more headaches and hearing going",
    answers: male({ age_band: "75_plus" }),
    reading: readingOf(
      { kind: "growing_features", words: "cap has got tight" },
      { kind: "headache", words: "more headaches" },
      { kind: "hearing_loss", words: "going deaf in my right ear" },
    ),
    expect: "told-signs-within-weeks",
    within: "within_weeks",
    names: /Paget's disease of bone/,
  },
  {
    story: "Woman of 49 on he shou wu tablets for her greys: itching all over, urine like cola",
    answers: female({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "supplement", value: "herbal_remedy", words: "he shou wu tablets" },
      { kind: "itchy_all_over", words: "itchy all over but no rash" },
      { kind: "dark_urine", words: "my wee has gone dark like cola" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /stop the tablets today/,
  },
  {
    story:
      "Girl of 7 after an ear infection: a hot swelling behind the ear, the ear pushed out, 38.9",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "ear_infection", words: "ear infection", time: "past", monthsAgo: 0.3 },
      { kind: "behind_ear_swelling", words: "red swollen lump behind her ear" },
      { kind: "fever", words: "temperature back since last night 38.9" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /mastoiditis/,
  },
  {
    story: "Woman of 40 whose words came out muddled for ten minutes last night, then recovered",
    answers: female({ age_band: "35_44" }),
    reading: readingOf({
      kind: "face_droop",
      words: "my words came out muddled for about 10 mins",
      time: "past",
      monthsAgo: 0,
    }),
    expect: "emergency-signs",
    within: "emergency",
    names: /stroke/,
  },
  {
    story: "Mother of a baby of 14 weeks, shedding: hair wrapped round his toe, now red and puffy",
    answers: female({
      age_band: "25_34",
      hormonal_stage: "postpartum",
      symptoms: ["sudden_shedding"],
    }),
    reading: readingOf({
      kind: "hair_tourniquet",
      words: "hair wrapped round the babys toe",
      subject: "child",
    }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /hair tourniquet/,
  },
  {
    story: "Man of 58 drinking most nights: spidery red spots on his chest and a belly gone hard",
    answers: male({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "liver_skin_signs", words: "little red spider marks on my chest" },
      { kind: "swollen_belly", words: "belly swollen and tight" },
      { kind: "heavy_drinking", words: "four pints most nights" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /liver is struggling[^.]*liver blood tests[^.]*do not stop at once/,
  },
  {
    story: "Woman of 44 who covers up outdoors: bones that ache deep down and trouble getting up",
    answers: female({ age_band: "35_44", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "bone_pain", words: "my bones ache deep down" },
      { kind: "waddling", words: "struggle to get up from a chair" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /osteomalacia[^.]*vitamin D, calcium/,
  },
  {
    story:
      "Woman of 40, new chin hairs and a thinning parting, whose husband uses testosterone gel",
    answers: female({ age_band: "35_44", symptoms: ["widening_parting"] }),
    reading: readingOf(
      { kind: "testosterone_contact", words: "tostran gel" },
      { kind: "androgen_signs", words: "hairs on my chin" },
    ),
    expect: "told-signs-within-weeks",
    within: "within_weeks",
    names: /Stop contact today/,
  },
  {
    story: "Man of 66 thinning on top who writes of a thigh that aches at night, and nothing else",
    answers: male({ age_band: "65_74" }),
    reading: readingOf({ kind: "body_complaint", words: "my thigh aches at night" }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /a complaint elsewhere in the body/,
  },
  {
    story: "Woman of 28 shedding in clumps on daily vitamin A and selenium capsules",
    answers: female({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "supplement", value: "vitamin_a", words: "vitamin A 25,000 IU" },
      { kind: "supplement", value: "selenium", words: "selenium 200mcg" },
    ),
    expect: "supplement-excess",
    within: "within_days",
    names: /stop those supplements/,
  },
  {
    story:
      "Man of 38, five days after scalp micropigmentation: spreading redness, a puffy eyelid, pus and 38.7",
    answers: male({ age_band: "35_44", symptoms_male: ["painful_lumps"] }),
    reading: readingOf(
      { kind: "urgent_reaction", words: "my left eyelid is puffy" },
      { kind: "fever", words: "the thermometer said 38.7" },
    ),
    expect: "infected-skin-near-eye",
    within: "emergency",
    names: /reached the eye: go to A&E now/,
  },
  {
    story: "Woman of 30, six months after a birth, whose breasts still leak milk",
    answers: female({ age_band: "25_34", hormonal_stage: "postpartum" }),
    reading: readingOf({ kind: "nipple_discharge", words: "milk leaking from my nipples" }),
    expect: undefined,
  },
  // Signs judged together, as a GP would (ToldSigns.ts pictures), from the vignettes review.
  {
    story:
      "Woman of 30 on the pill back from a long flight: a sore calf, breathless, a pain on breathing in",
    answers: female({ age_band: "25_34", medicines: ["pill_change"] }),
    reading: readingOf(
      { kind: "long_journey", time: "past", monthsAgo: 0.3, words: "17 hrs door to door" },
      { kind: "calf_swelling", words: "left calf has been sore" },
      { kind: "breathless", words: "out of breath on the stairs" },
      { kind: "chest_pain", words: "sharp pain on my right side when i breathe in" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /pulmonary embolism/,
  },
  {
    story: "Man of 50 whose calf went hot and red after a plaster cast",
    answers: male({ age_band: "45_54" }),
    reading: readingOf({ kind: "calf_swelling", words: "calf on that side is fat and hot" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /DVT/,
  },
  {
    story: "Woman of 58 with a painful red eye, blurred sight, rings round lights and vomiting",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "red_eye", words: "pain round my right eye" },
      { kind: "sight_change", words: "everything is blurry with rainbow rings round the lights" },
      { kind: "vomiting", words: "been sick twice" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /angle-closure glaucoma/,
  },
  {
    story: "Boy of 7, two weeks after impetigo: urine like cola and puffy eyes",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "dark_urine", words: "wee has gone really dark like coke" },
      { kind: "puffy_swelling", words: "puffy round the eyes" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /glomerulonephritis/,
  },
  {
    story: "Man of 30 after a festival: a fever, then glands, then dimpled spots and genital sores",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "fever", time: "past", words: "proper fever and chills" },
      { kind: "dimpled_spots", words: "dip in the middle" },
      { kind: "genital_ulcers", words: "sore ones down below" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /mpox/,
  },
  {
    story: "Man of 63 losing weight without trying, food sticking halfway down",
    answers: male({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "unexplained_weight_loss", words: "trousers hanging off me" },
      { kind: "swallowing", words: "sticking halfway down" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /endoscopy/,
  },
  {
    story: "Man of 28 after his first CrossFit class: thighs swollen, urine like cola",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "body_complaint", words: "thighs are swollen" },
      { kind: "dark_urine", words: "pee has gone dark brown like coke" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /rhabdomyolysis/,
  },
  {
    story: "Woman of 28 with a late period, a pain low on the left and feeling faint",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "period_late", words: "period is 2 weeks late" },
      { kind: "low_tummy_pain", words: "pain low down on the left" },
      { kind: "fainting", words: "felt faint in the shower" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /ectopic pregnancy/,
  },
  {
    story: "Partner of a woman 10 days after a birth: no sleep, messages from the telly",
    answers: female({ age_band: "25_34", hormonal_stage: "postpartum" }),
    reading: readingOf({ kind: "sees_things", words: "sending her messages" }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /postpartum psychosis/,
  },
  {
    story: "Man of 40 with back pain, numb round his bottom and unsure when he needs a wee",
    answers: male({ age_band: "35_44" }),
    reading: readingOf({ kind: "saddle_numbness", words: "numb round my bum" }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /cauda equina/,
  },
  {
    story: "Man of 30 with a cough for two months, night sweats and weight lost",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "swallowing", words: "cough that won't shift" },
      { kind: "night_sweats", words: "drenched in sweat at night" },
      { kind: "unexplained_weight_loss", words: "lost 6kg" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /tuberculosis/,
  },
  {
    story: "A 7-week-old with cradle cap and a temperature of 38.4",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 7 / 52 },
      { kind: "fever", words: "thermometer says 38.4" },
      { kind: "flaking", words: "cradle cap" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /fever in a baby/,
  },
  {
    story: "Woman of 24 on Rigevidon with zigzag lights before a one-sided headache",
    answers: female({ age_band: "16_24", medicines: ["pill_change"] }),
    reading: readingOf(
      { kind: "medicine", value: "pill_change", note: "medicine_notes", words: "rigevidon" },
      { kind: "sight_change", words: "zigzag line in my left eye" },
      { kind: "headache", words: "banging headache on one side" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /migraine with aura/,
  },
  {
    story: "Hairdresser of 38 with a wheeze at work that clears on holiday",
    answers: female({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "breathless", words: "wheezy" },
      { kind: "better_away", words: "wheezy cough at work" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /occupational asthma/,
  },
  {
    story: "Boy of 3, weeks after six days of fever, red eyes and a rash: fingertips peeling",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "fever", time: "past", words: "high fever for 6 days" },
      { kind: "red_eye", time: "past", words: "eyes were very red" },
      { kind: "peeling_fingers", words: "fingertips and toes is peeling" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /Kawasaki disease/,
  },
  {
    story: "Man of 74 whose shoulders and hips are too stiff in the mornings to lift his arms",
    answers: male({ age_band: "65_74" }),
    reading: readingOf({ kind: "girdle_stiffness", words: "tops of my arms are that stiff" }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /polymyalgia rheumatica/,
  },
  {
    story: "Boy of 14 who washes his hair five times a day, counting, his scalp raw",
    answers: male({
      age_band: "12_15",
      answers_about: "someone_i_care_for",
      scalp_condition_male: ["itchy_flaky"],
    }),
    reading: readingOf(
      { kind: "compulsions", words: "washes his hair 4 or 5 times a day" },
      { kind: "body_complaint", words: "hands are cracked and bleeding" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /OCD/,
  },
  {
    story: "Woman of 40 who splashed bleach in her eye rinsing her roots",
    answers: female({ age_band: "35_44" }),
    reading: readingOf({ kind: "eye_splash", words: "splashed in my right eye" }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /20 minutes/,
  },
  {
    story: "Woman of 20 on acne capsules whose period is 10 days late",
    answers: female({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "pregnancy_risk_medicine", words: "roaccutane" },
      { kind: "period_late", words: "period is 10 days late" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /pregnancy test/,
  },
  {
    story: "Nan of a boy of 8 dragged by the hair by his mum's partner",
    answers: male({ age_band: "under_12", answers_about: "someone_i_care_for" }),
    reading: readingOf({ kind: "hurt_by_someone", words: "drags him by the hair" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /NSPCC on 0808 800 5000/,
  },
  {
    story: "Boy of 13, thin and thirsty for a month, now vomiting and breathing deep and fast",
    answers: male({ age_band: "12_15", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "thirst", words: "drinking like a fish" },
      { kind: "peeing_often", words: "weeing all night" },
      { kind: "vomiting", time: "since", words: "been sick 3 times" },
      { kind: "breathless", words: "breathing funny, deep and fast" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /diabetic ketoacidosis/,
  },
  {
    story: "Grandad of 81 unable to pass urine since last night, his belly swollen",
    answers: male({ age_band: "75_plus", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "little_urine", time: "since", words: "not been able to pee since last night" },
      { kind: "swollen_belly", words: "belly is swollen hard" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /urinary retention/,
  },
  {
    story: "Woman of 58, four years past her last period, spotting when she wipes",
    answers: female({ age_band: "55_64" }),
    reading: readingOf({
      kind: "unexpected_bleeding",
      time: "since",
      words: "some spotting, pinkish when i wipe",
    }),
    expect: "told-signs-within-days",
    within: "within_2_weeks",
    names: /postmenopausal bleeding/,
  },
  {
    story: "Boy of 14 with sudden pain on one side of his scrotum after football",
    answers: male({ age_band: "12_15", answers_about: "my_child" }),
    reading: readingOf({ kind: "testicle_pain", words: "his privates are killing him, one side" }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /testicular torsion/,
  },
  {
    story: "Man of 22 whose condom split 36 hours ago with a partner of unknown status",
    answers: male({ age_band: "16_24" }),
    reading: readingOf({ kind: "unprotected_sex", words: "the condom split" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /PEP/,
  },
  {
    story: "Girl of 8 with asthma who can only say a few words, her ribs sucking in",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "breathless", words: "really wheezy" },
      { kind: "struggling_to_breathe", words: "can only say a few words" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /asthma attack/,
  },
  {
    story: "Woman of 19 taking paracetamol and cold and flu sachets for toothache for 4 days",
    answers: female({ age_band: "16_24" }),
    reading: readingOf({
      kind: "over_the_dose",
      words: "paracetamol and cold and flu sachets",
    }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /paracetamol overdose/,
  },
  {
    story: "Woman of 30 whose partner had his hands round her neck last week",
    answers: female({ age_band: "25_34" }),
    reading: readingOf({ kind: "strangled", words: "hands round my neck" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /Domestic Abuse Helpline/,
  },
  {
    story: "Man of 61 with a sudden tearing pain through his chest into his back, clammy",
    answers: male({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "severe_pain", words: "ripping pain" },
      { kind: "looks_very_unwell", words: "clammy" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /torn artery/,
  },
  {
    story: "Toddler of 22 months whose parent's button battery is missing, dribbling",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf({
      kind: "swallowed_object",
      words: "the little round battery out of the car key is missing",
    }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /button battery/,
  },
  {
    story: "Woman 36 weeks pregnant whose baby has hardly moved today",
    answers: female({ age_band: "35_44", hormonal_stage: "pregnant" }),
    reading: readingOf({ kind: "baby_moving_less", words: "hardly anything today" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /maternity unit/,
  },
  {
    story: "Woman of 79 whose sight in one eye went grey an hour ago, no pain",
    answers: female({ age_band: "75_plus" }),
    reading: readingOf({
      kind: "sight_change",
      time: "past",
      words: "the sight in my left eye just went",
    }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /eye stroke/,
  },
  {
    story: "Woman of 58 after breast cancer, back pain for weeks and now heavy legs",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "body_complaint", time: "since", words: "back has been very sore" },
      { kind: "muscle_weakness", time: "since", words: "legs feel heavy" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /spinal cord compression/,
  },
  {
    story: "Baby of 6 weeks with greasy yellow crusts on his head, feeding well",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", amount: 0.1, words: "6 week old" },
      { kind: "flaking", words: "thick yellow greasy crusty scales" },
    ),
    expect: undefined,
  },
  {
    story: "Woman of 58 ticked nothing odd: thinner parting since the menopause, on HRT",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "thinning_on_top", time: "since", words: "parting is wider" },
      { kind: "medicine", value: "hrt", words: "HRT patch" },
    ),
    expect: undefined,
  },
  {
    story:
      "Man of 84 with a chesty cough, now not making sense, breathing fast, no wee since yesterday",
    answers: male({ age_band: "75_plus", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "confusion", words: "not making any sense" },
      { kind: "breathless", words: "breathing really fast and shallow" },
      { kind: "little_urine", time: "since", words: "hasn't had a wee since yesterday" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /sepsis/,
  },
  {
    story:
      "Woman of 60 after a hysterectomy, sick green stuff, belly like a drum, no wind since Sunday",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "vomiting", time: "since", words: "been sick green stuff" },
      { kind: "swollen_belly", time: "since", words: "tummy has been swelling up like a drum" },
      { kind: "constipation", words: "haven't passed wind" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /bowel obstruction/,
  },
  {
    story: "Woman of 45 with puffy, stiff knuckles and wrists every morning for 8 weeks",
    answers: female({ age_band: "45_54" }),
    reading: readingOf({
      kind: "joint_pain",
      time: "since",
      words: "knuckles and wrists have been puffy and sore, stiff every morning",
    }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /rheumatoid arthritis/,
  },
  {
    story:
      "Woman of 28 with a water infection, now shivering with a temperature and a pain under her ribs",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "fever", words: "temp of 39" },
      { kind: "rib_pain", words: "ache in my back under my ribs" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /kidney infection/,
  },
  {
    story: "Baby of 9 months with vomiting and diarrhoea, one wet nappy, a sunken soft spot",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "vomiting", time: "since", words: "vomiting since yesterday" },
      { kind: "dehydrated", words: "only 1 wet nappy today" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /short of water/,
  },
  {
    story: "Boy of 13 limping for weeks, now unable to put weight on the leg",
    answers: male({ age_band: "12_15", answers_about: "my_child" }),
    reading: readingOf({ kind: "limping", words: "cant really put weight on that leg" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /slipped growth plate/,
  },
  {
    story: "Daughter of a woman of 86, muddled since Tuesday and seeing cats that are not there",
    answers: female({ age_band: "75_plus", answers_about: "someone_i_care_for" }),
    reading: readingOf({ kind: "confusion", time: "since", words: "really muddled" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /delirium/,
  },
  {
    story:
      "Man of 24 with sickle cell, infected clipper spots and a temperature of 38.9 last night",
    answers: male({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "sickle_cell", words: "got sickle cell" },
      { kind: "fever", time: "past", monthsAgo: 0, words: "my temp was 38.9" },
      { kind: "scalp_bumps", words: "little yellow head spots" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /haematology/,
  },
  {
    story: "Massage therapist of 41 whose neck and shoulders ache by Thursday",
    answers: female({ age_band: "35_44" }),
    reading: readingOf({ kind: "girdle_stiffness", words: "shoulders ache" }),
    expect: undefined,
  },
  {
    story:
      "Woman 35 weeks pregnant by her notes only, with a puffy face and fingers and sparkly lights",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "pregnancy", time: "since", words: "35 wks pregnant" },
      { kind: "puffy_swelling", words: "face and fingers have gone really puffy" },
    ),
    expect: "pregnancy-warning-signs",
    within: "same_day",
    names: /pre-eclampsia/,
  },
  {
    story: "Woman 32 weeks pregnant by her notes: itching mostly on the palms and soles",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "pregnancy", time: "since", words: "32 weeks with my 2nd" },
      { kind: "itchy_hands_feet", words: "mostly the palms" },
    ),
    expect: "pregnancy-warning-signs",
    within: "same_day",
    names: /cholestasis/,
  },
  {
    story: "Woman of 58 with a heavy ache in the jaw, sick and clammy for 40 minutes",
    answers: female({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "jaw_pain", time: "since", monthsAgo: 0, words: "ache in my jaw" },
      { kind: "looks_very_unwell", words: "clammy" },
    ),
    expect: "emergency-signs",
    within: "emergency",
    names: /heart attack/,
  },
  {
    story:
      "Man of 40: feet tingling, then legs like jelly and tingly fingers, out of breath talking, after a stomach bug",
    answers: male({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "pins_and_needles", words: "feet started tingling" },
      { kind: "muscle_weakness", words: "legs feel like jelly" },
      { kind: "breathless", words: "out of breath" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /Guillain-Barre/,
  },
  {
    story:
      "Man of 28: a flu with a rash and swollen glands two weeks ago, a month after sex without a condom",
    answers: male({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      { kind: "fever", time: "past", monthsAgo: 0.5, words: "fever" },
      { kind: "body_rash", time: "past", monthsAgo: 0.5, words: "blotchy rash on my chest" },
      { kind: "neck_lump", time: "past", monthsAgo: 0.5, words: "swollen glands in my neck" },
      { kind: "unprotected_sex", time: "past", monthsAgo: 1, words: "without a condom" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /HIV test/,
  },
  {
    story: "Woman of 40 who took all her amitriptyline an hour ago",
    answers: female({ age_band: "35_44" }),
    reading: readingOf({
      kind: "over_the_dose",
      time: "past",
      monthsAgo: 0,
      words: "took all my amitriptyline",
    }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999|A&E/,
  },
  {
    story: "Man of 50 with a hard lump in the neck, no cold or sore throat",
    answers: male({ age_band: "45_54" }),
    reading: readingOf({ kind: "neck_lump", words: "hard lump on the right side of my neck" }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /lump in the neck/,
  },
  {
    story: "Woman of 20 with swollen glands in the neck beside a sore throat this week",
    answers: female({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "neck_lump", words: "swollen glands in my neck" },
      { kind: "sore_throat", words: "sore throat" },
    ),
    expect: undefined,
  },
  {
    story: "Baby of 5 weeks being sick after every feed for four days, with cradle cap",
    answers: female({ answers_about: "my_child", age_band: "under_12" }),
    reading: readingAbout(
      { who: "child", age: 0 },
      { kind: "vomiting", time: "since", monthsAgo: 0.13, words: "throwing up" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /being sick/,
  },
  {
    story: "Man of 30 who was sick once last night after a takeaway",
    answers: male({ age_band: "25_34" }),
    reading: readingOf({ kind: "vomiting", words: "been sick" }),
    expect: undefined,
  },
  {
    story: "Man of 72 on apixaban and ibuprofen: stools black like tar, dizzy getting up",
    answers: male({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "medicine", value: "blood_thinner", words: "apixaban" },
      { kind: "unexpected_bleeding", words: "motions are black like tar" },
      { kind: "fainting", words: "dizzy" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /bleeding from the stomach or gut/,
  },
  {
    story:
      "Woman of 70 on warfarin after a course for a chest infection: big bruises without a knock",
    answers: female({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "medicine", value: "blood_thinner", words: "warfarin" },
      { kind: "bruising", words: "big purple bruises I don't remember" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /anticoagulant clinic/,
  },
  {
    story:
      "Man of 63 with psoriasis, red from scalp to feet and shedding in sheets after steroid tablets",
    answers: male({ age_band: "55_64" }),
    reading: readingOf(
      { kind: "scaly_plaques", words: "psoriasis" },
      { kind: "body_rash", words: "red from my scalp to my feet" },
      { kind: "fever", words: "shivery" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /erythroderma/,
  },
  {
    story: "Woman 12 days after a birth: bleeding heavy again with clots, feeling faint",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "birth", time: "past", monthsAgo: 0.4, words: "had my baby" },
      { kind: "heavy_periods", words: "clots" },
      { kind: "fainting", words: "faint" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /haemorrhage after the birth/,
  },
  {
    story: "Girl of 17, low since Easter, sleeping till 3pm, tired all the time",
    answers: female({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "low_mood", words: "cant be bothered with anything" },
      { kind: "tiredness", words: "tired all the time" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /depression/,
  },
  {
    story: "Man of 29 on clozapine with no stools for six days",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "medicine", value: "antidepressant_mood", words: "clozapine 400mg" },
      { kind: "constipation", words: "not been for a poo for 6 days" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /clozapine/,
  },
  {
    story:
      "Girl of 14 with type 1 diabetes on insulin, sick four times and breathing deep and fast",
    answers: female({ age_band: "12_15", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "insulin pens" },
      { kind: "vomiting", words: "been sick" },
      { kind: "breathless", words: "breathing really deep and fast" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /ketoacidosis/,
  },
  {
    story: "Woman of 33: a headache like a blow, then a stiff neck, no temperature",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "sudden_headache", words: "headache out of nowhere" },
      { kind: "headache", words: "headache" },
      { kind: "stiff_neck", words: "neck is stiff" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /bleeding around the brain/,
  },
  {
    story: "Boy of 13 off school with a tummy ache that moved low on the right, and a fever",
    answers: male({ age_band: "12_15", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "bowel_changes", words: "stomach pain" },
      { kind: "fever", words: "has a fever" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /appendicitis/,
  },
  {
    story: "Man of 71 up five times a night to wee, a weak stream, and blood in his semen",
    answers: male({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "peeing_often", words: "wake 4-5 times every night to pass water" },
      { kind: "unexpected_bleeding", words: "blood in my semen" },
    ),
    // Blood where there should be none is seen within days, sooner than the two-week referral.
    expect: "told-signs-within-days",
    within: "within_2_weeks",
    names: /PSA/,
  },
  {
    story:
      "Man of 47, ex-smoker: a hard lump under the jaw and a sore throat on one side for months",
    answers: male({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "neck_lump", time: "since", words: "lump under the left side of my jaw" },
      { kind: "sore_throat", time: "since", words: "throat's been sore on the left side for ages" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /ear, nose and throat/,
  },
  {
    story: "Pregnant at 14 weeks, never had chickenpox, her nephew covered in it on Sunday",
    answers: female({ age_band: "25_34", hormonal_stage: "pregnant" }),
    reading: readingOf(
      { kind: "pregnancy", words: "14 weeks pregnant" },
      { kind: "illness", subject: "relative", words: "def chickenpox" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /midwife[^.]*immunity/,
  },
  {
    story: "Not pregnant, her daughter home from nursery with slapped cheeks: nothing for her",
    answers: female({ age_band: "35_44" }),
    reading: readingOf({
      kind: "face_rash",
      subject: "child",
      words: "slapped cheeks and a lacy rash",
    }),
    expect: undefined,
  },
  {
    story: "Man of 38 with a pig valve, fevers on and off since a dental clean five weeks ago",
    answers: male({ age_band: "35_44", symptoms: ["shedding"] }),
    reading: readingOf(
      { kind: "infection_risk", time: "past", monthsAgo: 24, words: "heart valve replaced" },
      { kind: "fever", time: "past", monthsAgo: 1, words: "fevers on and off" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /endocarditis/,
  },
  {
    story: "Woman of 22 on the pill: a headache worse each day for 5 days and a hand gone numb",
    answers: female({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "headache", time: "since", monthsAgo: 0.2, words: "headache" },
      { kind: "body_complaint", time: "since", words: "hand went numb" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999/,
  },
  {
    story: "A migraine with its usual aura and a hand going numb: not sent to 999 as a stroke",
    answers: female({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "headache", words: "my usual migraine with aura" },
      { kind: "body_complaint", words: "my hand goes numb" },
    ),
    // A known aura is seen within days, not sent to 999 as a bleed or a stroke.
    expect: "told-signs-within-days",
    within: "within_days",
    names: /numb/,
  },
  {
    story: "Toddler of 14 months who grabbed the straighteners: a white, blistered palm",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 1.2 },
      { kind: "burn", time: "past", monthsAgo: 0, words: "grabbed my straighteners" },
      { kind: "blisters", words: "blistery" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /urgent treatment centre[^.]*cool running water/,
  },
  {
    story: "Woman of 30 who caught her ear with the straighteners: first aid at home",
    answers: female({ age_band: "25_34" }),
    reading: readingOf({ kind: "burn", words: "burnt my ear" }),
    expect: undefined,
  },
  {
    story: "A 3-week-old sick three times, bright green, and screaming",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 0.06 },
      { kind: "vomiting", words: "been sick" },
      { kind: "green_vomit", words: "sick 3 times and its bright green like" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /bowel/,
  },
  {
    story: "A mother of a 3-month-old writing for herself: he has screamed for 2 hours",
    answers: female({ age_band: "25_34", hormonal_stage: "postpartum" }),
    reading: readingOf({
      kind: "inconsolable_crying",
      subject: "child",
      words: "screaming for the past 2 hours",
    }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /hair wrapped tight/,
  },
  {
    story: "A 3-month-old screaming for hours with a temperature",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 0.25 },
      { kind: "inconsolable_crying", words: "screaming for hours" },
      { kind: "fever", words: "temp 38.4" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999/,
  },
  {
    story: "Man of 45 on trazodone: an erection that has not gone down for five hours",
    answers: male({ age_band: "45_54" }),
    reading: readingOf({ kind: "priapism", words: "erection that wont go down since" }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /priapism/,
  },
  {
    story: "Girl of 2 with sickle cell: pale and weak since the afternoon, her tummy big and hard",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 2 },
      { kind: "sickle_cell", words: "sickle cell" },
      { kind: "pale", words: "is very pale" },
      { kind: "swollen_belly", words: "tummy is big and hard" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /spleen/,
  },
  {
    story: "Man of 60: double vision since Tuesday when he looks left, no headache",
    answers: male({ age_band: "55_64" }),
    reading: readingOf({ kind: "sight_change", time: "since", words: "see double" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /eye casualty/,
  },
  {
    story: "Woman of 58 on methotrexate: a red eye with a deep ache that wakes her",
    answers: female({ age_band: "55_64" }),
    reading: readingOf({ kind: "red_eye", words: "deep boring pain in my eye" }),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /eye casualty/,
  },
  {
    story: "Woman of 26 on sertraline, raised, who added St John's wort: twitching, racing heart",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "medicine", value: "antidepressant_mood", words: "sertraline, st johns wort" },
      { kind: "seizure", time: "since", words: "legs keep twitching and jerking" },
      { kind: "racing_heart", time: "since", words: "heart going like mad" },
      { kind: "bowel_changes", time: "since", words: "the runs" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /serotonin syndrome/,
  },
  {
    story: "Man of 74 on home oxygen whose tube caught fire: singed brows, a burn on the nose",
    answers: male({ age_band: "65_74" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "trelegy inhaler, home oxygen" },
      { kind: "burn", words: "burn on my nose" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /oxygen supplier[^.]*today[\s\S]*Vaseline/,
  },
  {
    story: "A 5-month-old, born early, not gaining weight at the last weigh-in",
    answers: female({
      age_band: "under_12",
      answers_about: "my_child",
      symptoms: ["sudden_shedding"],
    }),
    reading: readingAbout(
      { who: "child", age: 0.4 },
      { kind: "birth", words: "born at 33 weeks" },
      { kind: "unexplained_weight_loss", words: "only put on a tiny bit" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /growth chart/,
  },
  {
    story: "Woman of 63 after a stroke: coughing on tea, a gurgly voice, thickener stopped",
    answers: female({ age_band: "55_64", answers_about: "someone_i_care_for" }),
    reading: readingOf({
      kind: "swallowing",
      words: "splutters nearly every time she has a cup of tea, voice goes all gurgly",
    }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /speech and language therapist/,
  },
  {
    story: "Man of 29 who ticked lumps, pus or fever for last week's flu: no lumps or pus",
    answers: male({ age_band: "25_34", symptoms_male: ["painful_lumps"] }),
    reading: readingOf(
      { kind: "painful_lumps", hypothetical: true, words: "lumps/pus" },
      { kind: "painful_lumps", negated: true, words: "lumps or pus" },
    ),
    expect: undefined,
  },
  {
    story:
      "Woman of 38 shedding for six weeks, no trigger, no tiredness: watched, a GP after 3 months",
    answers: female({ age_band: "35_44", symptoms: ["sudden_shedding"] }),
    reading: readingOf({
      kind: "shedding",
      time: "since",
      monthsAgo: 1.5,
      words: "hair coming out",
    }),
    expect: undefined,
  },
  {
    story: "Woman of 38 shedding for five months with no trigger found: a GP for blood tests",
    answers: female({ age_band: "35_44", symptoms: ["sudden_shedding"] }),
    reading: readingOf({ kind: "shedding", time: "since", monthsAgo: 5, words: "hair coming out" }),
    expect: "sudden-shedding",
    within: "within_weeks",
    names: /ferritin/,
  },
  {
    story: "A well 7-week-old with thick yellow scales on his head: cradle cap, cared for at home",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 0.13 },
      { kind: "scaly_plaques", words: "yellow thick scales on his head like a crust" },
    ),
    expect: undefined,
  },
  {
    story: "A girl of 7 scratching, with crawling things and eggs on her hair, the class warned",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingAbout(
      { who: "child", age: 7 },
      { kind: "others_itching", words: "the whole class" },
      { kind: "itching", words: "scratching her head" },
      { kind: "head_lice", words: "eggs stuck on the hairs" },
    ),
    expect: undefined,
  },
  {
    story: "Woman of 48 whose parting widened as her periods went irregular: the perimenopause",
    answers: female({ age_band: "45_54", symptoms: ["widening_parting"] }),
    reading: readingOf({ kind: "androgen_signs", words: "periods started getting irregular" }),
    expect: "pattern-thinning",
    within: "routine",
    names: /female-pattern/,
  },
  {
    story: "Woman of 28 shedding since she stopped the pill 3 months ago: it passes",
    answers: female({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
    reading: readingOf(
      {
        kind: "medicine",
        value: "pill_change",
        time: "past",
        monthsAgo: 3,
        words: "came off the pill",
      },
      { kind: "shedding", time: "since", words: "hair coming out in the shower" },
    ),
    expect: undefined,
  },
  {
    story: "Woman of 53 past the menopause: palms and soles itch at night, no rash, shattered",
    answers: female({
      age_band: "45_54",
      hormonal_stage: "menopausal",
      scalp_condition: ["itchy_flaky"],
    }),
    reading: readingOf(
      { kind: "itchy_hands_feet", words: "the palms of my hands and the soles of my feet itch" },
      { kind: "flaking", negated: true, words: "isn't flaky at all" },
    ),
    expect: "told-signs-within-2-weeks",
    within: "within_2_weeks",
    names: /liver/,
  },
  {
    story: "Woman of 77 who ticked the bald patch box by mistake",
    answers: female({ age_band: "75_plus", symptoms: ["round_patches"] }),
    reading: readingOf({
      kind: "bald_patches",
      negated: true,
      words: "ticked the bald patch box by mistake",
    }),
    expect: undefined,
  },
  {
    story: "Woman 31 weeks pregnant with fresh red blood this morning, no pain, placenta low",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "pregnancy", words: "31 wks" },
      { kind: "unexpected_bleeding", words: "theres fresh red blood in my pants" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999/,
  },
  {
    story: "Baby of 5 weeks, no vitamin K, two nosebleeds, very sleepy and not wanting milk",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", subject: "child", amount: 0.1, words: "boy 5 weeks" },
      { kind: "bruising", subject: "child", words: "nose bleed" },
      { kind: "looks_very_unwell", words: "not want milk" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999/,
  },
  {
    story: "Man of 40 with epilepsy, three fits one after another without coming round",
    answers: male({ age_band: "35_44", answers_about: "someone_i_care_for" }),
    reading: readingOf({ kind: "seizure", words: "had one fit after another" }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999/,
  },
  {
    story: "Young man who dived into the shallow end, neck stiff, both hands tingling since",
    answers: male({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "head_injury", time: "past", monthsAgo: 0, words: "smacked my head" },
      { kind: "stiff_neck", time: "since", words: "neck is really stiff" },
      { kind: "pins_and_needles", time: "since", words: "hands have been tingly" },
    ),
    expect: "emergency-signs",
    within: "emergency",
    names: /spinal cord/,
  },
  {
    story: "Man of 30 after a tooth out: fever, headache worse each day, a hand dropping things",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "fever", time: "past", monthsAgo: 0, words: "temp 38.6" },
      { kind: "headache", words: "headache" },
      { kind: "unsteady", time: "since", words: "dropping things" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /abscess/,
  },
  {
    story: "Man from Sudan with fevers for 3 months, sweating at night, losing weight",
    answers: male({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "fever", time: "since", monthsAgo: 3, words: "fever" },
      { kind: "night_sweats", words: "sweating at night" },
      { kind: "weight_loss", words: "losing weight" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /leishmaniasis/,
  },
  {
    story: "Woman of 20 weeing all the time, 38.9, shaking, a pain in the back under the ribs",
    answers: female({ age_band: "16_24" }),
    reading: readingOf(
      { kind: "peeing_often", time: "since", words: "weeing all the time" },
      { kind: "fever", words: "thermometer says 38.9" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /kidney infection/,
  },
  {
    story: "Mother of a 14-year-old given extensions by a man in his 20s she met online",
    answers: female({ age_band: "12_15", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", subject: "child", amount: 14, words: "daughter is 14" },
      { kind: "groomed", subject: "someone_else", words: "man in his 20s" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /NSPCC/,
  },
  {
    story: "Student checking his hairline in the mirror for hours, not leaving his room",
    answers: male({ age_band: "16_24" }),
    reading: readingOf({ kind: "appearance_checking", words: "in the mirror for hours" }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /body dysmorphic/,
  },
  {
    story: "Man of 39 thinning at the crown whose father had bowel cancer at 47",
    answers: male({ age_band: "35_44" }),
    reading: readingOf({
      kind: "family_cancer",
      subject: "relative",
      time: "past",
      words: "dad had bowel cancer at 47",
    }),
    expect: "told-signs-within-weeks",
    within: "within_weeks",
    names: /family-history assessment/,
  },
  {
    story: "Baby of 7 months whose soft spot is tight and bulging, sick after most feeds",
    answers: male({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", subject: "child", amount: 0.6, words: "7 month old" },
      { kind: "soft_spot_bulging", words: "soft spot on top is tight and bulgin" },
      { kind: "vomiting", time: "since", words: "sick after most of his feeds" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /hydrocephalus/,
  },
  {
    story: "Girl of 14, the smallest in her year, no sign of periods or breasts yet",
    answers: female({ age_band: "12_15", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", subject: "child", amount: 14, words: "at 14" },
      { kind: "puberty_late", words: "No sign of periods" },
    ),
    expect: "told-signs-within-weeks",
    within: "within_weeks",
    names: /Turner syndrome/,
  },
  {
    story: "Man taking unlabelled kabiraj capsules with tummy cramps, constipation and tingling",
    answers: male({ age_band: "35_44" }),
    reading: readingOf(
      { kind: "unlabelled_remedy", words: "kabiraj" },
      { kind: "constipation", words: "really bunged up" },
      { kind: "pins_and_needles", words: "pins and needles in both hands" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /blood lead test/,
  },
  {
    story: "Baby of 12 days with blisters where the clip went on, sleepier, feeding only minutes",
    answers: female({ age_band: "under_12", answers_about: "my_child" }),
    reading: readingOf(
      { kind: "age", subject: "child", amount: 0.03, words: "12 days old" },
      { kind: "blisters", words: "blisters on the top of her head" },
      { kind: "looks_very_unwell", words: "only feeds for a few minutes" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /cold sore virus, herpes/,
  },
  {
    story: "Student with asthma wheezing most nights since starting propranolol for exams",
    answers: female({ age_band: "16_24", medicines: ["beta_blocker"] }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "blue inhaler" },
      { kind: "breathless", time: "since", words: "wheezy most nights" },
    ),
    expect: "told-signs-same-day",
    within: "same_day",
    names: /beta blockers are usually avoided in asthma/,
  },
  {
    story: "Builder whose toddler had his minoxidil dropper in her mouth this morning",
    answers: male({ age_band: "35_44" }),
    reading: readingOf({
      kind: "swallowed_object",
      subject: "child",
      time: "past",
      monthsAgo: 0,
      words: "dropper in her mouth",
    }),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /999/,
  },
  {
    story: "Cleaner of 64, ex dye-house worker, pink blood in her wee twice last month, stopped",
    answers: female({ age_band: "55_64" }),
    reading: readingOf({
      kind: "unexpected_bleeding",
      time: "past",
      monthsAgo: 0.5,
      words: "blood in my wee",
    }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /bladder or kidneys/,
  },
  {
    story: "Man of 77 whose tongue has grown too big, bruises round both eyes, frothy wee",
    answers: male({ age_band: "75_plus", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "big_tongue", words: "tongue looks too big for his mouth" },
      { kind: "bruising", words: "purple bruises round both eyes" },
      { kind: "frothy_urine", words: "wee is frothy" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /amyloidosis/,
  },
  {
    story: "Woman after home 'botox': heavy eyelids, double vision, water going the wrong way",
    answers: female({ age_band: "25_34" }),
    reading: readingOf(
      { kind: "eyelid_droop", time: "since", words: "eyelids are really heavy" },
      { kind: "sight_change", time: "since", words: "seeing double" },
      { kind: "swallowing", time: "past", monthsAgo: 0, words: "went down the wrong way" },
    ),
    expect: "told-signs-emergency",
    within: "emergency",
    names: /botulism/,
  },
  {
    story: "Porter with attacks of a pounding heart and headache, blood pressure 182 over 110",
    answers: male({ age_band: "45_54" }),
    reading: readingOf(
      { kind: "racing_heart", words: "heart banging very fast" },
      { kind: "headache", words: "bad pounding headache" },
      { kind: "high_blood_pressure", time: "past", words: "182 over 110" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /phaeochromocytoma/,
  },
  {
    story: "Woman of 70 with electric-shock pains in the cheek set off by brushing her hair",
    answers: female({ age_band: "65_74" }),
    reading: readingOf({ kind: "face_shocks", time: "since", words: "stabbing pains" }),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /trigeminal neuralgia/,
  },
  {
    story: "Unvaccinated boy of 16 with both cheeks swollen in front of the ears and a fever",
    answers: male({ age_band: "16_24", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "cheek_gland_swelling", time: "since", words: "swelled up in front of his ears" },
      { kind: "fever", time: "past", monthsAgo: 0, words: "temp was 38.4" },
    ),
    expect: "told-signs-within-days",
    within: "within_days",
    names: /mumps/,
  },
  {
    story: "Man of 78 with Parkinson's whose stiff shoulders stop him lifting his arms",
    answers: male({ age_band: "75_plus", answers_about: "someone_i_care_for" }),
    reading: readingOf(
      { kind: "medicine", value: "other_medicine", words: "Co-careldopa for his Parkinson" },
      { kind: "girdle_stiffness", words: "shoulders are stiff" },
      { kind: "muscle_weakness", words: "can't lift his arms" },
    ),
    expect: undefined,
  },
]

describe("triage on vignettes", () => {
  for (const v of vignettes) {
    it(v.story, () => {
      const reading = v.reading ?? noReading
      const { results, trace } = traceRulesReport({
        userName: "Sam",
        answers: v.answers,
        textInputs: {},
        reading,
      })
      const urgent = mostUrgentFinding(trace.profile)
      const needsSomeone =
        urgent !== undefined &&
        urgencyRank(urgent.urgency) <= urgencyRank("within_weeks") &&
        urgent.id !== "mild-flaking"
      // A routine report contradicts itself no more than an urgent one.
      assert.deepStrictEqual(trace.contradictions, [])
      if (v.expect === undefined) {
        assert.isFalse(needsSomeone, `${urgent?.id} sends a routine case to a professional`)
        return
      }
      assert.strictEqual(urgent?.id, v.expect)
      // At the right level, or more cautious.
      assert.isAtMost(urgencyRank(urgent!.urgency), urgencyRank(v.within!))
      assert.match(sectionText(results, "all"), v.names!)
    })
  }
})

/**
 * Every sign kind, told about someone else, in the past, denied or imagined;
 * a lasting sign (scarred skin, a hairline gone back, gummy ends) told in the
 * past only when long ago, since it is still there after (and thoughts of not
 * wanting to be here, which count for a year whatever the tense).
 */
const notAboutNow = fc
  .record({
    // Signs kept whoever they are about (a baby's hair tourniquet) raise a finding by design.
    kind: fc.constantFrom(
      ...noteKinds.filter((kind) => signKinds.has(kind) && !keptWhoeverItIs.has(kind)),
    ),
    how: fc.constantFrom("someone_else", "past", "negated", "hypothetical", "relative"),
    monthsAgo: fc.integer({ min: 2, max: 120 }),
  })
  .map((s) =>
    s.how === "past" && (lastingKinds.has(s.kind) || safetyKinds.has(s.kind))
      ? { ...s, monthsAgo: 12 + s.monthsAgo }
      : s,
  )

describe("every pathway", () => {
  it("says what it is in its line and its opening, wherever it fires", () => {
    const random = seededRandom(2026)
    for (let walk = 0; walk < 3000; walk++) {
      const quiz = randomValidAnswers(random)
      const p = readProfile({ userName: "Sam", ...quiz })
      for (const pathway of pathways.filter((candidate) => candidate.when(p))) {
        assert.match(pathway.say(p, {} as never), pathway.recognise, pathway.id)
        assert.match(pathway.lead(p), pathway.recognise, pathway.id)
      }
    }
    // 3,000 generated people: a few seconds, more on a loaded machine.
  }, 60_000)

  it("says what it is for the vignettes' people, whose notes the generated walks rarely tell", () => {
    for (const v of vignettes) {
      const p = readProfile({
        userName: "Sam",
        answers: v.answers,
        reading: v.reading ?? noReading,
      })
      for (const pathway of pathways.filter((candidate) => candidate.when(p))) {
        assert.match(pathway.say(p, {} as never), pathway.recognise, `${pathway.id}: ${v.story}`)
        assert.match(pathway.lead(p), pathway.recognise, `${pathway.id}: ${v.story}`)
      }
    }
  })

  it("has a unique id, a named condition and a source", () => {
    assert.strictEqual(new Set(pathways.map((p) => p.id)).size, pathways.length)
    for (const pathway of pathways) {
      assert.isAbove(pathway.condition.length, 5, pathway.id)
      assert.isAbove(pathway.sources.length, 0, pathway.id)
    }
  })
})

describe("a sign not about the person now never raises a finding", () => {
  it("over generated statements about others, the past, denials and hypotheticals", () => {
    fc.assert(
      fc.property(
        fc.array(notAboutNow, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(female({}), male({})),
        (said, answers) => {
          const reading = readingOf(
            ...said.map((s) => ({
              kind: s.kind,
              ...(s.how === "someone_else" || s.how === "relative"
                ? { subject: s.how, subjectWords: s.how === "relative" ? "my sister" : "a friend" }
                : {}),
              ...(s.how === "past" ? { time: "past" as const, monthsAgo: s.monthsAgo } : {}),
              ...(s.how === "negated" ? { negated: true } : {}),
              ...(s.how === "hypothetical" ? { hypothetical: true } : {}),
            })),
          )
          const findings = (r: NoteReading) =>
            redFlagRules
              .filter((rule) => rule.urgency !== "precaution")
              .filter((rule) => rule.when(readProfile({ userName: "Sam", answers, reading: r })))
              .map((rule) => rule.id)
          assert.deepStrictEqual(findings(reading), findings(noReading))
        },
      ),
      { numRuns: 500 },
    )
  })

  it("but a lasting sign told in the past is still there", () => {
    const reading = readingOf({ kind: "shiny_skin", time: "past", words: "went shiny" })
    const p = readProfile({ userName: "Sam", answers: female({}), reading })
    assert.isTrue(p.scalpSigns.has("shiny_skin"))
  })

  it("holds for every subject but the person, whatever the quiz is for", () => {
    for (const subject of statementSubjects.filter((s) => s !== "unstated" && s !== "writer")) {
      const reading = readingOf({ kind: "bald_patches", subject, subjectWords: "my husband" })
      const p = readProfile({ userName: "Sam", answers: female({}), reading })
      assert.isFalse(p.symptoms.has("round_patches"), subject)
    }
  })
})

describe("a parent's note about their child", () => {
  it("counts 'she' with no one named before as the child, and a named person as themselves", () => {
    const reading = (subjectWords: string) =>
      readingOf({ kind: "bald_patches", subject: "someone_else", subjectWords })
    const child = female({ answers_about: "my_child" })
    const patches = (answers: QuizAnswers, words: string) =>
      readProfile({ userName: "Sam", answers, reading: reading(words) }).symptoms.has(
        "round_patches",
      )
    assert.isTrue(patches(child, "she"))
    assert.isFalse(patches(child, "a friend"))
    assert.isFalse(patches(female({ answers_about: "me" }), "she"))
  })
})

describe("a question about the family's hair", () => {
  it("is answered in the snapshot, unless thinning already shows", () => {
    const reading = readingOf({
      kind: "family_history",
      subject: "relative",
      subjectWords: "my dad",
      question: true,
      words: "bald",
    })
    const snapshot = (answers: QuizAnswers) =>
      traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading }).results
        .routineSnapshot
    assert.include(snapshot(male({})), "You asked whether you will lose your hair like your family")
    assert.notInclude(
      snapshot(male({ hairline_changes_male: "noticeable" })),
      "You asked whether you will lose your hair",
    )
  })
})

describe("a question about a supplement", () => {
  it("is answered for this person: gummies before blood tests, creatine, rosemary oil", () => {
    const asked = (value: string, ...signs: ReadonlyArray<Stated>) =>
      traceRulesReport({
        userName: "Sam",
        answers: female({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
        textInputs: {},
        reading: readingOf(
          { kind: "supplement", value, question: true, hypothetical: true, words: value },
          ...signs,
        ),
      }).results.routineSnapshot
    assert.include(
      asked(
        "biotin",
        { kind: "always_cold", words: "always freezing" },
        { kind: "weight_gain", words: "put on a stone" },
      ),
      "not before your blood tests",
    )
    assert.include(asked("creatine"), "no good evidence that it causes hair loss")
    assert.include(asked("rosemary"), "You asked about rosemary oil")
  })
})

describe("words that could put the person in danger", () => {
  it("are never quoted back, anywhere in the report", () => {
    const { results } = traceRulesReport({
      userName: "Sh",
      answers: female({ age_band: "25_34", symptoms: ["broken_edges"] }),
      textInputs: {},
      reading: readingOf(
        { kind: "hurt_by_someone", words: "boyfriend grabs my hair" },
        { kind: "headache", words: "headaches since" },
      ),
    })
    const all = [results.routineSnapshot, ...Object.values(results).flat()].join("\n")
    assert.notInclude(all, "boyfriend")
    assert.include(all, "0808 2000 247")
  })
})

describe("a hair wrapped round a baby's toe", () => {
  it("is never called something that is not from the hair", () => {
    const { results } = traceRulesReport({
      userName: "Kasia",
      answers: female({ age_band: "25_34", hormonal_stage: "postpartum" }),
      textInputs: {},
      reading: readingOf({
        kind: "hair_tourniquet",
        words: "hair wrapped round the babys toe",
        subject: "child",
      }),
    })
    const flags = results.redFlags.join("\n")
    assert.include(flags, "hair tourniquet")
    assert.notInclude(flags, "None of this is from the hair")
  })
})

describe("signs a picture explains", () => {
  it("are quoted, not explained again with their other causes, and the lines they stand for give way", () => {
    const { results } = traceRulesReport({
      userName: "Jo",
      answers: female({ age_band: "25_34", symptoms: ["sudden_shedding", "widening_parting"] }),
      textInputs: {},
      reading: readingOf(
        { kind: "periods_stopped", words: "periods stopped completely" },
        { kind: "night_sweats", words: "waking up soaked" },
      ),
    })
    const flags = sectionText(results, "redFlags")
    assert.include(flags, "early menopause")
    assert.include(flags, '"waking up soaked"')
    assert.notInclude(flags, "lymph glands")
  })

  it("lead with the picture's own sign quoted, not another it explains", () => {
    const { results } = traceRulesReport({
      userName: "Selam",
      answers: female({ age_band: "25_34" }),
      textInputs: {},
      reading: readingOf(
        { kind: "confusion", words: "not making sense" },
        { kind: "mood_high", words: "sleeping 2-3 hours and not tired" },
      ),
    })
    assert.include(results.routineSnapshot, 'you wrote "sleeping 2-3 hours and not tired"')
  })
})

describe("the questions people ask most", () => {
  const snapshot = (answers: QuizAnswers, ...stated: ReadonlyArray<Stated>) =>
    traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading: readingOf(...stated) })
      .results.routineSnapshot
  const question = { question: true, hypothetical: true } as const

  it("answers common beliefs plainly, several in one note, each once", () => {
    const believed = (value: string) => ({ kind: "belief", value, words: value }) as const
    const said = snapshot(
      male({ age_band: "25_34" }),
      believed("hats"),
      believed("silicones"),
      believed("flammable"),
    )
    assert.include(said, "You asked whether caps cause baldness: no")
    assert.include(said, "You asked whether silicones are bad: no")
    assert.include(said, "synthetic braiding hair is flammable: yes")
    // Ordinary daily fall is reassured; real shedding is not called normal.
    assert.include(
      snapshot(male({ age_band: "12_15" }), believed("daily_fall")),
      "50 to 100 hairs a day is normal",
    )
    assert.notInclude(
      snapshot(female({ symptoms: ["sudden_shedding"] }), believed("daily_fall")),
      "50 to 100 hairs a day is normal",
    )
  })

  it("keeps a fresh-water rinse for days at sea, and a diffuser, not flat irons, for curls worn as they are", () => {
    const sea = traceRulesReport({
      userName: "Gill",
      answers: female({ hair_texture: "wavy", weekly_minutes: "under_30" }),
      textInputs: {},
      reading: readingOf({ kind: "at_sea", words: "in salt water" }),
    })
    assert.include(sectionText(sea.results, "rhythm"), "rinse the salt out with fresh water")
    const curls = traceRulesReport({
      userName: "Niamh",
      answers: female({ hair_texture: "curly", heat_tension: ["occasional_heat"] }),
      textInputs: {},
      reading: readingOf(),
    })
    const all = sectionText(curls.results, "all")
    assert.include(all, "When diffusing or blow-drying")
    assert.notInclude(all, "with flat irons, one quick pass")
  })

  it("keeps the beard oil for a man who wants his beard softer, within two products", () => {
    const beard = (goals: ReadonlyArray<string>) =>
      traceRulesReport({
        userName: "Liam",
        answers: male({
          facial_hair_male: "short_beard",
          beard_goals_male: goals,
          max_products: "one_two",
          conditioner_step_male: ["none"],
        }),
        textInputs: {},
        reading: readingOf(),
      }).trace.products
    assert.include(beard(["softer"]), "beard-care")
    assert.notInclude(beard(["lower_maintenance"]), "beard-care")
  })

  it("answers the sea, dry shampoo, a satin cap and henna for this person", () => {
    const believed = (value: string) => ({ kind: "belief", value, words: value }) as const
    assert.include(
      snapshot(female({ hair_texture: "wavy" }), believed("sea_water")),
      "Rinse the salt out with fresh water",
    )
    assert.include(
      snapshot(male({ hair_length_male: "locs" }), believed("dry_shampoo")),
      "dry shampoo on locs: better not",
    )
    assert.include(
      snapshot(female({ hair_texture: "straight" }), believed("dry_shampoo")),
      "dry shampoo: fine now and then",
    )
    assert.include(
      snapshot(female({ hair_texture: "kinky" }), believed("satin_cap")),
      "satin cap is worth it: yes",
    )
    assert.include(
      snapshot(female({ hair_texture: "curly" }), believed("henna")),
      "pure, body-art henna",
    )
  })

  it("a teenager asking about finasteride or a transplant is told not before 18; with signs elsewhere, the doctor comes first", () => {
    const asked = {
      kind: "supplement",
      value: "hair_loss_treatment",
      words: "finasteride",
      ...question,
    } as const
    assert.include(snapshot(male({ age_band: "12_15" }), asked), "not before 18")
    assert.include(
      snapshot(
        male({ age_band: "45_54" }),
        asked,
        { kind: "body_hair_loss", words: "chest and legs gone bare" },
        { kind: "low_libido", words: "sex drive gone" },
      ),
      "not before the doctor has looked into the other signs you wrote",
    )
  })

  it("a cause suspected beside a finding no product causes is answered: it is not the product", () => {
    const suspected = { kind: "cause_asked", words: "is it the spray" } as const
    assert.include(
      snapshot(
        female({ age_band: "under_12", answers_about: "my_child" }),
        suspected,
        { kind: "fever", words: "a temperature" },
        { kind: "body_rash", words: "spots behind her ears" },
      ),
      'You asked "is it the spray": no',
    )
    // Beside a scalp reacting to a product, stopping the product is the answer, not "no".
    assert.notInclude(
      snapshot(female({ symptoms: ["burning_stinging"] }), suspected),
      'You asked "is it the spray"',
    )
  })

  it("a smoothing treatment waits for the end of a pregnancy; a biotin question is not a minoxidil one", () => {
    assert.include(
      snapshot(female({ age_band: "25_34", hormonal_stage: "pregnant" }), {
        kind: "chemical_service",
        value: "keratin",
        words: "brazilian blow dry",
        ...question,
      }),
      "You asked whether you can have a smoothing treatment: not while you are pregnant",
    )
    const feeding = snapshot(
      female({ age_band: "25_34", hormonal_stage: "postpartum", symptoms: ["sudden_shedding"] }),
      { kind: "birth", words: "breastfeeding", ...question },
      { kind: "supplement", value: "biotin", words: "biotin", ...question },
    )
    assert.notInclude(feeding, "minoxidil")
    assert.include(feeding, "You asked about hair gummies or biotin")
  })

  it("rosemary oil is answered, and stopped at once on a scalp that burns", () => {
    const asked = { kind: "belief", value: "rosemary_oil", words: "does rosemary work" } as const
    assert.include(
      snapshot(female({ age_band: "35_44", symptoms: ["widening_parting"] }), asked),
      "one small six-month trial",
    )
    assert.include(
      snapshot(female({ age_band: "25_34", symptoms: ["burning_stinging"] }), asked),
      "You asked whether rosemary oil works: stop it now",
    )
  })

  it("a child's relaxer or lightener is a no; a service already had is asked about, not offered", () => {
    assert.include(
      snapshot(female({ age_band: "under_12", answers_about: "my_child" }), {
        kind: "chemical_service",
        value: "relaxer",
        words: "kids relaxer",
        ...question,
      }),
      "You asked whether you can relax your hair: no, not for a child.",
    )
    const had = snapshot(
      female({
        age_band: "35_44",
        hair_state: ["keratin_treatment"],
        symptoms: ["sudden_shedding"],
      }),
      { kind: "chemical_service", value: "keratin", words: "the keratin", ...question },
    )
    assert.include(had, "You asked about the keratin treatment you already have")
    assert.notInclude(had, "You asked whether you can have a smoothing treatment: yes")
  })

  it("someone who relaxes and asks whether it is the relaxer is not told they may relax", () => {
    const said = snapshot(
      female({ age_band: "35_44", hair_state: ["relaxed"], symptoms: ["widening_parting"] }),
      { kind: "chemical_service", value: "relaxer", words: "relaxer", ...question },
      { kind: "going_natural", words: "go natural", ...question },
      { kind: "round_face", words: "face gone round" },
      { kind: "stretch_marks", words: "purple stretch marks" },
      { kind: "bruising", words: "bruise easily" },
    )
    assert.notInclude(said, "You asked whether you can relax your hair: yes")
    assert.include(said, "whether the relaxer is to blame")
    assert.include(said, "every 8 to 12 weeks")
  })

  it("a hair-loss treatment 'just in case' is not for hair that is not thinning; with thinning, it is a choice", () => {
    const asked = {
      kind: "supplement",
      value: "hair_loss_treatment",
      words: "finasteride",
      ...question,
    } as const
    // A mate's medicine asked about is still the person's question.
    assert.include(
      snapshot(male({ hairline_changes_male: "none" }), { ...asked, subject: "someone_else" }),
      "You asked about minoxidil or finasteride: not now.",
    )
    assert.include(
      snapshot(
        male({ hairline_changes_male: "noticeable", primary_goal_male: ["fuller_look"] }),
        asked,
      ),
      "they are the licensed treatments for pattern thinning",
    )
  })

  it("a treatment already used is kept up, not offered; beside a visit within days, that doctor decides", () => {
    const using = {
      kind: "supplement",
      value: "hair_loss_treatment",
      time: "since",
      words: "regaine foam",
    } as const
    const asked = { kind: "medicine", words: "stop the regaine", question: true } as const
    const thinning = female({ age_band: "35_44", symptoms: ["widening_parting"] })
    const text = sectionText(
      traceRulesReport({
        userName: "Sam",
        answers: thinning,
        textInputs: {},
        reading: readingOf(using, asked),
      }).results,
      "all",
    )
    assert.include(text, "You already use Regaine: keep to it as you are")
    assert.include(text, "which you use: keep to Regaine")
    assert.notInclude(text, "discuss licensed options")
    assert.include(
      snapshot(
        male({ age_band: "25_34", hairline_changes_male: "noticeable" }),
        { kind: "medicine", value: "other_medicine", words: "taking fin 1mg" },
        { kind: "body_lump", words: "lump under my nipple" },
        { kind: "medicine", words: "keep taking the fin", question: true },
      ),
      "ask the doctor you are seeing about it at that visit, and tell them you take finasteride",
    )
  })

  it("a chemical service asked about: not while going natural, never on the edges, gently on thinner hair", () => {
    const relax = { kind: "chemical_service", value: "relaxer", ...question } as const
    assert.include(
      snapshot(
        female({ hair_state: ["relaxed"] }),
        { kind: "going_natural", words: "growing out my relaxer" },
        { ...relax, words: "relax my new growth" },
      ),
      "not while you are growing it out",
    )
    assert.include(
      snapshot(female({ hair_state: ["relaxed"] }), { ...relax, words: "relax my edges" }),
      "relaxer never goes on the edges",
    )
    assert.include(
      snapshot(female({ symptoms: ["widening_parting"] }), {
        kind: "chemical_service",
        value: "bleach",
        words: "would bleach wreck my hair",
        ...question,
      }),
      "keep the lightener off the scalp and the parting",
    )
  })

  it("a relative's hair lost to chemotherapy is no family history, and is answered so", () => {
    const text = snapshot(
      male({ age_band: "55_64" }),
      {
        kind: "chemotherapy",
        subject: "relative",
        subjectWords: "my brother",
        time: "past",
        words: "chemo",
        question: true,
      },
      {
        kind: "family_history",
        subject: "relative",
        subjectWords: "my brother",
        time: "past",
        words: "lost all his hair",
        question: true,
      },
    )
    assert.include(text, "it does not; it comes from the drugs, not from genes")
    assert.notInclude(text, "it runs in families")
  })

  it("oil on the scalp, going natural, and locs that smell", () => {
    const oil = { kind: "scalp_oil", words: "shea butter", ...question } as const
    assert.include(
      snapshot(female({ symptoms: ["scaly_plaques"] }), oil),
      "a thin layer on the plaques an hour before washing",
    )
    assert.include(
      snapshot(female({ scalp_condition: ["dry_tight"] }), oil),
      "a little on a dry scalp is fine",
    )
    assert.include(
      snapshot(female({ hair_state: ["relaxed"] }), {
        kind: "going_natural",
        words: "go natural",
        ...question,
      }),
      "there is no need for a big chop",
    )
    assert.include(
      snapshot(female({ hair_state: ["locs"] }), {
        kind: "smell",
        words: "rotting",
        question: true,
      }),
      "locs do not rot",
    )
  })
})

describe("what the notes changed", () => {
  it("the snapshot says what it went by, in its own words", () => {
    const reading = readingAbout(
      { who: "child", age: 8, words: "my daughter, she is 8" },
      { kind: "budget", amount: 10, words: "£10 a month" },
    )
    const { results } = traceRulesReport({
      userName: "Sam",
      answers: female({ answers_about: "me" }),
      textInputs: {},
      reading,
    })
    assert.include(
      results.routineSnapshot,
      "From your notes we went by these answers being about your child, an age of under 12 and a budget of under 10 a month.",
    )
    assert.notInclude(results.routineSnapshot, "£10")
  })
})

describe("an age in a note about the hair", () => {
  it("is the hair's: '8 years old, 60 locs' leaves the quiz's age as it is", () => {
    const profile = readProfile({
      userName: "Sam",
      answers: female({ age_band: "45_54" }),
      reading: readingOf({ kind: "age", amount: 8, note: "loc_type_notes", words: "8 years old" }),
    })
    assert.strictEqual(profile.ageBand, "45_54")
  })
})

describe("a finding to be seen today", () => {
  it("is the only change Start here asks for", () => {
    const p = readProfile({
      userName: "Sam",
      answers: male({
        age_band: "18_24",
        wash_frequency_male: "daily",
        heat_tools_male: "weekly_plus",
      }),
      reading: readingOf(
        { kind: "fever", words: "fever" },
        { kind: "stiff_neck", words: "stiff neck" },
      ),
    })
    const items = startHere(p, decideReportContext(p), { washPlanIsRules: true })
    assert.strictEqual(items.length, 1)
    assert.match(items[0]!.change, /999/)
  })
})

describe("beside a finding to be seen within days", () => {
  it("hair-loss treatment talk and photos of the hairline wait for the visit", () => {
    const answers = male({
      age_band: "45_54",
      hairline_changes_male: "noticeable",
      primary_goal_male: ["fuller_look"],
    })
    const text = (reading: NoteReading) =>
      sectionText(
        traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading }).results,
        "all",
      )
    assert.match(text(noReading), /licensed treatments|[Pp]hotograph your hairline/)
    const urgent = text(
      readingOf(
        { kind: "swollen_ankles", words: "ankles swollen" },
        { kind: "breathless", words: "out of breath" },
      ),
    )
    assert.notMatch(
      urgent,
      /licensed treatments|[Pp]hotograph your hairline|photos of your hairline/,
    )
  })
})

describe("a price in the notes", () => {
  it("never raises the budget the quiz set lower, and lowers one it set higher", () => {
    const budgetOf = (answered: string, amount: number) =>
      readProfile({
        userName: "Sam",
        answers: female({ monthly_budget: answered }),
        reading: readingOf({ kind: "budget", amount, words: `${amount} pounds` }),
      }).budget
    // "I'm not paying 18 pounds for a pot": the refused price is no budget.
    assert.strictEqual(budgetOf("under_10", 18), "under_10")
    assert.strictEqual(budgetOf("25_50", 10), "under_10")
  })
})

describe("an illness in the notes", () => {
  it("undated, beside a quiz answer of none, is older than a year; dated, it is the more specific", () => {
    const illnessOf = (monthsAgo: number | undefined) =>
      readProfile({
        userName: "Sam",
        answers: female({ recent_illness: "none" }),
        reading: readingOf({
          kind: "illness",
          time: "past",
          words: "had covid twice",
          ...(monthsAgo === undefined ? {} : { monthsAgo }),
        }),
      }).recentIllness
    assert.strictEqual(illnessOf(undefined), "none")
    assert.strictEqual(illnessOf(3), "6_weeks_4_months")
  })
})

describe("a note that denies a tick", () => {
  const reportFor = (answers: QuizAnswers, reading: NoteReading) =>
    sectionText(
      traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading }).results,
      "all",
    )
  const itchyLocs = female({ scalp_condition: ["itchy_flaky"], symptoms: ["none"] })

  it("undoes a routine tick: 'not really flaky' is an itch, with no dandruff care", () => {
    const ticked = reportFor(itchyLocs, noReading)
    assert.match(ticked, /antifungal/i)
    const told = reportFor(
      itchyLocs,
      readingOf({ kind: "flaking", negated: true, words: "not really flaky" }),
    )
    assert.notMatch(told, /antifungal|anti-dandruff|dandruff/i)
    assert.include(told, "From your notes we went by a scalp that itches but is not flaky.")
  })

  it("keeps a tick the notes also confirm, and a red flag the notes state now", () => {
    const confirmed = reportFor(
      itchyLocs,
      readingOf(
        { kind: "flaking", negated: true, words: "no flakes on my head" },
        { kind: "flaking", words: "flakes on my shoulders" },
      ),
    )
    assert.match(confirmed, /antifungal/i)
    const patches = female({ symptoms: ["round_patches"] })
    const { trace } = traceRulesReport({
      userName: "Sam",
      answers: patches,
      textInputs: {},
      reading: readingOf(
        { kind: "bald_patches", words: "one round patch at the back" },
        { kind: "bald_patches", negated: true, words: "no other bald patches" },
      ),
    })
    assert.strictEqual(mostUrgentFinding(trace.profile)?.id, "round-patches")
  })

  it("takes back a red flag ticked by mistake, and says so", () => {
    const { trace, results } = traceRulesReport({
      userName: "Sam",
      answers: female({ symptoms: ["round_patches"] }),
      textInputs: {},
      reading: readingOf({
        kind: "bald_patches",
        negated: true,
        words: "ticked the bald patch box by mistake",
      }),
    })
    assert.isUndefined(mostUrgentFinding(trace.profile))
    assert.match(sectionText(results, "snapshot"), /no bald patches, whatever the tick said/)
  })

  it("undoes a red-flag tick only where the note says it is over for good", () => {
    const patches = female({ symptoms: ["round_patches"] })
    const over = (resolved: boolean) =>
      traceRulesReport({
        userName: "Sam",
        answers: patches,
        textInputs: {},
        reading: readingOf({
          kind: "bald_patches",
          time: "past",
          monthsAgo: 60,
          resolved,
          words: "bald patch",
        }),
      })
    assert.isUndefined(mostUrgentFinding(over(true).trace.profile))
    assert.include(
      sectionText(over(true).results, "all"),
      "the bald patch ticked long over and grown back",
    )
    assert.strictEqual(mostUrgentFinding(over(false).trace.profile)?.id, "round-patches")
  })

  it("undoes a pregnant tick the notes withdraw, in the report and on the doctor's page", () => {
    const pregnantTick = female({ age_band: "16_24", hormonal_stage: "pregnant" })
    const read = (negated: boolean) =>
      traceRulesReport({
        userName: "Niamh",
        answers: pregnantTick,
        textInputs: {},
        reading: readingOf({ kind: "pregnancy", negated, words: "pregnant" }),
      })
    assert.strictEqual(read(true).trace.profile.hormonalStage, "not_applicable")
    assert.notMatch(sectionText(read(true).results, "all"), /during pregnancy/i)
    assert.strictEqual(read(false).trace.profile.hormonalStage, "pregnant")
  })

  it("reads a shiny-skin tick the notes give to an old injury's scar as the scar, not a scarring loss", () => {
    const shiny = male({ age_band: "35_44", scalp_signs: ["shiny_skin"] })
    const read = (...stated: ReadonlyArray<Stated>) =>
      traceRulesReport({
        userName: "Bilal",
        answers: shiny,
        textInputs: {},
        reading: readingOf(...stated),
      })
    const scar = read(
      { kind: "shiny_skin", time: "past", words: "shiny skin" },
      { kind: "old_scar", time: "past", words: "split my head open" },
    )
    assert.isFalse(scar.trace.profile.scalpSigns.has("shiny_skin"))
    assert.notMatch(sectionText(scar.results, "all"), /lichen planopilaris/)
    assert.isTrue(read().trace.profile.scalpSigns.has("shiny_skin"))
  })
})

describe("a child's report", () => {
  it("answers a family's alopecia areata for a child, and styles no fine hair with heat", () => {
    const { results } = traceRulesReport({
      userName: "Jess",
      answers: female({
        answers_about: "child",
        age_band: "under_12",
        strand_width: "fine",
        density: "low",
        health_background: ["family_hair_loss"],
      }),
      textInputs: {},
      reading: readingOf({
        kind: "family_history",
        subject: "relative",
        question: true,
        words: "alopecia areata",
      }),
    })
    const all = sectionText(results, "all")
    assert.notMatch(all, /blow-dry/)
    assert.notMatch(all, /pharmacist or GP can discuss treatments/)
    assert.match(all, /raises a child's chance only a little/)
  })
})

describe("a condition that owns the scalp's signs", () => {
  it("holds dandruff care until it is seen: no antifungal beside dermatomyositis", () => {
    const { results, trace } = traceRulesReport({
      userName: "Sam",
      answers: male({
        age_band: "45_54",
        symptoms_male: ["persistent_flaking", "burning_stinging"],
      }),
      textInputs: {},
      reading: readingOf(
        { kind: "eyelid_rash", words: "eyelids gone a bit purple" },
        { kind: "muscle_weakness", words: "hard to lift my arms" },
      ),
    })
    assert.strictEqual(mostUrgentFinding(trace.profile)?.id, "muscle-skin-signs")
    assert.notMatch(sectionText(results, "all"), /antifungal|anti-dandruff|ketoconazole/i)
    assert.deepStrictEqual(trace.contradictions, [])
  })
})

describe("signs in the body that no pathway explains", () => {
  const on = (reading: NoteReading) =>
    pathwaysFor(
      readProfile({ userName: "Sam", answers: male({ age_band: "45_54" }), reading }),
    ).map((pathway) => pathway.id)

  it("are not told twice when a pathway already sends the person as soon", () => {
    const ids = on(
      readingOf(
        { kind: "neck_lump", words: "lump in my neck" },
        { kind: "night_sweats", words: "soaked sheets" },
      ),
    )
    assert.include(ids, "lymph-signs")
    assert.isFalse(
      ids.some((id) => id.startsWith("told-signs")),
      ids.join(", "),
    )
  })

  it("set their level by the most urgent sign, and the rest go to the same visit", () => {
    const p = readProfile({
      userName: "Sam",
      answers: male({ age_band: "45_54" }),
      reading: readingOf(
        { kind: "swallowing", words: "food keeps getting stuck" },
        { kind: "unexpected_bleeding", words: "coughed up blood" },
      ),
    })
    const [first] = pathwaysFor(p)
    assert.strictEqual(first?.id, "told-signs-within-days")
    const line = first!.say(p, {} as never)
    assert.match(line, /"coughed up blood" and "food keeps getting stuck"/)
    assert.match(line, /swallowing.*tell the same doctor about it/)
  })
})

describe("what makes a sign sooner, told beside it", () => {
  const first = (...stated: ReadonlyArray<Stated>) => {
    const p = readProfile({
      userName: "Sam",
      answers: male({ age_band: "45_54" }),
      reading: readingOf(...stated),
    })
    const [pathway] = pathwaysFor(p)
    return { id: pathway?.id, line: pathway?.say(p, {} as never) ?? "" }
  }

  it("raises the sign to its sooner level, and the warning is not repeated as a condition", () => {
    const alone = first({ kind: "body_complaint", words: "my calf is swollen and hot" })
    assert.strictEqual(alone.id, "told-signs-within-days")
    assert.match(alone.line, /the same day if it gets quickly worse or comes with a fever/)
    const feverish = first(
      { kind: "body_complaint", words: "my calf is swollen and hot" },
      { kind: "fever", words: "a temperature since yesterday" },
    )
    assert.strictEqual(feverish.id, "told-signs-same-day")
    assert.match(feverish.line, /see a GP today/)
    assert.notMatch(feverish.line, /the same day if it gets quickly worse/)
  })

  it("stays at the sign's own level when what would raise it is only in the past", () => {
    const { id } = first(
      { kind: "body_complaint", words: "my calf is swollen and hot" },
      { kind: "fever", time: "past", monthsAgo: 24, words: "a fever two years ago" },
    )
    assert.strictEqual(id, "told-signs-within-days")
  })
})

describe("a child's scalp", () => {
  const childReport = (answers: QuizAnswers) =>
    sectionText(
      traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading: noReading }).results,
      "all",
    )
  it("goes to a GP for a young child's change, not for a teenager's spots where gel sits", () => {
    assert.include(
      childReport(male({ age_band: "under_12", symptoms_male: ["scalp_pimples"] })),
      "Show a GP the change you noticed",
    )
    const teen = childReport(male({ age_band: "12_15", symptoms_male: ["scalp_pimples"] }))
    assert.notInclude(teen, "Show a GP the change you noticed")
    assert.include(teen, "Ask a GP about any change in the scalp or hair")
  })
})

describe("a question about a tight style", () => {
  const asked = (words: string) =>
    sectionText(
      traceRulesReport({
        userName: "Sam",
        answers: female({}),
        textInputs: {},
        reading: readingOf({ kind: "tight_styles", question: true, words }),
      }).results,
      "all",
    )
  it("is answered for the style asked about: a bun is not braids", () => {
    const bun = asked("is a tight bun under the hat bad for my hair")
    assert.include(bun, "You asked about wearing it up")
    assert.notInclude(bun, "braids")
    assert.include(asked("are knotless braids ok"), "You asked about braids and tight styles")
  })
})

describe("high blood sugar", () => {
  it("names only the signs told, and type 1's speed only for the young", () => {
    const { results } = traceRulesReport({
      userName: "Sam",
      answers: male({ age_band: "75_plus" }),
      textInputs: {},
      reading: readingOf(
        { kind: "peeing_often", words: "up at night to pass water" },
        { kind: "tiredness", words: "tired all the time" },
      ),
    })
    const all = sectionText(results, "all")
    assert.include(all, "blood sugar")
    assert.notMatch(all, /thirst|young person/i)
  })
})

describe("a picture with a first step of its own", () => {
  it("puts that step in Start here's first change, not only who to see", () => {
    const p = readProfile({
      userName: "Sam",
      answers: female({ age_band: "35_44" }),
      reading: readingOf(
        { kind: "headache", words: "dull pounding all over my head" },
        { kind: "headache", subject: "relative", subjectWords: "my husband", words: "headaches" },
      ),
    })
    const [first] = startHere(p, decideReportContext(p), { washPlanIsRules: true })
    assert.match(first?.change ?? "", /get everyone out.*0800 111 999.*A&E/)
  })
})

describe("a question about keeping a product", () => {
  const asked = (answers: QuizAnswers, words: string) =>
    sectionText(
      traceRulesReport({
        userName: "Sam",
        answers,
        textInputs: {},
        reading: readingOf({
          kind: "keeps_product",
          value: "shampoo",
          question: true,
          hypothetical: true,
          words,
        }),
      }).results,
      "all",
    )
  it("is answered: an anti-dandruff shampoo kept, nothing medicated on a scalp that reacts", () => {
    assert.include(
      asked(male({ scalp_condition_male: ["oily"] }), "can i keep using head and shoulders"),
      "You asked whether you can keep your shampoo: yes; an anti-dandruff shampoo is fine",
    )
    assert.include(
      asked(male({ symptoms_male: ["burning_stinging"] }), "can i keep using head and shoulders"),
      "nothing medicated on the scalp until it has been seen",
    )
  })
})

describe("round 25's classes", () => {
  const first = (answers: QuizAnswers, ...stated: ReadonlyArray<Stated>) => {
    const p = readProfile({ userName: "Sam", answers, reading: readingOf(...stated) })
    const [pathway] = pathwaysFor(p)
    return { id: pathway?.id, line: pathway?.say(p, {} as never) ?? "" }
  }
  it("a sore throat and fever on carbimazole is the blood count, named, whatever is going round", () => {
    const { id, line } = first(
      female({ age_band: "45_54" }),
      {
        kind: "medicine",
        value: "thyroid_medicine",
        note: "medicine_notes",
        words: "carbimazole 20mg",
      },
      { kind: "sore_throat", words: "really sore throat" },
      { kind: "fever", words: "38.4 last night" },
    )
    assert.strictEqual(id, "medicine-blood-count")
    assert.include(line, "on carbimazole")
  })
  it("a child's headaches with being sick are raised pressure, seen today", () => {
    const { id, line } = first(
      female({ age_band: "under_12", answers_about: "my_child" }),
      { kind: "headache", words: "headaches most mornings" },
      { kind: "vomiting", words: "been sick before school" },
    )
    assert.strictEqual(id, "told-signs-same-day")
    assert.match(line, /raised pressure inside the head/)
  })
  it("low sex drive on finasteride stops it and sees a GP within days", () => {
    const { id, line } = first(
      male({ age_band: "25_34" }),
      {
        kind: "medicine",
        value: "other_medicine",
        note: "medicine_notes",
        words: "finasteride 1mg",
      },
      { kind: "low_libido", words: "zero sex drive" },
    )
    assert.strictEqual(id, "told-signs-within-days")
    assert.match(line, /stop taking it/)
  })
  it("tingling round the lips and a hand locking like a claw after a thyroid operation is low calcium, today", () => {
    const { id, line } = first(
      female({ age_band: "35_44", diet_iron: ["thyroid_condition"] }),
      { kind: "lips_tingling", words: "pins and needles round my lips" },
      { kind: "hand_spasm", words: "like a claw", time: "past", monthsAgo: 0 },
    )
    assert.strictEqual(id, "told-signs-same-day")
    assert.match(line, /low calcium/)
    assert.match(line, /Call 999 for a fit/)
    assert.notMatch(line, /B12/)
  })
  it("a tongue that swelled twice on ramipril is the tablet, today, even though it has gone", () => {
    const { id, line } = first(
      male({ age_band: "75_plus" }),
      {
        kind: "medicine",
        value: "other_medicine",
        note: "medicine_notes",
        words: "Ramipril, Amlodipine",
      },
      { kind: "urgent_reaction", words: "tongue swelled", time: "past", monthsAgo: 1 },
    )
    assert.strictEqual(id, "told-signs-same-day")
    assert.match(line, /on Ramipril, is most likely the tablet, called angioedema, not a shampoo/)
    assert.match(line, /Call 999 if the tongue or throat swells/)
  })
  it("beard and body hair thinning with no sex drive on oxycodone is low testosterone, not alopecia areata", () => {
    const p = readProfile({
      userName: "Liam",
      answers: male({ age_band: "35_44" }),
      reading: readingOf(
        {
          kind: "medicine",
          value: "other_medicine",
          note: "medicine_notes",
          words: "oxycodone, pregabalin",
        },
        { kind: "beard_loss", words: "beard's gone thin and patchy" },
        { kind: "low_libido", words: "sex drive is gone" },
      ),
    })
    const found = pathwaysFor(p)
    assert.notInclude(
      found.map((pathway) => pathway.id),
      "round-patches",
    )
    const line = found[0]?.say(p, {} as never) ?? ""
    assert.match(line, /oxycodone can lower testosterone/)
    assert.match(line, /Do not stop or cut down the painkillers yourself/)
  })
  it("a red eye that light hurts beside mouth and genital ulcers is seen today, and Behçet's named", () => {
    const withEye = first(
      male({ age_band: "25_34" }),
      { kind: "sore_throat", words: "mouth ulcers" },
      { kind: "genital_ulcers", words: "ulcers down below", time: "past" },
      { kind: "red_eye", words: "eye is red" },
      { kind: "light_hurts", words: "light hurts it" },
    )
    assert.strictEqual(withEye.id, "told-signs-same-day")
    assert.match(withEye.line, /Behçet's disease/)
    assert.match(withEye.line, /eye casualty or urgent eye service today/)
    const ulcersOnly = first(
      male({ age_band: "25_34" }),
      { kind: "sore_throat", words: "mouth ulcers" },
      { kind: "genital_ulcers", words: "ulcers down below" },
    )
    // Sores on the genitals are seen at a sexual health clinic within days, Behçet's named beside.
    assert.strictEqual(ulcersOnly.id, "told-signs-within-days")
    assert.match(ulcersOnly.line, /Behçet's disease/)
    assert.notMatch(ulcersOnly.line, /eye casualty/)
  })
  it("crawling and biting when lice were looked for and not found: a GP and a skin clinic, no more lice lotion", () => {
    const p = readProfile({
      userName: "Dana",
      answers: female({ age_band: "55_64" }),
      reading: readingOf(
        { kind: "sees_things", words: "crawling and biting under the skin" },
        { kind: "head_lice", words: "lice", negated: true },
      ),
    })
    const found = pathwaysFor(p)
    assert.notInclude(
      found.map((pathway) => pathway.id),
      "head-lice",
    )
    const line = found[0]?.say(p, {} as never) ?? ""
    assert.match(line, /the feeling is real/)
    assert.match(line, /Never take horse ivermectin paste/)
    assert.notMatch(line, /not there/)
  })
  it("diarrhoea on immunotherapy goes to the cancer team's 24-hour line today, not a GP within days", () => {
    const { id, line } = first(male({ age_band: "65_74", medicines: ["chemo_immunotherapy"] }), {
      kind: "bowel_changes",
      words: "the runs",
    })
    assert.strictEqual(id, "told-signs-same-day")
    assert.match(line, /cancer team's 24-hour line today/)
    const p = readProfile({
      userName: "Graham",
      answers: male({ age_band: "65_74", medicines: ["chemo_immunotherapy"] }),
      reading: readingOf({ kind: "bowel_changes", words: "the runs" }),
    })
    const lead = pathwaysFor(p)[0]?.lead?.(p) ?? ""
    assert.include(lead, "call your cancer team's 24-hour line today")
    assert.notInclude(lead, "see a GP today")
  })
  it("hair eaten with sickness and a bloated tummy is a hairball until shown otherwise, today", () => {
    const { id, line } = first(
      female({ age_band: "16_24" }),
      { kind: "eats_hair", words: "eating it" },
      { kind: "vomiting", words: "been sick" },
      { kind: "bowel_changes", words: "bloated" },
    )
    assert.strictEqual(id, "told-signs-same-day")
    assert.match(line, /trichobezoar/)
  })
  it("round 46's: climbing tingling, a faint with a positive test, wavy lines, bruised eyes", () => {
    const nerves = first(
      male({ age_band: "35_44" }),
      { kind: "pins_and_needles", words: "fingers are tingly" },
      { kind: "muscle_weakness", words: "legs feel like jelly" },
      { kind: "body_complaint", words: "lower back aching" },
    )
    assert.strictEqual(nerves.id, "told-signs-emergency")
    assert.match(nerves.line, /Guillain-Barré/)
    assert.match(nerves.line, /Do not drive/)
    const ectopic = first(
      female({ age_band: "25_34" }),
      { kind: "pregnancy", words: "theres a really faint line" },
      { kind: "low_tummy_pain", words: "pain low down on the left side" },
      { kind: "fainting", time: "past", monthsAgo: 0, words: "dizzy" },
    )
    assert.strictEqual(ectopic.id, "told-signs-emergency")
    assert.match(ectopic.line, /ectopic pregnancy/)
    const sight = first(female({ age_band: "75_plus" }), {
      kind: "sight_change",
      words: "lines on the bathroom tiles look all wavy",
    })
    assert.strictEqual(sight.id, "told-signs-same-day")
    assert.match(sight.line, /wet macular degeneration/)
    const blurred = first(female({ age_band: "75_plus" }), {
      kind: "sight_change",
      words: "my sight is a bit blurry",
    })
    assert.strictEqual(blurred.id, "told-signs-within-days")
    const eyes = first(male({ age_band: "under_12", answers_about: "my_child" }), {
      kind: "bruising",
      words: "eyes have gone purple",
    })
    assert.strictEqual(eyes.id, "told-signs-same-day")
    assert.match(eyes.line, /no ibuprofen/)
  })
  it("barely passing urine while being sick is the kidneys, today", () => {
    const { id, line } = first(
      female({ age_band: "25_34" }),
      { kind: "little_urine", words: "barely weeing" },
      { kind: "vomiting", words: "throwing up on and off" },
    )
    assert.strictEqual(id, "told-signs-same-day")
    assert.match(line, /kidneys are struggling/)
  })
})

describe("an unsteadiness told", () => {
  it("is said as the person told it: dropped keys are clumsy hands, not slurred words", () => {
    const p = readProfile({
      userName: "Sam",
      answers: male({ age_band: "55_64" }),
      reading: readingOf({ kind: "unsteady", words: "dropping my keys" }),
    })
    const line = pathwaysFor(p)[0]?.say(p, {} as never) ?? ""
    assert.match(line, /hands gone clumsy/i)
    assert.notInclude(line, "slurred")
  })
})

describe("a box of the body's question", () => {
  const reportFor = (answers: QuizAnswers, reading = noReading) =>
    traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading })

  it("is the sign told, in the box's words, and a note about the same sign wins", () => {
    const ticked = reportFor(female({ age_band: "45_54", body_signs: ["body_lump"] }))
    assert.match(
      sectionText(ticked.results, "all"),
      /you ticked "a new lump anywhere in the body"/i,
    )
    const written = reportFor(
      female({ age_band: "45_54", body_signs: ["body_lump"] }),
      readingOf({ kind: "body_lump", words: "pea sized lump in my armpit" }),
    )
    const all = sectionText(written.results, "all")
    assert.include(all, "pea sized lump in my armpit")
    assert.notInclude(all, "a new lump anywhere in the body")
    // A note that denies the sign takes the box back.
    const denied = reportFor(
      female({ age_band: "45_54", body_signs: ["body_lump"] }),
      readingOf({ kind: "body_lump", negated: true, words: "lump" }),
    )
    assert.isFalse(denied.trace.profile.noted.has("body_lump"))
  })

  it("lists the ways a sign can show, not how it shows in this person", () => {
    // "Painful, swollen or stiff joints" ticked is not an inflammatory arthritis's swelling
    // with morning stiffness, which the person's own words would be.
    const ticked = reportFor(female({ age_band: "35_44", body_signs: ["joint_pain"] }))
    assert.notMatch(sectionText(ticked.results, "all"), /rheumatoid/i)
    const written = reportFor(
      female({ age_band: "35_44" }),
      readingOf({ kind: "joint_pain", words: "knuckles swollen and stiff every morning" }),
    )
    assert.match(sectionText(written.results, "all"), /rheumatoid/i)
  })
})

describe("two questions of one kind", () => {
  it("are both answered", () => {
    const snapshot = traceRulesReport({
      userName: "Sam",
      answers: male({ age_band: "45_54", symptoms_male: ["sudden_shedding"] }),
      textInputs: {},
      reading: readingOf(
        {
          kind: "supplement",
          value: "biotin",
          question: true,
          hypothetical: true,
          words: "biotin",
        },
        {
          kind: "supplement",
          value: "hair_loss_treatment",
          question: true,
          hypothetical: true,
          words: "regaine",
        },
      ),
    }).results.routineSnapshot
    assert.include(snapshot, "You asked about hair gummies or biotin")
    assert.include(snapshot, "You asked about minoxidil or finasteride")
  })
})

describe("a line about a head covering", () => {
  it("names the covering the notes name, and a helmet's pads only for a helmet", () => {
    const line = (reading: ReturnType<typeof readingOf>) =>
      sectionText(
        traceRulesReport({
          userName: "Sam",
          answers: female({ age_band: "45_54", environment: ["head_coverings"] }),
          textInputs: {},
          reading,
        }).results,
        "all",
      )
    const plain = line(noReading)
    assert.include(plain, "Under a head covering")
    assert.notInclude(plain, "helmet")
    assert.notInclude(plain, "hijab")
    assert.include(
      line(readingOf({ kind: "head_covering", words: "hard hat all day on site" })),
      "wipe out the helmet's pads",
    )
  })
})
