/**
 * The frame of every admin page: the admin pages' links, the "Admin" label,
 * the page's title with a summary under it, an action on the right (Refresh),
 * and the content.
 */
import { Link, useLocation } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { Button } from "../../ui/button.tsx"

/**
 * The CRM page is named after the configured CRM (/admin/hubspot); this
 * generic name opens whichever one is configured, so the tab needs no call.
 */
export const configuredCrm = "crm"

const fixedPages = [
  { to: "/admin", label: "Waitlist" },
  { to: "/admin/funnel", label: "Quiz funnel" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/analysts", label: "AI analysts" },
  { to: "/admin/experts", label: "Experts" },
  { to: "/admin/products", label: "Products" },
] as const

const tabClass =
  "rounded-full border border-sand-300 px-3 py-1 font-medium text-ink-700 hover:border-clay-500 aria-[current=page]:border-clay-600 aria-[current=page]:bg-clay-600 aria-[current=page]:text-white"

/** Every admin page's tab; the CRM's is current on /admin/{any CRM}. */
function AdminTabs() {
  const path = useLocation({ select: (location) => location.pathname.replace(/\/$/, "") })
  const onCrm = path.startsWith("/admin/") && !fixedPages.some((page) => page.to === path)
  return (
    <nav aria-label="Admin pages">
      <ul className="flex flex-wrap gap-2 text-sm">
        {fixedPages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              // A search or a page of the list is still the same tab.
              activeOptions={{ exact: true, includeSearch: false }}
              className={tabClass}
            >
              {page.label}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/admin/$crm"
            params={{ crm: configuredCrm }}
            className={tabClass}
            aria-current={onCrm ? "page" : undefined}
          >
            CRM sync
          </Link>
        </li>
      </ul>
    </nav>
  )
}

export function AdminPage({
  title,
  summary,
  action,
  wide = false,
  children,
}: {
  readonly title: string
  readonly summary?: ReactNode
  readonly action?: ReactNode
  /** For tables with many columns (the outbox). */
  readonly wide?: boolean
  readonly children: ReactNode
}) {
  return (
    <main
      className={`mx-auto flex ${wide ? "max-w-5xl" : "max-w-4xl"} flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14`}
    >
      <AdminTabs />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-[0.2em] text-clay-600 uppercase">Admin</p>
          <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
          {summary}
        </div>
        {action}
      </div>
      {children}
    </main>
  )
}

/** What is on its way, in the page's body: its route's pending component, or a new search or filter. */
export function AdminLoadingLine({ children }: { readonly children: string }) {
  return (
    <p role="status" className="py-10 text-center text-ink-700">
      {children}
    </p>
  )
}

/** Refresh, spinning while the page's data is read again. */
export function RefreshButton({
  refreshing,
  onRefresh,
}: {
  readonly refreshing: boolean
  readonly onRefresh: () => void
}) {
  return (
    <Button
      variant="secondary"
      onClick={onRefresh}
      disabled={refreshing}
      aria-busy={refreshing}
      className="px-5 py-2 text-sm"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`size-4 ${refreshing ? "animate-spin" : ""}`}
      >
        <path
          d="M16 10a6 6 0 11-1.8-4.3M16 3.5v3.2h-3.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Refresh
    </Button>
  )
}
