/**
 * The evidence as footnotes: every source a report's lines cite, numbered in
 * the order the lines first cite them, and each line's numbers. The printed
 * report and the report e-mail number them the same way.
 */
import type { EvidenceSection, ReportExplanation, SourceKind } from "../report/ReportExplanation.ts"
import { sourceKindLabels } from "../report/ReportExplanation.ts"

export interface CitedSource {
  readonly number: number
  readonly title: string
  readonly kind: SourceKind
  /** How the kind is named to people ("Guideline"). */
  readonly kindLabel: string
  readonly url?: string
}

export interface EvidenceNotes {
  /** The numbers of a line's sources; empty for a line without any. */
  readonly notesOf: (section: EvidenceSection, index: number) => ReadonlyArray<number>
  readonly cited: ReadonlyArray<CitedSource>
}

export const evidenceNotes = (
  explanation: Pick<ReportExplanation, "items"> | undefined,
): EvidenceNotes => {
  const numbers = new Map<string, number>()
  const cited: Array<CitedSource> = []
  const byLine = new Map<string, ReadonlyArray<number>>()
  for (const item of explanation?.items ?? []) {
    byLine.set(
      `${item.section}:${item.index}`,
      item.sources.map((source) => {
        const known = numbers.get(source.key)
        if (known !== undefined) return known
        const number = numbers.size + 1
        numbers.set(source.key, number)
        cited.push({
          number,
          title: source.title,
          kind: source.kind,
          kindLabel: sourceKindLabels[source.kind],
          ...(source.url === undefined ? {} : { url: source.url }),
        })
        return number
      }),
    )
  }
  return { notesOf: (section, index) => byLine.get(`${section}:${index}`) ?? [], cited }
}
