/** The frame of the account pages (/login, /signup, /auth, /auth/confirm): one calm card. */
import type { ReactNode } from "react"

export function AccountCard({
  children,
  footer,
}: {
  readonly children: ReactNode
  /** Under the card: the way to the other form, or home. */
  readonly footer?: ReactNode
}) {
  return (
    // Pulled up under the transparent navigation bar, so the glow starts at the top.
    <main className="relative -mt-16 overflow-hidden pt-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[30rem] bg-[radial-gradient(ellipse_at_top,var(--color-sand-200),transparent_65%)]"
      />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
        <div className="rounded-3xl border border-sand-200 bg-white/90 p-6 shadow-xl shadow-ink-900/5 sm:p-8">
          {children}
        </div>
        {footer && <div className="text-center text-sm text-ink-700">{footer}</div>}
      </div>
    </main>
  )
}

export function AccountHeading({
  title,
  intro,
  headingRef,
}: {
  readonly title: string
  readonly intro?: ReactNode
  /** Set to move focus to the heading when it replaces what the person was in. */
  readonly headingRef?: React.Ref<HTMLHeadingElement>
}) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="font-display text-3xl font-semibold text-ink-900 outline-none"
      >
        {title}
      </h1>
      {intro && <p className="text-ink-700">{intro}</p>}
    </div>
  )
}

export const textLinkClass =
  "rounded font-semibold text-clay-700 underline decoration-clay-500/40 underline-offset-4 hover:decoration-clay-600"
