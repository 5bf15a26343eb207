/**
 * A whole-page message: an icon, a heading, a line of text and what to do
 * next (404, "Please Log In", "Analysis Not Found", "not allowed", …). The
 * heading takes focus when asked, so screen-reader users hear why the page
 * changed. `LoadingPanel` is the same frame while something is on its way.
 */
import { type ReactNode, useEffect, useRef } from "react"

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const

/** The pictures a panel can carry, drawn on a 24 × 24 grid. */
export const statePanelIcons = {
  /** Lost: a stray strand (404). */
  strand: <path d="M7 19c0-6 10-6 10-13M12 19c0-4 6-5 6-9" {...stroke} />,
  /** Not for you, or sign in first. */
  lock: <path d="M7 11V8a5 5 0 0110 0v3M6 11h12v9H6z" {...stroke} />,
  /** Looked for and not found. */
  search: <path d="M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L20 20" {...stroke} />,
  /** A report, or none yet. */
  report: <path d="M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5" {...stroke} />,
  /** Something went wrong on our side. */
  alert: <path d="M12 4l9 16H3zM12 10v4M12 17.5v.01" {...stroke} />,
  /** The server (or the network) cannot be reached. */
  offline: (
    <path
      d="M3 9.5a14 14 0 0118 0M6.5 13a9 9 0 0111 0M10 16.5a4 4 0 014 0M12 20v.01M4 4l16 16"
      {...stroke}
    />
  ),
} as const

export type StatePanelIcon = keyof typeof statePanelIcons

const frameClass =
  "mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center"

export function StatePanel({
  icon,
  title,
  children,
  action,
  focusHeading = false,
}: {
  /** the picture above the heading */
  readonly icon: StatePanelIcon
  /** what happened, in a few words, title case ("Please Log In") */
  readonly title: string
  /** one line on why, or what to do */
  readonly children: ReactNode
  /** the way on: a button or a link (every panel has one) */
  readonly action: ReactNode
  /** move focus to the heading when shown, so a screen reader says why the page changed */
  readonly focusHeading?: boolean
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus()
  }, [focusHeading])
  return (
    <main className={frameClass}>
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl bg-sand-200 text-clay-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8">
          {statePanelIcons[icon]}
        </svg>
      </span>
      <h1
        ref={headingRef}
        tabIndex={focusHeading ? -1 : undefined}
        className="font-display text-3xl font-semibold text-ink-900 outline-none"
      >
        {title}
      </h1>
      <p className="text-ink-700">{children}</p>
      {action}
    </main>
  )
}

/** A spinner and what is loading, read out as a status. */
export function LoadingPanel({ children }: { readonly children: string }) {
  return (
    <main className={frameClass}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-sand-200 border-t-clay-500 motion-reduce:animate-none"
      />
      <p role="status" className="font-display text-2xl text-ink-900">
        {children}
      </p>
    </main>
  )
}
