/**
 * Why a rule spoke: the answers it read when it decided to fire, so a
 * report can say "because you wash daily and swim every day".
 *
 * Rules are plain predicates over the HairProfile, so instead of every rule
 * listing its triggers by hand (and drifting from its `when`), the rule is
 * asked again with a profile that records what it reads. Only facts that are
 * present are kept: a set member it found, a product it found, a note fact
 * it found, a field whose value says something ("unknown", false and empty
 * say nothing, unless the rule read nothing else). A field read only to rule something out ("not a salon
 * client") still shows as the value it read; the page decides how to word it.
 *
 * A rule that reads a shared decision (the texture level, the care decision,
 * a field of the routine plan) is credited with the answers that decision
 * read, after its own: "you swim" before the answers that set the wash plan
 * it follows. Each decision is worked out when first read, so a rule that
 * reads only the plan's clarifying interval is credited with the answers
 * behind that interval alone. Which products made the list is not a reason
 * for a line: a line that checks the list is credited with its own answers.
 *
 * Called once per line when a report is written (ExplainReport.ts), and for
 * reports stored before reasons were kept, when they are read.
 */

import type { NoteKind } from "../notes/NoteStatement.ts"
import type { MedicineClass } from "../quiz/Medicines.ts"
import type { QuestionId } from "../quiz/QuizCatalogue.ts"
import type { TextNoteId } from "../quiz/TextNotes.ts"
import type { HairProfile, ReadFromNotes } from "./HairProfile.ts"
import type { ReportContext, Rule } from "./Rule.ts"
import { decideReportContext } from "./RulesReport.ts"

/** Where each profile fact comes from: quiz questions (female or male version) or notes. */
export const answerSources: Record<
  Exclude<keyof HairProfile, "name">,
  ReadonlyArray<QuestionId | TextNoteId | "notes">
> = {
  gender: ["gender"],
  hormonalStage: ["hormonal_stage", "notes"],
  texture: ["hair_texture", "hair_texture_male"],
  textureAnswered: ["hair_texture", "hair_texture_male"],
  width: ["strand_width", "strand_width_male"],
  density: ["density", "density_male"],
  porosity: ["porosity", "porosity_male"],
  scalp: ["scalp_condition", "scalp_condition_male"],
  states: ["hair_state"],
  locs: ["hair_state", "heat_tension", "hair_length_male"],
  locAge: ["loc_age", "loc_age_male"],
  locMethod: ["loc_type", "loc_starter_method_male"],
  retwist: ["retwist_frequency"],
  lowCut: ["hair_state", "hair_length_male"],
  maleLength: ["hair_length_male"],
  trim: ["trim_frequency"],
  exercise: ["exercise_frequency", "exercise_frequency_male", "notes"],
  careMethod: ["hair_care_method"],
  wash: ["wash_frequency", "wash_frequency_male"],
  shampoo: ["shampoo_choice", "shampoo_type_male"],
  conditioning: ["conditioning", "conditioner_step_male"],
  heat: ["heat_tension", "heat_tools_male"],
  styles: ["heat_tension"],
  products: ["products_used", "styling_products_male"],
  detangling: ["detangling"],
  environment: ["environment"],
  symptoms: ["symptoms", "symptoms_male", "notes"],
  noSymptoms: ["symptoms", "symptoms_male"],
  // Chemotherapy is also a medicine class: the medicines answer can say it.
  history: ["health_background", "medicines", "notes"],
  scalpIssues: ["scalp_issues_male"],
  hairline: ["hairline_changes_male"],
  barber: ["barber_frequency_male"],
  goals: ["primary_goal_male"],
  beardSkin: ["skin_under_beard_male"],
  beardGoals: ["beard_goals_male"],
  facialHair: ["facial_hair_male"],
  quizFor: ["answers_about", "notes"],
  ageBand: ["age_band", "notes"],
  ageYears: ["notes"],
  scalpSigns: ["scalp_signs", "notes"],
  sun: ["sun_scalp"],
  sunAnswered: ["sun_scalp"],
  swimming: ["swimming", "notes"],
  medicines: ["medicines", "notes"],
  medicinesStopped: ["notes"],
  diet: ["diet_iron", "notes"],
  recentIllness: ["recent_illness", "notes"],
  budget: ["monthly_budget", "notes"],
  maxProducts: ["max_products", "notes"],
  weeklyMinutes: ["weekly_minutes", "notes"],
  noted: ["notes"],
  asked: ["notes"],
  readFromNotes: ["notes"],
  notedMedicines: ["medicine_notes", "notes"],
  supplementsTaken: ["notes"],
  pregnancyPlanned: ["notes"],
  questions: ["notes"],
  toldNot: ["notes"],
  scalpCareHeld: ["notes"],
  kept: ["notes"],
}

export interface AnswerBehind {
  /** The profile fact, e.g. "wash" or "symptoms". */
  readonly fact: Exclude<keyof HairProfile, "name">
  /** What it was: "daily", "round_patches", or for a note fact "patches". */
  readonly value: string
  /** The questions or notes it comes from. */
  readonly from: ReadonlyArray<string>
  /** For a note fact: the note and the words that said it. */
  readonly noted?: { readonly note: string; readonly words: string }
}

const silent = new Set<unknown>(["unknown", false, undefined, ""])

/** Answer values a note can add: which kind of noted fact said them. */
const typedAs: Readonly<Record<string, NoteKind>> = {
  round_patches: "bald_patches",
  scaly_plaques: "scaly_plaques",
  widening_parting: "thinning_on_top",
  painful_lumps: "painful_lumps",
  sudden_shedding: "shedding",
  scalp_pimples: "scalp_bumps",
  recent_chemotherapy: "chemotherapy",
  family_hair_loss: "family_history",
  recent_trigger: "stress",
  pregnant: "pregnancy",
  postpartum: "birth",
  menopausal: "menopause",
  sore_not_healing: "non_healing_sore",
  scaly_patch_broken_hairs: "scaly_patch_broken_hairs",
  shiny_skin: "shiny_skin",
  brow_lash_loss: "brow_lash_loss",
  crown_tenderness: "crown_tenderness",
  hairline_band: "hairline_band",
  neck_lump: "neck_lump",
  vegetarian_vegan: "vegetarian_vegan",
  rapid_weight_loss: "weight_loss",
  heavy_periods: "heavy_periods",
  low_iron: "low_iron",
  thyroid_condition: "thyroid",
}

/** Answers a note filled in or corrected (HairProfile's readFromNotes), by profile fact. */
const filledByNote: Readonly<Partial<Record<AnswerBehind["fact"], ReadFromNotes["fact"]>>> = {
  quizFor: "quizFor",
  ageBand: "age",
  swimming: "swimming",
  budget: "budget",
  maxProducts: "maxProducts",
  weeklyMinutes: "weeklyMinutes",
  exercise: "exercise",
}

/**
 * A view of the profile that records every present fact a rule reads, and
 * the collections it only looked into without finding what it asked for.
 */
/** Where reads go: the rule's own first, those of a shared decision it asked for after. */
interface Reads {
  readonly direct: Array<AnswerBehind>
  readonly viaDecision: Array<AnswerBehind>
  deciding: boolean
}

const recording = (
  p: HairProfile,
  reads: Reads,
  consulted: Map<AnswerBehind["fact"], ReadonlySet<unknown> | ReadonlyMap<unknown, unknown>>,
  unanswered: Set<AnswerBehind["fact"]>,
  ruledOut: Set<AnswerBehind["fact"]>,
): HairProfile => {
  const add = (fact: AnswerBehind["fact"], value: string, given?: AnswerBehind["noted"]) => {
    const typed = typedAs[value]
    const found =
      given ??
      (typed !== undefined
        ? // Chemotherapy named as a medicine in the notes is the same fact as chemotherapy told.
          (p.noted.get(typed) ??
          (value === "recent_chemotherapy"
            ? p.notedMedicines.get("chemo_immunotherapy")
            : undefined))
        : fact === "medicines"
          ? p.notedMedicines.get(value as MedicineClass)
          : p.readFromNotes.find((read) => read.fact === filledByNote[fact])?.noted)
    const noted = found === undefined ? undefined : { note: found.note, words: found.words }
    const known = (a: AnswerBehind) => a.fact === fact && a.value === value
    if (!reads.direct.some(known) && !reads.viaDecision.some(known))
      (reads.deciding ? reads.viaDecision : reads.direct).push({
        fact,
        value,
        from: answerSources[fact],
        ...(noted === undefined ? {} : { noted }),
      })
  }
  const collection = <C extends ReadonlySet<unknown> | ReadonlyMap<unknown, unknown>>(
    fact: AnswerBehind["fact"],
    target: C,
  ): C =>
    new Proxy(target, {
      get(t, key) {
        if (key === "has")
          return (member: unknown) => {
            const found = t.has(member)
            if (!found) consulted.set(fact, t)
            if (found) {
              const note =
                t instanceof Map ? (t.get(member) as AnswerBehind["noted"] | undefined) : undefined
              add(fact, String(member), fact === "noted" ? note : undefined)
            }
            return found
          }
        if (key === "get")
          return (member: unknown) => {
            const value = (t as ReadonlyMap<unknown, unknown>).get(member)
            if (value !== undefined) add(fact, String(member))
            return value
          }
        // Reading every member (iterating) reads each one that is there.
        if (key === Symbol.iterator || key === "keys" || key === "entries" || key === "values") {
          const members: Array<[unknown, unknown]> = []
          if (t instanceof Map)
            (t as Map<unknown, unknown>).forEach((value, member) => {
              members.push([member, value])
            })
          else for (const member of t as ReadonlySet<unknown>) members.push([member, member])
          for (const [member, value] of members) {
            const note =
              t instanceof Map && value !== null && typeof value === "object" && "words" in value
                ? (value as AnswerBehind["noted"])
                : undefined
            add(
              fact,
              String(member),
              note === undefined ? undefined : { note: note.note, words: note.words },
            )
          }
          const method = Reflect.get(t, key, t) as () => unknown
          return method.bind(t)
        }
        if (key === "size") {
          // "Nothing ticked" is itself an answer ("none").
          if (t.size === 0) add(fact, "none")
          return t.size
        }
        const value = Reflect.get(t, key, t)
        return typeof value === "function" ? value.bind(t) : value
      },
    })
  return new Proxy(p, {
    get(target, key) {
      const value = Reflect.get(target, key)
      if (typeof key !== "string" || key === "name") return value
      const fact = key as AnswerBehind["fact"]
      if (value instanceof Set || value instanceof Map) return collection(fact, value)
      if (!silent.has(value)) add(fact, String(value))
      else if (value === "unknown") unanswered.add(fact)
      else if (value === false) ruledOut.add(fact)
      return value
    },
  })
}

/** The plan's product choice: which products made the list, not why a line applies. */
const productChoice = new Set<PropertyKey>(["products", "leftOut", "overLimit"])

/**
 * The report context as a rule sees it: every decision it reads is made
 * from the recording profile and recorded as read through a decision; the
 * product choice is read from the plain plan, so it credits nothing.
 */
const decisionView = <T extends object>(
  target: T,
  reads: Reads,
  choice: (key: PropertyKey) => unknown,
): T =>
  new Proxy(target, {
    get(t, key) {
      if (productChoice.has(key)) return choice(key)
      const deciding = reads.deciding
      reads.deciding = true
      try {
        const value = Reflect.get(t, key)
        return typeof value === "object" &&
          value !== null &&
          !Array.isArray(value) &&
          !(value instanceof Set) &&
          !(value instanceof Map)
          ? decisionView(value, reads, choice)
          : value
      } finally {
        reads.deciding = deciding
      }
    },
  })

/**
 * The answers this rule read in deciding to speak for this person, and in
 * writing its line, in the order it read them. Empty for a rule that does
 * not apply.
 */
export const answersBehind = (
  rule: Pick<Rule<unknown>, "when" | "say">,
  p: HairProfile,
  /** The report's own decisions for `p`, when the caller has them: the product choice is read there. */
  decided?: ReportContext,
): ReadonlyArray<AnswerBehind> => {
  const reads: Reads = { direct: [], viaDecision: [], deciding: false }
  const consulted = new Map<
    AnswerBehind["fact"],
    ReadonlySet<unknown> | ReadonlyMap<unknown, unknown>
  >()
  const unanswered = new Set<AnswerBehind["fact"]>()
  const ruledOut = new Set<AnswerBehind["fact"]>()
  const profile = recording(p, reads, consulted, unanswered, ruledOut)
  // The decisions are made again from the recording profile, each only if the rule reads it.
  let plain: ReportContext | undefined = decided
  const choice = (key: PropertyKey) => {
    plain ??= decideReportContext(p)
    return Reflect.get(plain.plan, key)
  }
  const ctx = decisionView(decideReportContext(profile), reads, choice)
  if (!rule.when(profile, ctx)) return []
  // What the line is made of counts too: "Mid-lengths: Medium" rests on the texture decision.
  rule.say(profile, ctx)
  // The rule's own reasons first ("you wash daily"), then those of the decision it read.
  const read = [...reads.direct, ...reads.viaDecision]
  // A rule that fired because something was absent ("no oily or flaky scalp")
  // rests on what was answered instead: "your scalp: normal", or on a
  // question left unanswered ("porosity: unknown"), or on what it ruled out
  // ("not a short cut": the answer that says what the hair is instead).
  if (read.length === 0) {
    for (const fact of ruledOut) read.push({ fact, value: "false", from: answerSources[fact] })
    for (const fact of unanswered) read.push({ fact, value: "unknown", from: answerSources[fact] })
    for (const [fact, collection] of consulted) {
      const members = [...collection.keys()].map(String)
      for (const value of members.length === 0 ? ["none"] : members)
        read.push({ fact, value, from: answerSources[fact] })
    }
  }
  return read
}
