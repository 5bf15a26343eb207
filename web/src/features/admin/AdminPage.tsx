/**
 * The frame of every admin page: the admin pages' links, the "Admin" label,
 * the page's title with a summary under it, an action on the right (Refresh),
 * and the content.
 */
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { Button } from "../../ui/button.tsx"

const adminPages = [
  { to: "/admin", label: "Waitlist" },
  { to: "/admin/funnel", label: "Quiz funnel" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/analysts", label: "AI analysts" },
  { to: "/admin/products", label: "Products" },
] as const

export function AdminPage({
  title,
  summary,
  action,
  children,
}: {
  readonly title: string
  readonly summary?: ReactNode
  readonly action?: ReactNode
  readonly children: ReactNode
}) {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <nav aria-label="Admin pages">
        <ul className="flex flex-wrap gap-2 text-sm">
          {adminPages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                activeOptions={{ exact: true }}
                className="rounded-full border border-sand-300 px-3 py-1 font-medium text-ink-700 hover:border-clay-500 data-[status=active]:border-clay-600 data-[status=active]:bg-clay-600 data-[status=active]:text-white"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
