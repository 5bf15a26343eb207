import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { VisionSection } from "../features/vision/VisionSection.tsx"
import { waitlistCountQueryOptions } from "../features/waitlist/queries.ts"
import { WaitlistSection } from "../features/waitlist/WaitlistSection.tsx"
import { validateReferralSearch } from "../lib/referralSearch.ts"

export const Route = createFileRoute("/")({
  validateSearch: validateReferralSearch,
  // Warm the count without holding the page back if the API is slow.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(waitlistCountQueryOptions())
  },
  component: LandingPage,
})

function LandingPage() {
  const { ref } = Route.useSearch()
  const viewer = useViewer()
  return (
    // Pulled up under the transparent navigation bar, so the hero starts at the top.
    <main className="relative -mt-16 overflow-hidden pt-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-24 -z-10 h-[40rem] bg-[radial-gradient(ellipse_at_top,var(--color-sand-200),transparent_65%)]"
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
        <WaitlistSection referralCode={ref} viewer={viewer} />
      </div>
      <VisionSection />
    </main>
  )
}
