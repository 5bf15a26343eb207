/**
 * The landing page's hero, anchor #home (spec §1, §2): "Overwhelm" struck
 * through above "Clarity", the rotating tagline, and a calm looping video
 * behind them; `children` (the waitlist card) stands beside it on wide
 * screens. Motion follows the person: no video under reduced motion or
 * Save-Data, the first tagline only under reduced motion, and a pause button
 * for both whenever something moves (WCAG 2.2.2).
 */
import { type ReactNode, useEffect, useState } from "react"
import { prefersSavingData, usePrefersReducedMotion } from "../../lib/motion.ts"
import { atLeastBackdropHeight, HeroBackdrop } from "./HeroBackdrop.tsx"
import { RotatingTagline } from "./RotatingTagline.tsx"

export const pauseMotionLabel = "Pause motion"

/** The browser settings the hero follows; stories pass them, the app reads the browser's. */
export type MotionSetting = "full" | "reduced" | "save-data"

const useMotionSetting = (given: MotionSetting | undefined): MotionSetting => {
  const reduced = usePrefersReducedMotion()
  const [savingData] = useState(prefersSavingData)
  return given ?? (reduced ? "reduced" : savingData ? "save-data" : "full")
}

export function Hero({
  children,
  motion,
}: {
  readonly children?: ReactNode
  readonly motion?: MotionSetting
}) {
  const setting = useMotionSetting(motion)
  const [paused, setPaused] = useState(false)
  // The video joins after the first render: it never delays the page.
  const [rendered, setRendered] = useState(false)
  useEffect(() => setRendered(true), [])
  const moving = setting !== "reduced" && !paused

  return (
    // Pulled up under the transparent navigation bar, so the backdrop starts at the top.
    // At least as tall as the backdrop from the first paint (HeroBackdrop.tsx says why).
    <section
      id="home"
      aria-labelledby="hero-heading"
      className={`relative isolate -mt-16 ${atLeastBackdropHeight} overflow-hidden pt-16`}
    >
      <HeroBackdrop video={rendered && setting === "full"} playing={moving} />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">
            Hair & scalp health advisor
          </p>
          <h1
            id="hero-heading"
            className="font-display text-5xl leading-[1.05] font-semibold text-ink-900 sm:text-6xl"
          >
            <span className="block text-ink-500 line-through decoration-clay-500/70 decoration-4">
              Overwhelm
            </span>
            <span className="block text-clay-700">Clarity</span>
          </h1>
          <RotatingTagline
            still={setting === "reduced"}
            paused={paused}
            control={
              setting !== "reduced" && (
                <PauseMotionButton paused={paused} onToggle={() => setPaused((was) => !was)} />
              )
            }
          />
          <p className="max-w-xl text-ink-700">
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
        </div>
        {children}
      </div>
    </section>
  )
}

function PauseMotionButton({
  paused,
  onToggle,
}: {
  readonly paused: boolean
  readonly onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={onToggle}
      className="inline-flex items-center gap-1.5 rounded-full border border-sand-300 bg-white/80 px-3 py-1 text-xs font-semibold text-ink-700 hover:border-clay-500 hover:text-clay-700"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
        <path
          d={paused ? "M5 3.5v9l7-4.5z" : "M5 3.5v9M11 3.5v9"}
          fill="currentColor"
          stroke="currentColor"
          strokeWidth={paused ? 1 : 2.2}
          strokeLinejoin="round"
        />
      </svg>
      {pauseMotionLabel}
    </button>
  )
}
