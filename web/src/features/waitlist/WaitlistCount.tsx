/** "N people have joined": social proof under the form; quiet while loading or on failure. */

import { countText } from "@strand/domain/text/CountText"
import { useQuery } from "@tanstack/react-query"
import { useHydrated } from "../../lib/hydration.ts"
import { waitlistCountQueryOptions } from "./queries.ts"

export const describeCount = (count: number) =>
  count === 0
    ? "Be the first to join"
    : count === 1
      ? "1 person has joined"
      : `${countText(count)} people have joined`

export function WaitlistCount() {
  const { data: count } = useQuery(waitlistCountQueryOptions())
  const hydrated = useHydrated()
  return (
    <p aria-live="polite" className="min-h-6 text-sm font-medium text-ink-500">
      {count === undefined || !hydrated ? null : describeCount(count)}
    </p>
  )
}
