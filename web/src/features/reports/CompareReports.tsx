/**
 * Progress over time on My Reports: pick any two reports and see what changed
 * in the answers, which lines of the reports themselves appeared, went away
 * or were said in other words, and the answers behind each (those that
 * changed are marked). Native selects and a button, so it works with the
 * keyboard alone; the diff is written out in words, not colours.
 */
import type { AnalysisSummary } from "@strand/domain/analysis/AnalysisStore"
import type {
  Reason,
  RecommendationChange,
  RecommendationReworded,
  ReportComparisonResult,
} from "@strand/domain/progress/ReportComparison"
import { useQuery } from "@tanstack/react-query"
import { DateTime } from "effect"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { Button } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { compareQueryOptions } from "./queries.ts"

const withTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

/** Who wrote a report, in the words of the Fallback badge. */
export const writerOf = (report: AnalysisSummary): string =>
  report.fallbackUsed ? "Fallback" : report.aiWritten === true ? "AI-written" : "Strand's rules"

/** "Nov 25, 2026, 7:05 PM · AI-written": short enough to show whole, and two reports of a day apart. */
export const reportChoiceLabel = (report: AnalysisSummary): string =>
  `${withTime.format(DateTime.toDate(report.createdAt))} · ${writerOf(report)}`

/** `reports` newest first, at least two. */
export function CompareReports({ reports }: { readonly reports: ReadonlyArray<AnalysisSummary> }) {
  const headingId = useId()
  // By default: the one before the newest, against the newest.
  const [chosenFrom, setFrom] = useState(reports[1]!.id as string)
  const [chosenTo, setTo] = useState(reports[0]!.id as string)
  // A chosen report that has since been deleted falls back to the default.
  const listed = (id: string) => reports.some((report) => report.id === id)
  const from = listed(chosenFrom) ? chosenFrom : reports[1]!.id
  const to = listed(chosenTo) ? chosenTo : reports[0]!.id
  const [asked, setAsked] = useState<{ from: string; to: string } | undefined>(undefined)
  const comparison = useQuery(compareQueryOptions(asked))
  const resultRef = useRef<HTMLDivElement>(null)
  const same = from === to

  useEffect(() => {
    if (comparison.isSuccess) resultRef.current?.focus()
  }, [comparison.isSuccess])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!same) setAsked({ from, to })
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
        Compare two reports
      </h2>
      <p className="mt-1 text-ink-700">
        See what changed in your answers and your routine between two reports, and why.
      </p>
      <form onSubmit={submit} className="mt-5 grid gap-4 md:grid-cols-2 md:items-end">
        <Field.Root>
          <Field.Label>Earlier report</Field.Label>
          <Field.Select value={from} onChange={(event) => setFrom(event.target.value)}>
            {reports.map((report) => (
              <option key={report.id} value={report.id}>
                {reportChoiceLabel(report)}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>Later report</Field.Label>
          <Field.Select value={to} onChange={(event) => setTo(event.target.value)}>
            {reports.map((report) => (
              <option key={report.id} value={report.id}>
                {reportChoiceLabel(report)}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Button type="submit" disabled={same} className="justify-self-start px-5 py-3">
          Compare
        </Button>
      </form>
      {same && <p className="mt-2 text-sm text-ink-500">Pick two different reports.</p>}

      {comparison.isFetching && (
        <p role="status" className="mt-6 text-ink-500">
          Comparing your reports...
        </p>
      )}
      {comparison.isError && (
        <p role="alert" className="mt-6 font-medium text-danger-600">
          {comparison.error.message}
        </p>
      )}
      {comparison.data !== undefined && !comparison.isFetching && (
        <div ref={resultRef} tabIndex={-1} className="mt-8 flex flex-col gap-8 outline-none">
          <Diff comparison={comparison.data} />
        </div>
      )}
    </section>
  )
}

function Diff({ comparison }: { readonly comparison: ReportComparisonResult }) {
  const nothing =
    comparison.answerChanges.length === 0 &&
    comparison.appeared.length === 0 &&
    comparison.wentAway.length === 0 &&
    comparison.reworded.length === 0
  if (nothing) {
    return (
      <p className="text-ink-700">
        Nothing changed: the same answers, and the same {comparison.kept} lines.
      </p>
    )
  }
  return (
    <>
      <section>
        <h3 className="font-display text-xl font-semibold text-ink-900">
          What you answered differently ({comparison.answerChanges.length})
        </h3>
        {comparison.answerChanges.length === 0 ? (
          <p className="mt-2 text-ink-700">Your answers were the same.</p>
        ) : (
          <dl className="mt-3 flex flex-col gap-3">
            {comparison.answerChanges.map((change) => (
              <div key={change.id} className="rounded-2xl bg-sand-50 p-4">
                <dt className="font-semibold text-ink-900">{change.question}</dt>
                <dd className="mt-1 text-ink-700">
                  Before: {change.before ?? "not answered"}
                  <br />
                  Now: {change.after ?? "not answered"}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <ChangeList
        title="New in your routine"
        empty="Nothing new."
        changes={comparison.appeared}
        becauseLabel="Because you answered"
      />
      <ChangeList
        title="No longer in your routine"
        empty="Nothing went away."
        changes={comparison.wentAway}
        becauseLabel="It was there because you answered"
      />
      <RewordedList changes={comparison.reworded} />
      <p className="text-ink-700">
        {comparison.kept === 1
          ? "One line stayed the same, word for word."
          : `${comparison.kept} lines stayed the same, word for word.`}
      </p>
    </>
  )
}

function ChangeList({
  title,
  empty,
  changes,
  becauseLabel,
}: {
  readonly title: string
  readonly empty: string
  readonly changes: ReadonlyArray<RecommendationChange>
  readonly becauseLabel: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink-900">
        {title} ({changes.length})
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-ink-700">{empty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {changes.map((change) => (
            <li
              key={`${change.section}-${change.ruleId ?? ""}-${change.text}`}
              className="rounded-2xl border border-sand-200 p-4"
            >
              <p className="text-sm font-semibold text-clay-700">{change.sectionTitle}</p>
              <p className="mt-1 text-ink-900">{change.text}</p>
              <Because label={becauseLabel} reasons={change.because} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The same recommendations, said in other words: before and now. */
function RewordedList({ changes }: { readonly changes: ReadonlyArray<RecommendationReworded> }) {
  const headingId = useId()
  if (changes.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink-900">
        Said differently ({changes.length})
      </h3>
      <ul className="mt-3 flex flex-col gap-3">
        {changes.map((change) => (
          <li
            key={`${change.section}-${change.ruleId}-${change.after}`}
            className="rounded-2xl border border-sand-200 p-4"
          >
            <p className="text-sm font-semibold text-clay-700">{change.sectionTitle}</p>
            <p className="mt-1 text-ink-700">Before: {change.before}</p>
            <p className="mt-1 text-ink-900">Now: {change.after}</p>
            <Because label="Because you answered" reasons={change.because} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The answers behind a line, those that changed marked. */
function Because({
  label,
  reasons,
}: {
  readonly label: string
  readonly reasons: ReadonlyArray<Reason>
}) {
  if (reasons.length === 0) return null
  return (
    <div className="mt-2 text-sm text-ink-700">
      <p className="font-medium">{label}:</p>
      <ul className="mt-1 list-disc pl-5">
        {reasons.map((reason) => (
          <li key={`${reason.question}:${reason.answer}`}>
            {reason.question} <strong className="font-semibold">{reason.answer}</strong>
            {reason.changed && (
              <span className="ml-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-clay-700">
                changed
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
