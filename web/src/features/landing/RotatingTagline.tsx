/**
 * The hero's rotating tagline (spec §1, §4, §9): the four taglines in order,
 * the next every 3000 ms, round and round. It holds still while the pointer
 * is over it or focus is inside it (`control`, the hero's pause button, sits
 * there) and while the person has paused motion; when less motion is asked
 * for (`still`) the first tagline stays and nothing turns.
 *
 * Screen readers follow the WAI-ARIA carousel pattern: while the tagline
 * turns on its own its live region is off, so it is not read out every 3 s;
 * once it holds still the region is polite, and the tagline in view is
 * the one read. Every tagline takes the same cell, so the hero never jumps
 * when a longer one comes.
 */
import { type ReactNode, useEffect, useState } from "react"
import { useHydrated } from "../../lib/hydration.ts"
import { heroTaglines, nextTagline, taglineRotationMillis } from "./taglines.ts"

export function RotatingTagline({
  still,
  paused,
  control,
}: {
  /** Less motion asked for: the first tagline only. */
  readonly still: boolean
  /** The person paused motion: the tagline in view stays. */
  readonly paused: boolean
  readonly control?: ReactNode
}) {
  const [index, setIndex] = useState(0)
  // The first tagline is simply there; only the ones after it rise in.
  const [turned, setTurned] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const turning = !still && !paused && !hovered && !focused
  const hydrated = useHydrated()

  useEffect(() => {
    if (!turning) return
    const timer = setInterval(() => {
      setIndex(nextTagline)
      setTurned(true)
    }, taglineRotationMillis)
    return () => clearInterval(timer)
  }, [turning])

  const shown = still ? 0 : index
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the tagline still; the one control inside is a real button
    <div
      className="flex flex-col items-start gap-3"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <p
        id="hero-tagline"
        aria-live={turning ? "off" : "polite"}
        aria-atomic="true"
        data-rotating={turning}
        // Set once the page is hydrated and the turning has started: the tests hold the clock until then.
        data-hydrated={hydrated}
        className="grid max-w-xl text-xl font-medium text-ink-900 sm:text-2xl"
      >
        {heroTaglines.map((tagline, position) => (
          <span
            key={tagline}
            className={
              position !== shown
                ? "invisible [grid-area:1/1]"
                : turned
                  ? "[grid-area:1/1] motion-safe:animate-[strand-rise_500ms_ease-out]"
                  : "[grid-area:1/1]"
            }
          >
            {tagline}
          </span>
        ))}
      </p>
      {control}
    </div>
  )
}
