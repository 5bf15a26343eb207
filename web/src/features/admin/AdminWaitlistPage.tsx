/**
 * The waitlist admin page (spec §2): how many have signed up and who, a page
 * at a time (newest first, by key: the URL keeps the search and the page),
 * newest data every 30 s or on Refresh, and the whole list (or the search's)
 * as a CSV file. Signed-out visitors are asked to sign in; signed-in people
 * who are not on Strand's team are told the page is not theirs (a 403 from
 * the API, which decides who is an admin; AdminPage.tsx).
 */

import { countText } from "@strand/domain/text/CountText"
import { withoutBidiControls } from "@strand/domain/text/TextFields"
import { describeHairConcern } from "@strand/domain/waitlist/HairConcern"
import type { WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import { useSuspenseQuery } from "@tanstack/react-query"
import { DateTime } from "effect"
import { type FormEvent, useDeferredValue } from "react"
import { Button, buttonClass } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { AdminPage, RefreshButton } from "./AdminPage.tsx"
import { adminPages, throwIfRefreshFailed } from "./AdminRouteStates.tsx"
import { mailtoHref } from "./mailto.ts"
import { adminWaitlistQueryOptions } from "./queries.ts"
import {
  sameWaitlistView,
  searchMaxLength,
  type WaitlistView,
  waitlistCsvHref,
} from "./waitlistView.ts"

export const emptyText = "No waitlist entries yet."

const joinedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" })

/** "November 3, 2026 at 4:05 PM", in the reader's time zone. */
export const formatJoined = (joined: Date): string => joinedFormat.format(joined)

export function AdminWaitlistPage({
  view,
  onView,
}: {
  readonly view: WaitlistView
  /** Shows another search or page (the route puts it in the URL). */
  readonly onView: (view: WaitlistView) => void
}) {
  // Another page or search is on its way: the one on screen stays until it
  // comes (React renders the new view aside, and shows it once it is loaded).
  const shown = useDeferredValue(view)
  const turning = !sameWaitlistView(shown, view)
  const waitlist = throwIfRefreshFailed(useSuspenseQuery(adminWaitlistQueryOptions(shown)))
  const { total, entries, newer, older } = waitlist.data
  return (
    <AdminPage
      title={adminPages.waitlist.title}
      summary={
        <p className="text-ink-700">
          <span className="font-display text-2xl font-semibold text-ink-900">
            {countText(total)}
          </span>{" "}
          total {total === 1 ? "sign-up" : "sign-ups"}
        </p>
      }
      action={
        <div className="flex flex-wrap gap-2">
          <a
            href={waitlistCsvHref(view.search)}
            download
            className={buttonClass("secondary", "px-5 py-2 text-sm")}
          >
            {view.search === undefined ? "Download CSV" : "Download these as CSV"}
          </a>
          <RefreshButton
            refreshing={waitlist.isFetching || turning}
            onRefresh={() => void waitlist.refetch()}
          />
        </div>
      }
    >
      <WaitlistSearch
        key={view.search ?? ""}
        search={view.search}
        onSearch={(search) => onView(search === undefined ? {} : { search })}
      />
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 py-10 text-center text-ink-700">
          {view.search !== undefined
            ? `No sign-ups match “${view.search}”.`
            : view.after !== undefined || view.before !== undefined
              ? "No more sign-ups this way."
              : emptyText}
        </p>
      ) : (
        <ul
          aria-label="Waitlist entries"
          aria-busy={turning}
          className={`flex flex-col gap-3 transition-opacity ${turning ? "opacity-60" : ""}`}
        >
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <WaitlistPager
        onNewest={
          view.after !== undefined || view.before !== undefined
            ? () => onView({ search: view.search })
            : undefined
        }
        onNewer={
          newer === undefined
            ? undefined
            : () => onView({ ...view, after: undefined, before: newer })
        }
        onOlder={
          older === undefined
            ? undefined
            : () => onView({ ...view, before: undefined, after: older })
        }
      />
    </AdminPage>
  )
}

/** Search by name or e-mail: applied on Enter or Search, cleared with Show everyone. */
function WaitlistSearch({
  search,
  onSearch,
}: {
  readonly search: string | undefined
  readonly onSearch: (search: string | undefined) => void
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = String(new FormData(event.currentTarget).get("search") ?? "").trim()
    onSearch(typed === "" ? undefined : typed)
  }
  return (
    <search>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field.Root className="min-w-60 flex-1">
          <Field.Label>Search by name or e-mail</Field.Label>
          <Field.Input
            name="search"
            type="search"
            defaultValue={search ?? ""}
            maxLength={searchMaxLength}
            autoComplete="off"
          />
        </Field.Root>
        <Button type="submit" variant="secondary" className="px-5 py-3 text-sm">
          Search
        </Button>
        {search !== undefined && (
          <Button
            variant="secondary"
            className="px-5 py-3 text-sm"
            onClick={() => onSearch(undefined)}
          >
            Show everyone
          </Button>
        )}
      </form>
    </search>
  )
}

/** Newer and older pages of the list (and back to the newest), where there are any. */
function WaitlistPager({
  onNewest,
  onNewer,
  onOlder,
}: {
  readonly onNewest: (() => void) | undefined
  readonly onNewer: (() => void) | undefined
  readonly onOlder: (() => void) | undefined
}) {
  if (onNewest === undefined && onNewer === undefined && onOlder === undefined) return null
  return (
    <nav aria-label="Waitlist pages" className="flex flex-wrap justify-between gap-2">
      <div className="flex gap-2">
        {onNewest !== undefined && (
          <Button variant="secondary" className="px-5 py-2 text-sm" onClick={onNewest}>
            Newest
          </Button>
        )}
        <Button
          variant="secondary"
          className="px-5 py-2 text-sm"
          disabled={onNewer === undefined}
          onClick={onNewer}
        >
          Newer sign-ups
        </Button>
      </div>
      <Button
        variant="secondary"
        className="px-5 py-2 text-sm"
        disabled={onOlder === undefined}
        onClick={onOlder}
      >
        Older sign-ups
      </Button>
    </nav>
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
