/** Buttons, and the same look for links that act as buttons (`buttonClass`). */
import type { ComponentProps } from "react"

type Variant = "primary" | "secondary"

const variants: Record<Variant, string> = {
  primary:
    "bg-clay-600 text-white shadow-sm shadow-clay-700/20 hover:bg-clay-700 disabled:hover:bg-clay-600",
  secondary:
    "border border-sand-300 bg-white text-ink-900 hover:border-clay-500 hover:text-clay-700",
}

export const buttonClass = (variant: Variant = "primary", extra = "") =>
  [
    "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 disabled:cursor-not-allowed disabled:opacity-70",
    variants[variant],
    extra,
  ].join(" ")

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}

/** A button for a request: a spinner and `pendingLabel` while it is on its way, and locked. */
export function PendingButton({
  pending,
  label,
  pendingLabel,
  ...props
}: ComponentProps<"button"> & {
  readonly variant?: Variant
  readonly pending: boolean
  readonly label: string
  readonly pendingLabel: string
}) {
  return (
    <Button disabled={pending} aria-busy={pending} {...props}>
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {pending ? pendingLabel : label}
    </Button>
  )
}
