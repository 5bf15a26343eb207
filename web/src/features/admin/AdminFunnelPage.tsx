/**
 * The quiz funnel (beyond the spec), for Strand's team: of the visits that
 * started the quiz in the chosen days, how many completed it, e-mailed
 * themselves the report and invited a friend; how far people got, question
 * by question, and where those who stopped left. Counted from the
 * engagement events (lib/engagement.ts), which name no one.
 */
import type { EngagementLabel } from "@strand/domain/engagement/EngagementEvent"
import type { FunnelPeriod, QuizFunnel } from "@strand/domain/engagement/QuizFunnel"
import { findQuestion } from "@strand/domain/quiz/QuizCatalogue"
import { countText } from "@strand/domain/text/CountText"
import { useSuspenseQuery } from "@tanstack/react-query"
import { Result } from "effect"
import { Suspense, useId } from "react"
import { Button } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { AdminLoadingLine, AdminPage } from "./AdminPage.tsx"
import { adminPages, throwIfRefreshFailed } from "./AdminRouteStates.tsx"
import { type FunnelSearch, formatDay, funnelPresets, lastDays, periodOf } from "./funnelPeriod.ts"
import { adminFunnelQueryOptions } from "./queries.ts"

export const funnelEmptyText = "Nobody started the quiz in these days."

const eventNames: Record<EngagementLabel, string> = {
  quiz_start: "Quiz started",
  question_view: "Question shown",
  quiz_complete: "Quiz completed",
  email_report: "Report e-mailed",
  feedback_sent: "Feedback sent",
  share: "Referral link shared",
}

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 })
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)

/** Visits are counted without cookies, one per browser tab (lib/engagement.ts). */
export const funnelVisitNote =
  "A visit is one browser tab: a person who uses two tabs, or comes back in a new one, counts twice."

export function AdminFunnelPage({
  days,
  onDays,
  today = () => new Date(),
}: {
  /** The days shown, both included (YYYY-MM-DD, the admin's time zone). */
  readonly days: Required<FunnelSearch>
  readonly onDays: (days: Required<FunnelSearch>) => void
  readonly today?: () => Date
}) {
  const period = periodOf(days)
  return (
    <AdminPage
      title={adminPages.funnel.title}
      summary={
        <p className="text-ink-700">
          Visits that started the quiz from {formatDay(days.from)} to {formatDay(days.to)}.{" "}
          {funnelVisitNote}
        </p>
      }
    >
      <PeriodPicker
        days={days}
        onDays={onDays}
        today={today}
        problem={Result.isFailure(period) ? period.failure : undefined}
      />
      {/* Days that make no period are not asked about. Other days load under
          the picker, which stays (the route loaded the first). */}
      {Result.isSuccess(period) && (
        <Suspense fallback={<AdminLoadingLine>{adminPages.funnel.loading}</AdminLoadingLine>}>
          <FunnelOfPeriod period={period.success} />
        </Suspense>
      )}
    </AdminPage>
  )
}

function FunnelOfPeriod({ period }: { readonly period: FunnelPeriod }) {
  const funnel = throwIfRefreshFailed(useSuspenseQuery(adminFunnelQueryOptions(period))).data
  if (funnel.started === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-sand-300 py-10 text-center text-ink-700">
        {funnelEmptyText}
      </p>
    )
  }
  return <FunnelReport funnel={funnel} />
}

function PeriodPicker({
  days,
  onDays,
  today,
  problem,
}: {
  readonly days: Required<FunnelSearch>
  readonly onDays: (days: Required<FunnelSearch>) => void
  readonly today: () => Date
  readonly problem: string | undefined
}) {
  const problemId = useId()
  return (
    <form
      aria-label="Period"
      aria-describedby={problem ? problemId : undefined}
      className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.TextField
          label="From"
          type="date"
          value={days.from}
          onChange={(event) => {
            const from = event.currentTarget.value
            if (from) onDays({ ...days, from })
          }}
        />
        <Field.TextField
          label="To"
          type="date"
          value={days.to}
          error={problem}
          onChange={(event) => {
            const to = event.currentTarget.value
            if (to) onDays({ ...days, to })
          }}
        />
      </div>
      <ul aria-label="Quick periods" className="flex flex-wrap gap-2">
        {funnelPresets.map((count) => {
          const preset = lastDays(count, today())
          const chosen = preset.from === days.from && preset.to === days.to
          return (
            <li key={count}>
              <Button
                variant="secondary"
                aria-pressed={chosen}
                className="px-4 py-1.5 text-sm aria-pressed:border-clay-600 aria-pressed:text-clay-700"
                onClick={() => onDays(preset)}
              >
                Last {count} days
              </Button>
            </li>
          )
        })}
      </ul>
      {problem && <Field.FormError id={problemId}>{problem}</Field.FormError>}
    </form>
  )
}

function FunnelReport({ funnel }: { readonly funnel: QuizFunnel }) {
  const steps = [
    { label: "Started the quiz", count: funnel.started },
    { label: "Completed it", count: funnel.completed },
    { label: "E-mailed a report", count: funnel.emailedReport },
    { label: "Invited a friend", count: funnel.invitedFriend },
  ]
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="funnel-steps-heading"
        className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
      >
        <h2 id="funnel-steps-heading" className="font-display text-xl font-semibold text-ink-900">
          From start to invitation
        </h2>
        <ol className="mt-4 flex flex-col gap-4">
          {steps.map((step) => (
            <li key={step.label}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="font-medium text-ink-900">{step.label}</span>
                <span className="text-ink-700">
                  <span className="font-display text-2xl font-semibold text-ink-900">
                    {countText(step.count)}
                  </span>{" "}
                  ({percent.format(share(step.count, funnel.started))})
                </span>
              </div>
              <Bar fraction={share(step.count, funnel.started)} />
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="funnel-questions-heading"
        className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
      >
        <h2
          id="funnel-questions-heading"
          className="font-display text-xl font-semibold text-ink-900"
        >
          Where people left
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          Each question: how many visits reached it, and how many of those stopped there without
          completing the quiz.
        </p>
        {funnel.questions.length === 0 ? (
          <p className="mt-4 text-ink-700">No question was shown yet.</p>
        ) : (
          <table className="mt-4 w-full text-left text-sm">
            <thead className="text-ink-500">
              <tr className="border-b border-sand-200">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Question
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Reached
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Left here
                </th>
              </tr>
            </thead>
            <tbody>
              {funnel.questions.map((row) => (
                <tr key={row.question} className="border-b border-sand-200 last:border-0">
                  <th scope="row" className="py-2.5 pr-3 font-normal text-ink-900">
                    {findQuestion(row.question)?.title ?? row.question}
                    <Bar fraction={share(row.reached, funnel.started)} />
                  </th>
                  <td className="py-2.5 pr-3 text-right align-top text-ink-900 tabular-nums">
                    {countText(row.reached)}
                  </td>
                  <td className="py-2.5 text-right align-top text-ink-900 tabular-nums">
                    {countText(row.left)}
                    {row.left > 0 && (
                      <span className="block text-xs text-ink-500">
                        {percent.format(share(row.left, row.reached))} of those who reached it
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section
        aria-labelledby="funnel-events-heading"
        className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
      >
        <h2 id="funnel-events-heading" className="font-display text-xl font-semibold text-ink-900">
          Every event in these days
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          All visits, including those that started the quiz earlier.
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {funnel.events.map((row) => (
            <div key={row.label} className="rounded-2xl bg-sand-100 px-4 py-3">
              <dt className="text-sm text-ink-700">{eventNames[row.label]}</dt>
              <dd className="font-display text-2xl font-semibold text-ink-900">
                {countText(row.count)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}

function Bar({ fraction }: { readonly fraction: number }) {
  return (
    <span aria-hidden="true" className="mt-1.5 block h-2 overflow-hidden rounded-full bg-sand-200">
      <span
        className="block h-full rounded-full bg-clay-500"
        style={{ width: `${Math.round(Math.min(Math.max(fraction, 0), 1) * 100)}%` }}
      />
    </span>
  )
}
