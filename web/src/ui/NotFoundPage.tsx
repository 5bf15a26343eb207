/** Any path the app does not know (spec §2). */
import { Link } from "@tanstack/react-router"
import { buttonClass } from "./button.tsx"

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl bg-sand-200 text-clay-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8">
          <path
            d="M7 19c0-6 10-6 10-13M12 19c0-4 6-5 6-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <h1 className="font-display text-3xl font-semibold text-ink-900">404 Page Not Found</h1>
      <p className="text-ink-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClass("primary")}>
        Back to home
      </Link>
    </main>
  )
}
