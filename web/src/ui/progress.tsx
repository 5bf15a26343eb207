/**
 * A labelled progress bar: role="progressbar" with its value, a track and a
 * range. `value` is a fraction from 0 to 1. Written out, not Ark's Progress:
 * Ark's machine makes an Intl.NumberFormat as it starts, and a page's first
 * use of Intl loads the browser's locale data (a long task on Lighthouse's
 * throttled phone, docs/performance.md) inside the quiz's first render, for
 * a value text this bar writes itself.
 */
export function ProgressBar({
  value,
  label,
  className = "",
}: {
  /** how far along, a fraction from 0 to 1 (outside it is clamped) */
  readonly value: number
  /** what is progressing, for screen readers ("Quiz progress") */
  readonly label: string
  /** classes for the outer box (width, margins) */
  readonly className?: string
}) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100)
  return (
    <div className={className}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-clay-500 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
