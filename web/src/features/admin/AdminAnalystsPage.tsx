/**
 * The AI analysts admin page (beyond the spec, /admin/analysts): which
 * analyst this server asks, its circuit breaker, and per provider over the
 * last 24 hours how many analyses there were, how often the rule engine had
 * to answer instead and why, and how long a report took (median and 95th
 * percentile). Read every 30 s or on Refresh; admins only, like /admin.
 */

import type { AnalystActivity, FallbackReason } from "@strand/domain/analysis/AnalysisStore"
import type { AnalystOverview } from "@strand/domain/analysis/AnalystOverview"
import type { BreakerStatus } from "@strand/domain/analysis/CircuitBreaker"
import { useQuery } from "@tanstack/react-query"
import { DateTime } from "effect"
import { AdminRefusal } from "../../ui/AdminRefusal.tsx"
import { AdminPage, RefreshButton } from "./AdminPage.tsx"
import { adminAnalystsQueryOptions } from "./queries.ts"

export const analystsPageTitle = "AI analysts"
export const analystsLoadingText = "Loading analyst activity..."
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
  CircuitOpen: "not asked: the breaker was open after repeated failures",
  Defect: "a bug in Strand's adapter (logged as an error)",
  ShuttingDown: "the server was stopping",
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
  const overview = useQuery(adminAnalystsQueryOptions())

  if (overview.isPending) {
    return (
      <AdminPage title={analystsPageTitle}>
        <p role="status" className="py-10 text-center text-ink-700">
          {analystsLoadingText}
        </p>
      </AdminPage>
    )
  }

  if (overview.isError) {
    return (
      <AdminRefusal
        error={overview.error}
        what="the AI analysts' activity"
        retry={() => void overview.refetch()}
      />
    )
  }

  const { analyst, breaker, activity } = overview.data
  return (
    <AdminPage
      title={analystsPageTitle}
      summary={<CurrentAnalyst analyst={analyst} breaker={breaker} />}
      action={
        <RefreshButton refreshing={overview.isFetching} onRefresh={() => void overview.refetch()} />
      }
    >
      <ActivityTable activity={activity} />
      <ReasonLegend activity={activity} />
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
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Analyses
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Fallback rate
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Fallbacks by reason
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
              key={`${row.provider}/${row.model}`}
              className="border-b border-sand-100 last:border-0"
            >
              <th scope="row" className="px-5 py-3 font-normal">
                <span className="font-semibold text-ink-900">
                  {providerNames[row.provider] ?? row.provider}
                </span>
                <span className="block text-ink-500">{row.model}</span>
              </th>
              <td className="px-3 py-3 text-right tabular-nums">{row.analyses}</td>
              <td className="px-3 py-3 text-right tabular-nums">{fallbackRate(row)}</td>
              <td className="px-3 py-3">
                {Object.keys(row.fallbacks).length === 0 ? (
                  <span className="text-ink-500">none</span>
                ) : (
                  <ul className="flex flex-wrap gap-1.5">
                    {Object.entries(row.fallbacks)
                      .sort(([, a], [, b]) => b - a)
                      .map(([reason, count]) => (
                        <li key={reason} className="rounded-full bg-sand-100 px-2 py-0.5">
                          {reason} {count}
                        </li>
                      ))}
                  </ul>
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

/** What the reasons on the page mean; only those that occurred. */
function ReasonLegend({ activity }: { readonly activity: ReadonlyArray<AnalystActivity> }) {
  const seen = [...new Set(activity.flatMap((row) => Object.keys(row.fallbacks)))]
  if (seen.length === 0) return null
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
      {seen.map((reason) => (
        <div key={reason} className="contents">
          <dt className="font-semibold text-ink-900">{reason}</dt>
          <dd>
            {fallbackReasonText[reason as FallbackReason] ?? "recorded before reasons were kept"}
          </dd>
        </div>
      ))}
    </dl>
  )
}
