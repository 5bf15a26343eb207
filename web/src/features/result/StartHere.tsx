/**
 * "Start here": the first screen of the report, at most three
 * changes, the most important first (a red flag always first), each with why
 * in one line.
 */

import { guideHeadings } from "@strand/domain/analysis/ReportSections"
import type { StartHereItem } from "@strand/domain/report/ReportExplanation"

export const urgentLabel = "Do this first"

export function StartHere({ items }: { readonly items: ReadonlyArray<StartHereItem> }) {
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby="start-here-heading"
      className="rounded-3xl border border-clay-500/30 bg-white p-6 shadow-sm sm:p-7 print:border-ink-500/40 print:shadow-none"
    >
      <h2 id="start-here-heading" className="font-display text-2xl font-semibold text-ink-900">
        {guideHeadings.startHere}
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {items.map((item, index) => (
          <li
            key={item.change}
            className={`flex gap-4 rounded-2xl border p-4 ${item.urgent ? "border-danger-600/40 bg-danger-600/5" : "border-sand-200 bg-sand-50"}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-8 shrink-0 place-items-center rounded-full font-semibold text-white ${item.urgent ? "bg-danger-600" : "bg-clay-600"}`}
            >
              {index + 1}
            </span>
            <div>
              {/* Urgent is not always a doctor's ("rinse off and stop using"): the line says who. */}
              {item.urgent && (
                <p className="text-xs font-bold tracking-wide text-danger-600 uppercase">
                  {urgentLabel}
                </p>
              )}
              <p className="font-semibold text-ink-900">{item.change}</p>
              <p className="mt-0.5 text-ink-700">{item.why}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
