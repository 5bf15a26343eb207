import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { Hero } from "../features/landing/Hero.tsx"
import { VisionSection } from "../features/vision/VisionSection.tsx"
import { waitlistCountQueryOptions } from "../features/waitlist/queries.ts"
import { WaitlistSection } from "../features/waitlist/WaitlistSection.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { readReferralParam } from "../lib/referralParam.ts"

export const Route = createFileRoute("/")({
  validateSearch: readReferralParam,
  // Warm the count without holding the page back if the API is slow.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(waitlistCountQueryOptions())
  },
  head: () => pageTitle(),
  component: LandingPage,
})

function LandingPage() {
  const { ref } = Route.useSearch()
  const viewer = useViewer()
  return (
    <main>
      <Hero>
        <WaitlistSection referralCode={ref} viewer={viewer} />
      </Hero>
      <VisionSection />
    </main>
  )
}
