/**
 * The frame every admin page shares: "Admin", the page's heading, the way
 * between the admin pages, and what the API's refusals mean (401: sign in;
 * 403: not on Strand's team; anything else: try again).
 */
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { ApiFailure } from "../../lib/apiClient.ts"
import { Button, buttonClass } from "../../ui/button.tsx"
import { StatePanel } from "../../ui/StatePanel.tsx"

const adminPages = [
  { to: "/admin", label: "Waitlist" },
  { to: "/admin/funnel", label: "Quiz funnel" },
] as const

export function AdminPage({
  title,
  summary,
  actions,
  children,
}: {
  readonly title: string
  readonly summary?: ReactNode
  readonly actions?: ReactNode
  readonly children: ReactNode
}) {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <nav aria-label="Admin pages">
        <ul className="flex flex-wrap gap-2">
          {adminPages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                activeOptions={{ exact: true }}
                className="inline-flex rounded-full border border-sand-300 bg-white px-4 py-1.5 text-sm font-semibold text-ink-700 hover:border-clay-500 hover:text-clay-700 aria-[current=page]:border-clay-600 aria-[current=page]:bg-clay-600 aria-[current=page]:text-white"
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
        {actions}
      </div>
      {children}
    </main>
  )
}

/** Why an admin page could not load, and what to do about it. */
export function AdminProblem({
  error,
  what,
  onRetry,
}: {
  readonly error: unknown
  /** What was being loaded: "the waitlist". */
  readonly what: string
  readonly onRetry: () => void
}) {
  const status = error instanceof ApiFailure ? error.status : undefined
  const message = error instanceof Error ? error.message : ""
  if (status === 401) {
    return (
      <StatePanel
        icon="lock"
        title="Please sign in"
        focusHeading
        action={
          <Link to="/auth" className={buttonClass("primary")}>
            Sign in
          </Link>
        }
      >
        The admin pages are for Strand's team. Sign in with your team e-mail to see {what}.
      </StatePanel>
    )
  }
  if (status === 403) {
    return (
      <StatePanel
        icon="lock"
        title="This page isn't available to you"
        focusHeading
        action={
          <Link to="/" className={buttonClass("primary")}>
            Go Home
          </Link>
        }
      >
        {message}
      </StatePanel>
    )
  }
  return (
    <StatePanel
      icon="alert"
      title={`We couldn't load ${what}`}
      focusHeading
      action={<Button onClick={onRetry}>Try again</Button>}
    >
      {message}
    </StatePanel>
  )
}
