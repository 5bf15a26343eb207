import { assert, describe, it } from "@effect/vitest"
import { medicineClasses } from "./Medicines.ts"
import { findQuestion, generalQuestionIds, quizCatalogue } from "./QuizCatalogue.ts"
import { textNoteIds } from "./TextNotes.ts"

// Spec section 3, "Quiz questions and option values", copied by hand so that a
// change to the catalogue that drifts from the spec fails here.
const specOptionValues: Record<string, ReadonlyArray<string>> = {
  gender: ["female", "male"],
  hormonal_stage: ["pregnant", "postpartum", "perimenopausal", "menopausal", "not_applicable"],
  primary_goal_male: [
    "healthier_scalp",
    "fuller_look",
    "softer_feel",
    "define_curls",
    "lower_maintenance",
    "grow_length",
    "maintain_locs",
  ],
  hair_length_male: ["very_short", "short", "medium", "long", "locs"],
  loc_age_male: ["0_6_weeks", "6_weeks_6_months", "6_18_months", "18_months_plus"],
  hair_texture_male: ["straight", "wavy", "curly", "coily", "mixed", "not_sure"],
  strand_width_male: ["fine", "medium", "coarse", "not_sure"],
  density_male: ["low", "medium", "high", "not_sure"],
  porosity_male: ["low", "medium", "high", "not_sure"],
  scalp_condition_male: ["normal", "dry_tight", "oily", "itchy_flaky", "sensitive"],
  scalp_issues_male: ["no", "mild", "yes_frequent"],
  wash_frequency_male: ["daily", "frequent", "weekly", "extended"],
  shampoo_type_male: ["gentle", "anti_flake", "clarifying", "cowash", "none"],
  conditioner_step_male: ["none", "rinse_out", "deep_mask", "leave_in"],
  styling_products_male: [
    "none",
    "gel_mousse",
    "cream_pomade",
    "oil_butter",
    "bond_builder",
    "protein_treatment",
  ],
  heat_tools_male: ["never", "occasionally", "weekly_plus"],
  barber_frequency_male: ["weekly", "fortnightly", "monthly", "quarterly"],
  hairline_changes_male: ["none", "slight_recession", "noticeable"],
  loc_starter_method_male: [
    "comb_coils",
    "two_strand_twists",
    "interlocks",
    "braidlocs",
    "instant_crochet",
    "sisterlocks",
    "palm_roll",
    "freeform",
  ],
  skin_under_beard_male: ["dry", "oily", "itchy", "normal"],
  beard_goals_male: ["softer", "less_itch", "fuller_look", "lower_maintenance"],
  scalp_condition: ["normal", "dry_tight", "oily", "itchy_flaky", "sensitive", "traction"],
  hair_texture: ["straight", "wavy", "curly", "coily", "kinky", "mixed"],
  hair_state: [
    "natural_virgin",
    "coloured",
    "bleached",
    "permed",
    "relaxed",
    "texture_release",
    "keratin_treatment",
    "locs",
    "low_cut",
  ],
  strand_width: ["fine", "medium", "coarse"],
  density: ["low", "medium", "high"],
  porosity: ["low", "medium", "high"],
  trim_frequency: ["never", "three_months", "six_months", "once_year", "only_damaged"],
  exercise_frequency: ["daily", "several_week", "once_week", "occasionally", "rarely"],
  hair_care_method: ["self", "salon", "both"],
  wash_frequency: ["daily", "frequent", "weekly", "biweekly", "three_four_weeks", "extended"],
  shampoo_choice: [
    "clarifying",
    "gentle",
    "hydrating",
    "clarifying_hydrating",
    "medicated",
    "cowash",
    "dry_shampoo",
    "not_sure",
  ],
  conditioning: ["rinse_out", "deep_condition", "leave_in", "none"],
  heat_tension: [
    "heat_weekly",
    "occasional_heat",
    "braids_extensions",
    "cornrows",
    "sew_ins",
    "clip_ins",
    "tape_ins",
    "microlinks",
    "ponytails",
    "glueless_wigs",
    "adhesive_wigs",
    "locs",
    "wash_n_go",
    "low_tension",
    "other",
  ],
  protective_style_wash: ["weekly", "biweekly", "three_four_weeks", "monthly", "longer", "never"],
  products_used: [
    "oils_butters",
    "gels_mousses",
    "hair_spray",
    "scalp_serums",
    "other_masks",
    "bond_builder",
    "protein_treatment",
  ],
  detangling: ["dry_combing", "wet_slip", "finger_detangle", "no_detangle"],
  environment: [
    "hard_water",
    "chlorinated",
    "head_coverings",
    "air_pollutants",
    "humid_climate",
    "cold_dry_climate",
    "hot_dry_climate",
    "none",
  ],
  loc_type: [
    "freeform",
    "starter_twist",
    "coil",
    "backcombing",
    "interlocking",
    "crochet",
    "other",
  ],
  loc_age: ["starter", "budding", "teenage", "mature"],
  retwist_frequency: ["weekly", "biweekly", "monthly", "quarterly", "rarely"],
  symptoms: [
    "persistent_flaking",
    "burning_stinging",
    "sudden_shedding",
    "broken_edges",
    "scalp_pimples",
    "none",
  ],
}

// Beyond the spec (docs/decisions.md): what the advice needs and the
// spec's quiz cannot express. Listed exactly, so nothing else can creep in.
const beyondSpecQuestions: Record<string, ReadonlyArray<string>> = {
  symptoms_male: [
    "persistent_flaking",
    "burning_stinging",
    "sudden_shedding",
    "scalp_pimples",
    "round_patches",
    "scaly_plaques",
    "painful_lumps",
    "none",
  ],
  facial_hair_male: ["none", "stubble", "short_beard", "full_beard"],
  health_background: ["recent_chemotherapy", "family_hair_loss", "recent_trigger", "none"],
  answers_about: ["me", "my_child", "someone_i_care_for"],
  age_band: ["under_12", "12_15", "16_24", "25_34", "35_44", "45_54", "55_64", "65_74", "75_plus"],
  exercise_frequency_male: ["daily", "several_week", "once_week", "occasionally", "rarely"],
  scalp_signs: [
    "sore_not_healing",
    "scaly_patch_broken_hairs",
    "shiny_skin",
    "brow_lash_loss",
    "crown_tenderness",
    "hairline_band",
    "neck_lump",
    "none",
  ],
  sun_scalp: ["outdoors_most_days", "scalp_shows", "sunburnt_scalp", "wears_hat", "none"],
  swimming: ["never", "sometimes", "weekly", "several_weekly"],
  monthly_budget: ["under_10", "10_25", "25_50", "over_50", "no_limit"],
  max_products: ["one_two", "three", "four_five", "no_limit"],
  weekly_minutes: ["under_30", "30_60", "1_2_hours", "over_2_hours"],
  recent_illness: ["none", "under_6_weeks", "6_weeks_4_months", "4_12_months"],
  body_signs: [
    "fever",
    "night_sweats",
    "weight_loss",
    "breathless",
    "effort_pain",
    "skin_rash",
    "joint_pain",
    "body_lump",
    "low_mood",
    "weak_defences",
    "none",
  ],
  medicines: [...medicineClasses, "none"],
  diet_iron: [
    "vegetarian_vegan",
    "rapid_weight_loss",
    "heavy_periods",
    "low_iron",
    "thyroid_condition",
    "none",
  ],
}
/** Options added to spec questions; the spec's own values keep their order around them. */
const beyondSpecOptions: Record<string, ReadonlyArray<string>> = {
  symptoms: ["round_patches", "scaly_plaques", "widening_parting", "painful_lumps"],
}

const values = (id: string) => findQuestion(id)?.options.map((option) => option.value)

describe("quizCatalogue", () => {
  it("has exactly the questions of the spec plus the listed additions, gender first, each id once", () => {
    const ids = quizCatalogue.map((question) => question.id)
    assert.strictEqual(ids[0], "gender")
    assert.strictEqual(new Set(ids).size, ids.length)
    assert.deepStrictEqual(
      [...ids].sort(),
      [...Object.keys(specOptionValues), ...Object.keys(beyondSpecQuestions)].sort(),
    )
  })

  it("offers the spec's option values, in the spec's order, and only the listed additions", () => {
    for (const [id, expected] of Object.entries(specOptionValues)) {
      const offered = values(id) ?? []
      const added = beyondSpecOptions[id] ?? []
      assert.deepStrictEqual(
        offered.filter((value) => !added.includes(value)),
        expected,
        id,
      )
      assert.sameMembers(
        offered.filter((value) => !expected.includes(value)),
        [...added],
        id,
      )
    }
    for (const [id, expected] of Object.entries(beyondSpecQuestions)) {
      assert.deepStrictEqual(values(id), expected, id)
    }
  })

  it("keeps the spec's labels' meaning: added options never reuse a spec value", () => {
    for (const [id, added] of Object.entries(beyondSpecOptions)) {
      for (const value of added) assert.notInclude(specOptionValues[id], value, id)
    }
  })

  it("lists the 21 general ids of the visibility rules", () => {
    assert.strictEqual(generalQuestionIds.length, 21)
    for (const id of generalQuestionIds) assert.isDefined(findQuestion(id), id)
  })

  it("gives products their spec frequencies", () => {
    const products = findQuestion("products_used")!
    assert.strictEqual(products.type, "product_frequency")
    const frequencies = (product: string) =>
      products.options.find((option) => option.value === product)?.frequencies?.map((f) => f.value)
    for (const product of [
      "oils_butters",
      "gels_mousses",
      "hair_spray",
      "scalp_serums",
      "other_masks",
    ]) {
      assert.deepStrictEqual(frequencies(product), [
        "daily",
        "2-3_weekly",
        "weekly",
        "occasionally",
        "monthly",
      ])
    }
    for (const product of ["bond_builder", "protein_treatment"]) {
      assert.deepStrictEqual(frequencies(product), [
        "monthly",
        "6-8_weeks",
        "2-3_months",
        "6_months_plus",
      ])
    }
  })

  it("marks strand_width and porosity skippable, gender not", () => {
    assert.isTrue(findQuestion("strand_width")!.skippable)
    assert.isTrue(findQuestion("porosity")!.skippable)
    assert.isFalse(findQuestion("gender")!.skippable)
  })

  it("puts the 1-2 hint on the goal and scalp questions, which are checkboxes", () => {
    const hinted = quizCatalogue.filter((question) => question.hint !== undefined).map((q) => q.id)
    assert.deepStrictEqual(hinted.sort(), [
      "primary_goal_male",
      "scalp_condition",
      "scalp_condition_male",
    ])
    for (const id of hinted) {
      assert.strictEqual(findQuestion(id)!.type, "checkbox")
      assert.match(findQuestion(id)!.hint!, /1-2/)
    }
  })

  it("attaches each note input to its question", () => {
    const notes = quizCatalogue.flatMap((question) =>
      question.textInput ? [[question.id, question.textInput.id] as const] : [],
    )
    assert.deepStrictEqual(notes, [
      ["hair_texture_male", "texture_notes"],
      ["hair_texture", "texture_notes"],
      ["heat_tension", "heat_tension_other"],
      ["loc_type", "loc_type_notes"],
      ["products_used", "products_used_other"],
      ["medicines", "medicine_notes"],
      ["health_background", "health_notes"],
    ])
    assert.sameMembers([...new Set(notes.map(([, note]) => note))], [...textNoteIds])
    assert.strictEqual(findQuestion("heat_tension")!.textInput!.shownForValue, "other")
  })

  it("has a Need help? popup with real text for every question and labels for every option", () => {
    for (const question of quizCatalogue) {
      assert.isAbove(question.title.length, 5, question.id)
      assert.isAbove(question.infoPopup.title.length, 3, question.id)
      assert.isAbove(question.infoPopup.content.length, 80, question.id)
      for (const option of question.options) assert.isAbove(option.label.length, 1, option.value)
    }
  })

  it("illustrates the texture popups with straight, wavy, curly and coily strands", () => {
    for (const id of ["hair_texture", "hair_texture_male"]) {
      const image = findQuestion(id)!.infoPopup.image!
      assert.match(image.src, /^data:image\/svg\+xml/)
      const svg = decodeURIComponent(image.src.slice(image.src.indexOf(",") + 1))
      assert.strictEqual(svg.match(/<path /g)?.length, 4)
      for (const label of ["Straight", "Wavy", "Curly", "Coily"]) assert.include(svg, `>${label}<`)
    }
    assert.strictEqual(
      quizCatalogue.filter((question) => question.infoPopup.image !== undefined).length,
      2,
    )
  })

  it("asks every visibility-deciding question before the questions it decides", () => {
    const index = (id: string) => quizCatalogue.findIndex((question) => question.id === id)
    const dependents: Record<string, ReadonlyArray<string>> = {
      gender: quizCatalogue.slice(1).map((question) => question.id),
      hair_length_male: ["loc_age_male", "loc_starter_method_male"],
      facial_hair_male: ["skin_under_beard_male", "beard_goals_male"],
      hair_state: ["loc_type", "loc_age", "retwist_frequency"],
      heat_tension: ["loc_type", "loc_age", "retwist_frequency", "protective_style_wash"],
      hair_care_method: [
        "wash_frequency",
        "shampoo_choice",
        "conditioning",
        "products_used",
        "detangling",
      ],
    }
    for (const [decider, decided] of Object.entries(dependents)) {
      for (const id of decided) assert.isBelow(index(decider), index(id), `${decider} before ${id}`)
    }
  })
})
