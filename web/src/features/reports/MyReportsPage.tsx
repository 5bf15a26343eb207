/**
 * My Reports (spec §2): the signed-in user's reports, newest first, each
 * with its date, a Fallback badge when Strand's backup analysis wrote it,
 * a link to the full report and a delete button behind a confirmation. They
 * come a page at a time: "Show older reports" reads the next.
 */
import type { AnalysisSummary } from "@strand/domain/analysis/AnalysisStore"
import { useInfiniteQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { DateTime } from "effect"
import { useState } from "react"
import type { SignedInState } from "../../lib/viewer.ts"
import { Button, buttonClass } from "../../ui/button.tsx"
import * as Dialog from "../../ui/dialog.tsx"
import { FallbackBadge } from "../../ui/FallbackBadge.tsx"
import { isUnreachable, UnreachablePanel } from "../../ui/RouteErrorPage.tsx"
import { LoadingPanel, StatePanel } from "../../ui/StatePanel.tsx"
import { CompareReports } from "./CompareReports.tsx"
import { useDeleteReport } from "./mutations.ts"
import { reportListQueryOptions } from "./queries.ts"
import { RetakeReminderPanel } from "./RetakeReminderPanel.tsx"
import { formatReportAge, formatReportDate } from "./reportDates.ts"

export type ReportsViewer = SignedInState

export function MyReportsPage({
  viewer,
  now = () => new Date(),
}: {
  readonly viewer: ReportsViewer
  readonly now?: () => Date
}) {
  const reports = useInfiniteQuery(reportListQueryOptions(viewer === "signed-in"))

  if (viewer === "signed-in" && reports.isPending) {
    return <LoadingPanel>Loading your reports...</LoadingPanel>
  }
  if (viewer === "signed-out") {
    return (
      <StatePanel
        icon="lock"
        title="Please Log In"
        action={
          <Link to="/login" className={buttonClass()}>
            Log In
          </Link>
        }
      >
        Log in to see your hair analysis reports.
      </StatePanel>
    )
  }
  if (reports.isError && isUnreachable(reports.error)) {
    return <UnreachablePanel onRetry={() => void reports.refetch()} />
  }
  if (reports.isError) {
    return (
      <StatePanel
        icon="alert"
        title="Error Loading Reports"
        action={
          <Link to="/" className={buttonClass("secondary")}>
            Go Home
          </Link>
        }
      >
        We couldn't load your reports. Please try again later.
      </StatePanel>
    )
  }
  const list = reports.data ?? []
  if (list.length === 0) {
    return (
      <StatePanel
        icon="report"
        title="No Reports Yet"
        action={
          <Link to="/quiz" className={buttonClass()}>
            Take the Quiz
          </Link>
        }
      >
        Take the hair quiz to get your first personalised report.
      </StatePanel>
    )
  }
  const today = now()
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-4xl font-semibold text-ink-900">My Reports</h1>
        <Link to="/" className={buttonClass("secondary", "px-4 py-2 text-sm")}>
          Back to Home
        </Link>
      </div>
      <ul aria-label="Reports" className="mt-8 flex flex-col gap-4">
        {list.map((report) => (
          <ReportCard key={report.id} report={report} now={today} />
        ))}
      </ul>
      {reports.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            className="px-5 py-2.5 text-sm"
            disabled={reports.isFetchingNextPage}
            aria-busy={reports.isFetchingNextPage}
            onClick={() => void reports.fetchNextPage()}
          >
            {reports.isFetchingNextPage ? "Loading older reports..." : "Show older reports"}
          </Button>
        </div>
      )}
      <RetakeReminderPanel now={today} />
      {list.length >= 2 && <CompareReports reports={list} />}
    </main>
  )
}

function ReportCard({ report, now }: { readonly report: AnalysisSummary; readonly now: Date }) {
  const created = DateTime.toDate(report.createdAt)
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteReport(() => setConfirming(false))
  const titleId = `report-${report.id}`
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-display text-xl font-semibold text-ink-900">
            Hair Analysis Report
          </h2>
          {report.fallbackUsed && <FallbackBadge />}
        </div>
        <p className="mt-1 text-sm text-ink-500">
          <time dateTime={created.toISOString()}>{formatReportDate(created)}</time>
          <span aria-hidden="true"> · </span>
          <span>{formatReportAge(created, now)}</span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Link
          to="/result"
          search={{ analysisId: report.id }}
          className={buttonClass("primary", "px-5 py-2.5 text-sm")}
        >
          View Full Report
        </Link>
        <Dialog.Root
          open={confirming}
          onOpenChange={(details) => setConfirming(details.open)}
          role="alertdialog"
        >
          <Dialog.Trigger
            aria-label="Delete report"
            className="grid size-11 place-items-center rounded-full border border-sand-300 text-ink-500 hover:border-danger-600/50 hover:text-danger-600"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
              <path
                d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Title>Delete Report?</Dialog.Title>
            <Dialog.Description>
              Are you sure you want to delete this hair analysis report? This action cannot be
              undone.
            </Dialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.CloseTrigger className={buttonClass("secondary", "px-5 py-2.5")}>
                Cancel
              </Dialog.CloseTrigger>
              <Button
                className="bg-danger-600 px-5 py-2.5 hover:bg-danger-600/90 disabled:hover:bg-danger-600"
                disabled={remove.isPending}
                onClick={() => remove.mutate(report.id)}
              >
                {remove.isPending ? "Deleting..." : "Delete"}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Root>
      </div>
    </li>
  )
}
