/**
 * Strand's own hair analyst: a pure, deterministic function from quiz answers
 * to a full report. Each section comes from its own rule file (read those to
 * review what the engine says and why); this file only decides the shared
 * facts once (texture level, care, and the routine plan every section reads:
 * RoutinePlan.ts), assembles the sections,
 * records which rule said every line, and runs the consistency check.
 */

import type { NoteReading } from "../notes/NoteStatement.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import {
  AnalysisResults,
  analysisLimits,
  ProductSuggestion,
  ProductTexture,
  RhythmDay,
} from "../report/AnalysisResults.ts"
import { avoidRules, maxAvoid } from "./AvoidRules.ts"
import { decideCare } from "./CareDecision.ts"
import type { Contradiction } from "./Contradiction.ts"
import { doingWellRules, maxDoingWell } from "./DoingWellRules.ts"
import { type HairProfile, readProfile } from "./HairProfile.ts"
import { forbiddenLines, supersededRules } from "./PathwayLimits.ts"
import { namesLeftOut } from "./PlanList.ts"
import { cleanserRules, productRules, suggestProducts } from "./ProductRules.ts"
import { atTheSameVisit, isPathwayId, withScalpCareHeld } from "./pathways/Pathways.ts"
import { maxRedFlags, rankRedFlags, redFlagRules } from "./RedFlagRules.ts"
import { checkReportConsistency } from "./ReportConsistency.ts"
import { lessFussExtras, maxRhythmEntries, rhythmRules, washCycle } from "./RhythmRules.ts"
import { type DecisionWatch, decideContext } from "./RoutinePlan.ts"
import { type Fired, fire, type ReportContext, type Rule } from "./Rule.ts"
import { maxScienceNotes, scienceRules } from "./ScienceRules.ts"
import { focusRules, snapshotLeadId, snapshotRuleIds, writeSnapshot } from "./SnapshotRules.ts"
import {
  maxStyling,
  minStyling,
  orderForLock,
  stylingFillers,
  stylingRules,
} from "./StylingRules.ts"
import { scoreTexture, textureGuidance, zoneRules } from "./TextureRules.ts"

export interface RulesReportInput {
  readonly userName: string
  readonly answers: QuizAnswers
  /** The notes as typed (quoted to the doctor and to AI providers). */
  readonly textInputs: TextInputs
  /** What the notes state, as read once when the analysis was made (NoteReader). */
  readonly reading: NoteReading
}

/**
 * Which rule said each line, section by section and in the order the lines
 * appear, so every recommendation can be traced to its rule, its sources
 * (the rule's `sources`) and the answers it read (`answersBehind`).
 * The rhythm's wash cycle is the "wash-cycle" decision, one id per entry.
 */
export interface RulesTrace {
  readonly profile: HairProfile
  readonly context: ReportContext
  /** The red flag the snapshot opens with, when something needs a doctor. */
  readonly snapshotLead: string | undefined
  /** The focus rules the snapshot names as priorities. */
  readonly snapshot: ReadonlyArray<string>
  readonly doingWell: ReadonlyArray<string>
  readonly avoidForNow: ReadonlyArray<string>
  readonly rhythm: ReadonlyArray<string>
  readonly zones: ReadonlyArray<string>
  readonly products: ReadonlyArray<string>
  readonly stylingBuildUp: ReadonlyArray<string>
  readonly scienceNotes: ReadonlyArray<string>
  readonly redFlags: ReadonlyArray<string>
  /** What the consistency check found; the property tests keep this empty. */
  readonly contradictions: ReadonlyArray<Contradiction>
}

/** Every rule by the trace section it speaks in, to find the rule behind a traced id. */
export const rulesBySection = {
  snapshot: focusRules,
  doingWell: doingWellRules,
  avoidForNow: avoidRules,
  rhythm: rhythmRules,
  zones: zoneRules,
  products: [...cleanserRules, ...productRules],
  stylingBuildUp: [...stylingRules, ...stylingFillers],
  scienceNotes: scienceRules,
  redFlags: redFlagRules,
} as const satisfies Record<string, ReadonlyArray<Rule<unknown>>>

/** The decisions every section shares, made once from the profile (each when first read). */
export const decideReportContext = (
  p: HairProfile,
  texture?: ReturnType<typeof scoreTexture>["level"],
  /** Told of each decision read (AnswersBehind.ts). */
  watch?: DecisionWatch,
): ReportContext =>
  decideContext(
    p,
    () => texture ?? scoreTexture(p).level,
    (level) => decideCare(p, level),
    watch,
  )

const ids = <A>(fired: ReadonlyArray<Fired<A>>) => fired.map((f) => f.id)

/**
 * The lines a pathway this person is on forbids beside it are not written:
 * "grows back" beside a scarring hair loss, relaxer touch-ups beside crown
 * scarring, dandruff care beside scalp ringworm, adult treatments for a child.
 */
const withoutForbidden = <A>(
  fired: ReadonlyArray<Fired<A>>,
  forbidden: ReadonlyArray<RegExp>,
): Array<Fired<A>> => {
  if (forbidden.length === 0) return [...fired]
  return fired.filter((f) => !forbidden.some((pattern) => pattern.test(lineText(f.value))))
}

/** A line's words, whether a sentence or a rhythm day or a product. */
const lineText = (value: unknown): string =>
  typeof value === "string" ? value : Object.values(value as object).join(" ")
const values = <A>(fired: ReadonlyArray<Fired<A>>) => fired.map((f) => f.value)

export const traceRulesReport = (
  input: RulesReportInput,
): { readonly results: AnalysisResults; readonly trace: RulesTrace } => {
  const p = withScalpCareHeld(readProfile(input))
  const texture = scoreTexture(p)
  const ctx = decideReportContext(p, texture.level)

  const forbidden = forbiddenLines(p)
  const superseded = supersededRules(p)
  const allowed = <A>(fired: ReadonlyArray<Fired<A>>) =>
    withoutForbidden(fired, forbidden).filter((f) => !superseded.has(f.id))
  /** A tip or a step that would bring back a product the limit left off the list is not written. */
  const onTheList = <A>(fired: ReadonlyArray<Fired<A>>) =>
    fired.filter((f) => !namesLeftOut(ctx, lineText(f.value)))
  /** A section's lines; when a pathway forbade them all, its last resort instead. */
  const section = <A>(rules: ReadonlyArray<Rule<A>>, limit?: number) => {
    const kept = onTheList(allowed(fire(rules, p, ctx, limit)))
    return kept.length > 0
      ? kept
      : allowed(
          fire(
            rules.filter((rule) => rule.fallback === true),
            p,
            ctx,
          ),
        )
  }
  const doingWell = section(doingWellRules, maxDoingWell)
  const avoid = section(avoidRules, maxAvoid)
  const cycle = washCycle(p, ctx)
  // Less fuss: the shortest week that keeps the person safe (safety extras always stay).
  const extras = onTheList(
    allowed(
      fire(
        rhythmRules,
        p,
        ctx,
        ctx.plan.limits.lessFuss ? lessFussExtras : maxRhythmEntries - cycle.length,
      ),
    ),
  )
  const zones = section(zoneRules)
  const products = allowed(suggestProducts(p, ctx))
  const styled = onTheList(allowed(fire(stylingRules, p, ctx, maxStyling)))
  const styling = orderForLock(
    styled.length >= minStyling
      ? styled
      : [
          ...styled,
          ...onTheList(allowed(fire(stylingFillers, p, ctx))).slice(0, minStyling - styled.length),
        ],
    [...stylingRules, ...stylingFillers],
    p,
  )
  const science = section(scienceRules, maxScienceNotes)
  // A pathway's own line stays; precautions beside it are held to the same words.
  const flags = rankRedFlags(
    fire(redFlagRules, p, ctx, maxRedFlags).filter(
      (f) =>
        !superseded.has(f.id) && (isPathwayId(f.id) || withoutForbidden([f], forbidden).length > 0),
    ),
    p,
  )

  const results = new AnalysisResults({
    routineSnapshot: writeSnapshot(p, ctx),
    doingWell: values(doingWell),
    avoidForNow: values(avoid),
    weeklyRhythm: [...cycle, ...values(extras)].map((r) => new RhythmDay(r)),
    productTexture: new ProductTexture({
      recommended: texture.level,
      textureGuidance: textureGuidance(texture, p),
      applicationZones: values(zones),
      products: values(products).map((product) => new ProductSuggestion(product)),
    }),
    scienceNotes: values(science),
    stylingBuildUp: values(styling),
    // After a visit within days, a later line's slower GP referral is that same visit.
    // One GP visit for all, where the line still fits a report line; else its own words stand.
    redFlags: values(flags).map((line, i) => {
      const same = i === 0 ? line : atTheSameVisit(p, line)
      return same.length <= analysisLimits.itemLength ? same : line
    }),
  })
  return {
    results,
    trace: {
      profile: p,
      context: ctx,
      snapshotLead: snapshotLeadId(p),
      snapshot: snapshotRuleIds(p, ctx),
      doingWell: ids(doingWell),
      avoidForNow: ids(avoid),
      rhythm: [...cycle.map(() => "wash-cycle"), ...ids(extras)],
      zones: ids(zones),
      products: ids(products),
      stylingBuildUp: ids(styling),
      scienceNotes: ids(science),
      redFlags: ids(flags),
      // Only the property tests read it: worked out when read, not for every report.
      get contradictions() {
        return checkReportConsistency(results, p)
      },
    },
  }
}

/** The report for these answers. Same input, same report, always. */
export const writeRulesReport = (input: RulesReportInput): AnalysisResults =>
  traceRulesReport(input).results
