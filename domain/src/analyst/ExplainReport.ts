/**
 * Explaining a report: for every line, the rule engine's rule that
 * says it, the answers that made the rule speak (in the person's words) and
 * the rule's sources; plus "Start here", the timelines and when to take the
 * quiz again.
 *
 * Lines are matched to the rule engine's own report for the same answers, by
 * their text, section by section. A report the rule engine wrote matches
 * line for line. In an AI provider's report, the lines the rule engine
 * guarantees (its red flags, the styling tips it pads the list with) and any
 * line the provider kept word for word match too; every other line is the
 * provider's own: its "Why?" is the person's facts it cites, and it carries
 * no source: none is ever made up. Start here and the timelines of a
 * provider's report are built from its own lines (ReportStartHere.ts).
 */

import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { type CitedLines, citedKey } from "../report/CitedLines.ts"
import {
  type EvidenceSection,
  EvidenceSource,
  ItemEvidence,
  type ItemWriter,
  ReportExplanation,
  Timeline,
} from "../report/ReportExplanation.ts"
import { answersBehind } from "./AnswersBehind.ts"
import { answerWords } from "./AnswerWords.ts"
import { type HairProfile, installedStyle, isTextured } from "./HairProfile.ts"
import { startHereFromReport } from "./ReportStartHere.ts"
import { sectionItems } from "./ReportText.ts"
import { washCycle } from "./RhythmRules.ts"
import type { ReportContext, Rule } from "./Rule.ts"
import { rulesBySection, type traceRulesReport } from "./RulesReport.ts"
import { focusRules, writeSnapshot } from "./SnapshotRules.ts"
import { type SourceKey, sources as sourceList } from "./Sources.ts"
import { lineIsOnTopicOf } from "./SourceTopics.ts"
import { startHere } from "./StartHere.ts"
import { isLockableTip, type StylingTip } from "./StylingRules.ts"
import { scoreTexture, textureGuidance } from "./TextureRules.ts"
import { lifeEventsOf, retakeAfterWeeks, timelinesFor } from "./Timelines.ts"

export type TracedRulesReport = ReturnType<typeof traceRulesReport>

/** A rule, or one of the report's shared decisions, with its sources for this person. */
interface Speaker {
  readonly id: string
  readonly rule: Pick<Rule<unknown>, "when" | "say">
  readonly sources: ReadonlyArray<SourceKey>
  readonly title?: string | undefined
  /**
   * A line made of other lines' parts (the snapshot, a day of the wash
   * cycle): it cites only those of its parts' sources that are on its own
   * topics, so a day that only refreshes the roots does not cite the
   * dandruff guidance the wash days follow.
   */
  readonly composite?: true
  /** For a styling tip: whether the referral lock may hide it from this person. */
  readonly lockable?: boolean | undefined
}

const unique = <A>(items: ReadonlyArray<A>): Array<A> => [...new Set(items)]

/** Of a composite line's sources, those on its topics (practitioner consensus when none is). */
const onTopic = (keys: ReadonlyArray<SourceKey>, text: string): ReadonlyArray<SourceKey> => {
  const kept = keys.filter((key) => lineIsOnTopicOf(key, text))
  return kept.length > 0 ? kept : ["CP"]
}

/** The wash days: how often the plan washes, and with what. */
const washCycleSources = (p: HairProfile, ctx: ReportContext): ReadonlyArray<SourceKey> => [
  isTextured(p) ? "AAD-B" : "AAD-T",
  ...(ctx.plan.medicated === "none"
    ? []
    : ctx.plan.medicatedKind === "antifungal"
      ? (["AAD-D"] as const)
      : (["AAD-PSO"] as const)),
  ...(installedStyle(p) === undefined ? [] : (["TA"] as const)),
  "CP",
]

const washCycleSpeaker = (p: HairProfile, ctx: ReportContext): Speaker => ({
  id: "wash-cycle",
  rule: { when: () => true, say: (q, c) => washCycle(q, c) },
  sources: washCycleSources(p, ctx),
  composite: true,
})

const textureSpeaker = (p: HairProfile): Speaker => ({
  id: "texture-level",
  rule: { when: () => true, say: (q) => textureGuidance(scoreTexture(q), q) },
  // The scoring is the practitioners' heuristic; a short cut is kept off butters [FOL].
  sources: scoreTexture(p).capped === "short" ? ["CP", "FOL"] : ["CP"],
})

/** The snapshot rests on what it names: the urgent finding, the priorities and the wash plan. */
const snapshotSpeaker = (traced: TracedRulesReport): Speaker => {
  const { profile, context, snapshotLead, snapshot } = traced.trace
  const lead = snapshotLead === undefined ? undefined : sectionRules.redFlags.get(snapshotLead)
  const named = focusRules.filter((rule) => snapshot.includes(rule.id))
  return {
    id: "snapshot",
    rule: { when: () => true, say: (q, c) => writeSnapshot(q, c) },
    sources: unique([
      ...(lead?.sources ?? []),
      ...named.flatMap((rule) => rule.sources),
      ...washCycleSources(profile, context),
    ]),
    composite: true,
  }
}

/** Each section's rules by id (the first, where two share one), found once. */
const rulesById = <R extends Rule<unknown>>(rules: ReadonlyArray<R>): ReadonlyMap<string, R> => {
  const byId = new Map<string, R>()
  for (const rule of rules) if (!byId.has(rule.id)) byId.set(rule.id, rule)
  return byId
}

const sectionRules = {
  doingWell: rulesById(rulesBySection.doingWell),
  avoidForNow: rulesById(rulesBySection.avoidForNow),
  rhythm: rulesById(rulesBySection.rhythm),
  zones: rulesById(rulesBySection.zones),
  products: rulesById(rulesBySection.products),
  stylingBuildUp: rulesById(rulesBySection.stylingBuildUp as ReadonlyArray<StylingTip>),
  scienceNotes: rulesById(rulesBySection.scienceNotes),
  redFlags: rulesById(rulesBySection.redFlags),
}

const ruleSpeaker = (
  rules: ReadonlyMap<string, Rule<unknown>>,
  id: string,
  p: HairProfile,
): Speaker | undefined => {
  const rule = rules.get(id)
  return rule === undefined
    ? undefined
    : {
        id,
        rule,
        sources: unique([...rule.sources, ...(rule.clauseSources?.(p) ?? [])]),
        ...(rule.title === undefined ? {} : { title: rule.title }),
      }
}

/** A styling tip's speaker knows whether the lock may hide it from this person. */
const tipSpeaker = (id: string, p: HairProfile): Speaker | undefined => {
  const tip = sectionRules.stylingBuildUp.get(id)
  const speaker = ruleSpeaker(sectionRules.stylingBuildUp, id, p)
  return tip === undefined || speaker === undefined
    ? speaker
    : { ...speaker, lockable: isLockableTip(tip, p) }
}

interface Line {
  readonly section: EvidenceSection
  readonly text: string
}

/** Every line of a report, in order, as the text it is matched by. */
export const reportLines = (report: AnalysisResults): ReadonlyArray<Line> => [
  { section: "routineSnapshot", text: report.routineSnapshot },
  ...report.doingWell.map((text) => ({ section: "doingWell" as const, text })),
  ...report.avoidForNow.map((text) => ({ section: "avoidForNow" as const, text })),
  ...report.weeklyRhythm.map((day) => ({
    section: "weeklyRhythm" as const,
    text: `${day.day}\n${day.activity}`,
  })),
  { section: "textureGuidance", text: report.productTexture.textureGuidance },
  ...report.productTexture.applicationZones.map((text) => ({
    section: "applicationZones" as const,
    text,
  })),
  ...report.productTexture.products.map((product) => ({
    section: "products" as const,
    text: `${product.title}\n${product.ingredients}\n${product.usage}`,
  })),
  ...report.stylingBuildUp.map((text) => ({ section: "stylingBuildUp" as const, text })),
  ...report.scienceNotes.map((text) => ({ section: "scienceNotes" as const, text })),
  ...report.redFlags.map((text) => ({ section: "redFlags" as const, text })),
]

/** The rule engine's lines, each with who said it. */
const speakersOf = (traced: TracedRulesReport): ReadonlyArray<Line & { speaker?: Speaker }> => {
  const { trace } = traced
  const { profile: p, context: ctx } = trace
  // Every wash day is the wash cycle's line: one speaker for them all.
  const washDays = trace.rhythm.includes("wash-cycle") ? washCycleSpeaker(p, ctx) : undefined
  const ids: Record<EvidenceSection, ReadonlyArray<Speaker | undefined>> = {
    routineSnapshot: [snapshotSpeaker(traced)],
    doingWell: trace.doingWell.map((id) => ruleSpeaker(sectionRules.doingWell, id, p)),
    avoidForNow: trace.avoidForNow.map((id) => ruleSpeaker(sectionRules.avoidForNow, id, p)),
    weeklyRhythm: trace.rhythm.map((id) =>
      id === "wash-cycle" ? washDays : ruleSpeaker(sectionRules.rhythm, id, p),
    ),
    textureGuidance: [textureSpeaker(p)],
    applicationZones: trace.zones.map((id) => ruleSpeaker(sectionRules.zones, id, p)),
    products: trace.products.map((id) => ruleSpeaker(sectionRules.products, id, p)),
    stylingBuildUp: trace.stylingBuildUp.map((id) => tipSpeaker(id, p)),
    scienceNotes: trace.scienceNotes.map((id) => ruleSpeaker(sectionRules.scienceNotes, id, p)),
    redFlags: trace.redFlags.map((id) => ruleSpeaker(sectionRules.redFlags, id, p)),
  }
  const place = new Map<EvidenceSection, number>()
  return reportLines(traced.results).map((line) => {
    const index = place.get(line.section) ?? 0
    place.set(line.section, index + 1)
    const speaker = ids[line.section][index]
    return speaker === undefined ? line : { ...line, speaker }
  })
}

/** A line as it is compared: spacing and case aside. */
const comparable = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase()

const sameText = (a: string, b: string) => a === b || comparable(a) === comparable(b)

/** Each source as the report keeps it, made once: the list never changes while the server runs. */
const evidenceSourceOf = (() => {
  const made = new Map<SourceKey, EvidenceSource>()
  return (key: SourceKey) => {
    const known = made.get(key)
    if (known !== undefined) return known
    const source = sourceList[key]
    const evidence = new EvidenceSource({
      key,
      title: source.title,
      kind: source.kind,
      ...("url" in source && source.url !== undefined ? { url: source.url } : {}),
    })
    made.set(key, evidence)
    return evidence
  }
})()

/** The sources behind these keys, as the report keeps them. */
export const evidenceSources = (keys: ReadonlyArray<SourceKey>): ReadonlyArray<EvidenceSource> =>
  unique(keys).map(evidenceSourceOf)

export interface ExplainInput {
  /** The report as stored. */
  readonly report: AnalysisResults
  /** The rule engine's report for the same answers (SafetyFloor.ts has it already). */
  readonly rules: TracedRulesReport
  readonly answers: QuizAnswers
  /**
   * Who wrote the lines the rule engine does not say: the AI provider, or
   * (for a report stored before reasons were kept) nobody Strand can name.
   */
  readonly otherLines: Exclude<ItemWriter, "rules">
  /** The facts each of the provider's lines cites (CheckedDraft.ts): their "Why?". */
  readonly cited?: CitedLines
}

export const explainReport = (input: ExplainInput): ReportExplanation => {
  const { profile: p, context: ctx } = input.rules.trace
  // The rule engine's lines not matched yet, by section. Each line's comparable
  // text is worked out only when its exact text differs.
  const unused = new Map<EvidenceSection, Array<Line & { speaker: Speaker; comparable?: string }>>()
  for (const line of speakersOf(input.rules)) {
    if (line.speaker === undefined) continue
    const said = unused.get(line.section)
    if (said === undefined) unused.set(line.section, [{ ...line, speaker: line.speaker }])
    else said.push({ ...line, speaker: line.speaker })
  }
  // A rule that says several lines (the wash days) read the same answers for each.
  const triggersBy = new Map<EvidenceSection, Map<string, ItemEvidence["triggers"]>>()
  const wordsOf = answerWords(input.answers)
  const triggersOf = (section: EvidenceSection, speaker: Speaker) => {
    let bySpeaker = triggersBy.get(section)
    if (bySpeaker === undefined) {
      bySpeaker = new Map()
      triggersBy.set(section, bySpeaker)
    }
    const known = bySpeaker.get(speaker.id)
    if (known !== undefined) return known
    const triggers = wordsOf(answersBehind(speaker.rule, p, ctx))
    bySpeaker.set(speaker.id, triggers)
    return triggers
  }
  const place = new Map<EvidenceSection, number>()
  const items = reportLines(input.report).map((line) => {
    const index = place.get(line.section) ?? 0
    place.set(line.section, index + 1)
    let lineText: string | undefined
    const candidates = unused.get(line.section) ?? []
    const at = candidates.findIndex((candidate) => {
      if (candidate.text === line.text) return true
      candidate.comparable ??= comparable(candidate.text)
      lineText ??= comparable(line.text)
      return candidate.comparable === lineText
    })
    const speaker = at === -1 ? undefined : candidates.splice(at, 1)[0]?.speaker
    // A provider's own styling tip is a general one: the rules' safety tips and the
    // tips that answer the person's complaint are kept in any report (SafetyFloor.ts).
    const tip = line.section === "stylingBuildUp"
    if (speaker === undefined || line.text.trim() === "") {
      return new ItemEvidence({
        section: line.section,
        index,
        writtenBy: input.otherLines,
        ...(tip ? { lockable: true } : {}),
        triggers: input.cited?.get(citedKey(line.section, line.text)) ?? [],
        sources: [],
      })
    }
    return new ItemEvidence({
      section: line.section,
      index,
      writtenBy: "rules",
      rule: speaker.id,
      ...(speaker.title === undefined ? {} : { title: speaker.title }),
      ...(speaker.lockable === undefined ? {} : { lockable: speaker.lockable }),
      triggers: triggersOf(line.section, speaker),
      sources: evidenceSources(
        speaker.composite === true ? onTopic(speaker.sources, line.text) : speaker.sources,
      ),
    })
  })
  const washPlanIsRules =
    input.report.weeklyRhythm.length === input.rules.results.weeklyRhythm.length &&
    input.report.weeklyRhythm.every((day, i) => {
      const ours = input.rules.results.weeklyRhythm[i]
      return (
        ours !== undefined && sameText(day.day, ours.day) && sameText(day.activity, ours.activity)
      )
    })
  // A provider's report is explained from its own lines: Start here and the
  // timelines say only what the person can read in it.
  const byProvider = items.some((item) => item.writtenBy === "provider")
  const timelines = timelinesFor(
    p,
    ctx,
    byProvider ? sectionItems(input.report, "all").join("\n") : undefined,
  ).map(({ timeline, sources }) => new Timeline({ ...timeline, sources: evidenceSources(sources) }))
  return new ReportExplanation({
    items,
    startHere: byProvider
      ? startHereFromReport(p, ctx, input.report, items)
      : startHere(p, ctx, { washPlanIsRules }),
    timelines,
    retakeAfterWeeks: retakeAfterWeeks(timelines, lifeEventsOf(p)),
  })
}
