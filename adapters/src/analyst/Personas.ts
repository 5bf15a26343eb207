/**
 * The persona suite: people a trichologist would recognise, each with what
 * their report must say and must not say. Answers use the quiz's option
 * values (spec section 3). The persona tests (Personas.test.ts) hold every
 * rules report to them; the offline evaluation of an AI provider
 * (evaluation/PersonaEvaluation.ts) writes a report for each of them.
 */

import { femaleAnswers, maleAnswers, salonAnswers } from "@strand/domain/analyst/ExampleAnswers"
import type { ReportSection } from "@strand/domain/analyst/ReportText"
import type { QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import type { TextureLevel } from "@strand/domain/report/AnalysisResults"

export type Check = readonly [ReportSection, string | RegExp]

export interface Persona {
  readonly id: string
  readonly story: string
  readonly answers: QuizAnswers
  readonly textInputs?: TextInputs
  readonly userName?: string
  readonly texture?: TextureLevel
  readonly must?: ReadonlyArray<Check>
  readonly mustNot?: ReadonlyArray<Check>
  /** Answers the quiz cannot produce today (beard questions): skip the validity check. */
  readonly beyondTodaysQuiz?: boolean
  /** Answered nothing but gender: no line has an answer to rest on. */
  readonly answeredNothing?: true
}

const female = femaleAnswers
const salon = salonAnswers
const male = maleAnswers

export const personas: ReadonlyArray<Persona> = [
  {
    id: "coily-natural-good-routine",
    story: "Type 4 natural, weekly wash, detangles wet with conditioner, low-tension styles",
    answers: female({
      hair_texture: "coily",
      strand_width: "coarse",
      density: "high",
      porosity: "high",
      wash_frequency: "weekly",
      conditioning: ["deep_condition", "leave_in"],
      environment: ["cold_dry_climate"],
    }),
    texture: "Rich",
    must: [
      ["doingWell", /Detangling on wet hair with slip/],
      ["rhythm", /^Day 1: .*deep condition/m],
      ["products", /Rich conditioning mask/],
      ["zones", /warm oil treatment/],
    ],
    mustNot: [
      ["rhythm", /Every day/],
      ["avoid", /Dry combing/],
    ],
  },
  {
    id: "fine-low-porosity-oily-straight",
    story: "Fine, thin, low-porosity straight hair with an oily scalp, humid city",
    answers: female({
      hair_texture: "straight",
      strand_width: "fine",
      density: "low",
      porosity: "low",
      scalp_condition: ["oily"],
      wash_frequency: "daily",
      environment: ["humid_climate"],
    }),
    texture: "Light",
    must: [
      ["products", /Lightweight conditioner/],
      ["zones", /Scalp: cleanser only/],
      ["doingWell", /Washing often for an oily scalp/],
      ["rhythm", /^Every day:/m],
    ],
    mustNot: [
      ["products", /shea|Rich conditioning mask|thick cream/i],
      ["zones", /butter/i],
    ],
  },
  {
    id: "bleached-coarse-high-porosity",
    story: "Coarse, high-porosity, bleached hair that feels like straw",
    answers: female({
      hair_texture: "curly",
      hair_state: ["bleached"],
      strand_width: "coarse",
      porosity: "high",
      wash_frequency: "frequent",
    }),
    texture: "Rich",
    must: [
      ["products", /Bond-building treatment/],
      ["science", /^Disulfide bonds \(/m],
      ["redFlags", /allergy test/],
    ],
    // Who washes and styles the hair is not who bleaches it.
    mustNot: [["avoid", /at home/]],
  },
  {
    id: "salon-weekly-curly",
    story: "Curly, weekly blow-out at the salon, never washes at home",
    answers: salon({ hair_texture: "curly", wash_frequency: "weekly" }),
    must: [
      ["rhythm", /^Salon day, once a week:/m],
      ["products", /Between-visit leave-in/],
    ],
    mustNot: [
      ["rhythm", /Every day/],
      ["rhythm", /Shampoo on the scalp only/],
      ["rhythm", /^Day 1:/m],
      ["products", /Gentle sulfate-free moisturising shampoo|Low-pH everyday shampoo/],
    ],
  },
  {
    id: "salon-relaxed-biweekly",
    story: "Relaxed hair, salon every two weeks",
    answers: salon({ hair_texture: "kinky", hair_state: ["relaxed"], wash_frequency: "biweekly" }),
    must: [
      // Names the services she has: relaxers, not lightening she never had.
      ["doingWell", /Leaving relaxers to a professional/],
      ["products", /Light protein treatment:.*at your salon/s],
      ["science", /uterine cancer/],
    ],
    mustNot: [
      ["avoid", /Relaxing at home/],
      ["rhythm", /Shampoo on the scalp only/],
    ],
  },
  {
    id: "postpartum-fine",
    story: "Four months postpartum, hair coming out in handfuls",
    answers: female({
      hormonal_stage: "postpartum",
      hair_texture: "straight",
      strand_width: "fine",
      symptoms: ["sudden_shedding"],
    }),
    must: [
      ["redFlags", /first birthday/],
      ["products", /Light volumising conditioner/],
      ["science", /^Telogen effluvium \(/m],
      ["avoid", /Biotin/],
    ],
  },
  {
    id: "menopausal-thinning",
    story: "Menopausal, parting getting wider",
    answers: female({
      hormonal_stage: "menopausal",
      density: "low",
      hair_texture: "wavy",
      symptoms: ["widening_parting"],
    }),
    must: [
      ["redFlags", /A GP can check iron and thyroid and discuss licensed options/],
      ["science", /^Female pattern hair loss \(/m],
      ["snapshot", /menopause/],
    ],
  },
  {
    id: "perimenopausal-coloured",
    story: "Perimenopausal, colours her greys",
    answers: female({ hormonal_stage: "perimenopausal", hair_state: ["coloured"] }),
    must: [
      ["redFlags", /menopause/],
      ["redFlags", /allergy test/],
    ],
  },
  {
    id: "pregnant-coloured",
    story: "Pregnant, usually colours every 6 weeks",
    answers: female({ hormonal_stage: "pregnant", hair_state: ["coloured"] }),
    must: [
      ["avoid", /during pregnancy/],
      ["redFlags", /midwife/],
    ],
  },
  {
    id: "hard-water-bleached",
    story: "Lightened hair in a hard-water area",
    answers: female({ hair_state: ["bleached"], environment: ["hard_water"] }),
    must: [
      ["products", /Chelating shampoo:.*Every 1 to 2 weeks/s],
      ["styling", /^Hard water/m],
      ["science", /^Chelators \(/m],
    ],
  },
  {
    id: "swimmer",
    story: "Swims in a chlorinated pool four times a week",
    answers: female({ environment: ["chlorinated"], exercise_frequency: "several_week" }),
    must: [
      ["products", /Chelating swimmers' shampoo/],
      ["rhythm", /^Swim days:/m],
      ["rhythm", /^After workouts:/m],
    ],
  },
  {
    id: "head-coverings",
    story: "Wears a hijab daily",
    answers: female({ environment: ["head_coverings"], hair_texture: "curly" }),
    must: [
      ["rhythm", /^Head-covering days:/m],
      ["styling", /Under a head covering: cover the hair only once it is fully dry/],
    ],
  },
  {
    id: "humid-curly",
    story: "Curly hair in a humid climate, fights frizz",
    answers: female({
      hair_texture: "curly",
      environment: ["humid_climate"],
      heat_tension: ["wash_n_go"],
    }),
    must: [
      ["products", /Anti-humidity/],
      ["science", /^Humectants \(/m],
      ["products", /Curl gel-cream|Light curl gel|Curl cream/],
    ],
  },
  {
    id: "starter-locs-overtwisting",
    story: "Two-month starter locs, retwists every week",
    answers: female({
      hair_texture: "coily",
      hair_state: ["locs"],
      strand_width: "coarse",
      density: "high",
      porosity: "high",
      loc_type: "starter_twist",
      loc_age: "starter",
      retwist_frequency: "weekly",
      wash_frequency: "weekly",
    }),
    texture: "Medium",
    must: [
      ["avoid", /Retwisting more often than every 4 weeks/],
      ["products", /Residue-free shampoo for locs/],
      ["rhythm", /^Every 4-6 weeks: .*starter locs need minimal handling/m],
      ["texture", /locs hold on to creams and butters/],
    ],
    mustNot: [
      ["products", /Rich conditioning mask/],
      ["zones", /^Mid-lengths/m],
    ],
  },
  {
    id: "mature-locs",
    story: "Mature locs, retwist monthly at a loctician",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["locs"],
      loc_type: "interlocking",
      loc_age: "mature",
      retwist_frequency: "monthly",
      wash_frequency: "biweekly",
    }),
    must: [
      ["doingWell", /Retwisting about monthly/],
      ["rhythm", /^Every 6-8 weeks:/m],
      ["styling", /Locs trap whatever goes into them/],
    ],
  },
  {
    id: "male-starter-locs",
    story: "Man with comb-coil locs started a month ago",
    answers: male({
      hair_length_male: "locs",
      loc_age_male: "0_6_weeks",
      loc_starter_method_male: "comb_coils",
      hair_texture_male: "coily",
      primary_goal_male: ["maintain_locs"],
    }),
    must: [
      ["rhythm", /starter locs need minimal handling/],
      ["products", /Residue-free shampoo for locs/],
      ["snapshot", /young locs/],
    ],
  },
  {
    id: "male-low-cut-weekly-barber",
    story: "Coily low cut, barber every week, oily scalp",
    answers: male({
      hair_length_male: "very_short",
      hair_texture_male: "coily",
      scalp_condition_male: ["oily"],
      barber_frequency_male: "weekly",
      styling_products_male: ["cream_pomade"],
    }),
    must: [
      ["avoid", /Very close nape shaves/],
      ["science", /^Acne keloidalis nuchae \(/m],
      ["rhythm", /^Every 1-2 weeks: Barber visit/m],
      ["avoid", /short cut/],
    ],
    mustNot: [
      ["rhythm", /Pineapple/],
      ["zones", /^Ends/m],
    ],
  },
  {
    id: "female-coily-low-cut-fortnightly",
    story:
      "Woman of 60 with a kinky low cut, washed every two weeks, a dry scalp, two products at most",
    answers: female({
      age_band: "55_64",
      hair_texture: "kinky",
      hair_state: ["natural_virgin", "low_cut"],
      strand_width: "coarse",
      porosity: "high",
      scalp_condition: ["dry_tight"],
      wash_frequency: "biweekly",
      max_products: "one_two",
    }),
    must: [
      ["rhythm", /^Every night: A satin or silk scarf or pillowcase/m],
      ["snapshot", /so the plan keeps washing every one to two weeks/],
    ],
    mustNot: [
      // Only the men's quiz asks about the barber: no schedule, line-up or nape shave is hers.
      ["all", /durag|Barber visit|line-ups|nape shave/i],
      ["rhythm", /styling cream/],
    ],
  },
  {
    id: "male-noticeable-recession",
    story: "Man noticing a receding hairline and thinning crown",
    answers: male({ hairline_changes_male: "noticeable", primary_goal_male: ["fuller_look"] }),
    must: [
      ["redFlags", /Noticeable recession[^\n]*pattern thinning/],
      ["science", /^Androgenetic alopecia \(/m],
      ["avoid", /Biotin/],
    ],
  },
  {
    id: "male-slight-recession",
    story: "Man with a slightly higher hairline than at 20, who wants a fuller look",
    answers: male({
      hairline_changes_male: "slight_recession",
      primary_goal_male: ["fuller_look"],
    }),
    must: [
      ["redFlags", /photos of your hairline/],
      ["doingWell", /Noticing your hairline early/],
    ],
  },
  {
    id: "male-fine-heat",
    story: "Man with medium-length fine straight hair, blow-dries daily",
    answers: male({
      hair_length_male: "medium",
      strand_width_male: "fine",
      heat_tools_male: "weekly_plus",
      density_male: "low",
    }),
    must: [
      ["products", /Heat protectant/],
      ["styling", /15 cm/],
      ["avoid", /Weekly heat/],
    ],
    mustNot: [["products", /shea/i]],
  },
  {
    id: "male-frequent-flakes",
    story: "Man with an itchy, flaky scalp most of the time",
    answers: male({
      scalp_condition_male: ["itchy_flaky"],
      scalp_issues_male: "yes_frequent",
      shampoo_type_male: "anti_flake",
    }),
    must: [
      ["redFlags", /Persistent flaking/],
      ["products", /Anti-dandruff shampoo/],
      ["doingWell", /medicated shampoo/],
      ["science", /^Malassezia \(/m],
    ],
  },
  {
    id: "male-beard",
    story: "Man with an itchy beard",
    answers: male({
      facial_hair_male: "full_beard",
      skin_under_beard_male: "itchy",
      beard_goals_male: ["less_itch"],
      hair_texture_male: "curly",
    }),
    must: [
      ["products", /Anti-dandruff wash for the beard/],
      ["redFlags", /itchy, flaky beard/],
    ],
    // A full beard is not shaved: razor bumps are a clean-shaven man's matter.
    mustNot: [["all", /razor bumps|Pseudofolliculitis/i]],
  },
  {
    id: "male-shaves-curly",
    story: "Clean-shaven man with curly hair",
    answers: male({ facial_hair_male: "none", hair_texture_male: "curly" }),
    must: [["science", /^Pseudofolliculitis barbae \(/m]],
  },
  {
    id: "symptom-persistent-flaking",
    story: "Flakes for months despite anti-dandruff shampoo, straight hair",
    answers: female({
      hair_texture: "straight",
      scalp_condition: ["itchy_flaky"],
      shampoo_choice: "medicated",
      symptoms: ["persistent_flaking"],
    }),
    must: [
      ["products", /Twice a week: lather on the scalp only/],
      ["doingWell", /medicated shampoo/],
    ],
  },
  {
    id: "symptom-burning",
    story: "Scalp burns after a new shampoo",
    answers: female({ scalp_condition: ["sensitive"], symptoms: ["burning_stinging"] }),
    must: [
      ["products", /Gentle fragrance-free cleanser/],
      ["science", /^Contact dermatitis \(/m],
    ],
  },
  {
    id: "symptom-burning-after-relaxer",
    story: "Burning after a relaxer touch-up",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["relaxed"],
      symptoms: ["burning_stinging"],
    }),
    must: [["redFlags", /urgent care the same day/]],
  },
  {
    id: "symptom-sudden-shedding",
    story: "Shedding a lot since a bad flu three months ago",
    answers: female({ symptoms: ["sudden_shedding"] }),
    must: [
      ["redFlags", /^Sudden shedding after a trigger is telogen effluvium/m],
      ["redFlags", /iron, ferritin, and thyroid/],
    ],
    // No medicine reported: nothing about stopping one.
    mustNot: [["all", /prescribed medicine|never stop it/]],
  },
  {
    id: "symptom-broken-edges",
    story: "Edges breaking under braids",
    answers: female({
      hair_texture: "coily",
      heat_tension: ["braids_extensions"],
      symptoms: ["broken_edges"],
    }),
    must: [
      // Names the styles she wears, not ponytails and extensions she does not.
      ["avoid", /^Tight braids while your edges show strain/m],
      ["science", /^Traction alopecia \(/m],
      ["snapshot", /tension off your edges/],
    ],
  },
  {
    id: "symptom-scalp-pimples",
    story: "Bumps on the scalp, oils the scalp daily, gym every day",
    answers: female({
      symptoms: ["scalp_pimples"],
      products_used: { oils_butters: "daily" },
      exercise_frequency: "daily",
    }),
    must: [
      ["avoid", /Heavy oils or butters on the scalp while it is breaking out/],
      ["zones", /no oils that clog follicles/],
      ["science", /^Folliculitis \(/m],
      ["rhythm", /After each daily workout/],
    ],
  },
  {
    id: "all-symptoms",
    story: "Every symptom at once",
    answers: female({
      symptoms: [
        "persistent_flaking",
        "burning_stinging",
        "sudden_shedding",
        "broken_edges",
        "scalp_pimples",
      ],
    }),
  },
  {
    id: "traction-scalp-ponytails",
    story: "Tender scalp from tight ponytails",
    answers: female({ scalp_condition: ["traction", "sensitive"], heat_tension: ["ponytails"] }),
    must: [
      ["avoid", /^Tight ponytails while your edges show strain/m],
      ["redFlags", /Broken or thinning edges/],
    ],
  },
  {
    id: "relaxed-sew-ins",
    story: "Relaxed hair under sew-ins",
    answers: female({ hair_texture: "kinky", hair_state: ["relaxed"], heat_tension: ["sew_ins"] }),
    must: [
      ["avoid", /riskiest combination/],
      ["styling", /out by about 8 weeks/],
      [
        "rhythm",
        /^Every (week|2 weeks) while the sew-in is in: Scalp cleanse instead of wash day/m,
      ],
    ],
  },
  {
    id: "protein-overload",
    story: "Monthly protein and monthly bond builder, hair feels stiff",
    answers: female({
      hair_state: ["coloured"],
      products_used: { protein_treatment: "monthly", bond_builder: "monthly" },
    }),
    textInputs: { products_used_other: "my hair feels stiff and straw-like lately" },
    must: [
      ["avoid", /Stacking protein treatments and bond builders while your hair feels stiff/],
      ["products", /Moisture mask|Lightweight moisture treatment/],
      ["science", /^Protein overload \(/m],
    ],
    mustNot: [["products", /Light protein treatment/]],
  },
  {
    id: "dry-combing-kinky",
    story: "Combs kinky hair dry every morning",
    answers: female({ hair_texture: "kinky", detangling: "dry_combing" }),
    must: [["avoid", /Dry combing kinky/]],
    mustNot: [["doingWell", /Detangling on wet hair/]],
  },
  {
    id: "oily-heavy-oils",
    story: "Oily scalp but oils the roots daily",
    answers: female({ scalp_condition: ["oily"], products_used: { oils_butters: "daily" } }),
    must: [
      ["avoid", /^Oils, butters or pomades near the roots/m],
      ["zones", /Scalp: cleanser only/],
    ],
    mustNot: [["zones", /few drops of light oil/]],
  },
  {
    id: "cowash-flaky",
    story: "Co-washes only, scalp itchy and flaky",
    answers: female({
      hair_texture: "curly",
      shampoo_choice: "cowash",
      scalp_condition: ["itchy_flaky"],
    }),
    must: [
      ["avoid", /Co-washing only while your scalp flakes/],
      ["products", /Anti-dandruff shampoo:.*Once a week/s],
    ],
  },
  {
    id: "dry-shampoo",
    story: "Uses dry shampoo instead of washing",
    answers: female({ shampoo_choice: "dry_shampoo", wash_frequency: "weekly" }),
    must: [["avoid", /Dry shampoo in place of washing/]],
  },
  {
    id: "over-clarifying-coloured",
    story: "Clarifying shampoo every wash on coloured hair",
    answers: female({ shampoo_choice: "clarifying", hair_state: ["coloured"] }),
    must: [["avoid", /Clarifying at every wash/]],
  },
  {
    id: "gel-user",
    story: "Gel 2-3 times a week and hairspray",
    answers: female({ products_used: { gels_mousses: "2-3_weekly", hair_spray: "weekly" } }),
    must: [
      ["products", /Clarifying shampoo/],
      ["styling", /^Gels, mousses, sprays/m],
      ["rhythm", /Clarify to lift/],
    ],
  },
  {
    id: "adhesive-wigs",
    story: "Wears glued lace wigs",
    answers: female({ hair_texture: "coily", heat_tension: ["adhesive_wigs"] }),
    must: [
      ["avoid", /Wig glue/],
      ["styling", /Under wigs/],
      ["redFlags", /too tight/],
    ],
  },
  {
    id: "clip-ins-ponytails",
    story: "Clip-ins most days and a high ponytail for work",
    answers: female({ heat_tension: ["clip_ins", "ponytails"] }),
    must: [
      ["avoid", /clip-ins/i],
      ["avoid", /tight ponytail/],
    ],
  },
  {
    id: "keratin",
    story: "Keratin smoothing every three months",
    answers: female({ hair_state: ["keratin_treatment"] }),
    must: [
      ["avoid", /formaldehyde/],
      ["redFlags", /glyoxylic acid/],
    ],
  },
  {
    id: "minimal-female",
    story: "Answered only gender, skipped everything else possible",
    answers: { gender: "female" },
    answeredNothing: true,
    userName: "",
    must: [
      ["snapshot", /^Hi there/],
      ["science", /^Porosity \(/m],
    ],
  },
  {
    id: "skipped-optional",
    story: "Skipped strand width, porosity and products",
    answers: (() => {
      const { strand_width, porosity, products_used, ...rest } = female({ hair_texture: "curly" })
      void strand_width
      void porosity
      void products_used
      return rest
    })(),
    must: [["science", /float test is unreliable/]],
  },
  {
    id: "wavy-medium",
    story: "Wavy, everything medium",
    answers: female({}),
    texture: "Medium",
  },
  {
    id: "kinky-texture-released",
    story: "Kinky hair, texture-released, dry climate",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["texture_release"],
      environment: ["hot_dry_climate"],
    }),
    texture: "Rich",
    must: [
      ["avoid", /formaldehyde/],
      ["products", /Leave-in conditioner with a sealant/],
    ],
  },
  {
    id: "mixed-texture",
    story: "Mixed textures, straight at the crown, curly underneath",
    answers: female({ hair_texture: "mixed" }),
    must: [["snapshot", /mixed-texture/]],
  },
  {
    id: "daily-washing-curly",
    story: "Curly hair shampooed every day",
    answers: female({ hair_texture: "curly", wash_frequency: "daily" }),
    must: [
      ["avoid", /Shampooing curly hair every day/],
      ["snapshot", /eases you to twice a week/],
    ],
    mustNot: [["rhythm", /^Every day:/m]],
  },
  {
    id: "flakes-with-long-gaps",
    story: "Washes every month, flaky scalp",
    answers: female({
      hair_texture: "coily",
      wash_frequency: "extended",
      scalp_condition: ["itchy_flaky"],
    }),
    must: [
      ["avoid", /Weeks between washes while you have flakes/],
      ["snapshot", /moves you to washing once a week/],
    ],
  },
  {
    id: "both-methods-bleached",
    story: "Salon for bleach, washes at home",
    answers: female({
      hair_care_method: "both",
      hair_state: ["bleached"],
      wash_frequency: "frequent",
    }),
    must: [
      ["doingWell", /Leaving lightening to a professional/],
      ["rhythm", /^Day 1:/m],
    ],
    mustNot: [["avoid", /at home/]],
  },
  {
    id: "notes-urgent",
    story: "Notes say the scalp is swollen and blistering since yesterday's dye",
    answers: female({ hair_state: ["coloured"] }),
    textInputs: { texture_notes: "my scalp is swollen and blistering since the dye yesterday" },
    must: [["redFlags", /emergency care now/]],
  },
  {
    id: "notes-past-reaction",
    story: "Notes tell of blisters after a dye, without saying when",
    answers: female({ hair_state: ["coloured"] }),
    textInputs: { texture_notes: "my scalp had swelling and blisters after dye" },
    // Told in the past: asked about, with what it needs if it is still there, never asserted.
    must: [
      ["redFlags", /You mentioned a reaction to a product[^\n]*is it still there\?/],
      ["redFlags", /never use that product again/],
    ],
    mustNot: [["snapshot", /first: the swelling/]],
  },
  {
    id: "athlete-straight",
    story: "Runs daily, straight hair, washes twice a week",
    answers: female({
      hair_texture: "straight",
      exercise_frequency: "daily",
      wash_frequency: "weekly",
    }),
    must: [
      ["rhythm", /After each daily workout/],
      ["styling", /Change where you tie your hair/],
    ],
  },
]

/**
 * One or more personas per class of fault the outside review found,
 * each with what an expert would insist on and what must never appear.
 */
export const reviewPersonas: ReadonlyArray<Persona> = [
  // 1. Urgent first.
  {
    id: "new-mother-patches-in-notes",
    story: "Five months postpartum, shedding, and she typed about round bald patches",
    answers: female({
      hormonal_stage: "postpartum",
      hair_texture: "straight",
      strand_width: "fine",
      symptoms: ["sudden_shedding"],
      health_background: ["none"],
    }),
    textInputs: { health_notes: "Two round bald patches appeared at the back since the baby came" },
    must: [
      ["redFlags", /^Round, smooth bald patches[^\n]*dermatologist within 1 to 2 weeks/],
      [
        "snapshot",
        /^Tester new-mother-patches-in-notes, first: round, smooth bald patches need a dermatologist/,
      ],
      ["redFlags", /round patches are a separate matter/],
      ["avoid", /Treating the bald patches yourself/],
    ],
    mustNot: [
      ["all", /grows back/],
      ["products", /Volumising/],
      ["styling", /For volume/],
      ["redFlags", /^No warning signs/m],
    ],
  },
  {
    id: "plaques-crossing-hairline",
    story: "Thick silvery plaques over the hairline, itchy and flaky, psoriasis on the elbows",
    answers: female({
      scalp_condition: ["itchy_flaky"],
      symptoms: ["scaly_plaques"],
      hair_texture: "curly",
    }),
    textInputs: { health_notes: "psoriasis on my elbows as well" },
    must: [
      ["redFlags", /^Thick, scaly plaques[^\n]*GP or dermatologist/],
      ["snapshot", /first: thick, scaly plaques are not dandruff/],
      ["products", /^Scale-lifting shampoo: Salicylic acid/m],
      ["science", /^Scale \(/m],
    ],
    mustNot: [
      ["products", /Anti-dandruff shampoo/],
      ["snapshot", /calming the flakes with an antifungal/],
      ["science", /^Malassezia/m],
    ],
  },
  {
    id: "painful-lumps-fever",
    story: "Man with a short cut, painful pus-filled bumps at the back and a temperature",
    answers: male({
      hair_length_male: "very_short",
      hair_texture_male: "coily",
      symptoms_male: ["scalp_pimples", "painful_lumps"],
      styling_products_male: ["oil_butter"],
    }),
    must: [
      [
        "redFlags",
        /^Painful lumps, pus or a fever can be a scalp infection[^\n]*GP within 24 to 48 hours/,
      ],
      ["snapshot", /first: painful lumps, pus or a fever/],
      ["zones", /no oils that clog follicles/],
    ],
    mustNot: [["all", /oil the scalp only if/]],
  },
  {
    id: "sudden-shedding-after-illness",
    story: "Hair coming out in handfuls three months after a bad bout of Covid",
    answers: female({ symptoms: ["sudden_shedding"], health_background: ["recent_trigger"] }),
    must: [
      [
        "redFlags",
        /^Sudden shedding after a trigger is telogen effluvium: the illness, operation, diet or shock fits/m,
      ],
      ["snapshot", /first: shedding a few months after an illness or shock usually settles/],
      ["redFlags", /See a GP if it is still heavy after 6 months/],
    ],
    mustNot: [["redFlags", /No warning signs/]],
  },
  {
    id: "beard-patch",
    story: "Man with a full beard and a coin-sized smooth patch in it",
    answers: male({
      facial_hair_male: "full_beard",
      skin_under_beard_male: "normal",
      symptoms_male: ["round_patches"],
    }),
    must: [
      ["redFlags", /^Round, smooth bald patches/],
      ["snapshot", /first: round, smooth bald patches/],
    ],
    mustNot: [["products", /Volumising|root-lift/i]],
  },
  {
    id: "eyebrows-and-hairline-band",
    story: "Eyebrows thinning and the front hairline receding in a band (typed in notes)",
    answers: female({ hormonal_stage: "menopausal" }),
    textInputs: {
      health_notes: "my eyebrows are thinning and the front of my hairline has moved back",
    },
    // Not traction: a receding band with brow loss after menopause is a scarring alopecia.
    must: [
      [
        "redFlags",
        /^A front hairline moving back in a band, with thinning eyebrows, can be frontal fibrosing alopecia/m,
      ],
      ["snapshot", /first: a hairline moving back in a band needs a dermatologist/],
    ],
    mustNot: [["all", /tension off your edges|early traction loss/]],
  },
  // 2. Let people say it.
  {
    id: "widening-parting-family-history",
    story: "Woman in her thirties, parting wider each year, mother thinned early",
    answers: female({ symptoms: ["widening_parting"], health_background: ["family_hair_loss"] }),
    must: [
      [
        "redFlags",
        /A widening parting[^\n]*fits thinning in your family\. A GP can check iron and thyroid/,
      ],
      ["redFlags", /discuss licensed options such as topical minoxidil;/],
      ["rhythm", /^Every 3 months: Photograph your parting and crown/m],
      ["science", /^Female pattern hair loss \(/m],
    ],
    mustNot: [["all", /finasteride/i]],
  },
  {
    id: "after-chemotherapy",
    story: "Finished chemotherapy five months ago, soft curly regrowth, used to colour",
    answers: female({
      hair_texture: "curly",
      hair_state: ["coloured"],
      symptoms: ["none"],
      health_background: ["recent_chemotherapy"],
    }),
    must: [
      [
        "avoid",
        /wait until regrowth is established, commonly around six months[^\n]*strand test[^\n]*allergy patch test/,
      ],
      [
        "redFlags",
        /Ask your treatment team before any medicated shampoo, scalp treatment or supplement/,
      ],
      ["rhythm", /hat or scarf[^\n]*sunscreen/],
      ["science", /^Anagen effluvium \([^\n]*new texture[^\n]*settles over months/m],
      ["products", /Gentle fragrance-free cleanser/],
    ],
    mustNot: [
      ["products", /Bond-building|protein treatment/i],
      ["all", /Biotin supplements for thinning unless/],
    ],
  },
  {
    id: "male-flakes-via-new-question",
    story: "Man who ticks flaking that won't go away in the new men's symptom question",
    answers: male({ scalp_condition_male: ["itchy_flaky"], symptoms_male: ["persistent_flaking"] }),
    must: [
      ["redFlags", /^Persistent flaking/],
      ["products", /Anti-dandruff shampoo/],
    ],
  },
  {
    id: "psoriasis-typed-only",
    story: "Ticked only an itchy scalp; typed that her dermatologist once mentioned psoriasis",
    answers: female({ scalp_condition: ["itchy_flaky"] }),
    textInputs: { texture_notes: "thick scaly patches, I think it might be psoriasis" },
    must: [
      ["redFlags", /^Thick, scaly plaques/],
      ["products", /Scale-lifting shampoo/],
    ],
    mustNot: [["products", /Anti-dandruff shampoo/]],
  },
  {
    id: "locs-smell",
    story: "Mature locs that smell musty after washing",
    answers: female({
      hair_texture: "coily",
      hair_state: ["locs"],
      loc_type: "starter_twist",
      loc_age: "mature",
      retwist_frequency: "monthly",
      wash_frequency: "weekly",
    }),
    textInputs: { loc_type_notes: "my locs have a damp, musty smell after washing" },
    must: [["redFlags", /^A smell from the locs: [^\n]*dry them completely/]],
    mustNot: [["doingWell", /leave-in/i]],
  },
  // 3. No contradictions.
  {
    id: "daily-swimmer-curly",
    story: "Curly hair, swims in a chlorinated pool every day",
    answers: female({
      hair_texture: "curly",
      environment: ["chlorinated"],
      exercise_frequency: "daily",
    }),
    must: [
      [
        "products",
        /Chelating swimmers' shampoo: [^\n]*first wash day after swimming; on other swim days, rinse and condition only/,
      ],
      ["rhythm", /^Swim days: [^\n]*rinse and condition straight after/m],
    ],
    // A shampoo after every swim would break the wash plan; a rinse and conditioner is the plan.
    mustNot: [["all", /shampoo[^.;]*after (each|every) swim/]],
  },
  {
    id: "fine-bleached-deep-conditions",
    story: "Fine, bleached, high-porosity hair; deep conditions weekly",
    answers: female({
      hair_texture: "straight",
      strand_width: "fine",
      hair_state: ["bleached"],
      porosity: "high",
      conditioning: ["deep_condition"],
    }),
    must: [
      ["rhythm", /conditioner on the mid-lengths and ends|deep condition under a warm towel/],
      ["doingWell", /Deep conditioning/],
    ],
    mustNot: [
      ["rhythm", /conditioner on the ends only/],
      ["avoid", /"intensive" masks/],
      ["snapshot", /keeping fine hair light/],
    ],
  },
  {
    id: "fine-straight-deep-conditions",
    story: "Fine, thin straight virgin hair that uses a heavy mask every wash",
    answers: female({
      hair_texture: "straight",
      strand_width: "fine",
      density: "low",
      conditioning: ["deep_condition"],
    }),
    texture: "Light",
    must: [
      ["avoid", /"intensive" masks[^\n]*swap your mask for a light conditioner on the ends/],
      ["rhythm", /conditioner on the ends only/],
    ],
    mustNot: [
      ["doingWell", /Deep conditioning/],
      ["rhythm", /deep condition/],
    ],
  },
  {
    id: "locs-leave-in",
    story: "Locs, uses a leave-in conditioner",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["locs"],
      loc_type: "interlocking",
      loc_age: "teenage",
      retwist_frequency: "monthly",
      conditioning: ["leave_in"],
    }),
    must: [["styling", /skip creams, butters and waxes/]],
    mustNot: [
      ["doingWell", /leave-in/i],
      ["products", /cream conditioner|leave-in conditioner/i],
    ],
  },
  // 4. Read answers for what they ask.
  {
    id: "relaxed-monthly-treatments",
    story: "Relaxed hair, protein treatment and bond builder once a month each, washes herself",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["relaxed"],
      products_used: { protein_treatment: "monthly", bond_builder: "monthly" },
    }),
    must: [
      ["doingWell", /Spacing protein and bond treatments a month or more apart/],
      ["avoid", /Relaxer touch-ups more often than every 8 to 12 weeks[^\n]*never to the edges/],
    ],
    mustNot: [
      ["all", /overload|Stacking protein/i],
      ["avoid", /at home/],
      ["all", /twist-out|\bpuffs?\b|pineapple/i],
    ],
  },
  {
    id: "self-care-bleached-no-accusation",
    story: "Washes and styles her own hair; her highlights are done at a salon",
    answers: female({ hair_state: ["bleached"], hair_care_method: "self" }),
    mustNot: [["avoid", /at home/]],
    must: [["products", /Bond-building treatment/]],
  },
  {
    id: "home-box-dye-typed",
    story: "Typed that she bleaches her roots herself with a box kit",
    answers: female({ hair_state: ["bleached"] }),
    textInputs: { products_used_other: "I bleach my roots myself every six weeks" },
    must: [["avoid", /^Lightening, relaxing or permanent colour done at home/m]],
  },
  {
    id: "menopause-no-thinning",
    story: "Menopausal, hair a little drier, no thinning",
    userName: "Ruth",
    answers: female({ hormonal_stage: "menopausal" }),
    must: [
      ["redFlags", /if your parting starts to widen/],
      ["science", /^Menopause \(/m],
      ["snapshot", /through menopause/],
    ],
    mustNot: [
      ["snapshot", /thinning/],
      ["science", /^Female pattern hair loss/m],
      ["products", /Volumising/],
      ["avoid", /Biotin/],
      ["redFlags", /licensed options/],
    ],
  },
  {
    id: "relaxed-kinky-no-coil-styling",
    story: "Relaxed kinky hair, detangles wet, wash-and-go ticked by habit",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["relaxed"],
      heat_tension: ["wash_n_go"],
    }),
    must: [["rhythm", /Wrap your hair under a satin or silk scarf/]],
    mustNot: [
      ["all", /twist-out|\bpuffs?\b|pineapple/i],
      ["products", /curl/i],
    ],
  },
  {
    id: "wavy-dry-combing",
    story: "Wavy hair brushed dry every morning",
    answers: female({ detangling: "dry_combing" }),
    must: [["avoid", /Dry combing wavy hair: it snaps waves/]],
    mustNot: [["all", /\bcoils?\b/i]],
  },
  {
    id: "sew-in-wash-day",
    story: "Natural coily hair kept in sew-ins most of the year",
    answers: female({ hair_texture: "coily", heat_tension: ["sew_ins"], wash_frequency: "weekly" }),
    must: [
      [
        "rhythm",
        /^Every week while the sew-in is in: Scalp cleanse instead of wash day: [^\n]*applicator bottle along the tracks/m,
      ],
      ["rhythm", /Between installs, with 1 to 2 weeks' rest/],
      // The snapshot says the rhythm's interval (it said "every 1 to 2 weeks" beside "Every week").
      ["snapshot", /a scalp cleanse once a week takes the place of wash day/],
      ["styling", /out by about 8 weeks/],
    ],
  },
  // 5. Safety items are never cut.
  {
    id: "crowded-avoid-list-keeps-safety",
    story: "Pregnant, colours and relaxes, braids, ponytails and clip-ins, and many comfort habits",
    answers: female({
      hormonal_stage: "pregnant",
      hair_texture: "kinky",
      hair_state: ["coloured", "relaxed"],
      heat_tension: ["braids_extensions", "ponytails", "clip_ins", "heat_weekly"],
      detangling: "dry_combing",
      shampoo_choice: "dry_shampoo",
      products_used: { gels_mousses: "daily", hair_spray: "daily" },
      porosity: "high",
    }),
    must: [
      ["avoid", /Colouring during pregnancy/],
      // Relaxed and coloured, no smoothing: the relaxer line, not a smoothing one.
      ["avoid", /Relaxers while pregnant: there is little safety data/],
      ["avoid", /riskiest combination/],
      ["avoid", /tight ponytail/],
      ["avoid", /clip-ins/],
      ["avoid", /one chemical service at a time/],
    ],
  },
  // 6. Say what the expert would say.
  {
    id: "bleached-over-processed",
    story: "Bleached blonde, ends gummy and over-stretchy when wet, flat irons weekly",
    answers: female({
      hair_texture: "wavy",
      hair_state: ["bleached"],
      porosity: "high",
      heat_tension: ["heat_weekly"],
      products_used: { bond_builder: "6-8_weeks" },
    }),
    textInputs: { texture_notes: "ends feel gummy and over-stretchy when wet, they snap" },
    must: [
      ["avoid", /^Heat styling and any more lightening until a colourist has looked at your hair/m],
      ["rhythm", /gummy, over-stretched length cut off/],
      ["products", /Bond-building treatment: [^\n]*claimed to relink broken bonds/],
      ["science", /gummy and over-stretchy/],
      ["snapshot", /stopping heat and lightening/],
    ],
    mustNot: [
      ["products", /Heat protectant/],
      ["styling", /15 cm/],
      ["avoid", /Weekly heat without a protectant/],
    ],
  },
  {
    id: "male-recession-beard",
    story: "Man, 32, noticeable recession, father bald, full beard, short hair",
    answers: male({
      hairline_changes_male: "noticeable",
      health_background: ["family_hair_loss"],
      facial_hair_male: "full_beard",
      skin_under_beard_male: "dry",
      beard_goals_male: ["softer"],
      primary_goal_male: ["fuller_look"],
    }),
    must: [
      [
        "redFlags",
        /^Noticeable recession or crown thinning is most often pattern thinning[^\n]*fits thinning in your family\. If you want to treat it, a pharmacist or GP can discuss licensed options/m,
      ],
      [
        "redFlags",
        /topical minoxidil, or finasteride on prescription, after asking about its side effects; [^\n]*take months to show/,
      ],
      ["rhythm", /^Every 3 months: Photograph your hairline and crown/m],
      ["products", /Beard wash and light beard oil/],
      ["science", /^Androgenetic alopecia \(/m],
    ],
    mustNot: [["all", /\d+\s?(%|mg)/]],
  },
  {
    id: "pregnant-dye-guidance",
    story: "Twenty weeks pregnant, colours her greys every six weeks",
    answers: female({ hormonal_stage: "pregnant", hair_state: ["coloured"] }),
    must: [
      [
        "avoid",
        /the NHS says hair dyes are unlikely to be harmful[^\n]*first 12 weeks[^\n]*Highlights keep dye off the scalp[^\n]*allergy test every time/,
      ],
      ["snapshot", /during pregnancy/],
    ],
    mustNot: [["all", /chemical-free/i]],
  },
  {
    id: "male-lower-maintenance",
    story: "Man who wants less fuss, short straight hair, oily scalp, uses gel",
    answers: male({
      primary_goal_male: ["lower_maintenance"],
      scalp_condition_male: ["oily"],
      styling_products_male: ["gel_mousse"],
    }),
    must: [["snapshot", /product list is kept short because you asked for less fuss/]],
  },
  {
    id: "itchy-beard-lower-maintenance",
    story: "Man who wants less fuss; itchy, flaky skin under his beard",
    answers: male({
      primary_goal_male: ["lower_maintenance"],
      scalp_condition_male: ["oily"],
      styling_products_male: ["cream_pomade"],
      facial_hair_male: "full_beard",
      skin_under_beard_male: "itchy",
      beard_goals_male: ["less_itch", "lower_maintenance"],
    }),
    must: [
      // The beard wash treats a symptom the red flags refer to: the short list keeps it.
      ["products", /Anti-dandruff wash for the beard/],
      ["redFlags", /using the dandruff shampoo on it/],
      ["snapshot", /kept short/],
    ],
  },
  {
    id: "over-processed-home-toner-broken-edges",
    story: "Salon bleach, toned at home with box dye, gummy ends, broken edges, no tight styles",
    answers: female({
      hair_state: ["bleached", "coloured"],
      hair_care_method: "both",
      porosity: "high",
      heat_tension: ["heat_weekly"],
      symptoms: ["broken_edges"],
    }),
    textInputs: {
      texture_notes: "the ends went gummy and stretch like chewing gum when wet",
      products_used_other: "I toned it myself at home with a box dye",
    },
    must: [
      ["avoid", /done at home/],
      ["snapshot", /first: handle your broken edges gently/],
      ["snapshot", /protecting your broken edges/],
      ["science", /which is why heat stops until they are cut off/],
    ],
    mustNot: [
      ["doingWell", /to a professional/],
      ["snapshot", /take the tension off/],
      ["science", /the lowest setting that works/],
    ],
  },
  // 7. Less boilerplate.
  {
    id: "plain-wavy-no-boilerplate",
    story: "Healthy wavy virgin hair, nothing unusual",
    answers: female({}),
    mustNot: [
      ["all", /satin|silk/i],
      ["all", /T-shirt/],
      ["science", /^Cuticle \(/m],
      ["science", /^Sulfates/m],
      ["doingWell", /Taking stock before buying more/],
    ],
  },
  // 8. Claims graded and softened.
  {
    id: "dry-climate-coily-softened-claims",
    story: "Coily, bleached hair in a hot, dry climate",
    answers: female({
      hair_texture: "coily",
      hair_state: ["bleached"],
      environment: ["hot_dry_climate"],
    }),
    must: [
      ["science", /^Humectants \([^\n]*not well studied/m],
      ["products", /may leave hair feeling drier/],
      ["products", /claimed to relink/],
      ["rhythm", /comfort choice/],
    ],
    mustNot: [
      ["all", /pH of about 5\.5|5\.5 or under/],
      ["all", /pull water out of the hair/],
    ],
  },
  // 9. One plan, read by every section.
  {
    id: "relaxed-protein-spaced-monthly",
    story: "Relaxed kinky hair, a protein treatment once a month already",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["relaxed"],
      products_used: { protein_treatment: "monthly" },
    }),
    must: [
      ["doingWell", /Spacing protein treatments a month or more apart/],
      ["rhythm", /^Every 4 weeks: Light protein treatment/m],
    ],
    mustNot: [["all", /protein[^.;]*every 2 to 4 weeks|every 2 to 4 weeks[^.;]*protein/i]],
  },
  {
    id: "humid-low-porosity-gel",
    story: "Low-porosity curls in a humid city, gel every week",
    answers: female({
      hair_texture: "curly",
      porosity: "low",
      environment: ["humid_climate"],
      products_used: { gels_mousses: "weekly" },
    }),
    must: [
      ["styling", /humid air, products high in glycerin/],
      ["rhythm", /^Every 2 to 4 weeks: Clarify/m],
      ["products", /^Clarifying shampoo: [^\n]*Every 2 to 4 weeks/m],
    ],
    mustNot: [["products", /glycerin or|glycerin,/i]],
  },
  {
    id: "locs-cowash-swimmer",
    story: "Mature locs, co-washes them, swims in a pool",
    answers: female({
      hair_texture: "coily",
      hair_state: ["locs"],
      loc_type: "coil",
      loc_age: "mature",
      retwist_frequency: "monthly",
      shampoo_choice: "cowash",
      environment: ["chlorinated"],
    }),
    must: [
      ["avoid", /^Co-washing your locs/m],
      ["rhythm", /rinse the locs through with clean water and dry them fully after every swim/],
    ],
    mustNot: [
      ["products", /co-wash|conditioner/i],
      ["rhythm", /\bcondition/i],
      ["styling", /conditioner/i],
    ],
  },
  {
    id: "over-processed-stops-lightening",
    story: "Bleached hair gone gummy; still books highlights",
    answers: female({ hair_state: ["bleached"], porosity: "high" }),
    textInputs: { texture_notes: "ends feel gummy and over-stretchy when wet" },
    must: [
      ["avoid", /^Any more lightening until a colourist has looked/m],
      ["products", /Bond-building treatment[^\n]*until the damaged length is cut away/],
    ],
    mustNot: [["all", /lightening service/]],
  },
  {
    id: "curly-cowash-between-shampoos",
    story: "Curly hair, co-washes between shampoos, washes a few times a week",
    answers: female({ hair_texture: "curly", shampoo_choice: "cowash" }),
    must: [
      ["doingWell", /^Co-washing between shampoos/m],
      ["snapshot", /eases you to once a week, co-washing in between/],
      ["products", /^Your co-wash, between shampoos/m],
    ],
    mustNot: [["snapshot", /washing twice a week/]],
  },
  {
    id: "swims-most-days",
    story: "Curly hair, swims several times a week",
    answers: female({ hair_texture: "curly", swimming: "several_weekly" }),
    must: [["rhythm", /^After every swim: [^\n]*rinse and condition straight after every swim/m]],
  },
  // 10. The person's limits.
  {
    id: "budget-under-ten-bleached",
    story: "Bleached, porous coily hair, weekly heat, under 10 a month to spend",
    answers: female({
      hair_texture: "coily",
      hair_state: ["bleached"],
      porosity: "high",
      heat_tension: ["heat_weekly"],
      monthly_budget: "under_10",
    }),
    must: [
      ["snapshot", /To stay under 10 a month, the list keeps to 3 inexpensive kinds of product/],
      ["products", /^Heat protectant/m],
    ],
    mustNot: [
      ["products", /Bond-building treatment|Deep conditioner|Protein/],
      ["rhythm", /Pre-wash oil|Bond-building/],
      ["all", /bond care/],
    ],
  },
  {
    id: "three-products-at-most",
    story: "Porous curls, hard water, humid, gel and occasional heat; three products at most",
    answers: female({
      hair_texture: "curly",
      porosity: "high",
      environment: ["hard_water", "humid_climate"],
      products_used: { gels_mousses: "weekly" },
      heat_tension: ["occasional_heat"],
      max_products: "three",
    }),
    must: [["snapshot", /You asked for at most 3 products, so the list keeps the 3/]],
    mustNot: [["styling", /chelating wash/]],
  },
  {
    id: "thirty-minutes-a-week-coily",
    story: "Porous coily hair, deep conditions now, has under 30 minutes a week",
    answers: female({
      hair_texture: "coily",
      porosity: "high",
      conditioning: ["deep_condition"],
      weekly_minutes: "under_30",
    }),
    must: [["snapshot", /With under 30 minutes a week, conditioning is one step on wash day/]],
    mustNot: [
      ["all", /deep condition|pre-wash oil|warm oil treatment/i],
      ["doingWell", /^Deep conditioning/m],
    ],
  },
  {
    id: "beard-less-maintenance-only",
    story: "Wants less beard maintenance, nothing said about his hair routine",
    answers: male({
      facial_hair_male: "full_beard",
      skin_under_beard_male: "normal",
      beard_goals_male: ["lower_maintenance"],
    }),
    must: [["products", /^Beard wash: [^\n]*nothing else is needed/m]],
    mustNot: [["all", /less fuss|shorter routine/]],
  },
  {
    id: "limits-in-the-notes",
    story: "Porous curls, swims most days; her notes give a budget, a product limit and less fuss",
    answers: female({ hair_texture: "curly", porosity: "high", heat_tension: ["heat_weekly"] }),
    textInputs: {
      health_notes:
        "i swim five times a week. can only spend £10 a month, 3 products at most, want something quick",
    },
    must: [
      [
        "snapshot",
        /at most 3 products, [^.]*all of them inexpensive kinds to stay under 10 a month/,
      ],
      [
        "snapshot",
        /From your notes we went by swimming several times a week, a budget of under 10/,
      ],
      ["rhythm", /^After every swim: [^\n]*rinse and condition straight after every swim/m],
      ["products", /^Heat protectant/m],
    ],
    mustNot: [["rhythm", /Pre-wash oil/]],
  },
  // 11. Lines meant for someone else are not written.
  {
    id: "straight-low-cut-weekly-barber",
    story: "Straight-haired man, buzz cut every week, sensitive scalp, no bumps",
    answers: male({
      hair_length_male: "very_short",
      scalp_condition_male: ["sensitive"],
      barber_frequency_male: "weekly",
    }),
    mustNot: [["all", /nape/i]],
  },
  {
    id: "porous-untreated-waves",
    story: "Natural, never-coloured wavy hair that is porous and deep conditioned",
    answers: female({ porosity: "high", conditioning: ["deep_condition"] }),
    mustNot: [["all", /processed|treated hair|relaxers|bleach/i]],
  },
  {
    id: "pregnant-no-chemistry",
    story: "Pregnant, natural hair, no colour or smoothing",
    answers: female({ hormonal_stage: "pregnant" }),
    mustNot: [
      ["snapshot", /colour|smoothing/i],
      ["avoid", /smoothing|colouring/i],
    ],
  },
  // 12. Sun protection for a visible or thinning scalp.
  {
    id: "bald-outdoor-worker",
    story: "Shaved head, works outdoors, scalp has burnt",
    answers: male({
      hair_length_male: "very_short",
      sun_scalp: ["outdoors_most_days", "sunburnt_scalp"],
    }),
    must: [
      ["snapshot", /keeping the sun off your scalp/],
      ["rhythm", /^Whenever you are out in the sun: A hat/m],
      ["products", /^Sunscreen for a short-cut scalp/m],
    ],
  },
  {
    id: "widening-parting-sun",
    story: "Parting widening at 58, gardens most days",
    answers: female({
      hormonal_stage: "menopausal",
      symptoms: ["widening_parting"],
      sun_scalp: ["outdoors_most_days"],
    }),
    must: [
      ["rhythm", /sunscreen made for the scalp on your parting and the thinner areas/],
      ["products", /^Sunscreen for the parting and scalp/m],
    ],
  },
  // 13. A child's report: nothing only adults do, and the carer told whose hair it is.
  {
    id: "child-boy-short-cut",
    story: "A parent answers for a boy of 8 with a short cut every two weeks and an itchy scalp",
    answers: male({
      answers_about: "my_child",
      age_band: "under_12",
      hair_length_male: "very_short",
      barber_frequency_male: "fortnightly",
      scalp_condition_male: ["dry_tight"],
    }),
    must: [["snapshot", /plan is for your child's [^.]*\. The rest of this report says “you”/]],
    mustNot: [["all", /shav|razor|stubble|beard|keloidalis|pseudofolliculitis/i]],
  },
  // 14. A scalp reacting to a product: nothing medicated, no dye planned, whatever else is ticked.
  {
    id: "dye-reaction-with-flakes",
    story: "Itchy, flaky scalp; a box dye two days ago and now weeping and swollen eyelids",
    answers: female({ scalp_condition: ["itchy_flaky", "sensitive"], hair_state: ["coloured"] }),
    textInputs: {
      health_notes: "dyed my roots on saturday, now my scalp is weeping and my eyelids are swollen",
    },
    must: [["redFlags", /allergic reaction or a chemical burn/]],
    mustNot: [
      [
        "all",
        /antifungal|anti-dandruff|medicated shampoo|allergy test|before every permanent colou?r/i,
      ],
    ],
  },
  // 15. Notes read as meant: a thing's age is not the person's; "and it bleeds" goes on about the sore.
  {
    id: "locs-age-in-notes",
    story: "A man whose notes give his locs' age",
    answers: male({ hair_length_male: "locs" }),
    textInputs: { health_notes: "my locs are 5 years old now, wash them on sundays" },
    mustNot: [["all", /about a child|written for adults/i]],
  },
  {
    id: "scab-that-bleeds-in-notes",
    story: "Bald for decades; a scab on the crown he catches with his cap, and it bleeds",
    answers: male({ hair_length_male: "very_short", sun_scalp: ["outdoors_most_days"] }),
    textInputs: {
      health_notes:
        "Theres a scab on the crown that I keep catching with my cap and it bleeds, been there since spring",
    },
    must: [["redFlags", /skin check|skin cancer/i]],
  },
  // 16. Treatments that wait: trying for a baby; and no treatment pushed on a man who did not ask.
  {
    id: "widening-parting-trying-for-baby",
    story: "Widening parting; her notes say she is trying for a baby",
    answers: female({ symptoms: ["widening_parting"] }),
    textInputs: { health_notes: "we're trying for a baby this year" },
    must: [["redFlags", /not used while pregnant, breastfeeding or trying for a baby/]],
    mustNot: [["all", /pharmacist or GP can discuss licensed options/]],
  },
  {
    id: "long-bald-no-treatment-wanted",
    story: "Noticeable recession for years; wants a healthier scalp, not a fuller look",
    answers: male({ hairline_changes_male: "noticeable", primary_goal_male: ["healthier_scalp"] }),
    // No red flag for balding he is at peace with: the science note says it is not harmful.
    must: [["science", /not harmful/]],
    mustNot: [
      ["redFlags", /pattern thinning/],
      ["all", /work best started early/],
      ["snapshot", /dermatologist/],
    ],
  },
  // 17. Sun care that suits: no scalp sunscreen on a hairline that may be scarring, no product slot under a hat.
  {
    id: "receding-band-hat-not-cream",
    story:
      "After menopause, the front hairline moving back in a band, eyebrows thinning, outdoors a lot",
    answers: female({
      hormonal_stage: "menopausal",
      scalp_signs: ["hairline_band", "brow_lash_loss"],
      sun_scalp: ["outdoors_most_days"],
    }),
    must: [["redFlags", /frontal fibrosing alopecia/i]],
    mustNot: [["all", /sunscreen[^.]*(hairline|parting|scalp)/i]],
  },
  {
    id: "thinning-hat-wearer",
    story: "A man thinning on top who always wears a hat outdoors",
    answers: male({ hairline_changes_male: "noticeable", sun_scalp: ["scalp_shows", "wears_hat"] }),
    mustNot: [["products", /Sunscreen/]],
  },
  // 18. Off the pill with signs of androgen excess: the hormone signs lead, and a GP, not a prescriber.
  {
    id: "off-the-pill-androgen-signs",
    story: "Came off the pill; irregular periods, chin hairs, jaw acne and a wider parting",
    answers: female({ symptoms: ["widening_parting"], medicines: ["pill_change"] }),
    textInputs: {
      health_notes:
        "since coming off the pill my periods are irregular, I get spots on my jaw and dark hairs on my chin",
    },
    must: [["snapshot", /first: [^.]*(hormone|androgen|PCOS|polycystic)/i]],
    mustNot: [["all", /whoever prescribed/]],
  },
  // 19. A reaction told across two sentences after a relaxer: the burn leads, and heat waits.
  {
    id: "interlocked-locs-quarterly",
    story: "Sisterlocks for six years, retightened every few months, porous and dry",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["locs"],
      loc_type: "interlocking",
      loc_age: "mature",
      retwist_frequency: "quarterly",
      porosity: "high",
    }),
    must: [["rhythm", /Every 2-3 months: Retighten the new growth/]],
    mustNot: [
      ["rhythm", /palm-roll/],
      ["all", /a leave-in with a cream/],
    ],
  },
  {
    id: "relaxer-burn-next-sentence",
    story: "A relaxer touch-up that burned; the next sentence says the scalp is weeping",
    answers: female({
      hair_texture: "kinky",
      hair_state: ["relaxed"],
      heat_tension: ["heat_weekly"],
      symptoms: ["burning_stinging"],
    }),
    textInputs: {
      health_notes:
        "had a relaxer touch up last saturday and it burned. Now there are scabs on my crown weeping yellow stuff.",
    },
    must: [["redFlags", /allergic reaction or a chemical burn/]],
    mustNot: [
      ["products", /Heat protectant/],
      ["all", /antifungal|skin cancer/i],
    ],
  },
  // 20. Someone else's theory is not the person's fact.
  {
    id: "barber-reckons-ringworm",
    story:
      "Smooth bald spots in his beard; the barber reckons it's ringworm, the skin is not scaly",
    answers: male({
      facial_hair_male: "full_beard",
      skin_under_beard_male: "normal",
      symptoms_male: ["round_patches"],
    }),
    textInputs: {
      health_notes:
        "2 smooth bald spots in my beard. barber reckons its ringworm. its not itchy, red or scaly at all",
    },
    must: [["redFlags", /alopecia areata/]],
    mustNot: [["all", /tinea capitis/i]],
  },
]

/** Every persona, the review's included. */
export const personaSuite: ReadonlyArray<Persona> = [...personas, ...reviewPersonas]
