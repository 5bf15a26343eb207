/**
 * Routine snapshot: three to five sentences that say what matters most, who
 * this plan is for and what changes. When the person reported something a
 * doctor should see, the snapshot opens with it (the same finding the red
 * flags list first). The focus rules are ordered by importance; the first
 * three that apply are named.
 */

import type { QuizFor } from "../notes/NotedFacts.ts"
import { findQuestion } from "../quiz/QuizCatalogue.ts"
import { analysisLimits } from "../report/AnalysisResults.ts"
import { capitalise, listed } from "../text/Sentences.ts"
import {
  afterChemotherapy,
  dryClimate,
  type HairProfile,
  hairWords,
  hardWater,
  hasNoted,
  hasPatchyLoss,
  hasPatternThinning,
  hasPlaques,
  hasTractionSigns,
  humidClimate,
  installedStyle,
  isChemicallyTreated,
  isFlaky,
  isOily,
  isOverProcessed,
  isSalonOnly,
  type KeptProduct,
  laterLife,
  needsAntifungal,
  needsMedicatedWash,
  proteinStacking,
  type ReadFromNotes,
  stylesPullOnEdges,
  sweatsOften,
  washWords,
} from "./HairProfile.ts"
import { intervalWords } from "./Intervals.ts"
import { answersToQuestions } from "./NoteQuestions.ts"
import { oncePerReport } from "./OncePerProfile.ts"
import { forbiddenLines, supersededRules } from "./PathwayLimits.ts"
import { productRule } from "./ProductRules.ts"
import { thinningMatters } from "./pathways/PatternThinning.ts"
import { treatmentWords, treatsThinning } from "./pathways/Signs.ts"
import { mostUrgentFinding } from "./RedFlagRules.ts"
import { lessFussReason } from "./RoutineLimits.ts"
import { inPlan, type ReportContext, type Rule } from "./Rule.ts"
import { cadenceWords, lessOftenBecause } from "./WashPlan.ts"

export const focusRules: ReadonlyArray<Rule> = [
  {
    id: "patches",
    when: hasPatchyLoss,
    say: () => "getting the patches seen by a dermatologist",
    sources: ["AAD-L"],
  },
  {
    id: "burning",
    when: (p) => p.symptoms.has("burning_stinging"),
    say: () => "finding out what makes your scalp sting",
    sources: ["CUT"],
  },
  {
    id: "plaques",
    when: hasPlaques,
    say: () => "lifting scale gently until a doctor has looked at the plaques",
    sources: ["AAD-PSO"],
  },
  {
    id: "flaking",
    when: needsAntifungal,
    say: () => "calming the flakes with an antifungal shampoo",
    sources: ["AAD-D"],
  },
  {
    id: "edges",
    when: hasTractionSigns,
    say: (p) =>
      stylesPullOnEdges(p) ? "taking tension off your edges" : "protecting your broken edges",
    sources: ["TA"],
  },
  {
    id: "chemo",
    when: afterChemotherapy,
    say: () => "gentle care for hair regrowing after chemotherapy",
    sources: ["CHEMO"],
  },
  {
    id: "over-processed",
    when: isOverProcessed,
    say: () => "stopping heat and lightening until the over-processed lengths are cut away",
    sources: ["BLE", "CP"],
  },
  {
    id: "shedding",
    when: (p) => p.symptoms.has("sudden_shedding") && !hasPatchyLoss(p),
    say: () => "tracing the trigger of your shedding",
    sources: ["AAD-SHED"],
  },
  {
    id: "pimples",
    when: (p) => p.symptoms.has("scalp_pimples") || p.symptoms.has("painful_lumps"),
    say: () => "clearing the bumps on your scalp",
    sources: ["FOL"],
  },
  {
    id: "pattern-thinning",
    // As the pathway: only thinning the person cares about is a priority.
    when: (p) => hasPatternThinning(p) && thinningMatters(p),
    // As the pattern-thinning pathway says: a GP (or a pharmacist, for a man), never a routine dermatologist.
    say: (p) =>
      treatsThinning(p)
        ? `keeping up your ${treatmentWords(p)}, with photos to track it`
        : p.gender === "male"
          ? `photos of your hairline and crown to track it${p.goals.has("fuller_look") ? ", and a pharmacist's or GP's view if you want to treat it" : ""}`
          : "a GP's view of your parting, with photos to track it",
    sources: ["AAD-L"],
  },
  {
    id: "postpartum",
    when: (p) => p.hormonalStage === "postpartum" && !hasPatchyLoss(p),
    say: () => "gentle care while postpartum shedding passes",
    sources: ["AAD-PP"],
  },
  {
    id: "pregnant",
    when: (p) => p.hormonalStage === "pregnant" && isChemicallyTreated(p),
    say: (p) =>
      `pregnancy-safe ${p.states.has("coloured") || p.states.has("bleached") ? "colour" : "chemical"}${p.states.has("keratin_treatment") || p.states.has("texture_release") ? " and smoothing" : ""} choices`,
    sources: ["NHS-DYE"],
  },
  {
    id: "sun",
    when: (p, ctx) =>
      ctx.plan.sunProtection &&
      (p.sun.has("sunburnt_scalp") ||
        p.sun.has("outdoors_most_days") ||
        hasNoted(p, "sun_exposure")),
    say: (p) =>
      `keeping the sun off your ${p.lowCut || p.locs ? "scalp" : hasPatternThinning(p) ? "thinning scalp" : "parting and scalp"}`,
    sources: ["AAD-SUN", "SCF-SCALP"],
  },
  {
    id: "hairline",
    when: (p) => p.hairline === "slight_recession",
    say: () => "keeping an eye on your hairline with photos",
    sources: ["AAD-L"],
  },
  {
    id: "protein",
    when: proteinStacking,
    say: () => "spacing out protein and bond treatments",
    sources: ["CP"],
  },
  {
    id: "install",
    when: (p) => installedStyle(p) !== undefined,
    say: (p) =>
      `a clean, dry scalp under your ${installedStyle(p) === "sew-in" ? "sew-in" : "braids"}`,
    sources: ["CP"],
  },
  {
    id: "bleached",
    when: (p) => p.states.has("bleached") && !isOverProcessed(p),
    say: () => "protecting lightened hair from more breakage",
    sources: ["BLE"],
  },
  {
    id: "relaxed",
    when: (p) => p.states.has("relaxed") || p.states.has("texture_release"),
    say: () => "protecting chemically straightened hair from breakage",
    sources: ["AAD-B"],
  },
  {
    id: "starter-locs",
    when: (p) => p.locs && (p.locAge === "starter" || p.locAge === "budding"),
    say: () => "letting young locs settle with minimal handling",
    sources: ["CP"],
  },
  {
    id: "locs",
    when: (p) => p.locs,
    say: () => "keeping your locs clean, dry and residue-free",
    sources: ["CP"],
  },
  {
    id: "lower-maintenance",
    when: (_p, ctx) => ctx.plan.limits.lessFuss,
    say: () => "a shorter routine",
    sources: ["CP"],
  },
  {
    id: "heat",
    when: (p) => p.heat === "weekly" && !isOverProcessed(p),
    say: () => "protecting your hair from weekly heat",
    sources: ["AAD-B"],
  },
  {
    id: "hard-water",
    product: "chelating-shampoo",
    when: hardWater,
    say: () => "lifting hard-water minerals",
    sources: ["HW1"],
  },
  {
    id: "porous",
    when: (p) => p.porosity === "high",
    say: () => "sealing moisture into porous lengths",
    sources: ["OIL"],
  },
  {
    id: "low-porosity",
    when: (p) => p.porosity === "low",
    say: () => "keeping products light enough to sink in",
    sources: ["CP"],
  },
  {
    id: "fine",
    when: (_p, ctx) => ctx.care.keepLight,
    say: () => "keeping fine hair light and full",
    sources: ["AAD-T"],
  },
  {
    id: "low-cut",
    when: (p) => p.lowCut,
    say: () => "a calm, clean scalp under a short cut",
    sources: ["AKN"],
  },
  {
    id: "climate",
    when: (p) => humidClimate(p) || dryClimate(p),
    say: (p) => `matching your products to ${humidClimate(p) ? "humid" : "dry"} air`,
    sources: ["CP"],
  },
  { id: "steady", when: () => true, say: () => "a steady routine you can keep", sources: ["CP"] },
]

const stateWords = (p: HairProfile): string => {
  const treated = (
    ["bleached", "coloured", "relaxed", "permed", "texture_release", "keratin_treatment"] as const
  )
    .filter((s) => p.states.has(s))
    .map((s) =>
      s === "texture_release"
        ? "texture-released"
        : s === "keratin_treatment"
          ? "keratin-smoothed"
          : s,
    )
  if (p.locs) return p.locAge === "unknown" ? "worn in locs" : `worn in ${p.locAge} locs`
  if (treated.length === 0) return ""
  return treated.length === 1
    ? treated[0]!
    : `${treated.slice(0, -1).join(", ")} and ${treated[treated.length - 1]}`
}

const scalpSymptoms = [
  "persistent_flaking",
  "burning_stinging",
  "scalp_pimples",
  "painful_lumps",
] as const

const scalpWords = (p: HairProfile): string => {
  const words: Array<string> = []
  if (p.scalp.has("oily")) words.push("oily")
  if (p.scalp.has("dry_tight")) words.push("dry")
  if (p.scalp.has("itchy_flaky")) words.push(isFlaky(p) ? "flaky" : "itchy")
  if (p.scalp.has("sensitive")) words.push("sensitive")
  if (p.scalp.has("traction")) words.push("tender from tension")
  // "Balanced" only when no sign they reported on the scalp says otherwise.
  const balanced =
    p.scalp.has("normal") && !needsMedicatedWash(p) && !scalpSymptoms.some((s) => p.symptoms.has(s))
  if (words.length === 0) return balanced ? "a scalp that feels balanced" : ""
  const last = words.pop()!
  return `a scalp that feels ${words.length === 0 ? last : `${words.join(", ")} and ${last}`}`
}

const stageWords: Record<HairProfile["hormonalStage"], string> = {
  pregnant: "during pregnancy",
  postpartum: "in the year after your baby's birth",
  perimenopausal: "around menopause",
  menopausal: "through menopause",
  not_applicable: "",
  unknown: "",
}

/** Whose wash habit suits: the hair and scalp the habit is right for. */
const suitsWhom = (p: HairProfile): string => {
  const hair = hairWords(p)
  const scalp = isOily(p) ? "oily scalp" : p.scalp.has("dry_tight") ? "dry scalp" : undefined
  return scalp === undefined ? hair : `${hair} and ${scalp}`
}

/** Why the plan washes more often than the person does now: their own reason. */
export const moreOftenBecause = (p: HairProfile, ctx: ReportContext): string =>
  ctx.plan.medicated !== "none"
    ? "a flaky scalp needs cleansing regularly for the medicated shampoo to work"
    : isOily(p)
      ? "an oily scalp needs cleansing as often as it gets greasy"
      : sweatsOften(p)
        ? "sweat left on the scalp for days clogs the follicles"
        : p.environment.has("head_coverings")
          ? "a scalp kept under a head covering builds up sweat and oil, and needs a regular fresh start"
          : `hair washed ${washWords[p.wash]} builds up oil and product between washes`

/** A budget under 10 a month narrows any list to inexpensive kinds of product. */
const inexpensive = (limits: ReportContext["plan"]["limits"]): string =>
  limits.inexpensive ? ", all of them inexpensive kinds to stay under 10 a month" : ""

/** "the 3 that matter most for you", "the one that matters most for you". */
const theMost = (count: number): string =>
  count === 1 ? "the one that matters most for you" : `the ${count} that matter most for you`

/** What a kept product is called in a sentence: "your own oil". */
export const keptWords: Readonly<Record<KeptProduct, string>> = {
  leave_ins: "leave-in",
  oils_butters: "oil or butter",
  creams_pomades: "pomade",
  gels_mousses: "gel",
  hair_spray: "hair spray",
}
const keptList = (p: HairProfile): string => listed([...p.kept].map((k) => keptWords[k]))
const besideKept = (p: HairProfile): string =>
  p.kept.size === 0 ? "" : `, besides your own ${keptList(p)}`

/** Hair never cut: what keeps split ends from travelling instead, since no line asks for a trim. */
const neverCutSentence = (p: HairProfile): string | undefined =>
  hasNoted(p, "no_cutting")
    ? "You never cut your hair, so nothing here asks you to: conditioner on the ends after every wash, a drop of oil or serum smoothed on them, combing from the ends up, and tucking the ends in where they rub keep splits from travelling."
    : undefined

/** "Not giving it up": the plan works with the product, and says so. */
const keptSentence = (p: HairProfile): string | undefined =>
  p.kept.size === 0
    ? undefined
    : `You are keeping your own ${keptList(p)}, so the plan works with it rather than replacing it; the styling tips say how.`

const limitWords = (p: HairProfile, ctx: ReportContext, kept: number): string => {
  const { limits } = ctx.plan
  switch (limits.setBy) {
    case "budget":
      return limits.inexpensive
        ? `To stay under 10 a month, the list keeps to ${kept} inexpensive kinds of product, the everyday kind any supermarket sells`
        : `To stay within your monthly budget, the list keeps to ${kept} products`
    case "products":
      return `You asked for at most ${p.maxProducts ?? limits.maxProducts} products, so the list keeps ${theMost(kept)}${besideKept(p)}${inexpensive(limits)}`
    case "less_fuss":
      return `The product list is kept short because ${lessFussReason(p)}: it keeps ${theMost(kept)}${besideKept(p)}${inexpensive(limits)}`
    case "none":
      return `The list keeps ${kept} products`
  }
}

/**
 * What the person's limits left out, and what stayed over them because it
 * protects them: said only when a limit changed the list.
 */
const limitsSentence = (p: HairProfile, ctx: ReportContext): string | undefined => {
  const { leftOut, overLimit, products, limits } = ctx.plan
  const names = (ids: ReadonlyArray<string>) =>
    ids.flatMap((id) => {
      const name = productRule(id)?.name
      return name === undefined ? [] : [name]
    })
  const out = names(leftOut)
  const over = names(overLimit)
  const time =
    limits.shortOnTime && ctx.care.deep !== "none"
      ? ` With ${(p.weeklyMinutes ?? 0) > 30 ? "about 5 minutes a day" : "under 30 minutes a week"}, conditioning is one step on wash day, with no extra treatments or oil treatments.`
      : ""
  if (out.length === 0 && over.length === 0) return time === "" ? undefined : time.trim()
  const leaves =
    out.length === 0
      ? ""
      : ` and leaves out ${listed(out)}, which ${out.length === 1 ? "matters" : "matter"} less for you`
  const stays =
    over.length === 0
      ? ""
      : ` ${capitalise(listed(over))} ${over.length === 1 ? "stays" : "stay"} even so: ${over.length === 1 ? "it protects" : "they protect"} your hair or scalp.`
  return `${limitWords(p, ctx, products.length - overLimit.length)}${leaves}.${stays}${time}`
}

/**
 * The first three priorities that apply, leaving out any a pathway forbids
 * beside it; once per report (the snapshot, its trace and Start here ask).
 */
const namedFocus = oncePerReport((p: HairProfile, ctx: ReportContext): ReadonlyArray<Rule> => {
  const forbidden = forbiddenLines(p)
  const superseded = supersededRules(p)
  return focusRules
    .filter((r) => !superseded.has(r.id) && inPlan(r, ctx) && r.when(p, ctx))
    .filter((r) => {
      if (forbidden.length === 0) return true
      // Said once, tested against every pattern.
      const line = r.say(p, ctx)
      return !forbidden.some((pattern) => pattern.test(line))
    })
    .slice(0, 3)
})

/** The focus rules the snapshot names as priorities. */
export const snapshotRuleIds = (p: HairProfile, ctx: ReportContext): ReadonlyArray<string> =>
  namedFocus(p, ctx).map((r) => r.id)

/** The red flag the snapshot opens with, if the most urgent finding has a lead. */
export const snapshotLeadId = (p: HairProfile): string | undefined => {
  const urgent = mostUrgentFinding(p)
  return urgent?.lead === undefined ? undefined : urgent.id
}

/** The snapshot's sentences, in order: the urgent lead (if any) first. */
/** Whose hair the plan is for: the answers may be about a child or someone cared for. */
const ownerWords: Record<QuizFor, string> = {
  self: "your",
  child: "your child's",
  someone_else: "the",
}

/** The rest of the report speaks to "you": said once, for a carer who answered for someone. */
const readAs: Record<QuizFor, string> = {
  self: "",
  child:
    " The rest of this report says “you” and “your hair” for your child: it is their care, done with them.",
  someone_else:
    " The rest of this report says “you” and “your hair” for the person you answered for: it is their care.",
}

export const writeSnapshot = (p: HairProfile, ctx: ReportContext): string => {
  const greeting = p.name === "there" ? "Hi there" : p.name
  const hair = hairWords(p).replace(/^your /, "")
  const state = stateWords(p)
  const scalp = scalpWords(p)
  const urgent = mostUrgentFinding(p)
  const first = urgent?.lead === undefined ? undefined : `${greeting}, first: ${urgent.lead(p)}.`
  // Past 65, the menopause is behind the person: "after menopause", or nothing to say.
  const stage =
    p.hormonalStage === "menopausal" && laterLife(p)
      ? "after menopause"
      : stageWords[p.hormonalStage]
  const planFor = `${ownerWords[p.quizFor]} ${hair}${state === "" ? "" : `, ${state}`}${scalp === "" ? "" : `, with ${scalp}`}${stage === "" ? "" : `, ${stage}`}`
  const who = `${first === undefined ? `${greeting}, this` : "This"} plan is for ${planFor}.${readAs[p.quizFor]}`

  const habit = ((): string => {
    if (isSalonOnly(p))
      return `You leave washing and styling to your salon${p.wash === "unknown" ? "" : `, about ${washWords[p.wash]}`}, so this plan covers salon days and the easy care in between.`
    const now = p.wash === "unknown" ? "" : `You wash ${washWords[p.wash]}; `
    const plan = `${cadenceWords[ctx.plan.cadence]}${ctx.plan.cowash ? ", co-washing in between" : ""}`
    const install = installedStyle(p)
    const cleanse = ctx.plan.installCleanse
    const underStyle =
      install === undefined || cleanse === "none"
        ? ""
        : ` While ${install === "sew-in" ? "a sew-in is" : "braids are"} in, a scalp cleanse ${intervalWords[cleanse]} takes the place of wash day.`
    switch (ctx.plan.change) {
      case "same":
        return `${now}that suits ${suitsWhom(p)}, so the plan keeps washing ${plan}.${underStyle}`
      case "more_often":
        return `${now}the plan moves you to washing ${plan}, because ${moreOftenBecause(p, ctx)}.${underStyle}`
      case "less_often":
        return `${now}the plan eases you to ${plan}, because ${lessOftenBecause(p)}.${underStyle}`
      case "new":
        return `The plan starts you washing ${plan}.${underStyle}`
    }
  })()

  const focuses = namedFocus(p, ctx).map((r) => r.say(p, ctx))
  const focus = `The priorities: ${focuses.length === 1 ? focuses[0] : `${focuses.slice(0, -1).join(", ")} and ${focuses[focuses.length - 1]}`}.`

  const limits =
    limitsSentence(p, ctx) ??
    (ctx.plan.limits.lessFuss
      ? `The product list is kept short because ${lessFussReason(p)}.`
      : undefined)
  // Seen today or sooner: the routine is for afterwards, and nothing new goes on before.
  const forLater =
    urgent !== undefined && (urgent.urgency === "emergency" || urgent.urgency === "same_day")
      ? "The routine below is for later, once you have been seen; start nothing new on the skin or scalp before then."
      : undefined
  const overview = [
    first,
    forLater,
    who,
    capitalise(habit),
    focus,
    limits,
    keptSentence(p),
    neverCutSentence(p),
  ].filter((sentence) => sentence !== undefined)
  const read = readFromYourNotes(p)
  return [...overview, ...answersThatFit(p, [...overview, read ?? ""]), read]
    .filter((sentence) => sentence !== undefined)
    .join(" ")
}

/** The answers to the person's questions, in order, as many as the paragraph has room for. */
const answersThatFit = (p: HairProfile, rest: ReadonlyArray<string>): ReadonlyArray<string> => {
  let room = analysisLimits.paragraphLength - rest.join(" ").length - 1
  return answersToQuestions(p).filter((answer) => {
    if (answer.length + 1 > room) return false
    room -= answer.length + 1
    return true
  })
}

const budgetWords: Readonly<Record<string, string>> = {
  under_10: "under 10 a month",
  "10_25": "10 to 25 a month",
  "25_50": "25 to 50 a month",
  over_50: "more than 50 a month",
}

/**
 * Where a note filled in or corrected an answer, the snapshot says what it
 * went by, in its own words (never the note's), so the person can see it was
 * understood and correct it if not.
 */
const ageWords = (p: HairProfile) =>
  findQuestion("age_band")
    ?.options.find((option) => option.value === p.ageBand)
    ?.label.toLowerCase()

/** What each corrected answer is, in the report's words. */
const readWords: Readonly<Record<ReadFromNotes["fact"], (p: HairProfile) => string | undefined>> = {
  quizFor: (p) =>
    p.quizFor === "child"
      ? "these answers being about your child"
      : "these answers being about someone you care for",
  age: (p) => (ageWords(p) === undefined ? undefined : `an age of ${ageWords(p)}`),
  swimming: (p) =>
    p.swimming === "several_weekly"
      ? "swimming several times a week"
      : "swimming about once a week",
  budget: (p) =>
    budgetWords[p.budget] === undefined ? undefined : `a budget of ${budgetWords[p.budget]}`,
  maxProducts: (p) =>
    p.maxProducts === undefined ? undefined : `no more than ${p.maxProducts} products`,
  weeklyMinutes: (p) =>
    p.weeklyMinutes === undefined ? undefined : `about ${p.weeklyMinutes} minutes a week`,
  exercise: (p) =>
    p.exercise === "daily"
      ? "working up a sweat every day"
      : p.exercise === "several_week"
        ? "working up a sweat several times a week"
        : "working up a sweat about once a week",
  noFlaking: (p) =>
    p.scalp.has("itchy_flaky")
      ? "a scalp that itches but is not flaky"
      : "a scalp that is not flaky",
  noShedding: () => "no more shedding than usual",
  noScalpBumps: () => "no spots on the scalp now",
  noBurning: () => "no burning or stinging now",
  noEdges: () => "edges that are not broken or thinning now",
  noParting: () => "a parting that is not widening",
  patchesOver: () => "the bald patch ticked long over and grown back",
  noPatches: () => "no bald patches, whatever the tick said",
  noLumps: () => "no painful lumps or pus, whatever the tick said",
  lumpsOver: () => "the painful lumps ticked long over",
  notPregnant: () => "not being pregnant, whatever the life-stage tick said",
  injuryScar: () => "the shiny skin ticked being the scar of an old injury, not a hair loss",
  soreOver: () => "the bleeding sore ticked having healed, not a sore that will not heal",
  noSore: () => "no sore that bleeds or will not heal, whatever the tick said",
  neckLumpOver: () => "the neck lump ticked having gone",
  noNeckLump: () => "no lump in the neck, whatever the tick said",
  browLossOver: () => "the brow or lash loss ticked being over, not loss from the skin",
  noBrowLoss: () => "brows thinned by plucking, not lost from the skin, whatever the tick said",
  tractionOver: () => "the soreness where styles pull ticked being long over, the edges grown back",
  noTraction: () => "no soreness or thinning where styles pull, whatever the tick said",
  flakesAreBuildUp: () =>
    "the flakes ticked being waxy product build-up, which a proper shampoo lifts, not dandruff",
}

const readFromYourNotes = (p: HairProfile): string | undefined => {
  const read = p.readFromNotes
    .map((r) => readWords[r.fact](p))
    .filter((words): words is string => words !== undefined)
  if (read.length === 0) return undefined
  const list = read.length === 1 ? read[0] : `${read.slice(0, -1).join(", ")} and ${read.at(-1)}`
  return `From your notes we went by ${list}.`
}
