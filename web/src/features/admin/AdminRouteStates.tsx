/**
 * What an admin route shows before its page can: the page's title and what
 * is on its way while the route's loader reads the data (its pending
 * component); and how the route loads it. A module apart from the pages: a
 * route's pending component loads with the route table, which every page
 * loads first, so it must not bring its page (nor the error component,
 * AdminLoadError.tsx) with it.
 */
import { pageTitle } from "../../lib/pageTitle.ts"
import { AdminLoadingLine, AdminPage } from "./AdminPage.tsx"

export interface AdminPageStates {
  /** the page's heading, and its tab's title before " · Admin" */
  readonly title: string
  /** what the page says while its data is on its way */
  readonly loading: string
  /** what the page shows, as the refusal names it ("the waitlist") */
  readonly what: string
}

export const adminPages = {
  waitlist: {
    title: "Waitlist sign-ups",
    loading: "Loading waitlist entries...",
    what: "the waitlist",
  },
  funnel: { title: "Quiz funnel", loading: "Loading the quiz funnel...", what: "the quiz funnel" },
  outbox: {
    title: "Delivery queue",
    loading: "Loading the delivery queue...",
    what: "the delivery queue",
  },
  analysts: {
    title: "AI analysts",
    loading: "Loading analyst activity...",
    what: "the AI analysts' activity",
  },
  experts: {
    title: "Experts",
    loading: "Loading the directory...",
    what: "the directory of experts",
  },
  products: { title: "Products", loading: "Loading the products...", what: "the products" },
  crm: { title: "CRM sync", loading: "Loading the CRM sync...", what: "the CRM sync" },
} as const satisfies Record<string, AdminPageStates>

/** The admin frame with the page's title and its loading line (the route's pending component). */
export function AdminPending({ page }: { readonly page: AdminPageStates }) {
  return (
    <AdminPage title={page.title}>
      <AdminLoadingLine>{page.loading}</AdminLoadingLine>
    </AdminPage>
  )
}

/**
 * An admin route's title and pending component; its error component is
 * adminLoadError's (AdminLoadError.tsx), loaded only when needed.
 */
export const adminRouteStates = (page: AdminPageStates) => ({
  head: () => pageTitle(`${page.title} · Admin`),
  pendingComponent: () => <AdminPending page={page} />,
})

/**
 * A page's query, read with suspense from what its route loaded. A read
 * again that fails (a poll, Refresh, after a change: the session ended, say)
 * is the route's error too, as the first read's is: the page does not go on
 * showing what may no longer be so.
 */
export const throwIfRefreshFailed = <
  R extends { readonly error: Error | null; readonly isFetching: boolean },
>(
  query: R,
): R => {
  if (query.error !== null && !query.isFetching) throw query.error
  return query
}

/**
 * An admin route's loader: arriving at the page, the route waits for its
 * data (the pending component shows meanwhile; a refusal is the error
 * component's). Within the page (another search, page or period, or Try
 * again) it only starts the read: the page keeps what it shows until the
 * answer comes. Nothing is returned: the router would keep it, and the data
 * belongs in the query cache, which forgets it (queries.ts).
 */
export const loadOnArrival = async (
  cause: "enter" | "stay" | "preload",
  read: () => Promise<unknown>,
): Promise<void> => {
  const reading = read()
  if (cause === "stay") {
    // A failure reaches the page's query, and so the route's error component.
    reading.catch(() => {})
    return
  }
  await reading
}
