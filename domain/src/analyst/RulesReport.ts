/**
 * Strand's own hair analyst: a pure, deterministic function from quiz answers
 * to a full report. Each section comes from its own rule file (read those to
 * review what the engine says and why); this file only decides the shared
 * facts once (texture level, wash plan) and assembles the sections.
 */
import {
  AnalysisResults,
  ProductSuggestion,
  ProductTexture,
  RhythmDay,
} from "../analysis/AnalysisResults.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { avoidRules, maxAvoid } from "./AvoidRules.ts"
import { doingWellRules, maxDoingWell } from "./DoingWellRules.ts"
import { deriveHairProfile, type HairProfile } from "./HairProfile.ts"
import { suggestProducts } from "./ProductRules.ts"
import { maxRedFlags, redFlagRules } from "./RedFlagRules.ts"
import { maxRhythmEntries, rhythmRules, washCycle } from "./RhythmRules.ts"
import { fire, type ReportContext } from "./Rule.ts"
import { maxScienceNotes, scienceRules } from "./ScienceRules.ts"
import { writeSnapshot } from "./SnapshotRules.ts"
import { maxStyling, stylingRules } from "./StylingRules.ts"
import { scoreTexture, textureGuidance, zoneRules } from "./TextureRules.ts"
import { planWashes } from "./WashPlan.ts"

export interface RulesReportInput {
  readonly userName: string
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
}

/** The ids of every rule that fired, per section: for tests and review. */
export interface RulesTrace {
  readonly profile: HairProfile
  readonly context: ReportContext
  readonly doingWell: ReadonlyArray<string>
  readonly avoidForNow: ReadonlyArray<string>
  readonly rhythm: ReadonlyArray<string>
  readonly zones: ReadonlyArray<string>
  readonly stylingBuildUp: ReadonlyArray<string>
  readonly scienceNotes: ReadonlyArray<string>
  readonly redFlags: ReadonlyArray<string>
}

export const traceRulesReport = (
  input: RulesReportInput,
): { readonly results: AnalysisResults; readonly trace: RulesTrace } => {
  const p = deriveHairProfile(input.userName, input.answers, input.textInputs)
  const texture = scoreTexture(p)
  const ctx: ReportContext = { texture: texture.level, plan: planWashes(p) }

  const doingWell = fire(doingWellRules, p, ctx, maxDoingWell)
  // The catch-all "took the audit" line only when nothing specific was praised.
  const praise =
    doingWell.length > 1 ? doingWell.filter((f) => f.id !== "took-the-audit") : doingWell
  const avoid = fire(avoidRules, p, ctx, maxAvoid)
  const avoidList = avoid.length > 1 ? avoid.filter((f) => f.id !== "one-change-at-a-time") : avoid
  const extras = fire(rhythmRules, p, ctx)
  const cycle = washCycle(p, ctx)
  const rhythm = [...cycle, ...extras.map((f) => f.value)].slice(0, maxRhythmEntries)
  const zones = fire(zoneRules, p, ctx)
  const styling = fire(stylingRules, p, ctx, maxStyling)
  const science = fire(scienceRules, p, ctx, maxScienceNotes)
  const flags = fire(redFlagRules, p, ctx, maxRedFlags)

  const results = new AnalysisResults({
    routineSnapshot: writeSnapshot(p, ctx),
    doingWell: praise.map((f) => f.value),
    avoidForNow: avoidList.map((f) => f.value),
    weeklyRhythm: rhythm.map((r) => new RhythmDay(r)),
    productTexture: new ProductTexture({
      recommended: texture.level,
      textureGuidance: textureGuidance(texture),
      applicationZones: zones.map((f) => f.value),
      products: suggestProducts(p, ctx).map((product) => new ProductSuggestion(product)),
    }),
    scienceNotes: science.map((f) => f.value),
    stylingBuildUp: styling.map((f) => f.value),
    redFlags: flags.map((f) => f.value),
  })
  return {
    results,
    trace: {
      profile: p,
      context: ctx,
      doingWell: praise.map((f) => f.id),
      avoidForNow: avoidList.map((f) => f.id),
      rhythm: extras.map((f) => f.id),
      zones: zones.map((f) => f.id),
      stylingBuildUp: styling.map((f) => f.id),
      scienceNotes: science.map((f) => f.id),
      redFlags: flags.map((f) => f.id),
    },
  }
}

/** The report for these answers. Same input, same report, always. */
export const writeRulesReport = (input: RulesReportInput): AnalysisResults =>
  traceRulesReport(input).results
