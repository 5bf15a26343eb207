/**
 * A line of a provider's report that the person never saw: what it said,
 * where, and why it was left out. Kept with the analysis, so an operator can
 * see on the analysts page how often a provider and model contradict the
 * people they write for, and why.
 *
 * The reasons, each a fact the line got wrong (ProviderLineChecks.ts):
 * - texture: calls the hair by a texture the person did not give ("wavy" for curly);
 * - length: advice for a length the hair is not (detangling for a close crop);
 * - scalp: a scalp state the person did not report ("balanced" beside flaking);
 * - wash: a wash habit the person did not give ("a few times a week" for weekly);
 * - sex: advice for the other sex (periods to a man, a beard to a woman);
 * - processing: chemistry the person did not report, or none where they did;
 * - pathway: a line a clinical pathway they are on forbids beside it;
 * - reassurance: "everything looks fine, no need to see anyone" beside a sign that needs a professional;
 * - consistency: another contradiction the report-wide check found (ReportConsistency.ts);
 * - generic: a line that cites none of the person's facts, past the cap.
 */
import { Schema } from "effect"
import { EvidenceSection } from "../report/ReportExplanation.ts"

export const droppedLineReasons = [
  "texture",
  "length",
  "scalp",
  "wash",
  "sex",
  "processing",
  "pathway",
  "reassurance",
  "consistency",
  "generic",
] as const
export const DroppedLineReason = Schema.Literals(droppedLineReasons)
export type DroppedLineReason = typeof DroppedLineReason.Type

/** Reasons that mean the line contradicts the person (all but "generic"). */
export const contradicts = (reason: DroppedLineReason): boolean => reason !== "generic"

export class DroppedLine extends Schema.Class<DroppedLine>("strand/DroppedLine")({
  section: EvidenceSection,
  /** The line as the provider wrote it (a sentence, for the snapshot and texture guidance). */
  text: Schema.String,
  reason: DroppedLineReason,
  /** Which check found it, e.g. "texture:wavy" or "never-beside-scalp-ringworm". */
  check: Schema.String,
}) {}
