/**
 * A provider's report checked line by line against the person's facts,
 * before anyone reads it.
 *
 * 1. Each line (each sentence of the snapshot and of the texture guidance)
 *    is read against the facts (LineContradictions.ts): a line that
 *    contradicts the person is dropped and the rest kept. Reassurance beside
 *    a red flag is always dropped.
 * 2. Past a threshold the provider has misread the person and the rule
 *    engine answers instead (fallback reason Contradicted): more than one
 *    line in four contradicting them. The checks know only the wordings
 *    they were written for, so each contradiction they find stands for
 *    others they miss; when a quarter of the lines are found wrong, the rest
 *    cannot be trusted to be right.
 * 3. Lines that cite none of the person's facts are general advice: at most
 *    `genericLineCap` of them are kept (in page order), the rest dropped.
 *    Three is enough for the general care a report needs (a heat
 *    protectant, a satin pillowcase), and fewer than any section's share of
 *    a report, so a report cannot turn into a leaflet that would fit anyone.
 *    Red flags are never dropped for being general, and the snapshot and
 *    texture guidance are not lists: they are kept whatever they cite.
 * 4. The safety floor goes under what is left (SafetyFloor.ts), and the
 *    report-wide consistency check (ReportConsistency.ts) reads the whole;
 *    a provider's line it names is dropped too, and the floor put under again.
 * 5. It must still be a usable report (UsableReport.ts).
 *
 * Every dropped line is kept with its reason, whatever the outcome, for the
 * analysts page.
 */
import { Result } from "effect"
import { reportLines } from "../analyst/ExplainReport.ts"
import { checkReportConsistency } from "../analyst/ReportConsistency.ts"
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { type CitedLines, citedKey, isParagraph } from "../report/CitedLines.ts"
import type { EvidenceSection, Trigger } from "../report/ReportExplanation.ts"
import { contradicts, DroppedLine, type DroppedLineReason } from "./DroppedLine.ts"
import { lineChecksFor } from "./LineContradictions.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import type { Citations } from "./ProviderAnswer.ts"
import { applySafetyFloor, type RulesFloor } from "./SafetyFloor.ts"
import { checkUsableReport } from "./UsableReport.ts"

/** Lines that cite nothing of the person kept at most, per report. */
export const genericLineCap = 3

/** More than this share of a provider's lines contradicting the person: the rules answer instead. */
export const contradictedShare = 1 / 4

/** Why the provider's report cannot be given, with the lines dropped on the way. */
export interface Rejection {
  readonly reason: "Contradicted" | "InvalidResponse"
  readonly message: string
  readonly dropped: ReadonlyArray<DroppedLine>
}

export interface CheckedReport {
  /** The report the person reads: the provider's kept lines over the rules' floor. */
  readonly results: AnalysisResults
  /** What each kept line of the provider's cites. */
  readonly cited: CitedLines
  readonly dropped: ReadonlyArray<DroppedLine>
}

/** One line of the draft: a list item, or a sentence of a paragraph. */
interface Unit {
  readonly section: EvidenceSection
  /** Its place in its section (list items), or its sentence's (paragraphs). */
  readonly index: number
  /** As the line checks read it: fields of a rhythm day or product joined. */
  readonly text: string
  /** As the report's explanation reads it (ExplainReport's lines). */
  readonly line: string
  readonly triggers: ReadonlyArray<Trigger>
}

const sentences = (paragraph: string) =>
  paragraph
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "")

const unitsOf = (
  report: AnalysisResults,
  cites: Citations,
  facts: ReadonlyMap<string, Trigger>,
): ReadonlyArray<Unit> => {
  const place = new Map<EvidenceSection, number>()
  return reportLines(report).flatMap((line) => {
    const index = place.get(line.section) ?? 0
    place.set(line.section, index + 1)
    const triggers = (cites[line.section][index] ?? []).flatMap((id) => {
      const trigger = facts.get(id.trim().toUpperCase())
      return trigger === undefined ? [] : [trigger]
    })
    const text = line.text.replace(/\n/g, ": ")
    return isParagraph(line.section)
      ? sentences(line.text).map((sentence, i) => ({
          section: line.section,
          index: i,
          text: sentence,
          line: line.text,
          triggers,
        }))
      : text.trim() === ""
        ? []
        : [{ section: line.section, index, text, line: line.text, triggers }]
  })
}

const keyOf = (unit: Pick<Unit, "section" | "index">) => `${unit.section}#${unit.index}`

/** The draft with only the kept units; the spec's defaults where a section is left empty. */
const keeping = (draft: AnalysisResults, kept: ReadonlySet<string>): AnalysisResults => {
  const at = (section: EvidenceSection) => (_: unknown, index: number) =>
    kept.has(`${section}#${index}`)
  const paragraph = (section: EvidenceSection, text: string) =>
    sentences(text)
      .filter((_, index) => kept.has(`${section}#${index}`))
      .join(" ")
  const texture = draft.productTexture
  return normaliseResults({
    routineSnapshot: paragraph("routineSnapshot", draft.routineSnapshot),
    doingWell: draft.doingWell.filter(at("doingWell")),
    avoidForNow: draft.avoidForNow.filter(at("avoidForNow")),
    weeklyRhythm: draft.weeklyRhythm.filter(at("weeklyRhythm")),
    productTexture: {
      recommended: texture.recommended,
      textureGuidance: paragraph("textureGuidance", texture.textureGuidance),
      applicationZones: texture.applicationZones.filter(at("applicationZones")),
      products: texture.products.filter(at("products")),
    },
    scienceNotes: draft.scienceNotes.filter(at("scienceNotes")),
    stylingBuildUp: draft.stylingBuildUp.filter(at("stylingBuildUp")),
    redFlags: draft.redFlags.filter(at("redFlags")),
  })
}

/** Words only: the report-wide check quotes rhythm days and products with other punctuation. */
const flat = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()

/**
 * The units a report-wide contradiction names: list items are quoted whole,
 * the snapshot by a sentence or a stretch of it.
 */
const named = (units: ReadonlyArray<Unit>, lines: ReadonlyArray<string>) =>
  units.filter((unit) =>
    lines.some((line) => {
      const quoted = flat(line)
      const own = flat(unit.text)
      if (quoted === "" || own === "") return false
      return isParagraph(unit.section)
        ? quoted.includes(own) || own.includes(quoted)
        : quoted === own
    }),
  )

const dropping = (unit: Unit, reason: DroppedLineReason, check: string) =>
  new DroppedLine({ section: unit.section, text: unit.text, reason, check })

export const checkDraft = (input: {
  readonly draft: AnalysisResults
  readonly cites: Citations
  /** Every fact the provider could cite, by id (A1, N2, P1). */
  readonly facts: ReadonlyMap<string, Trigger>
  /** The rules' floor, from the person's facts (the union of both readings). */
  readonly floor: RulesFloor
}): Result.Result<CheckedReport, Rejection> => {
  const { draft, floor } = input
  const p = floor.facts
  const units = unitsOf(draft, input.cites, input.facts)
  const dropped: Array<DroppedLine> = []
  const kept = new Set(units.map(keyOf))
  const drop = (unit: Unit, reason: DroppedLineReason, check: string) => {
    if (!kept.delete(keyOf(unit))) return
    dropped.push(dropping(unit, reason, check))
  }
  const contradiction = lineChecksFor(p)
  for (const unit of units) {
    const found = contradiction(unit.text, unit.section)
    if (found !== undefined) drop(unit, found.reason, found.check)
  }
  let generic = 0
  for (const unit of units) {
    if (!kept.has(keyOf(unit)) || unit.triggers.length > 0) continue
    if (isParagraph(unit.section) || unit.section === "redFlags") continue
    generic++
    if (generic > genericLineCap) drop(unit, "generic", "cites-nothing")
  }

  const reject = (reason: Rejection["reason"], message: string) =>
    Result.fail({ reason, message, dropped } satisfies Rejection)
  const contradicted = () => dropped.filter((line) => contradicts(line.reason)).length
  const tooMany = () => contradicted() > units.length * contradictedShare

  let report = applySafetyFloor(keeping(draft, kept), floor.report, floor.lines)
  for (let pass = 0; pass < 3 && !tooMany(); pass++) {
    const found = checkReportConsistency(report, p)
    if (found.length === 0) break
    const live = units.filter((unit) => kept.has(keyOf(unit)))
    const wrong = found.flatMap((contradiction) =>
      named(live, contradiction.lines).map((unit) => ({ unit, check: contradiction.check })),
    )
    if (wrong.length === 0) break
    for (const { unit, check } of wrong) drop(unit, "consistency", check)
    report = applySafetyFloor(keeping(draft, kept), floor.report, floor.lines)
  }
  if (tooMany()) {
    return reject(
      "Contradicted",
      `${contradicted()} of ${units.length} lines contradict the person's answers`,
    )
  }
  const usable = checkUsableReport(report, p)
  if (Result.isFailure(usable)) return reject("InvalidResponse", usable.failure.message)

  const cited = new Map<string, ReadonlyArray<Trigger>>()
  for (const unit of units) {
    if (!kept.has(keyOf(unit))) continue
    cited.set(citedKey(unit.section, unit.line), unit.triggers)
  }
  return Result.succeed({ results: usable.success, cited, dropped })
}
