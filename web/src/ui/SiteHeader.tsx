/** The bar at the top of every page: the Strand mark home, and the way to the waitlist. */
import { Link } from "@tanstack/react-router"
import { buttonClass } from "./button.tsx"

export function StrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path
        d="M22 48c0-14 20-14 20-28M32 48c0-10 12-12 12-22M20 30c0-8 8-12 12-14"
        fill="none"
        stroke="#fdf8f3"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-sand-200/70 bg-sand-50/85 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg font-display text-xl font-semibold text-clay-700"
        >
          <StrandMark />
          Strand
        </Link>
        <nav aria-label="Main">
          <Link to="/" hash="waitlist" className={buttonClass("primary", "px-5 py-2 text-sm")}>
            Join Waitlist
          </Link>
        </nav>
      </div>
    </header>
  )
}
