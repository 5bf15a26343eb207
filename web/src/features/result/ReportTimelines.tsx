/**
 * "What to expect, and when to look again": a timeline per
 * concern, and the date to take the quiz again.
 */

import { guideHeadings } from "@strand/domain/analysis/ReportSections"
import type { Timeline } from "@strand/domain/report/ReportExplanation"
import { longDate } from "@strand/domain/text/LongDate"
import { Link } from "@tanstack/react-router"
import type { DateTime } from "effect"

export function ReportTimelines({
  timelines,
  retakeOn,
}: {
  readonly timelines: ReadonlyArray<Timeline>
  readonly retakeOn: DateTime.Utc
}) {
  return (
    <section
      aria-labelledby="timelines-heading"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-xs sm:p-7"
    >
      <h2 id="timelines-heading" className="mb-4 font-display text-xl font-semibold text-ink-900">
        {guideHeadings.timelines}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-1">
        {timelines.map((timeline) => (
          <li key={timeline.concern} className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
            <h3 className="font-semibold text-ink-900">{timeline.concern}</h3>
            <p className="mt-1 text-ink-700">{timeline.expect}</p>
            {timeline.ifNot !== undefined && (
              <p className="mt-1 text-sm font-medium text-clay-700">{timeline.ifNot}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-700">
        <span>
          Take the quiz again around <strong className="text-ink-900">{longDate(retakeOn)}</strong>,
          when these have had time to show.
        </span>
        <Link
          to="/quiz"
          className="font-medium text-clay-700 underline decoration-clay-500/40 underline-offset-4 print:hidden"
        >
          Take the quiz again
        </Link>
      </p>
    </section>
  )
}
