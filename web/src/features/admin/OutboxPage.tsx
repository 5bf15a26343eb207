/**
 * The outbox admin page (beyond the spec): every e-mail and CRM push Strand
 * has queued, how each is doing, and why one failed. A job that ran out of
 * attempts is "given up" and can be retried from here; everything else is
 * retried by Strand on its own.
 */
import type { OutboxOverview } from "@strand/api/contract/outbox/OutboxAnswers"
import type { OutboxEntry, OutboxStatus } from "@strand/domain/outbox/Outbox"
import { countText } from "@strand/domain/text/CountText"
import { useSuspenseQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { DateTime } from "effect"
import { useState, useTransition } from "react"
import { formatAdminTime } from "../../ui/AdminRefusal.tsx"
import { Button, buttonClass } from "../../ui/button.tsx"
import { AdminLoadingLine, AdminPage } from "./AdminPage.tsx"
import { adminPages, throwIfRefreshFailed } from "./AdminRouteStates.tsx"
import { outboxQueryOptions, useRetryJob } from "./outboxQueries.ts"

export const statusNames: Readonly<Record<OutboxStatus, string>> = {
  pending: "Waiting",
  running: "Sending",
  done: "Delivered",
  dead: "Given up",
}

const statusStyles: Readonly<Record<OutboxStatus, string>> = {
  pending: "bg-sand-100 text-ink-700",
  running: "bg-sage-100 text-sage-700",
  done: "bg-sage-100 text-sage-700",
  dead: "bg-danger-600/10 text-danger-600",
}

const filters: ReadonlyArray<OutboxStatus | undefined> = [
  undefined,
  "dead",
  "pending",
  "running",
  "done",
]

const time = (value: DateTime.Utc | null) =>
  value === null ? "" : formatAdminTime(DateTime.toDateUtc(value))

export function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined)
  // Another filter's jobs load while the page stays (a transition), then show.
  const [filtering, startFiltering] = useTransition()
  const outbox = throwIfRefreshFailed(useSuspenseQuery(outboxQueryOptions(status)))
  return (
    <AdminPage
      wide
      title={adminPages.outbox.title}
      summary={
        <p className="max-w-2xl text-ink-700">
          Every e-mail and CRM push waits here until it is delivered. Strand retries failures on its
          own, waiting longer each time; after its last attempt a job is given up, and you can retry
          it once the cause is fixed.
        </p>
      }
      action={
        <Link to="/" className={buttonClass("secondary", "px-5 py-2 text-sm")}>
          Back to Home
        </Link>
      }
    >
      {filtering ? (
        <AdminLoadingLine>{adminPages.outbox.loading}</AdminLoadingLine>
      ) : (
        <OutboxView
          overview={outbox.data}
          status={status}
          onStatus={(next) => startFiltering(() => setStatus(next))}
        />
      )}
    </AdminPage>
  )
}

/** The counts, the filter and the jobs; stories render it with fixed data. */
export function OutboxView({
  overview,
  status,
  onStatus,
}: {
  readonly overview: OutboxOverview
  readonly status: OutboxStatus | undefined
  readonly onStatus: (status: OutboxStatus | undefined) => void
}) {
  return (
    <>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {filters.map((filter) => {
          const count =
            filter === undefined
              ? Object.values(overview.counts).reduce((a, b) => a + b, 0)
              : overview.counts[filter]
          const selected = filter === status
          return (
            <button
              key={filter ?? "all"}
              type="button"
              aria-pressed={selected}
              onClick={() => onStatus(filter)}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 ${selected ? "border-clay-600 bg-clay-600 text-white" : "border-sand-300 bg-white text-ink-700 hover:border-clay-500"}`}
            >
              {filter === undefined ? "All" : statusNames[filter]} ({countText(count)})
            </button>
          )
        })}
      </fieldset>
      {overview.jobs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 py-10 text-center text-ink-700">
          Nothing here.
        </p>
      ) : (
        <ul aria-label="Jobs" className="flex flex-col gap-2">
          {overview.jobs.map((job) => (
            <Job key={job.id} job={job} />
          ))}
        </ul>
      )}
    </>
  )
}

function Job({ job }: { readonly job: OutboxEntry }) {
  const retry = useRetryJob()
  const when =
    job.status === "pending" && job.nextAttemptAt !== null
      ? `next attempt ${time(job.nextAttemptAt)}`
      : job.finishedAt !== null
        ? `${job.status === "done" ? "delivered" : "given up"} ${time(job.finishedAt)}`
        : `queued ${time(job.createdAt)}`
  return (
    <li className="grid gap-2 rounded-2xl border border-sand-200 bg-white px-5 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[job.status]}`}
          >
            {statusNames[job.status]}
          </span>
          <span className="break-all font-medium text-ink-900">{job.description}</span>
        </p>
        <p className="mt-1 text-sm text-ink-500">
          {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"} · {when}
        </p>
        {job.lastError !== null && job.status !== "done" && (
          <p className="mt-1 text-sm break-words text-danger-600">{job.lastError}</p>
        )}
      </div>
      {job.status === "dead" && (
        <Button
          variant="secondary"
          className="px-4 py-1.5 text-sm"
          disabled={retry.isPending}
          aria-busy={retry.isPending}
          onClick={() => retry.mutate(job.id)}
        >
          Retry
        </Button>
      )}
    </li>
  )
}
