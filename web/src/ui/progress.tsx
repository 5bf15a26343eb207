/**
 * A labelled progress bar (role="progressbar" with its value), from Ark's
 * Progress. `value` is a fraction from 0 to 1.
 */
import { Progress as ArkProgress } from "@ark-ui/react/progress"

export function ProgressBar({
  value,
  label,
  className = "",
}: {
  readonly value: number
  readonly label: string
  readonly className?: string
}) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100)
  return (
    <ArkProgress.Root value={percent} min={0} max={100} className={className}>
      <ArkProgress.Track
        aria-label={label}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-sand-200"
      >
        <ArkProgress.Range className="h-full rounded-full bg-clay-500 transition-[width] duration-300" />
      </ArkProgress.Track>
    </ArkProgress.Root>
  )
}
