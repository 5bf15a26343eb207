import { ReferralCode } from "@strand/domain/waitlist/WaitlistEntry"
import { createFileRoute } from "@tanstack/react-router"
import { Option, Schema } from "effect"
import { waitlistCountQueryOptions } from "../features/waitlist/queries.ts"
import { WaitlistSection } from "../features/waitlist/WaitlistSection.tsx"

const decodeReferralCode = Schema.decodeUnknownOption(ReferralCode)

interface LandingSearch {
  /** Whoever shared the link: sent as the referral code when joining. */
  readonly ref?: string
}

export const Route = createFileRoute("/")({
  // A malformed ?ref= is dropped rather than blocking the visitor from joining.
  validateSearch: (search: Record<string, unknown>): LandingSearch => {
    const ref = Option.getOrUndefined(decodeReferralCode(search.ref))
    return ref ? { ref } : {}
  },
  // Warm the count without holding the page back if the API is slow.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(waitlistCountQueryOptions())
  },
  component: LandingPage,
})

function LandingPage() {
  const { ref } = Route.useSearch()
  return (
    <main className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-sand-200),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <section id="home" aria-labelledby="hero-heading" className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-clay-600 uppercase">
            Hair & scalp health advisor
          </p>
          <h1
            id="hero-heading"
            className="font-display text-5xl leading-[1.05] font-semibold text-ink-900 sm:text-6xl"
          >
            <span className="block text-ink-500/70 line-through decoration-clay-500/70 decoration-4">
              Overwhelm
            </span>
            <span className="block text-clay-700">Clarity</span>
          </h1>
          <p className="max-w-xl text-xl text-ink-700">Transform your hair and scalp health.</p>
          <p className="max-w-xl text-ink-500">
            Strand reads your hair profile, explains what your scalp needs and shops with you, with
            an unbiased AI companion that answers to science, not trends.
          </p>
          <ul className="flex flex-wrap gap-2 text-sm text-ink-700">
            {["Personalised routine", "Ingredient checks", "Made for every texture"].map((item) => (
              <li key={item} className="rounded-full border border-sand-300 bg-white/70 px-3 py-1">
                {item}
              </li>
            ))}
          </ul>
        </section>
        <WaitlistSection referralCode={ref} />
      </div>
    </main>
  )
}
