/**
 * The waitlist admin page (spec §2): how many have signed up and who, newest
 * data every 30 s or on Refresh. Signed-out visitors are asked to sign in;
 * signed-in people who are not on Strand's team are told the page is not
 * theirs (a 403 from the API, which decides who is an admin; AdminPage.tsx).
 */

import { countText } from "@strand/domain/text/CountText"
import { withoutBidiControls } from "@strand/domain/text/PlainText"
import { describeHairConcern } from "@strand/domain/waitlist/HairConcern"
import type { WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import { useQuery } from "@tanstack/react-query"
import { DateTime } from "effect"
import { AdminRefusal } from "../../ui/AdminRefusal.tsx"
import { AdminPage, RefreshButton } from "./AdminPage.tsx"
import { mailtoHref } from "./mailto.ts"
import { adminWaitlistQueryOptions } from "./queries.ts"

export const loadingText = "Loading waitlist entries..."
export const emptyText = "No waitlist entries yet."
export const pageTitle = "Waitlist sign-ups"

const joinedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" })

/** "November 3, 2026 at 4:05 PM", in the reader's time zone. */
export const formatJoined = (joined: Date): string => joinedFormat.format(joined)

export function AdminWaitlistPage() {
  const waitlist = useQuery(adminWaitlistQueryOptions())

  if (waitlist.isPending) {
    return (
      <AdminPage title={pageTitle}>
        <p role="status" className="py-10 text-center text-ink-700">
          {loadingText}
        </p>
      </AdminPage>
    )
  }

  if (waitlist.isError) {
    return (
      <AdminRefusal
        error={waitlist.error}
        what="the waitlist"
        retry={() => void waitlist.refetch()}
      />
    )
  }

  const { total, entries } = waitlist.data
  return (
    <AdminPage
      title={pageTitle}
      summary={
        <p className="text-ink-700">
          <span className="font-display text-2xl font-semibold text-ink-900">
            {countText(total)}
          </span>{" "}
          total {total === 1 ? "sign-up" : "sign-ups"}
        </p>
      }
      action={
        <RefreshButton refreshing={waitlist.isFetching} onRefresh={() => void waitlist.refetch()} />
      }
    >
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 py-10 text-center text-ink-700">
          {emptyText}
        </p>
      ) : (
        <ul aria-label="Waitlist entries" className="flex flex-col gap-3">
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </AdminPage>
  )
}

function EntryCard({ entry }: { readonly entry: WaitlistEntry }) {
  const joined = DateTime.toDateUtc(entry.createdAt)
  return (
    <li className="grid gap-x-6 gap-y-1 rounded-2xl border border-sand-200 bg-white px-5 py-4 shadow-xs sm:grid-cols-[1fr_auto]">
      <div className="min-w-0">
        {/* What people typed is isolated (bdi) and stripped of bidi overrides,
            so it cannot reorder the text around it. */}
        <p className="font-semibold text-ink-900">
          <bdi>{withoutBidiControls(entry.name)}</bdi>
        </p>
        <a
          href={mailtoHref(entry.email)}
          className="rounded break-all text-clay-700 underline decoration-clay-500/40 underline-offset-4 hover:decoration-clay-600"
        >
          <bdi>{withoutBidiControls(entry.email)}</bdi>
        </a>
        {entry.hairConcerns !== undefined && entry.hairConcerns !== "" && (
          <p className="mt-2 text-sm text-ink-700">
            <span className="font-medium text-ink-500">Hair concerns: </span>
            <bdi>{withoutBidiControls(describeHairConcern(entry.hairConcerns))}</bdi>
          </p>
        )}
      </div>
      <p className="text-sm text-ink-500 sm:text-right">
        Joined <time dateTime={joined.toISOString()}>{formatJoined(joined)}</time>
      </p>
    </li>
  )
}
