/**
 * A whole-page message: an icon, a heading, a line of text and what to do
 * next (404, "Please sign in", "not allowed", …). The heading takes focus
 * when asked, so screen-reader users hear why the page changed.
 */
import { type ReactNode, useEffect, useRef } from "react"

export function StatePanel({
  icon,
  title,
  children,
  action,
  focusHeading = false,
}: {
  readonly icon: ReactNode
  readonly title: string
  readonly children: ReactNode
  readonly action: ReactNode
  readonly focusHeading?: boolean
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus()
  }, [focusHeading])
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl bg-sand-200 text-clay-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8">
          {icon}
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
