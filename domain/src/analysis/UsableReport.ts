/**
 * "Is this a report we can give a person?", asked of every provider's report
 * once the safety floor is under it. Each check returns the problems it
 * finds, in words for the log; any problem makes the answer an
 * InvalidResponse, and the rule engine's report is given instead.
 *
 * The checks are a list so that more can join it without touching the
 * pipeline: add a `ReportCheck` to `reportChecks`. The last one is the rule
 * engine's own consistency check (analyst/ReportConsistency.ts): a provider's
 * report that contradicts itself or the person's answers ("No warning signs"
 * beside a red flag, coil styling for relaxed hair) is not given to anyone.
 */
import { Result } from "effect"
import type { HairProfile } from "../analyst/HairProfile.ts"
import { checkReportConsistency } from "../analyst/ReportConsistency.ts"
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { HairAnalystError } from "./HairAnalyst.ts"

/**
 * One check: the problems it finds in a report written for the person these
 * facts describe (deriveHairProfile), none when the report passes.
 */
export type ReportCheck = (report: AnalysisResults, facts: HairProfile) => ReadonlyArray<string>

/** Shorter than this is not a snapshot of anyone's routine. */
export const minimumSnapshotLength = 40

export const hasSnapshot: ReportCheck = (report) =>
  report.routineSnapshot.trim().length >= minimumSnapshotLength
    ? []
    : ["the routine snapshot is missing or too short"]

/**
 * The sections the result page shows with content of their own (spec §2).
 * The weekly rhythm and the texture level always have the spec's defaults,
 * and red flags and styling tips always have the rule engine's, so they are
 * not asked for here.
 */
export const fillsSections: ReportCheck = (report) => {
  const empty = [
    report.doingWell.length === 0 && "what you're doing well",
    report.avoidForNow.length === 0 && "avoid for now",
    report.productTexture.textureGuidance.trim() === "" && "texture guidance",
    report.productTexture.products.length === 0 && "products",
    report.scienceNotes.length === 0 && "science notes",
  ].filter((section) => section !== false)
  return empty.length === 0 ? [] : [`empty sections: ${empty.join(", ")}`]
}

// A dose is an amount of a medicine: a number with a dosing unit, or a
// strength next to a medicine people are prescribed for hair loss or scalp
// conditions. Statistics ("about 4%") and pH values are not doses.
const doseUnit = /\b\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|micrograms?|milligrams?|iu)\b/i
const medicines =
  "minoxidil|finasteride|dutasteride|spironolactone|ketoconazole|ciclopirox|hydrocortisone|betamethasone|clobetasol|fluocinolone|isotretinoin|biotin|iron|zinc|vitamin d"
const strengthOfMedicine = new RegExp(
  `\\b\\d+(?:[.,]\\d+)?\\s*%\\s*(?:${medicines})\\b|\\b(?:${medicines})\\s*\\(?\\s*\\d+(?:[.,]\\d+)?\\s*%`,
  "i",
)

const allText = (report: AnalysisResults): ReadonlyArray<string> => [
  report.routineSnapshot,
  ...report.doingWell,
  ...report.avoidForNow,
  ...report.weeklyRhythm.flatMap((day) => [day.day, day.activity]),
  report.productTexture.textureGuidance,
  ...report.productTexture.applicationZones,
  ...report.productTexture.products.flatMap((p) => [p.title, p.ingredients, p.usage]),
  ...report.scienceNotes,
  ...report.stylingBuildUp,
  ...report.redFlags,
]

export const namesNoDose: ReportCheck = (report) =>
  allText(report).some((text) => doseUnit.test(text) || strengthOfMedicine.test(text))
    ? ["it names a medicine dose"]
    : []

export const holdsTogether: ReportCheck = (report, facts) =>
  checkReportConsistency(report, facts).map((found) => `contradiction: ${found.message}`)

export const reportChecks: ReadonlyArray<ReportCheck> = [
  hasSnapshot,
  fillsSections,
  namesNoDose,
  holdsTogether,
]

/** Every problem every check finds. */
export const reportProblems = (
  report: AnalysisResults,
  facts: HairProfile,
): ReadonlyArray<string> => reportChecks.flatMap((check) => check(report, facts))

/** The report when it is usable; otherwise an InvalidResponse naming what is wrong. */
export const checkUsableReport = (
  report: AnalysisResults,
  facts: HairProfile,
): Result.Result<AnalysisResults, HairAnalystError> => {
  const problems = reportProblems(report, facts)
  return problems.length === 0
    ? Result.succeed(report)
    : Result.fail(
        new HairAnalystError({
          reason: "InvalidResponse",
          message: `Not a usable report: ${problems.join("; ")}`,
        }),
      )
}
