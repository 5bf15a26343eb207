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
 * reports stored before reasons were kept, when they are read. What the
 * lines share is found once per report: the shared decisions are made once
 * more from a recording profile, each keeping what it read and which other
 * decisions it asked for, and a rule that reads one is given those answers
 * (as making it again for that rule would record them, which
 * testing/AnswersFromScratch.ts does, for the tests). A recording profile is
 * read through getters, and its sets through a small class, rather than
 * through a Proxy: the pathways read the notes thousands of times a report.
 */

import type { NoteKind } from "../notes/NoteStatement.ts"
import type { MedicineClass } from "../quiz/Medicines.ts"
import type { QuestionId } from "../quiz/QuizCatalogue.ts"
import type { TextNoteId } from "../quiz/TextNotes.ts"
import type { HairProfile, ReadFromNotes } from "./HairProfile.ts"
import { keepNothingFor } from "./OncePerProfile.ts"
import type { DecisionWatch } from "./RoutinePlan.ts"
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
  topicsAsked: ["notes"],
  beliefs: ["notes"],
  questionsAsked: ["notes"],
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

/** Values that say nothing about a person: a rule that read one rests on it only when it read nothing else. */
export const silent: ReadonlySet<unknown> = new Set<unknown>(["unknown", false, undefined, ""])

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
  head_coverings: "head_covering",
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

type Fact = AnswerBehind["fact"]
type Collection = ReadonlySet<unknown> | ReadonlyMap<unknown, unknown>

/**
 * Where reads go: a fact found, a question left unanswered, a fact read as
 * false, a collection looked into without finding what was asked for. A
 * read already recorded, for the same rule or in the same decision, records
 * nothing more.
 */
interface Reads {
  readonly present: (fact: Fact, value: string, given?: AnswerBehind["noted"]) => void
  readonly unanswered: (fact: Fact) => void
  readonly ruledOut: (fact: Fact) => void
  readonly consulted: (fact: Fact, collection: Collection) => void
}

/** The note behind a fact, when a note said it. */
export const notedOf = (
  p: HairProfile,
  fact: Fact,
  value: string,
  given: AnswerBehind["noted"] | undefined,
): AnswerBehind["noted"] | undefined => {
  const typed = typedAs[value]
  const found =
    given ??
    (typed !== undefined
      ? // Chemotherapy named as a medicine in the notes is the same fact as chemotherapy told.
        (p.noted.get(typed) ??
        (value === "recent_chemotherapy" ? p.notedMedicines.get("chemo_immunotherapy") : undefined))
      : fact === "medicines"
        ? p.notedMedicines.get(value as MedicineClass)
        : p.readFromNotes.find((read) => read.fact === filledByNote[fact])?.noted)
  return found === undefined ? undefined : { note: found.note, words: found.words }
}

/** Whether this is the first read of a fact's value (it is one no longer). */
const firstReads = (): ((fact: Fact, value: string) => boolean) => {
  const read = new Map<Fact, Set<string>>()
  return (fact, value) => {
    let values = read.get(fact)
    if (values === undefined) {
      values = new Set()
      read.set(fact, values)
    }
    if (values.has(value)) return false
    values.add(value)
    return true
  }
}

/** A fact's value as an answer behind a rule. */
const answerBehind = (
  p: HairProfile,
  fact: Fact,
  value: string,
  given: AnswerBehind["noted"] | undefined,
): AnswerBehind => {
  const noted = notedOf(p, fact, value, given)
  return { fact, value, from: answerSources[fact], ...(noted === undefined ? {} : { noted }) }
}

/** The answers behind the report's rules, made once per profile: many rules read the same. */
const answersByProfile = new WeakMap<HairProfile, Map<Fact, Map<string, AnswerBehind>>>()

const sharedAnswer = (p: HairProfile, fact: Fact, value: string): AnswerBehind => {
  let byFact = answersByProfile.get(p)
  if (byFact === undefined) {
    byFact = new Map()
    answersByProfile.set(p, byFact)
  }
  let byValue = byFact.get(fact)
  if (byValue === undefined) {
    byValue = new Map()
    byFact.set(fact, byValue)
  }
  let answer = byValue.get(value)
  if (answer === undefined) {
    answer = answerBehind(p, fact, value, undefined)
    byValue.set(value, answer)
  }
  return answer
}

/** One rule's reads: its own first, those of a shared decision it asked for after. */
class RuleReads implements Reads {
  readonly p: HairProfile
  readonly direct: Array<AnswerBehind> = []
  readonly viaDecision: Array<AnswerBehind> = []
  readonly unansweredFacts = new Set<Fact>()
  readonly ruledOutFacts = new Set<Fact>()
  readonly consultedFacts = new Map<Fact, Collection>()
  deciding = false
  readonly first = firstReads()
  constructor(p: HairProfile) {
    this.p = p
  }
  present(fact: Fact, value: string, given?: AnswerBehind["noted"]): void {
    if (!this.first(fact, value)) return
    ;(this.deciding ? this.viaDecision : this.direct).push(
      // What a note said is quoted as the lookup found it: made each time.
      given === undefined
        ? sharedAnswer(this.p, fact, value)
        : answerBehind(this.p, fact, value, given),
    )
  }
  unanswered(fact: Fact): void {
    this.unansweredFacts.add(fact)
  }
  ruledOut(fact: Fact): void {
    this.ruledOutFacts.add(fact)
  }
  consulted(fact: Fact, collection: Collection): void {
    this.consultedFacts.set(fact, collection)
  }
}

/**
 * A collection of the profile that records what is looked up in it. For a
 * rule, asking again records nothing more (`once`): a member found is
 * recorded once, and a collection that lacked one member was looked into
 * already.
 *
 * A class rather than a Proxy: rules ask the profile's sets thousands of
 * times a report (every pathway asks the notes for its signs), and a Proxy's
 * trap on each call costs more than the lookup. Rules read a set or a map by
 * these alone.
 */
class RecordingCollection {
  readonly fact: Fact
  readonly target: Collection
  readonly reads: Reads
  readonly once: boolean
  found: Set<unknown> | undefined
  lacked = false
  constructor(fact: Fact, target: Collection, reads: Reads, once: boolean) {
    this.fact = fact
    this.target = target
    this.reads = reads
    this.once = once
  }
  has(member: unknown): boolean {
    if (!this.target.has(member as never)) {
      if (!this.lacked) {
        this.lacked = this.once
        this.reads.consulted(this.fact, this.target)
      }
      return false
    }
    if (this.once) {
      this.found ??= new Set()
      if (this.found.has(member)) return true
      this.found.add(member)
    }
    const note =
      this.target instanceof Map
        ? (this.target.get(member) as AnswerBehind["noted"] | undefined)
        : undefined
    this.reads.present(this.fact, String(member), this.fact === "noted" ? note : undefined)
    return true
  }
  get(member: unknown): unknown {
    const value = (this.target as ReadonlyMap<unknown, unknown>).get(member)
    // A noted fact read by its kind is credited with the note's words, as `has` credits it.
    if (value !== undefined)
      this.reads.present(
        this.fact,
        String(member),
        this.fact === "noted" ? (value as AnswerBehind["noted"]) : undefined,
      )
    return value
  }
  get size(): number {
    // "Nothing ticked" is itself an answer ("none").
    if (this.target.size === 0) this.reads.present(this.fact, "none")
    return this.target.size
  }
  /** Reading every member (iterating) reads each one that is there. */
  private readAll(): void {
    this.target.forEach((value: unknown, member: unknown) => {
      const note =
        this.target instanceof Map &&
        value !== null &&
        typeof value === "object" &&
        "words" in value
          ? (value as AnswerBehind["noted"])
          : undefined
      this.reads.present(
        this.fact,
        String(member),
        note === undefined ? undefined : { note: note.note, words: note.words },
      )
    })
  }
  [Symbol.iterator](): Iterator<unknown> {
    this.readAll()
    return this.target[Symbol.iterator]()
  }
  keys(): Iterator<unknown> {
    this.readAll()
    return this.target.keys()
  }
  values(): Iterator<unknown> {
    this.readAll()
    return this.target.values()
  }
  entries(): Iterator<unknown> {
    this.readAll()
    return this.target.entries()
  }
  /** Records nothing: no rule reads a set this way. */
  forEach(callback: (value: unknown, key: unknown) => void, thisArg?: unknown): void {
    ;(this.target as ReadonlyMap<unknown, unknown>).forEach(callback, thisArg)
  }
}

/** What a recording profile reads from, and where its reads go. */
interface Recording {
  readonly p: HairProfile
  readonly reads: Reads
  /**
   * For a rule, a field read again records nothing more: what its first read
   * returned, by field. The report's shared decisions each record all they
   * read: only a collection's view is kept (its lookups record).
   */
  readonly once: boolean
  readonly read: Array<unknown>
}

const recordingOf = Symbol("recording")
const facts = Object.keys(answerSources) as ReadonlyArray<Fact>
const unread = Symbol("unread")

const readFact = (recording: Recording, fact: Fact, field: number): unknown => {
  const known = recording.read[field]
  if (known !== unread) return known
  const { p, reads, once } = recording
  const value: unknown = p[fact]
  if (value instanceof Set || value instanceof Map) {
    const view = new RecordingCollection(fact, value, reads, once)
    recording.read[field] = view
    return view
  }
  if (!silent.has(value)) reads.present(fact, String(value))
  else if (value === "unknown") reads.unanswered(fact)
  else if (value === false) reads.ruledOut(fact)
  if (once) recording.read[field] = value
  return value
}

/**
 * The fields of every recording profile, each a getter that records the
 * read (the name records nothing). Getters on one shared prototype, rather
 * than a Proxy per profile: rules read the profile thousands of times per
 * report, and a getter is a fraction of a Proxy's cost.
 */
const recordingFields: object = Object.create(
  Object.prototype,
  Object.fromEntries([
    [
      "name",
      {
        get(this: { readonly [recordingOf]: Recording }) {
          return this[recordingOf].p.name
        },
      },
    ],
    ...facts.map((fact, field) => [
      fact,
      {
        get(this: { readonly [recordingOf]: Recording }) {
          return readFact(this[recordingOf], fact, field)
        },
      },
    ]),
  ]),
)

/** A view of the profile that records every present fact read from it. */
const recording = (p: HairProfile, reads: Reads, once: boolean): HairProfile => {
  const profile = Object.create(recordingFields) as { [recordingOf]: Recording }
  profile[recordingOf] = { p, reads, once, read: new Array(facts.length).fill(unread) }
  return profile as unknown as HairProfile
}

/** The plan's product choice: which products made the list, not why a line applies. */
const productChoice = new Set<PropertyKey>(["products", "leftOut", "overLimit"])

/**
 * What reading a shared decision reads, in order: an answer (given to the
 * rule as it was read), or another decision (made then, or already made).
 */
type DecisionRead = ((into: Reads) => void) | Decision
/** A decision, as RoutinePlan.ts names it to its watch. */
type Decision = object

/**
 * The report's shared decisions (the texture level, the care decision, each
 * field of the routine plan and the parts they share) made once more, from a
 * profile that records what each reads, once per profile: each rule that
 * reads a decision is given what making it again from the rule's own
 * recording profile would record, without making it again.
 */
interface DecisionsRead {
  /** What each decision read when it was made. */
  readonly made: Map<Decision, ReadonlyArray<DecisionRead>>
  /** The decisions on the way to a field ("plan", then "plan.cadence"), by its path. */
  readonly paths: Map<string, ReadonlyArray<DecisionRead>>
  readonly ctx: ReportContext
  /** Where the decision being made records: the innermost last. */
  readonly making: Array<DecisionFrame>
}

interface DecisionFrame {
  readonly reads: Array<DecisionRead>
  /** Within one decision, only a read's first time can change a rule's record. */
  readonly first: (fact: Fact, value: string) => boolean
}

const decisionFrame = (): DecisionFrame => ({ reads: [], first: firstReads() })

const decisionsByProfile = new WeakMap<HairProfile, DecisionsRead>()

const decisionsOf = (p: HairProfile): DecisionsRead => {
  const known = decisionsByProfile.get(p)
  if (known !== undefined) return known
  const made = new Map<Decision, ReadonlyArray<DecisionRead>>()
  const making: Array<DecisionFrame> = []
  const record = (fact: Fact, value: string, read: (into: Reads) => void) => {
    const current = making[making.length - 1]
    if (current?.first(fact, value)) current.reads.push(read)
  }
  const reads: Reads = {
    present: (fact, value, given) =>
      record(fact, value, (into) => into.present(fact, value, given)),
    unanswered: (fact) => record(fact, "\u0000unanswered", (into) => into.unanswered(fact)),
    ruledOut: (fact) => record(fact, "\u0000ruled out", (into) => into.ruledOut(fact)),
    consulted: (fact, collection) =>
      record(fact, "\u0000consulted", (into) => into.consulted(fact, collection)),
  }
  const watch: DecisionWatch = (decision, read) => {
    making[making.length - 1]?.reads.push(decision)
    if (made.has(decision)) return read()
    const frame = decisionFrame()
    made.set(decision, frame.reads)
    making.push(frame)
    try {
      return read()
    } finally {
      making.pop()
    }
  }
  const decisions: DecisionsRead = {
    made,
    paths: new Map(),
    ctx: decideReportContext(keepNothingFor(recording(p, reads, false)), undefined, watch),
    making,
  }
  decisionsByProfile.set(p, decisions)
  return decisions
}

/** The decisions read on the way to this field of the report context. */
const pathRead = (decisions: DecisionsRead, path: string): ReadonlyArray<DecisionRead> => {
  const known = decisions.paths.get(path)
  if (known !== undefined) return known
  const way = decisionFrame()
  decisions.making.push(way)
  try {
    let at: unknown = decisions.ctx
    for (const step of path.split(".")) at = Reflect.get(at as object, step)
  } finally {
    decisions.making.pop()
  }
  decisions.paths.set(path, way.reads)
  return way.reads
}

/** Gives a rule what these reads read; a decision it was given already gives nothing more. */
const giveReads = (
  decisions: DecisionsRead,
  read: ReadonlyArray<DecisionRead>,
  into: Reads,
  given: Set<Decision>,
): void => {
  for (const entry of read) {
    if (typeof entry === "function") entry(into)
    else if (!given.has(entry)) {
      given.add(entry)
      giveReads(decisions, decisions.made.get(entry) ?? [], into, given)
    }
  }
}

/** A decided value that is read field by field: a plain object, not a list or a set. */
const isRecord = (value: unknown): value is object =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Set) &&
  !(value instanceof Map)

/** The rule being asked (answersBehind), to whom the report's decisions are credited. */
interface Asking {
  readonly p: HairProfile
  readonly reads: RuleReads
  /** The decisions whose answers this rule has been given already. */
  readonly given: Set<Decision>
  /** The fields it has read already, by path: reading one again gives nothing more. */
  readonly fields: Set<string>
  readonly choice: (key: PropertyKey) => unknown
}

let asking: Asking | undefined

/** A view of each decided object, made once and shared by every rule asked about it. */
const views = new WeakMap<object, object>()

/**
 * The report context as a rule sees it: the report's own decisions, each
 * credited to the rule being asked, as read through a decision, with the
 * answers read in making it (DecisionsRead). The product choice credits
 * nothing.
 */
const decisionView = <T extends object>(decided: T, path: string): T => {
  const known = views.get(decided)
  if (known !== undefined) return known as T
  // Each field's path, when it is worked out when first read (RoutinePlan.ts's lazily)
  // and read answers then; a plain value of a decision already made reads nothing more.
  const paths = new Map<PropertyKey, string | undefined>()
  const view = new Proxy(decided, {
    get(t, key) {
      const rule = asking
      if (rule === undefined) return Reflect.get(t, key)
      if (productChoice.has(key)) return rule.choice(key)
      const { reads } = rule
      const deciding = reads.deciding
      reads.deciding = true
      try {
        let field = paths.get(key)
        if (field === undefined && !paths.has(key)) {
          field =
            typeof key === "string" && Object.getOwnPropertyDescriptor(t, key)?.get !== undefined
              ? `${path}${key}`
              : undefined
          paths.set(key, field)
        }
        if (field !== undefined && !rule.fields.has(field)) {
          rule.fields.add(field)
          const decisions = decisionsOf(rule.p)
          giveReads(decisions, pathRead(decisions, field), reads, rule.given)
        }
        const value = Reflect.get(t, key)
        return isRecord(value) ? decisionView(value, `${path}${String(key)}.`) : value
      } finally {
        reads.deciding = deciding
      }
    },
  })
  views.set(decided, view)
  return view
}

/**
 * The answers this rule read in deciding to speak for this person, and in
 * writing its line, in the order it read them. Empty for a rule that does
 * not apply.
 */
export const answersBehind = (
  rule: Pick<Rule<unknown>, "when" | "say">,
  p: HairProfile,
  /** The report's own decisions for `p`, when the caller has them. */
  decided?: ReportContext,
): ReadonlyArray<AnswerBehind> => {
  const reads = new RuleReads(p)
  const profile = recording(p, reads, true)
  const plain = decided ?? decideReportContext(p)
  const ctx = decisionView(plain, "")
  const before = asking
  asking = {
    p,
    reads,
    given: new Set(),
    fields: new Set(),
    choice: (key) => Reflect.get(plain.plan, key),
  }
  try {
    if (!rule.when(profile, ctx)) return []
    // What the line is made of counts too: "Mid-lengths: Medium" rests on the texture decision.
    rule.say(profile, ctx)
  } finally {
    asking = before
  }
  // The rule's own reasons first ("you wash daily"), then those of the decision it read.
  const read = [...reads.direct, ...reads.viaDecision]
  // A rule that fired because something was absent ("no oily or flaky scalp")
  // rests on what was answered instead: "your scalp: normal", or on a
  // question left unanswered ("porosity: unknown"), or on what it ruled out
  // ("not a short cut": the answer that says what the hair is instead).
  if (read.length === 0) {
    for (const fact of reads.ruledOutFacts)
      read.push({ fact, value: "false", from: answerSources[fact] })
    for (const fact of reads.unansweredFacts)
      read.push({ fact, value: "unknown", from: answerSources[fact] })
    for (const [fact, collection] of reads.consultedFacts) {
      const members = [...collection.keys()].map(String)
      for (const value of members.length === 0 ? ["none"] : members)
        read.push({ fact, value, from: answerSources[fact] })
    }
  }
  return read
}
