/**
 * The hair-profile quiz: every question of spec section 3 ("Quiz questions and
 * option values") with exactly the ids and option values given there, in the
 * order the quiz asks them. Titles, labels and "Need help?" texts are written
 * the way a trichologist would explain them to a customer.
 *
 * The catalogue is plain data. Which questions a person sees is decided by the
 * rules in Visibility.ts; answering rules live in Answering.ts.
 *
 * Ordering matters: every question that decides another question's visibility
 * (gender, hair_length_male, hair_state, heat_tension, hair_care_method) comes
 * before the questions it shows or hides, so answering never changes the
 * questions already behind the person.
 */

import { hairTextureIllustration } from "./HairTextureIllustration.ts"
import { medicineOptions } from "./Medicines.ts"
import type { TextNoteId } from "./TextNotes.ts"

export const questionTypes = ["radio", "checkbox", "product_frequency", "text", "textarea"] as const
export type QuestionType = (typeof questionTypes)[number]

export interface QuizOption {
  readonly value: string
  readonly label: string
  /** Only on products of a product_frequency question: the frequencies it takes. */
  readonly frequencies?: ReadonlyArray<QuizOption>
}

export interface InfoPopup {
  readonly title: string
  readonly content: string
  readonly image?: { readonly src: string; readonly alt: string }
}

/** A free-text note that travels in textInputs, keyed by its id. */
export interface NoteInput {
  readonly id: TextNoteId
  readonly label: string
  readonly placeholder: string
  /** When set, the note is offered only while this option is chosen. */
  readonly shownForValue?: string
}

/**
 * Male-only questions: the spec's, plus symptoms_male and facial_hair_male
 * (beyond the spec; see docs/decisions.md). facial_hair_male is the question the
 * spec's beard rule reads, so with it the beard questions can appear.
 */
export const maleQuestionIds = [
  "primary_goal_male",
  "hair_length_male",
  "loc_age_male",
  "loc_starter_method_male",
  "hair_texture_male",
  "strand_width_male",
  "density_male",
  "porosity_male",
  "scalp_condition_male",
  "scalp_issues_male",
  "wash_frequency_male",
  "shampoo_type_male",
  "conditioner_step_male",
  "styling_products_male",
  "heat_tools_male",
  "barber_frequency_male",
  "hairline_changes_male",
  "symptoms_male",
  "exercise_frequency_male",
  "facial_hair_male",
  "skin_under_beard_male",
  "beard_goals_male",
] as const

/** The 21 general ids that spec section 4 hides from male users, in quiz order. */
export const generalQuestionIds = [
  "scalp_condition",
  "hair_texture",
  "hair_state",
  "strand_width",
  "density",
  "porosity",
  "trim_frequency",
  "exercise_frequency",
  "hair_care_method",
  "wash_frequency",
  "shampoo_choice",
  "conditioning",
  "heat_tension",
  "protective_style_wash",
  "loc_type",
  "loc_age",
  "retwist_frequency",
  "products_used",
  "detangling",
  "environment",
  "symptoms",
] as const

/**
 * Asked of everyone, beyond the spec, all skippable: what a first
 * consultation asks and the advice reads (each is read by at least one rule).
 * Who the answers are about and their age come right after gender; the rest
 * after the gender's own questions, ending with the health history and a
 * place for notes.
 */
export const sharedQuestionIds = [
  "answers_about",
  "age_band",
  "scalp_signs",
  "sun_scalp",
  "swimming",
  "monthly_budget",
  "max_products",
  "weekly_minutes",
  "recent_illness",
  "body_signs",
  "medicines",
  "diet_iron",
  "health_background",
] as const

export const questionIds = [
  "gender",
  "hormonal_stage",
  ...maleQuestionIds,
  ...generalQuestionIds,
  ...sharedQuestionIds,
] as const
export type QuestionId = (typeof questionIds)[number]

export interface QuizQuestion {
  readonly id: QuestionId
  readonly type: QuestionType
  readonly title: string
  readonly subtitle?: string
  readonly options: ReadonlyArray<QuizOption>
  /** Skip is offered only on these; the question may then stay unanswered. */
  readonly skippable: boolean
  /** Guidance such as "Select 1-2": advice only, no maximum is enforced (spec section 5). */
  readonly hint?: string
  readonly textInput?: NoteInput
  readonly infoPopup: InfoPopup
}

const selectOneOrTwo = "Select 1-2 options"

/** An option whose value keeps its literal type, so answers can be typed from the catalogue. */
const option = <const V extends string>(value: V, label: string) => ({ value, label }) as const

const notSure = option("not_sure", "Not sure")

// ---------------------------------------------------------------------------
// "Need help?" texts shared by the male and general versions of a question, so
// the same science is never explained two ways.

const texturePopup: InfoPopup = {
  title: "How to tell your hair texture",
  content:
    "Look at a clean, dry strand with no product in it. Straight hair falls flat with no bend. " +
    "Wavy hair forms a loose S. Curly hair makes springy loops about the width of a marker pen. " +
    "Coily and kinky hair form tight coils or a zig-zag the size of a pen spring or smaller, and " +
    "shrink a lot as they dry. Many heads grow more than one pattern (often tighter at the nape), " +
    "and that is 'mixed'. Texture matters because the more a strand bends, the harder it is for " +
    "scalp oil to travel down it, so curlier hair tends to be drier at the ends.",
  image: hairTextureIllustration,
}

const strandWidthPopup: InfoPopup = {
  title: "Fine, medium or coarse strands",
  content:
    "Strand width is the thickness of one hair, not how much hair you have. Take a shed hair and " +
    "roll it between your finger and thumb: if you can barely feel it, it is fine; if you can feel " +
    "it clearly, it is medium; if it feels thick and wiry, like sewing thread, it is coarse. Fine " +
    "hair is easily weighed down and damaged by heat, so it suits lighter products; coarse hair " +
    "can take richer ones.",
}

const densityPopup: InfoPopup = {
  title: "What hair density means",
  content:
    "Density is how many hairs grow on your head, not how thick each one is. With dry hair in its " +
    "usual parting, look at the top of your head in a mirror under good light. If you see a lot of " +
    "scalp, density is low; a little, medium; hardly any, high. Low density looks best with light " +
    "products that don't flatten the roots.",
}

const porosityPopup: InfoPopup = {
  title: "What porosity is and how to tell yours",
  content:
    "Porosity is how easily water gets into and out of your hair, and it depends on how tightly the " +
    "outer cuticle layer lies. Low porosity: water beads on your hair, it takes a long time to get " +
    "wet and to dry, and products seem to sit on top. High porosity (common after bleach, colour, " +
    "heat or lots of sun): hair soaks up water quickly, dries fast and frizzes easily. Medium sits in " +
    "between. The popular 'glass of water' float test isn't reliable, so go by how your hair " +
    "behaves in the shower.",
}

const scalpPopup = (withTraction: boolean): InfoPopup => ({
  title: "Reading your scalp",
  content:
    "Think about how your scalp feels two or three days after washing. Greasy by day one or two " +
    "means an oily scalp. Tightness with fine, dry white flakes suggests dryness. Itch with " +
    "yellowish, oily flakes is more typical of dandruff, which is caused by a yeast that lives on " +
    "everyone's scalp and the skin's reaction to it, not by poor hygiene. Stinging or redness " +
    "after products points to a sensitive scalp." +
    (withTraction
      ? " Soreness, small bumps or thinning where braids, ponytails or extensions pull is traction, " +
        "and it is reversible if the tension stops early."
      : ""),
})

const washPopup: InfoPopup = {
  title: "How often should you wash?",
  content:
    "Count a wash as shampoo or a cleansing conditioner, not a water rinse. There is no single " +
    "right number: wash as often as your scalp needs. An oily scalp or fine, straight hair may " +
    "want washing daily or every other day, while curly and coily hair often does best every one " +
    "to two weeks. Going three weeks or more with itch or flakes usually means the scalp needs " +
    "cleansing more often.",
}

const conditionerPopup: InfoPopup = {
  title: "Types of conditioner",
  content:
    "A rinse-out conditioner goes on after every shampoo and comes off after a minute or two. A " +
    "deep conditioner or mask is richer and stays on 10-30 minutes, usually once a week. A " +
    "leave-in stays in to add slip and moisture between washes. Conditioner matters most on the " +
    "ends, which are the oldest and most fragile part of the hair.",
}

const heatPopup: InfoPopup = {
  title: "Why heat matters",
  content:
    "Hot tools soften the protein in hair; slow passes above about 180 °C can leave lasting " +
    "damage. Using heat is fine with care: a heat protectant every time, the lowest setting that " +
    "works, dry hair for flat irons, and single quick passes. Blow-dry about 15 cm away and keep " +
    "the dryer moving.",
}

/** Symptom options asked of women (symptoms) and men (symptoms_male) alike. */
const symptom = {
  persistent_flaking: option("persistent_flaking", "Flaking that won't go away"),
  burning_stinging: option("burning_stinging", "Burning or stinging"),
  sudden_shedding: option("sudden_shedding", "A sudden increase in shedding"),
  scalp_pimples: option("scalp_pimples", "Pimples or bumps on the scalp"),
  scaly_plaques: option("scaly_plaques", "Thick, scaly plaques, for example along the hairline"),
  painful_lumps: option("painful_lumps", "Painful lumps, pus or a fever"),
  none: option("none", "None of these"),
}

const symptomsPopup: InfoPopup = {
  title: "Why we ask about symptoms",
  content:
    "Most of these have everyday causes and respond to changes in routine. A few are worth a " +
    "professional's eye, some of them soon: round bald patches, thick scaly plaques, painful " +
    "lumps or a fever, shedding that lasts more than three months, flaking that doesn't improve " +
    "with a medicated shampoo, or burning after a chemical service. We'll tell you if something " +
    "deserves a GP or dermatologist visit, and how soon; we never diagnose.",
}

const productsFrequencies = [
  option("daily", "Daily"),
  option("2-3_weekly", "2-3 times a week"),
  option("weekly", "Weekly"),
  option("occasionally", "Occasionally"),
  option("monthly", "Monthly"),
] as const

const treatmentFrequencies = [
  option("monthly", "Monthly"),
  option("6-8_weeks", "Every 6-8 weeks"),
  option("2-3_months", "Every 2-3 months"),
  option("6_months_plus", "Every 6 months or less often"),
] as const

const product = <const V extends string, const F extends ReadonlyArray<QuizOption>>(
  value: V,
  label: string,
  frequencies: F,
) => ({ value, label, frequencies }) as const

// ---------------------------------------------------------------------------

/**
 * The catalogue as written, with every id and option value as a literal type:
 * the types below are derived from it, so a rule that names a value the quiz
 * does not offer does not compile.
 */
const catalogue = [
  {
    id: "gender",
    type: "radio",
    title: "Which best describes you?",
    subtitle: "We'll tailor the rest of the questions to you.",
    options: [option("female", "Female"), option("male", "Male")],
    skippable: false,
    infoPopup: {
      title: "Why we ask",
      content:
        "Hair and scalp respond to hormones, and the most common concerns differ: hairline " +
        "changes, barbering and beard skin for many men; hormonal shedding and thinning for many " +
        "women. Your answer decides which questions follow, so every question you see is relevant.",
    },
  },
  // --- About the person (beyond the spec) -----------------------------------
  {
    id: "answers_about",
    type: "radio",
    title: "Who are these answers about?",
    subtitle: "Parents and carers are welcome to fill this in for someone else.",
    options: [
      option("me", "Me"),
      option("my_child", "My child"),
      option("someone_i_care_for", "Someone I care for"),
    ],
    skippable: true,
    infoPopup: {
      title: "Why we ask",
      content:
        "A child's scalp is not an adult's: scalp changes in children have different common " +
        "causes (some of them catching), and adult treatments and supplements are not for " +
        "children. If you answer for someone else, answer every question about them.",
    },
  },
  {
    id: "age_band",
    type: "radio",
    title: "How old are they?",
    subtitle: "Or how old are you, if the answers are about you.",
    options: [
      option("under_12", "Under 12"),
      option("12_15", "12 to 15"),
      option("16_24", "16 to 24"),
      option("25_34", "25 to 34"),
      option("35_44", "35 to 44"),
      option("45_54", "45 to 54"),
      option("55_64", "55 to 64"),
      option("65_74", "65 to 74"),
      option("75_plus", "75 or over"),
    ],
    skippable: true,
    infoPopup: {
      title: "Why age matters",
      content:
        "Some changes are common at one age and a reason to look closer at another: pattern " +
        "thinning often starts in the twenties or thirties for men and around menopause for " +
        "women, scalp ringworm is mostly a childhood infection, and a sore that will not heal " +
        "on a sun-exposed scalp matters more with every decade.",
    },
  },
  {
    id: "hormonal_stage",
    type: "radio",
    title: "Are you in any of these life stages?",
    subtitle: "Hormonal changes often show up in your hair first.",
    options: [
      option("pregnant", "Pregnant"),
      option("postpartum", "Postpartum (had a baby in the last year)"),
      option("perimenopausal", "Perimenopausal"),
      option("menopausal", "Menopausal or post-menopausal"),
      option("not_applicable", "None of these"),
    ],
    skippable: false,
    infoPopup: {
      title: "Hormones and your hair",
      content:
        "Hormones steer the hair growth cycle. During pregnancy more hairs stay in the growing " +
        "phase; after the birth they tend to shed together, peaking around four months and " +
        "usually settling by your baby's first birthday. Around menopause, falling oestrogen can " +
        "make hair finer and the parting wider. Knowing your stage helps us tell normal change " +
        "from something worth showing a doctor.",
    },
  },

  // --- Male-only questions -------------------------------------------------
  {
    id: "primary_goal_male",
    type: "checkbox",
    title: "What do you most want from your hair?",
    subtitle: "Pick your top priorities.",
    options: [
      option("healthier_scalp", "A healthier, calmer scalp"),
      option("fuller_look", "A fuller look"),
      option("softer_feel", "Softer, more manageable hair"),
      option("define_curls", "Defined curls or waves"),
      option("lower_maintenance", "Less time and fuss"),
      option("grow_length", "Grow it longer"),
      option("maintain_locs", "Keep my locs healthy"),
    ],
    skippable: false,
    hint: selectOneOrTwo,
    infoPopup: {
      title: "Choosing your goals",
      content:
        "Choose the one or two goals that matter most to you. Every routine involves trade-offs: " +
        "the rich products that soften hair can flatten a fuller look, for example. Your top goals " +
        "tell us which way to lean.",
    },
  },
  {
    id: "hair_length_male",
    type: "radio",
    title: "How long is your hair right now?",
    options: [
      option("very_short", "Very short (buzz cut or skin fade)"),
      option("short", "Short (up to about 5 cm)"),
      option("medium", "Medium (ears to collar)"),
      option("long", "Long (past the collar)"),
      option("locs", "I have locs"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why length matters",
      content:
        "Hair grows roughly 1 cm a month, so the ends of longer hair are years old and have been " +
        "through a lot of washing, brushing and sun. Longer hair needs more care for the ends; " +
        "very short hair is mostly about the scalp.",
    },
  },
  {
    id: "loc_age_male",
    type: "radio",
    title: "How old are your locs?",
    options: [
      option("0_6_weeks", "0-6 weeks"),
      option("6_weeks_6_months", "6 weeks to 6 months"),
      option("6_18_months", "6-18 months"),
      option("18_months_plus", "Over 18 months"),
    ],
    skippable: false,
    infoPopup: {
      title: "How locs mature",
      content:
        "Young locs are still knitting together and can unravel, so they need gentle cleansing and " +
        "as little handling as possible. As they mature they become dense, and the focus shifts " +
        "to keeping the scalp clean and drying the locs fully so they never stay damp.",
    },
  },
  {
    id: "loc_starter_method_male",
    type: "radio",
    title: "How were your locs started?",
    options: [
      option("comb_coils", "Comb coils"),
      option("two_strand_twists", "Two-strand twists"),
      option("interlocks", "Interlocking"),
      option("braidlocs", "Braidlocs"),
      option("instant_crochet", "Instant locs (crochet)"),
      option("sisterlocks", "Sisterlocks or microlocs"),
      option("palm_roll", "Palm rolling"),
      option("freeform", "Freeform"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why the starting method matters",
      content:
        "The method decides how your roots are maintained: twisted and palm-rolled locs are " +
        "re-twisted, interlocked locs and Sisterlocks are re-tightened with a tool, and freeform " +
        "locs are left to form on their own. Maintaining too often or too tightly thins the roots, " +
        "so we time it to your method.",
    },
  },
  {
    id: "hair_texture_male",
    type: "radio",
    title: "What is your natural hair texture?",
    subtitle: "Judge it clean, dry and without product.",
    options: [
      option("straight", "Straight"),
      option("wavy", "Wavy"),
      option("curly", "Curly"),
      option("coily", "Coily"),
      option("mixed", "A mix of textures"),
      notSure,
    ],
    skippable: false,
    textInput: {
      id: "texture_notes",
      label: "Anything else about your texture? (optional)",
      placeholder: "e.g. tighter curls at the back, straighter at the front",
    },
    infoPopup: texturePopup,
  },
  {
    id: "strand_width_male",
    type: "radio",
    title: "How thick is a single strand of your hair?",
    options: [
      option("fine", "Fine"),
      option("medium", "Medium"),
      option("coarse", "Coarse"),
      notSure,
    ],
    skippable: false,
    infoPopup: strandWidthPopup,
  },
  {
    id: "density_male",
    type: "radio",
    title: "How much hair do you have?",
    options: [
      option("low", "Low (scalp easy to see)"),
      option("medium", "Medium"),
      option("high", "High (scalp hard to see)"),
      notSure,
    ],
    skippable: false,
    infoPopup: densityPopup,
  },
  {
    id: "porosity_male",
    type: "radio",
    title: "How does your hair take up water?",
    options: [
      option("low", "Low porosity (water beads up, slow to dry)"),
      option("medium", "Medium porosity"),
      option("high", "High porosity (soaks up water, dries fast, frizzes)"),
      notSure,
    ],
    skippable: false,
    infoPopup: porosityPopup,
  },
  {
    id: "scalp_condition_male",
    type: "checkbox",
    title: "How does your scalp usually feel?",
    options: [
      option("normal", "Comfortable and balanced"),
      option("dry_tight", "Dry or tight"),
      option("oily", "Oily (greasy within a day or two)"),
      option("itchy_flaky", "Itchy or flaky"),
      option("sensitive", "Sensitive (stings or reacts to products)"),
    ],
    skippable: false,
    hint: selectOneOrTwo,
    infoPopup: scalpPopup(false),
  },
  {
    id: "scalp_issues_male",
    type: "radio",
    title: "How often do you get scalp flare-ups?",
    subtitle: "Itching, flakes, bumps or redness.",
    options: [
      option("no", "Rarely or never"),
      option("mild", "Now and then, and mild"),
      option("yes_frequent", "Often, or they're hard to shift"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why frequency matters",
      content:
        "Occasional flare-ups usually settle with the right cleansing routine. Flakes or itch that " +
        "keep coming back often need a medicated shampoo used regularly, and anything that doesn't " +
        "improve after a few weeks of correct use is worth showing a GP or dermatologist.",
    },
  },
  {
    id: "wash_frequency_male",
    type: "radio",
    title: "How often do you wash your hair?",
    options: [
      option("daily", "Every day"),
      option("frequent", "Every 2-3 days"),
      option("weekly", "About once a week"),
      option("extended", "Less than once a week"),
    ],
    skippable: false,
    infoPopup: washPopup,
  },
  {
    id: "shampoo_type_male",
    type: "radio",
    title: "What do you usually wash with?",
    options: [
      option("gentle", "Gentle or everyday shampoo"),
      option("anti_flake", "Anti-dandruff shampoo"),
      option("clarifying", "Clarifying or deep-cleansing shampoo"),
      option("cowash", "Co-wash (cleansing conditioner)"),
      option("none", "Water only, no shampoo"),
    ],
    skippable: false,
    infoPopup: {
      title: "Reading a shampoo label",
      content:
        "Anti-dandruff shampoos name an active ingredient such as zinc pyrithione, ketoconazole or " +
        "selenium sulfide. Clarifying shampoos promise to remove build-up and are stronger than " +
        "everyday ones. A co-wash is a conditioner that cleanses lightly. If unsure, pick 'gentle'.",
    },
  },
  {
    id: "conditioner_step_male",
    type: "checkbox",
    title: "Do you use conditioner?",
    subtitle: "Select all that you use.",
    options: [
      option("none", "No conditioner"),
      option("rinse_out", "Rinse-out conditioner"),
      option("deep_mask", "Deep conditioner or mask"),
      option("leave_in", "Leave-in conditioner"),
    ],
    skippable: false,
    infoPopup: conditionerPopup,
  },
  {
    id: "styling_products_male",
    type: "checkbox",
    title: "Which products do you use?",
    subtitle: "Select all that apply.",
    options: [
      option("none", "None"),
      option("gel_mousse", "Gel or mousse"),
      option("cream_pomade", "Cream, pomade or wax"),
      option("oil_butter", "Oil or butter"),
      option("bond_builder", "Bond builder"),
      option("protein_treatment", "Protein treatment"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why we ask about products",
      content:
        "Strong-hold gels, waxes and silicones build up over time and need an occasional " +
        "clarifying wash. Heavy oils and butters are best kept on the lengths, because on the " +
        "scalp they can clog follicles and cause bumps.",
    },
  },
  {
    id: "heat_tools_male",
    type: "radio",
    title: "How often do you use heat on your hair?",
    subtitle: "Blow-dryer, straightener or curling tongs.",
    options: [
      option("never", "Never"),
      option("occasionally", "Occasionally (less than weekly)"),
      option("weekly_plus", "Weekly or more"),
    ],
    skippable: false,
    infoPopup: heatPopup,
  },
  {
    id: "barber_frequency_male",
    type: "radio",
    title: "How often do you get a cut?",
    options: [
      option("weekly", "Every week"),
      option("fortnightly", "Every 2 weeks"),
      option("monthly", "Every month"),
      option("quarterly", "Every few months or less"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why we ask about cuts",
      content:
        "Very close, frequent cuts, especially at the nape, can irritate the skin and cause razor " +
        "bumps that may become firm and scar. How often you're in the chair helps us suggest the " +
        "right aftercare.",
    },
  },
  {
    id: "hairline_changes_male",
    type: "radio",
    title: "Have you noticed changes in your hairline or crown?",
    options: [
      option("none", "No changes"),
      option("slight_recession", "Slight recession at the temples"),
      option("noticeable", "Noticeable recession or thinning at the crown"),
    ],
    skippable: false,
    infoPopup: {
      title: "Telling normal change from thinning",
      content:
        "Compare with a photo from a few years ago. A slight, even rise of the hairline in your " +
        "twenties is a normal 'mature' hairline. Clear recession at the temples or a thinning crown " +
        "is worth a dermatologist's opinion, because treatments work best when started early.",
    },
  },
  {
    id: "symptoms_male",
    type: "checkbox",
    title: "Have you had any of these recently?",
    subtitle: "Select all that apply.",
    options: [
      symptom.persistent_flaking,
      symptom.burning_stinging,
      symptom.sudden_shedding,
      symptom.scalp_pimples,
      option("round_patches", "Round, smooth bald patches on the scalp or in the beard"),
      symptom.scaly_plaques,
      symptom.painful_lumps,
      symptom.none,
    ],
    skippable: false,
    infoPopup: symptomsPopup,
  },
  {
    id: "exercise_frequency_male",
    type: "radio",
    title: "How often do you work up a sweat?",
    subtitle: "Sport, the gym or physical work.",
    options: [
      option("daily", "Every day"),
      option("several_week", "Several times a week"),
      option("once_week", "Once a week"),
      option("occasionally", "Occasionally"),
      option("rarely", "Rarely"),
    ],
    skippable: true,
    infoPopup: {
      title: "Sweat and your scalp",
      content:
        "Sweat mixed with scalp oil can clog follicles and feed bumps, and caps and helmets hold " +
        "it in. A rinse after heavy sweating keeps the scalp clear without stripping it.",
    },
  },
  {
    id: "facial_hair_male",
    type: "radio",
    title: "Do you have facial hair?",
    options: [
      option("none", "No, clean-shaven"),
      option("stubble", "Stubble"),
      option("short_beard", "A short beard"),
      option("full_beard", "A full beard"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why we ask about facial hair",
      content:
        "The skin under a beard behaves like the scalp: it can flake, itch and react to products, " +
        "and close shaving can leave razor bumps. If you have facial hair, we ask two short " +
        "questions about it so the routine covers your beard as well as your scalp.",
    },
  },
  {
    id: "skin_under_beard_male",
    type: "radio",
    title: "How does the skin under your beard feel?",
    options: [
      option("dry", "Dry"),
      option("oily", "Oily"),
      option("itchy", "Itchy or flaky"),
      option("normal", "Normal"),
    ],
    skippable: false,
    infoPopup: {
      title: "Beard skin",
      content:
        "The skin under a beard behaves like the scalp: the same yeast can cause flaking and itch " +
        "there, and it responds to the same anti-dandruff washes. Dry skin usually needs a gentle " +
        "wash and a light beard oil.",
    },
  },
  {
    id: "beard_goals_male",
    type: "checkbox",
    title: "What would you like for your beard?",
    options: [
      option("softer", "Softer beard"),
      option("less_itch", "Less itching"),
      option("fuller_look", "A fuller look"),
      option("lower_maintenance", "Less maintenance"),
    ],
    skippable: false,
    infoPopup: {
      title: "Beard goals",
      content:
        "Pick what matters most. Softness comes from conditioning the hair, itch relief from " +
        "treating the skin underneath, and a fuller look from grooming and shape.",
    },
  },

  // --- General questions ---------------------------------------------------
  {
    id: "scalp_condition",
    type: "checkbox",
    title: "How does your scalp usually feel?",
    options: [
      option("normal", "Comfortable and balanced"),
      option("dry_tight", "Dry or tight"),
      option("oily", "Oily (greasy within a day or two)"),
      option("itchy_flaky", "Itchy or flaky"),
      option("sensitive", "Sensitive (stings or reacts to products)"),
      option("traction", "Sore or thinning where styles pull"),
    ],
    skippable: false,
    hint: selectOneOrTwo,
    infoPopup: scalpPopup(true),
  },
  {
    id: "hair_texture",
    type: "radio",
    title: "What is your natural hair texture?",
    subtitle: "Judge it clean, dry and without product.",
    options: [
      option("straight", "Straight"),
      option("wavy", "Wavy"),
      option("curly", "Curly"),
      option("coily", "Coily"),
      option("kinky", "Kinky (tight zig-zag, lots of shrinkage)"),
      option("mixed", "A mix of textures"),
    ],
    skippable: false,
    textInput: {
      id: "texture_notes",
      label: "Anything else about your texture? (optional)",
      placeholder: "e.g. looser at the front, tighter at the nape",
    },
    infoPopup: texturePopup,
  },
  {
    id: "hair_state",
    type: "checkbox",
    title: "What is the current state of your hair?",
    subtitle: "Select everything that applies now.",
    options: [
      option("natural_virgin", "Natural (never chemically treated)"),
      option("coloured", "Coloured"),
      option("bleached", "Bleached or highlighted"),
      option("permed", "Permed"),
      option("relaxed", "Relaxed"),
      option("texture_release", "Texturised or texture-released"),
      option("keratin_treatment", "Keratin or smoothing treatment"),
      option("locs", "Locs"),
      option("low_cut", "Low cut or shaved"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why chemical history matters",
      content:
        "Bleach, relaxers, perms and texture releasers permanently change the bonds inside the " +
        "hair, so treated lengths are drier and more fragile than new growth and need gentler " +
        "washing and less heat. Include anything still on your lengths, even if it was done months " +
        "ago: it stays until it is cut off.",
    },
  },
  {
    id: "strand_width",
    type: "radio",
    title: "How thick is a single strand of your hair?",
    subtitle: "Not sure? You can skip this one.",
    options: [option("fine", "Fine"), option("medium", "Medium"), option("coarse", "Coarse")],
    skippable: true,
    infoPopup: strandWidthPopup,
  },
  {
    id: "density",
    type: "radio",
    title: "How much hair do you have?",
    options: [
      option("low", "Low (scalp easy to see)"),
      option("medium", "Medium"),
      option("high", "High (scalp hard to see)"),
    ],
    skippable: false,
    infoPopup: densityPopup,
  },
  {
    id: "porosity",
    type: "radio",
    title: "How does your hair take up water?",
    subtitle: "Not sure? You can skip this one.",
    options: [
      option("low", "Low porosity (water beads up, slow to dry)"),
      option("medium", "Medium porosity"),
      option("high", "High porosity (soaks up water, dries fast, frizzes)"),
    ],
    skippable: true,
    infoPopup: porosityPopup,
  },
  {
    id: "trim_frequency",
    type: "radio",
    title: "How often do you trim your ends?",
    options: [
      option("never", "I don't trim"),
      option("three_months", "Every 3 months or so"),
      option("six_months", "Every 6 months"),
      option("once_year", "Once a year"),
      option("only_damaged", "Only when the ends look damaged"),
    ],
    skippable: false,
    infoPopup: {
      title: "What trims do (and don't do)",
      content:
        "Trims don't make hair grow faster, since growth happens at the scalp. But split ends " +
        "can't be repaired, only cut off, and left alone a split keeps travelling up the strand. " +
        "Regular small trims are how long hair keeps its length.",
    },
  },
  {
    id: "exercise_frequency",
    type: "radio",
    title: "How often do you work up a sweat?",
    options: [
      option("daily", "Every day"),
      option("several_week", "Several times a week"),
      option("once_week", "Once a week"),
      option("occasionally", "Occasionally"),
      option("rarely", "Rarely"),
    ],
    skippable: false,
    infoPopup: {
      title: "Sweat and your scalp",
      content:
        "Sweat mixes with scalp oil and, trapped under a cap or a tight style, can irritate the " +
        "scalp and clog follicles. Frequent exercise usually means a quick rinse or co-wash after " +
        "workouts and changing where you tie your hair.",
    },
  },
  {
    id: "hair_care_method",
    type: "radio",
    title: "Who usually washes and styles your hair?",
    options: [
      option("self", "I do it myself"),
      option("salon", "A salon or stylist"),
      option("both", "A bit of both"),
    ],
    skippable: false,
    infoPopup: {
      title: "Why we ask",
      content:
        "If a professional looks after your hair, we won't ask about the products and techniques " +
        "they choose and will focus on what you do between visits.",
    },
  },
  {
    id: "wash_frequency",
    type: "radio",
    title: "How often is your hair washed?",
    options: [
      option("daily", "Every day"),
      option("frequent", "Every 2-3 days"),
      option("weekly", "Once a week"),
      option("biweekly", "Every 2 weeks"),
      option("three_four_weeks", "Every 3-4 weeks"),
      option("extended", "Less often than monthly"),
    ],
    skippable: false,
    infoPopup: washPopup,
  },
  {
    id: "shampoo_choice",
    type: "radio",
    title: "Which shampoo do you mostly use?",
    options: [
      option("clarifying", "Clarifying or deep-cleansing"),
      option("gentle", "Gentle or everyday"),
      option("hydrating", "Hydrating or moisturising"),
      option("clarifying_hydrating", "I alternate clarifying and hydrating"),
      option("medicated", "Medicated or anti-dandruff"),
      option("cowash", "Co-wash only"),
      option("dry_shampoo", "Mostly dry shampoo"),
      notSure,
    ],
    skippable: false,
    infoPopup: {
      title: "Telling shampoos apart",
      content:
        "Clarifying shampoos remove build-up and are best used every few weeks, not every wash. " +
        "Hydrating shampoos are milder and leave more softness behind. Medicated shampoos name an " +
        "active such as zinc pyrithione or ketoconazole. A co-wash is a cleansing conditioner. " +
        "Dry shampoo absorbs oil but doesn't clean the scalp, so it only bridges real washes.",
    },
  },
  {
    id: "conditioning",
    type: "checkbox",
    title: "How do you condition your hair?",
    subtitle: "Select all that you use.",
    options: [
      option("rinse_out", "Rinse-out conditioner"),
      option("deep_condition", "Deep conditioner or mask"),
      option("leave_in", "Leave-in conditioner"),
      option("none", "I don't condition"),
    ],
    skippable: false,
    infoPopup: conditionerPopup,
  },
  {
    id: "heat_tension",
    type: "checkbox",
    title: "Which heat or styles do you wear regularly?",
    subtitle: "Select everything from the last few months.",
    options: [
      option("heat_weekly", "Heat styling weekly or more"),
      option("occasional_heat", "Heat styling now and then"),
      option("braids_extensions", "Braids with extensions"),
      option("cornrows", "Cornrows"),
      option("sew_ins", "Sew-ins or weaves"),
      option("clip_ins", "Clip-in extensions"),
      option("tape_ins", "Tape-in extensions"),
      option("microlinks", "Microlinks or I-tips"),
      option("ponytails", "Tight ponytails or buns"),
      option("glueless_wigs", "Glueless wigs"),
      option("adhesive_wigs", "Glued or taped wigs"),
      option("locs", "Locs"),
      option("wash_n_go", "Wash-and-go"),
      option("low_tension", "Mostly loose, low-tension styles"),
      option("other", "Something else"),
    ],
    skippable: false,
    textInput: {
      id: "heat_tension_other",
      label: "Tell us about your style",
      placeholder: "e.g. silk press every fortnight",
      shownForValue: "other",
    },
    infoPopup: {
      title: "Heat and tension",
      content:
        "Heat weakens hair gradually; pulling weakens the follicle. Braids, weaves, extensions, " +
        "glued wigs and tight ponytails can all cause traction hair loss when they are tight, " +
        "heavy or worn for a long time. Pain, headaches or little bumps along the hairline mean a " +
        "style is too tight. Caught early, traction loss grows back; left for years, it can become " +
        "permanent.",
    },
  },
  {
    id: "protective_style_wash",
    type: "radio",
    title: "How often do you wash your scalp while wearing a protective style?",
    options: [
      option("weekly", "Weekly"),
      option("biweekly", "Every 2 weeks"),
      option("three_four_weeks", "Every 3-4 weeks"),
      option("monthly", "Monthly"),
      option("longer", "Less often than monthly"),
      option("never", "I don't wash it while the style is in"),
    ],
    skippable: false,
    infoPopup: {
      title: "Cleansing under a protective style",
      content:
        "Your scalp keeps producing oil and shedding skin under braids, weaves and wigs. Cleansing " +
        "it about every two weeks, and drying it fully afterwards, keeps build-up, itch and odour " +
        "away.",
    },
  },
  {
    id: "loc_type",
    type: "radio",
    title: "How were your locs formed?",
    options: [
      option("freeform", "Freeform"),
      option("starter_twist", "Started with twists"),
      option("coil", "Started with comb coils"),
      option("backcombing", "Backcombed"),
      option("interlocking", "Interlocked (including Sisterlocks)"),
      option("crochet", "Crochet or instant locs"),
      option("other", "Another way"),
    ],
    skippable: false,
    textInput: {
      id: "loc_type_notes",
      label: "Anything else about your locs? (optional)",
      placeholder: "e.g. combined with extensions, or re-started recently",
    },
    infoPopup: {
      title: "Why the loc method matters",
      content:
        "Twisted and coiled locs are maintained by re-twisting; interlocked and crochet locs by " +
        "re-tightening with a tool; freeform locs are left to form on their own. Each puts a " +
        "different kind of stress on the roots, so we match your maintenance to it.",
    },
  },
  {
    id: "loc_age",
    type: "radio",
    title: "What stage are your locs at?",
    options: [
      option("starter", "Starter (0-6 months)"),
      option("budding", "Budding (6-12 months)"),
      option("teenage", "Teenage (1-2 years)"),
      option("mature", "Mature (over 2 years)"),
    ],
    skippable: false,
    infoPopup: {
      title: "The stages of locs",
      content:
        "Starter locs are still coils or twists and can unravel. Budding locs begin to swell and " +
        "knot inside. Teenage locs are frizzy and full as they settle. Mature locs are dense and " +
        "hold their shape. Younger locs need gentler washing and less handling.",
    },
  },
  {
    id: "retwist_frequency",
    type: "radio",
    title: "How often are your roots re-twisted or re-tightened?",
    options: [
      option("weekly", "Every week"),
      option("biweekly", "Every 2 weeks"),
      option("monthly", "About monthly"),
      option("quarterly", "Every 2-3 months"),
      option("rarely", "Rarely or never"),
    ],
    skippable: false,
    infoPopup: {
      title: "How often to maintain roots",
      content:
        "Re-twisting too often or too tightly thins the roots and can pull on the follicles. Most " +
        "locs do well with maintenance every 4-8 weeks, done loosely, with longer gaps as they " +
        "mature.",
    },
  },
  {
    id: "products_used",
    type: "product_frequency",
    title: "Which of these products do you use, and how often?",
    subtitle: "Choose each product you use, then pick how often.",
    options: [
      product("oils_butters", "Oils or butters", productsFrequencies),
      product("gels_mousses", "Gels or mousses", productsFrequencies),
      product("hair_spray", "Hair spray", productsFrequencies),
      product("scalp_serums", "Scalp serums", productsFrequencies),
      product("other_masks", "Masks or deep treatments", productsFrequencies),
      product("bond_builder", "Bond builder", treatmentFrequencies),
      product("protein_treatment", "Protein treatment", treatmentFrequencies),
    ],
    // Not in the spec's list of skippable questions, but the list has no
    // "none" product: without Skip, someone who uses none of them could never
    // move on, because Next needs at least one product.
    skippable: true,
    textInput: {
      id: "products_used_other",
      label: "Any other products? (optional)",
      placeholder: "e.g. rosemary oil on the scalp twice a week",
    },
    infoPopup: {
      title: "Why frequency matters",
      content:
        "Gels, sprays and heavy oils build up and call for an occasional clarifying wash. Oils " +
        "used on the scalp several times a week can clog follicles. Bond builders and protein " +
        "treatments strengthen damaged hair, but too much protein can leave hair stiff, so we " +
        "check your spacing.",
    },
  },
  {
    id: "detangling",
    type: "radio",
    title: "How do you usually detangle?",
    options: [
      option("dry_combing", "Comb or brush when dry"),
      option("wet_slip", "On wet hair with conditioner for slip"),
      option("finger_detangle", "With my fingers"),
      option("no_detangle", "I don't detangle"),
    ],
    skippable: false,
    infoPopup: {
      title: "Detangling without breakage",
      content:
        "Textured hair breaks easily when combed dry. Detangle damp hair coated with conditioner, " +
        "using fingers or a wide-tooth comb and working from the ends up. Straight hair is the " +
        "exception: it is weakest soaking wet, so let it dry a little first.",
    },
  },
  {
    id: "environment",
    type: "checkbox",
    title: "Does any of this apply to you?",
    subtitle: "Select all that apply.",
    options: [
      option("hard_water", "Hard water (limescale at home)"),
      option("chlorinated", "Swimming in chlorinated pools"),
      option("head_coverings", "Regular head coverings (hijab, hat, helmet, wig)"),
      option("air_pollutants", "City pollution or smoke"),
      option("humid_climate", "Humid climate"),
      option("cold_dry_climate", "Cold, dry climate"),
      option("hot_dry_climate", "Hot, dry climate"),
      option("none", "None of these"),
    ],
    skippable: false,
    infoPopup: {
      title: "Your surroundings",
      content:
        "Hard water leaves mineral deposits that a chelating wash removes. Pool water dries hair, so " +
        "wet and condition it before swimming. In humid air, humectants like glycerin can cause " +
        "frizz; in dry air, hair needs richer products to hold moisture. Head coverings are best " +
        "worn loosely over dry hair.",
    },
  },
  {
    id: "symptoms",
    type: "checkbox",
    title: "Have you had any of these recently?",
    subtitle: "Select all that apply.",
    options: [
      symptom.persistent_flaking,
      symptom.burning_stinging,
      symptom.sudden_shedding,
      option("broken_edges", "Broken or thinning edges"),
      symptom.scalp_pimples,
      option("round_patches", "Round, smooth bald patches"),
      symptom.scaly_plaques,
      option("widening_parting", "A widening parting or thinning on top"),
      symptom.painful_lumps,
      symptom.none,
    ],
    skippable: false,
    infoPopup: symptomsPopup,
  },

  // --- Asked of everyone (beyond the spec) ----------------------------------
  {
    id: "scalp_signs",
    type: "checkbox",
    title: "Looking closely, have you noticed any of these?",
    subtitle: "Part your hair in good light, or ask someone to look. Select all that apply.",
    options: [
      option(
        "sore_not_healing",
        "A sore, scab or spot that bleeds, crusts or hasn't healed in 4 weeks",
      ),
      option(
        "scaly_patch_broken_hairs",
        "A scaly patch where hairs have broken off (sometimes with black dots)",
      ),
      option("shiny_skin", "Smooth, shiny skin where hair used to grow"),
      option("brow_lash_loss", "Losing hair from the eyebrows or eyelashes"),
      option("crown_tenderness", "Tenderness, burning or itching where the hair is thinning"),
      option("hairline_band", "The front hairline or temples moving back in a band"),
      option("neck_lump", "A lump or swollen glands in the neck or behind the ears"),
      option("none", "None of these"),
    ],
    skippable: true,
    infoPopup: {
      title: "Why we ask you to look closely",
      content:
        "These are the signs a trichologist or dermatologist looks for first, because they " +
        "point to conditions where timing matters: an infection that needs tablets, a skin " +
        "growth worth checking, or a kind of hair loss that scars if it is not treated early. " +
        "Most people tick none of them. If you tick one, we'll say who to see and how soon.",
    },
  },
  {
    id: "sun_scalp",
    type: "checkbox",
    title: "How much sun does your scalp get?",
    subtitle: "Select all that apply.",
    options: [
      option("outdoors_most_days", "I'm outdoors for hours most days (work, sport, gardening)"),
      option("scalp_shows", "The sun reaches my scalp (bald, shaved, thinning or a wide parting)"),
      option("sunburnt_scalp", "My scalp has been sunburnt"),
      option("wears_hat", "I usually wear a hat or head covering outdoors"),
      option("none", "None of these"),
    ],
    skippable: true,
    infoPopup: {
      title: "Sun on the scalp",
      content:
        "Skin that hair no longer covers burns like any other skin, and years of sun on a bald " +
        "or thinning scalp are the main cause of skin cancers there. Sun also fades colour and " +
        "dries the lengths.",
    },
  },
  {
    id: "swimming",
    type: "radio",
    title: "How often do you swim?",
    options: [
      option("never", "Rarely or never"),
      option("sometimes", "Now and then"),
      option("weekly", "About once a week"),
      option("several_weekly", "Several times a week"),
    ],
    skippable: true,
    infoPopup: {
      title: "Pools, the sea and your hair",
      content:
        "Chlorine and salt water dry the hair and fade colour, and chlorinated water can turn " +
        "light hair greenish. Wetting and conditioning the hair before swimming, a cap, and a " +
        "rinse afterwards make most of the difference.",
    },
  },
  {
    id: "monthly_budget",
    type: "radio",
    title: "What would you like to spend on hair care each month?",
    subtitle: "Roughly, in pounds, dollars or euros: shampoo, conditioner and everything else.",
    options: [
      option("under_10", "Under 10 a month"),
      option("10_25", "10 to 25"),
      option("25_50", "25 to 50"),
      option("over_50", "More than 50"),
      option("no_limit", "No fixed budget"),
    ],
    skippable: true,
    infoPopup: {
      title: "Why we ask about money",
      content:
        "Good hair care does not need expensive products. We'll choose the fewest products that " +
        "cover what your hair and scalp need, starting with the ones that matter most, and say " +
        "what we left out.",
    },
  },
  {
    id: "max_products",
    type: "radio",
    title: "How many products are you happy to use?",
    options: [
      option("one_two", "Up to 2"),
      option("three", "Up to 3"),
      option("four_five", "Up to 5"),
      option("no_limit", "As many as it takes"),
    ],
    skippable: true,
    infoPopup: {
      title: "A routine you'll keep",
      content:
        "A routine that fits your life beats a perfect one you drop after a week. Tell us your " +
        "limit and we'll keep to it, most important products first.",
    },
  },
  {
    id: "weekly_minutes",
    type: "radio",
    title: "How much time can you give your hair in a week?",
    subtitle: "Washing, conditioning and styling together.",
    options: [
      option("under_30", "Under 30 minutes"),
      option("30_60", "30 to 60 minutes"),
      option("1_2_hours", "1 to 2 hours"),
      option("over_2_hours", "More than 2 hours"),
    ],
    skippable: true,
    infoPopup: {
      title: "Less fuss, same care",
      content:
        "Most of what helps hair takes little time. With less time we keep the steps that " +
        "protect your scalp and lengths and drop the optional ones.",
    },
  },
  {
    id: "recent_illness",
    type: "radio",
    title: "In the last year, have you had a high fever, an operation or a stay in hospital?",
    subtitle: "For example flu or COVID with a high temperature.",
    options: [
      option("none", "No"),
      option("under_6_weeks", "Yes, in the last 6 weeks"),
      option("6_weeks_4_months", "Yes, 6 weeks to 4 months ago"),
      option("4_12_months", "Yes, 4 to 12 months ago"),
    ],
    skippable: true,
    infoPopup: {
      title: "Illness and shedding",
      content:
        "A high fever, an operation or a serious illness can push many hairs into their " +
        "resting phase at once. They fall out together two to three months later, and the " +
        "shedding usually settles within six to nine months. When it happened tells us whether " +
        "it fits.",
    },
  },
  {
    // What a first consultation asks of the rest of the body: each box is a sign the report
    // times on its own (analyst/BodySignTicks.ts), whether or not the notes tell it.
    id: "body_signs",
    type: "checkbox",
    title: "Is any of this going on in the body now?",
    subtitle: "Beyond the hair and scalp. Select all that apply.",
    options: [
      option("fever", "A fever, or shivering you can't stop"),
      option("night_sweats", "Night sweats that soak the bed"),
      option("weight_loss", "Weight lost without trying"),
      option("breathless", "Out of breath, or the heart racing, with little effort"),
      option(
        "effort_pain",
        "Pain or tightness in the chest, jaw or arm with effort, easing at rest",
      ),
      option("skin_rash", "A rash, patches or a change of colour on the skin elsewhere"),
      option("joint_pain", "Painful, swollen or stiff joints"),
      option("body_lump", "A new lump anywhere in the body"),
      option("low_mood", "Feeling low or hopeless most days"),
      option("weak_defences", "No spleen, a transplant, or another reason infections hit harder"),
      option("none", "None of these"),
    ],
    skippable: true,
    infoPopup: {
      title: "Why we ask about the rest of the body",
      content:
        "Hair and scalp often show what is going on elsewhere: a fever or weight lost can " +
        "start a shed, a rash can belong to the same condition as a scalp patch, and some " +
        "signs need a doctor whatever the hair is doing. Most people tick none. If you tick " +
        "one, the report says who to see and how soon.",
    },
  },
  {
    id: "medicines",
    type: "checkbox",
    title: "Do you take, or have you recently started or stopped, any of these?",
    subtitle: "Select all that apply.",
    options: [
      ...medicineOptions.map((medicine) => option(medicine.value, medicine.label)),
      option("none", "None of these"),
    ],
    skippable: true,
    textInput: {
      id: "medicine_notes",
      label: "Which medicine, and when did you start or change it? (optional)",
      placeholder: "e.g. started letrozole in March",
    },
    infoPopup: {
      title: "Medicines and hair",
      content:
        "Many medicines can change hair, usually as shedding or thinning that starts some " +
        "weeks after starting or changing them. If one might be behind a change, the person to " +
        "tell is whoever prescribed it: never stop a prescribed medicine on your own.",
    },
  },
  {
    id: "diet_iron",
    type: "checkbox",
    title: "Does any of this apply?",
    subtitle: "Select all that apply.",
    options: [
      option("vegetarian_vegan", "Vegetarian, vegan or a restricted diet"),
      option(
        "rapid_weight_loss",
        "Lost a lot of weight quickly, or a crash diet (including on weight-loss injections)",
      ),
      option("heavy_periods", "Heavy periods"),
      option("low_iron", "Told I have low iron or anaemia"),
      option("thyroid_condition", "A thyroid condition"),
      option("none", "None of these"),
    ],
    skippable: true,
    infoPopup: {
      title: "Iron, diet and hair",
      content:
        "Hair follicles are among the busiest cells in the body and are quick to feel a " +
        "shortage. Low iron (common with heavy periods or a diet without meat), losing weight " +
        "fast and thyroid trouble can all cause shedding. A GP can check with a simple blood " +
        "test.",
    },
  },
  {
    id: "health_background",
    type: "checkbox",
    title: "Does your health history include any of these?",
    subtitle: "Optional. It helps us tell a passing change from one worth a doctor's eye.",
    options: [
      option("recent_chemotherapy", "Chemotherapy in the last year"),
      option("family_hair_loss", "Thinning or balding runs in my family"),
      option(
        "recent_trigger",
        "An illness, operation, crash diet or big shock in the last 6 months",
      ),
      option("none", "None of these"),
    ],
    skippable: true,
    textInput: {
      id: "health_notes",
      label: "Anything else we should know? (optional)",
      placeholder: "e.g. patches since spring, psoriasis on my elbows, six months after chemo",
    },
    infoPopup: {
      title: "Why we ask",
      content:
        "Hair often shows what the body has been through. Shedding commonly starts two to three " +
        "months after an illness, an operation, a crash diet or a shock. Hair that regrows after " +
        "chemotherapy can come back with a new texture and needs gentle care for a while. Thinning " +
        "that runs in the family tends to start early and respond best to early treatment. Anything " +
        "you write here is read for signs like these; it is never shared.",
    },
  },
] as const satisfies ReadonlyArray<QuizQuestion>

export const quizCatalogue: ReadonlyArray<QuizQuestion> = catalogue

type CatalogueQuestion = (typeof catalogue)[number]
/** The catalogue's entry for one question, with its literal option values. */
export type QuestionOf<Id extends QuestionId> = Extract<CatalogueQuestion, { readonly id: Id }>
/**
 * The values a question offers: `OptionValue<"wash_frequency">` is
 * "daily" | "frequent" | ... For products_used, the products.
 */
export type OptionValue<Id extends QuestionId> = QuestionOf<Id>["options"][number]["value"]

/** The option values of one question, in the catalogue's order, typed. */
export const optionValues = <Id extends QuestionId>(id: Id): ReadonlyArray<OptionValue<Id>> =>
  (byId.get(id)?.options ?? []).map((option) => option.value as OptionValue<Id>)

const byId = new Map<string, QuizQuestion>(quizCatalogue.map((question) => [question.id, question]))

/** The question with this id, or undefined for an id the quiz does not have. */
export const findQuestion = (id: string): QuizQuestion | undefined => byId.get(id)
