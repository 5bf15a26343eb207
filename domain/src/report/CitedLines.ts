/**
 * The facts each kept line of a provider's report cites, as "Why?" shows
 * them (the triggers of PersonFacts.ts), found by the line's section and
 * text: the safety floor may move a provider's line (its styling tips after
 * the rules' kept ones), never change its words. The snapshot and texture
 * guidance are one paragraph each, found by section alone (the floor may
 * open the snapshot with the urgent lead).
 */
import type { EvidenceSection, Trigger } from "./ReportExplanation.ts"

export type CitedLines = ReadonlyMap<string, ReadonlyArray<Trigger>>

const paragraphs: ReadonlySet<EvidenceSection> = new Set(["routineSnapshot", "textureGuidance"])

export const isParagraph = (section: EvidenceSection): boolean => paragraphs.has(section)

const sameText = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase()

export const citedKey = (section: EvidenceSection, text: string): string =>
  isParagraph(section) ? section : `${section}|${sameText(text)}`
