/**
 * What the person asked of their browser about motion and data: reduced
 * motion (prefers-reduced-motion) and Save-Data. Moving or heavy decoration
 * (the hero's video and rotating taglines) stays still, or is not fetched,
 * when either says so.
 */
import { useSyncExternalStore } from "react"

const reducedMotionQuery = "(prefers-reduced-motion: reduce)"

const subscribeToReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** True while the person asks for less motion; follows the setting live. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    // Rendered ahead of time (no browser): assume the still version is fine too.
    () => false,
  )

/** True when the browser says the person is saving data (the Save-Data setting). */
export const prefersSavingData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
