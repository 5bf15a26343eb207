/**
 * The routine, decided once: how often to wash (WashPlan.ts), how often
 * every other step comes round (deep conditioning, clarifying, chelating,
 * protein and bond treatments, co-washing, the rinse after a swim, the scalp
 * cleanse under braids), and which products, within the person's limits
 * (RoutineLimits.ts). Every section reads this one plan, so the snapshot,
 * Start here, the rhythm, the products, the styling tips and the timelines
 * cannot disagree about a step.
 *
 * Each field is worked out when first read, and only once. That keeps the
 * report's "Why?" honest: a rule that reads `plan.clarify` is credited with
 * the answers behind that interval, not with everything the plan read
 * (AnswersBehind.ts asks again through a recording profile).
 *
 * Intervals are the hair-science brief's (§1, §6); most are common practice.
 */
import type { TextureLevel } from "../report/AnalysisResults.ts"
import type { CareDecision } from "./CareDecision.ts"
import {
  afterChemotherapy,
  type HairProfile,
  hardWater,
  hasNoted,
  humidClimate,
  installedStyle,
  isOverProcessed,
  isSalonOnly,
  isStructurallyDamaged,
  isTightlyCoiled,
  proteinStacking,
  usesAtLeastWeekly,
  usesHoldProducts,
  usesOften,
  usesProduct,
} from "./HairProfile.ts"
import type { Interval } from "./Intervals.ts"
import type { RoutinePlan, WashPlan } from "./Plan.ts"
import { chooseProducts } from "./ProductRules.ts"
import { sunReachesScalp } from "./pathways/Signs.ts"
import { decideLimits } from "./RoutineLimits.ts"
import type { ReportContext } from "./Rule.ts"
import { cowashesBetweenShampoos, planWashes } from "./WashPlan.ts"

/**
 * Told of every decision read (a field, or a part several fields share):
 * `decision` names it, `read` gives its value, working it out the first
 * time. AnswersBehind.ts keeps which answers and which other decisions each
 * decision read, once per report, for the rules that read it.
 */
export type DecisionWatch = <A>(decision: object, read: () => A) => A

/** A value worked out when first asked for, then kept. */
const once = <A>(f: () => A, watch?: DecisionWatch): (() => A) => {
  let value: A | undefined
  let done = false
  const read = () => {
    if (!done) {
      value = f()
      done = true
    }
    return value as A
  }
  if (watch === undefined) return read
  const decision = {}
  return () => watch(decision, read)
}

/** An object whose fields are worked out when first read, each at most once. */
const lazily = <T extends object>(
  watch: DecisionWatch | undefined,
  fields: { readonly [K in keyof T]: () => T[K] },
): T => {
  const out = {} as T
  for (const key of Object.keys(fields) as Array<keyof T>) {
    Object.defineProperty(out, key, { enumerable: true, get: once(fields[key], watch) })
  }
  return out
}

/** Someone who swims about weekly or more, or swims in a chlorinated pool. */
export const swimsRegularly = (p: HairProfile): boolean =>
  p.swimming === "weekly" || p.swimming === "several_weekly" || p.environment.has("chlorinated")

const lengths = (p: HairProfile) => !p.locs && !p.lowCut

/** A treatment the person already does a month or more apart: the plan keeps their spacing. */
const spacedAsNow = (p: HairProfile, product: "protein_treatment" | "bond_builder") =>
  usesProduct(p, product) && !usesOften(p, product)

/**
 * Protein and bond care at home. When both are planned they take turns on
 * one interval, the longer of the two, so neither comes round more often
 * than the person already spaces it.
 */
const planTreatments = (
  p: HairProfile,
): { readonly protein: Interval; readonly bond: Interval } => {
  if (!lengths(p) || afterChemotherapy(p)) return { protein: "none", bond: "none" }
  const stacking = proteinStacking(p)
  const protein: Interval =
    stacking || spacedAsNow(p, "protein_treatment")
      ? "every_4_weeks"
      : isOverProcessed(p) ||
          p.states.has("relaxed") ||
          p.states.has("texture_release") ||
          p.states.has("permed")
        ? "every_2_4_weeks"
        : "none"
  const lightened = p.states.has("bleached") || isOverProcessed(p)
  const bond: Interval =
    stacking || (lightened && spacedAsNow(p, "bond_builder"))
      ? "every_4_weeks"
      : lightened
        ? "every_2_4_weeks"
        : "none"
  if (protein === "none" || bond === "none") return { protein, bond }
  const together: Interval =
    protein === "every_4_weeks" || bond === "every_4_weeks" ? "every_4_weeks" : "every_2_4_weeks"
  return { protein: together, bond: together }
}

/**
 * The plan for this person. `ctx` is the report context being built: the
 * plan reads its texture and care decisions, and the product choice reads
 * the plan's intervals through it.
 */
export const planRoutine = (
  p: HairProfile,
  ctx: ReportContext,
  watch?: DecisionWatch,
): RoutinePlan => {
  const wash = once((): WashPlan => planWashes(p), watch)
  const limits = once(() => decideLimits(p), watch)
  const chosen = once(() => chooseProducts(p, ctx, limits()), watch)
  const treatments = once(() => planTreatments(p), watch)
  const plan: RoutinePlan = lazily<RoutinePlan>(watch, {
    cadence: () => wash().cadence,
    change: () => wash().change,
    medicated: () => wash().medicated,
    medicatedKind: () => wash().medicatedKind,
    limits,
    deep: () =>
      ctx.care.deep === "none" || limits().shortOnTime
        ? "none"
        : limits().lessFuss && ctx.care.deep === "every_wash"
          ? "weekly"
          : ctx.care.deep,
    preWashOil: () =>
      lengths(p) &&
      !isSalonOnly(p) &&
      (p.porosity === "high" || isTightlyCoiled(p) || isStructurallyDamaged(p)) &&
      ctx.texture !== "Light" &&
      // The oil is one more product: only where the list has no limit.
      limits().setBy === "none" &&
      !limits().lessFuss &&
      !limits().shortOnTime &&
      // With 30 to 60 minutes a week, one long step: the deep treatment wins.
      !(limits().someTime && plan.deep !== "none"),
    hotOil: () =>
      isTightlyCoiled(p) &&
      lengths(p) &&
      !isSalonOnly(p) &&
      limits().setBy === "none" &&
      !limits().lessFuss &&
      !limits().shortOnTime &&
      !limits().someTime,
    // Salon clients chelate at the salon, every few visits: no home interval.
    chelate: () =>
      !hardWater(p) || isSalonOnly(p)
        ? "none"
        : isStructurallyDamaged(p) || p.states.has("coloured")
          ? "every_1_2_weeks"
          : "every_2_4_weeks",
    chelateAfterSwims: () => p.environment.has("chlorinated"),
    // A chelating wash clarifies too: with hard water or a pool, it does both jobs.
    clarify: () =>
      !isSalonOnly(p) &&
      !hardWater(p) &&
      !p.environment.has("chlorinated") &&
      (usesHoldProducts(p) ||
        hasNoted(p, "build_up") ||
        (usesAtLeastWeekly(p, "oils_butters") && !p.locs))
        ? "every_2_4_weeks"
        : "none",
    protein: () => treatments().protein,
    bond: () => treatments().bond,
    treatmentsAlternate: () => plan.protein !== "none" && plan.bond !== "none",
    lightening: () =>
      !p.states.has("bleached")
        ? "none"
        : isOverProcessed(p) || afterChemotherapy(p)
          ? "stop"
          : "continue",
    // Co-washing between shampoos only when the shampoos are a week or more apart.
    cowash: () =>
      cowashesBetweenShampoos(p) && (plan.cadence === "weekly" || plan.cadence === "fortnightly"),
    afterSwim: () => swimsRegularly(p),
    installCleanse: () =>
      installedStyle(p) === undefined || plan.cadence === "salon"
        ? "none"
        : ["daily", "alternate_days", "twice_weekly", "weekly"].includes(plan.cadence)
          ? "weekly"
          : "every_2_weeks",
    lowHumectants: () => humidClimate(p),
    sunProtection: () => sunReachesScalp(p),
    products: () => chosen().products,
    leftOut: () => chosen().leftOut,
    overLimit: () => chosen().overLimit,
  })
  return plan
}

/** The decisions every section shares, made once from the profile, each when first read. */
export const decideContext = (
  p: HairProfile,
  decideTexture: () => TextureLevel,
  decideCare: (texture: TextureLevel) => CareDecision,
  /** Told of each decision read (AnswersBehind.ts). */
  watch?: DecisionWatch,
): ReportContext => {
  const ctx: ReportContext = lazily<ReportContext>(watch, {
    texture: decideTexture,
    care: () => decideCare(ctx.texture),
    plan: () => planRoutine(p, ctx, watch),
  })
  return ctx
}
