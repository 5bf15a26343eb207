/** Buttons, and the same look for links that act as buttons (`buttonClass`). */
import type { ComponentProps, ReactNode } from "react"

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
}: ComponentProps<"button"> & {
  /** primary: the one thing to do on a screen (clay); secondary: the other ways (outlined) */
  variant?: Variant
  /** the label: what it does, a verb in title case ("Join Waitlist") */
  children?: ReactNode
  /** locked (a form not yet ready, a request on its way): dimmed, and clicks do nothing */
  disabled?: boolean
  /** "button" unless it submits its form */
  type?: "button" | "submit" | "reset"
  /** extra classes, for size and place only: the look comes from `variant` */
  className?: string
  /** what a click (or Enter, or Space) does */
  onClick?: ComponentProps<"button">["onClick"]
}) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}

/** A button for a request: a spinner and `pendingLabel` while it is on its way, and locked. */
export function PendingButton({
  pending,
  label,
  pendingLabel,
  ...props
}: ComponentProps<"button"> & {
  /** primary: the one thing to do on a screen (clay); secondary: the other ways (outlined) */
  readonly variant?: Variant
  /** true while the request is on its way: locked, spinner, `pendingLabel` */
  readonly pending: boolean
  /** what the button does, a verb in title case ("Join Waitlist") */
  readonly label: string
  /** what is happening meanwhile, with three dots ("Joining...") */
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
