/**
 * The AI analysts admin page (beyond the spec, /admin/analysts): which
 * analyst this server asks, its circuit breaker, and per provider, model and
 * prompt version over the last 24 hours how many analyses there were, how
 * often the rule engine had to answer instead and why, how often a
 * provider's lines were dropped before anyone read them and why, and how
 * long a report took (median and 95th percentile). Read every 30 s or on
 * Refresh; admins only, like /admin.
 */

import type { AnalystActivity, FallbackReason } from "@strand/domain/analysis/AnalysisStore"
import type { AnalystOverview } from "@strand/domain/analysis/AnalystOverview"
import type { BreakerStatus } from "@strand/domain/analysis/CircuitBreaker"
import type { DroppedLineReason } from "@strand/domain/analysis/DroppedLine"
import { useSuspenseQuery } from "@tanstack/react-query"
import { DateTime } from "effect"
import { AdminPage, RefreshButton } from "./AdminPage.tsx"
import { adminPages, throwIfRefreshFailed } from "./AdminRouteStates.tsx"
import { adminAnalystsQueryOptions } from "./queries.ts"

export const noActivityText = "No analyses in the last 24 hours."

const providerNames: Readonly<Record<string, string>> = {
  openai: "OpenAI (or compatible)",
  anthropic: "Anthropic",
  rules: "Strand's rule engine",
}

/** What each reason in the fallback column means. */
export const fallbackReasonText: Readonly<Record<FallbackReason, string>> = {
  Timeout: "no answer within the time budget",
  Network: "the provider could not be reached",
  RateLimited: "the provider's rate limit or quota (429)",
  Unavailable: "the provider's server error or overload (5xx)",
  Rejected: "the provider refused the request (4xx: key, model, request)",
  Refused: "the model declined to answer",
  Truncated: "the answer was cut off at the token limit",
  InvalidResponse: "the answer was not a usable report",
  Contradicted: "more than a quarter of its lines contradicted the person's answers",
  CircuitOpen: "not asked: the breaker was open after repeated failures",
  Defect: "a bug in Strand's adapter (logged as an error)",
  ShuttingDown: "the server was stopping",
}

/** What each reason in the dropped-lines column means. */
export const droppedReasonText: Readonly<Record<DroppedLineReason, string>> = {
  texture: "called the hair by a texture the person did not give",
  length: "advice for a length the hair is not",
  scalp: "a scalp state the person did not report",
  wash: "a wash habit the person did not give",
  sex: "advice for the other sex",
  processing: "chemistry the person did not report, or none where they did",
  pathway: "a line a clinical pathway forbids beside it",
  reassurance: "reassurance beside a sign that needs a professional",
  consistency: "a contradiction the report-wide check found",
  generic: "cited none of the person's answers, past the cap of three",
}

const timeFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" })

export const formatMillis = (millis: number | undefined): string =>
  millis === undefined
    ? "–"
    : millis < 1000
      ? `${Math.round(millis)} ms`
      : `${(millis / 1000).toFixed(1)} s`

const fallbackCount = (activity: AnalystActivity) =>
  Object.values(activity.fallbacks).reduce((sum, count) => sum + count, 0)

export const fallbackRate = (activity: AnalystActivity): string =>
  activity.analyses === 0
    ? "–"
    : `${Math.round((fallbackCount(activity) / activity.analyses) * 100)}%`

export function AdminAnalystsPage() {
  const overview = throwIfRefreshFailed(useSuspenseQuery(adminAnalystsQueryOptions()))
  const { analyst, breaker, activity } = overview.data
  return (
    <AdminPage
      title={adminPages.analysts.title}
      summary={<CurrentAnalyst analyst={analyst} breaker={breaker} />}
      action={
        <RefreshButton refreshing={overview.isFetching} onRefresh={() => void overview.refetch()} />
      }
    >
      <ActivityTable activity={activity} />
      <ReasonLegend
        title="Fallback reasons"
        seen={activity.flatMap((row) => Object.keys(row.fallbacks))}
        meaning={(reason) => fallbackReasonText[reason as FallbackReason]}
      />
      <ReasonLegend
        title="Why lines were dropped"
        seen={activity.flatMap((row) => Object.keys(row.droppedLines))}
        meaning={(reason) => droppedReasonText[reason as DroppedLineReason]}
      />
    </AdminPage>
  )
}

function CurrentAnalyst({
  analyst,
  breaker,
}: {
  readonly analyst: AnalystOverview["analyst"]
  readonly breaker: BreakerStatus
}) {
  return (
    <div className="mt-1 flex flex-col gap-2 text-ink-700">
      <p>
        This server asks{" "}
        <strong className="font-semibold text-ink-900">
          {providerNames[analyst.provider] ?? analyst.provider}
        </strong>
        , model <code className="rounded bg-sand-100 px-1.5 py-0.5 text-sm">{analyst.model}</code>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <BreakerPill breaker={breaker} />
        {breaker.consecutiveFailures > 0 && (
          <span>
            {breaker.consecutiveFailures} failure{breaker.consecutiveFailures === 1 ? "" : "s"} in a
            row
          </span>
        )}
      </p>
    </div>
  )
}

function BreakerPill({ breaker }: { readonly breaker: BreakerStatus }) {
  const [text, tone] =
    breaker.state === "closed"
      ? ["Breaker closed: the provider is asked", "bg-sage-100 text-sage-700"]
      : breaker.state === "half-open"
        ? ["Breaker half-open: the next analysis is a trial", "bg-sand-200 text-ink-900"]
        : [
            `Breaker open until ${timeFormat.format(DateTime.toDate(breaker.openUntil ?? DateTime.nowUnsafe()))}: the rule engine answers`,
            "bg-clay-600 text-white",
          ]
  return <span className={`rounded-full px-3 py-1 font-semibold ${tone}`}>{text}</span>
}

function ActivityTable({ activity }: { readonly activity: ReadonlyArray<AnalystActivity> }) {
  if (activity.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-sand-300 py-10 text-center text-ink-700">
        {noActivityText}
      </p>
    )
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="px-5 pt-4 pb-2 text-left font-display text-lg font-semibold text-ink-900">
          Last 24 hours
        </caption>
        <thead className="border-b border-sand-200 text-ink-500">
          <tr>
            <th scope="col" className="px-5 py-2 font-medium">
              Analyst
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Prompt
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Analyses
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Fallback rate
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Fallbacks by reason
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Lines dropped by reason
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Median
            </th>
            <th scope="col" className="px-5 py-2 text-right font-medium">
              95th percentile
            </th>
          </tr>
        </thead>
        <tbody>
          {activity.map((row) => (
            <tr
              key={`${row.provider}/${row.model}/${row.promptVersion ?? ""}`}
              className="border-b border-sand-100 last:border-0"
            >
              <th scope="row" className="px-5 py-3 font-normal">
                <span className="font-semibold text-ink-900">
                  {providerNames[row.provider] ?? row.provider}
                </span>
                <span className="block text-ink-500">{row.model}</span>
              </th>
              <td className="px-3 py-3">
                {row.promptVersion === undefined ? (
                  <span className="text-ink-500">–</span>
                ) : (
                  <code className="rounded bg-sand-100 px-1.5 py-0.5">{row.promptVersion}</code>
                )}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{row.analyses}</td>
              <td className="px-3 py-3 text-right tabular-nums">{fallbackRate(row)}</td>
              <td className="px-3 py-3">
                <Counts counts={row.fallbacks} />
              </td>
              <td className="px-3 py-3">
                <Counts counts={row.droppedLines} />
                {row.analysesWithDroppedLines > 0 && (
                  <span className="mt-1 block text-ink-500">
                    in {row.analysesWithDroppedLines} of {row.analyses} analyses
                  </span>
                )}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">
                {formatMillis(row.medianMillis)}
              </td>
              <td className="px-5 py-3 text-right tabular-nums">{formatMillis(row.p95Millis)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Counts by reason, most frequent first. */
function Counts({ counts }: { readonly counts: Readonly<Record<string, number>> }) {
  if (Object.keys(counts).length === 0) return <span className="text-ink-500">none</span>
  return (
    <ul className="flex flex-wrap gap-1.5">
      {Object.entries(counts)
        .sort(([, a], [, b]) => b - a)
        .map(([reason, count]) => (
          <li key={reason} className="rounded-full bg-sand-100 px-2 py-0.5">
            {reason} {count}
          </li>
        ))}
    </ul>
  )
}

/** What the reasons on the page mean; only those that occurred. */
function ReasonLegend({
  title,
  seen,
  meaning,
}: {
  readonly title: string
  readonly seen: ReadonlyArray<string>
  readonly meaning: (reason: string) => string | undefined
}) {
  const reasons = [...new Set(seen)]
  if (reasons.length === 0) return null
  return (
    <section aria-label={title}>
      <h2 className="font-display text-lg font-semibold text-ink-900">{title}</h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
        {reasons.map((reason) => (
          <div key={reason} className="contents">
            <dt className="font-semibold text-ink-900">{reason}</dt>
            <dd>{meaning(reason) ?? "recorded before reasons were kept"}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
