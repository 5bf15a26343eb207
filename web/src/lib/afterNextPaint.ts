/**
 * Runs `work` once the browser has drawn its next frame; returns what
 * cancels it. For reads that would otherwise make the browser lay out (or
 * load locale data) inside the task that renders a page: after the frame,
 * layout is already done and the work is a small task of its own. On a
 * report page, reading the scroll position at once forced a layout, and
 * Intl's first use for the time zone loaded locale data, both inside the
 * render on a phone-speed CPU (docs/performance.md).
 */
import { nextTask } from "./nextTask.ts"

export const afterNextPaint = (work: () => void): (() => void) => {
  let cancelled = false
  const frame = requestAnimationFrame(() => {
    void nextTask().then(() => {
      if (!cancelled) work()
    })
  })
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
  }
}
