/**
 * The evidence notes, printed at the end of the report: every
 * source the lines cite, numbered as the lines' footnote marks are. On
 * screen the sources are in each line's "Why?".
 */
import type { CitedSource } from "@strand/domain/analysis/EvidenceNotes"
import { guideHeadings } from "@strand/domain/analysis/ReportSections"

export function EvidenceFootnotes({
  cited,
  onScreen = false,
}: {
  readonly cited: ReadonlyArray<CitedSource>
  /** Shown on screen too (Storybook); the page prints it only. */
  readonly onScreen?: boolean
}) {
  if (cited.length === 0) return null
  return (
    <section
      aria-labelledby="evidence-heading"
      className={onScreen ? "block" : "hidden print:block"}
    >
      <h2 id="evidence-heading" className="mb-2 font-display text-lg font-semibold text-ink-900">
        {guideHeadings.evidence}
      </h2>
      <p className="mb-2 text-xs text-ink-700">
        The numbers after each line are the sources it rests on. A line without one was written by
        the AI and rests on no source Strand can show.
      </p>
      <ol className="flex flex-col gap-0.5 text-xs text-ink-700">
        {cited.map((source) => (
          <li key={source.number} className="flex gap-1.5">
            <span className="w-6 shrink-0 text-right">[{source.number}]</span>
            <span>
              {source.title} ({source.kindLabel}){source.url === undefined ? "" : ` ${source.url}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
