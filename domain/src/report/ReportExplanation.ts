/**
 * What a report says about itself: for every recommendation, why
 * it applies to this person (the answers that triggered it, in their words)
 * and what it rests on (its sources, each with its kind and, where one could
 * be checked, its address); the first changes to make ("Start here"); what to
 * expect and when ("timelines"); and when to take the quiz again.
 *
 * It is worked out once, when the report is written, and stored with it, so
 * an old report explains itself later exactly as it did the day it was
 * written, whatever the rule engine or its sources say by then. Reports
 * stored before this existed (version 1) are explained when they are read
 * (ReportReading.ts).
 *
 * An AI provider's own lines carry no sources: only lines the rule engine
 * wrote (its red flags and the styling tips it guarantees, and any line the
 * provider kept word for word) keep the rule's evidence. No source is ever
 * made up for a line.
 */
import { Schema } from "effect"

/** The report shape this release stores: 2 adds the explanation beside the results. */
export const currentReportVersion = 2

/** Where a recommendation sits in the report (AnalysisResults), one name per list. */
export const evidenceSections = [
  "routineSnapshot",
  "doingWell",
  "avoidForNow",
  "weeklyRhythm",
  "textureGuidance",
  "applicationZones",
  "products",
  "stylingBuildUp",
  "scienceNotes",
  "redFlags",
] as const
export const EvidenceSection = Schema.Literals(evidenceSections)
export type EvidenceSection = typeof EvidenceSection.Type

/**
 * One answer behind a recommendation: the question as the quiz asked it and
 * what the person chose, or the note they typed and the words in it that
 * counted (`typed`).
 */
export class Trigger extends Schema.Class<Trigger>("strand/Trigger")({
  question: Schema.String,
  answer: Schema.String,
  typed: Schema.optional(Schema.Boolean),
}) {}

/** The kinds of evidence a source can be (the rule engine's Sources.ts says what each means). */
export const sourceKinds = [
  "guideline",
  "systematic_review",
  "review",
  "study",
  "patient_information",
  "press_release",
  "encyclopedia",
  "charity_page",
  "practitioner_consensus",
] as const
export const SourceKind = Schema.Literals(sourceKinds)
export type SourceKind = typeof SourceKind.Type

/** How each kind of evidence is named to people. */
export const sourceKindLabels: Readonly<Record<SourceKind, string>> = {
  guideline: "Guideline",
  systematic_review: "Systematic review",
  review: "Review",
  study: "Study",
  patient_information: "Patient information",
  press_release: "Press release",
  encyclopedia: "Encyclopedia",
  charity_page: "Charity page",
  practitioner_consensus: "Practitioner consensus",
}

/** One source as it was when the report was written. */
export class EvidenceSource extends Schema.Class<EvidenceSource>("strand/EvidenceSource")({
  /** The key in the rule engine's source list (Sources.ts). */
  key: Schema.String,
  title: Schema.String,
  kind: SourceKind,
  /** Only where the body's or journal's own page could be checked. */
  url: Schema.optional(Schema.String),
}) {}

/**
 * Who wrote a line: the rule engine (with its rule), the AI provider, or
 * `unknown` for a line of a report stored before reasons were kept that
 * today's rule engine does not say word for word.
 */
export const ItemWriter = Schema.Literals(["rules", "provider", "unknown"])
export type ItemWriter = typeof ItemWriter.Type

export class ItemEvidence extends Schema.Class<ItemEvidence>("strand/ItemEvidence")({
  section: EvidenceSection,
  /** The line's position in its list (0 for the snapshot and texture guidance). */
  index: Schema.Number,
  writtenBy: ItemWriter,
  /** The rule that said it, when the rule engine did. */
  rule: Schema.optional(Schema.String),
  /** A short name for a styling tip, shown in its place while it is locked. */
  title: Schema.optional(Schema.String),
  /**
   * A styling tip the referral lock may hide: a general styling tip, never a
   * safety tip or one that answers what the person reported. Absent on
   * other sections, and on tips of reports stored before it was kept.
   */
  lockable: Schema.optional(Schema.Boolean),
  triggers: Schema.Array(Trigger),
  sources: Schema.Array(EvidenceSource),
}) {}

/** One of the first changes to make, with why in one line. */
export class StartHereItem extends Schema.Class<StartHereItem>("strand/StartHereItem")({
  change: Schema.String,
  why: Schema.String,
  /** A red flag: something for a doctor, always first. */
  urgent: Schema.Boolean,
}) {}

/** What to expect for one concern, and when to act if it does not happen. */
export class Timeline extends Schema.Class<Timeline>("strand/Timeline")({
  concern: Schema.String,
  expect: Schema.String,
  /** What to do if it has not happened by then. */
  ifNot: Schema.optional(Schema.String),
  /** When to look again, in weeks from the report. */
  checkInWeeks: Schema.Number,
  sources: Schema.Array(EvidenceSource),
}) {}

export class ReportExplanation extends Schema.Class<ReportExplanation>("strand/ReportExplanation")({
  items: Schema.Array(ItemEvidence),
  startHere: Schema.Array(StartHereItem).check(Schema.isMaxLength(3)),
  timelines: Schema.Array(Timeline),
  /** When to take the quiz again, in weeks from the report. */
  retakeAfterWeeks: Schema.Number,
}) {}
