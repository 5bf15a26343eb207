/**
 * The small line icons more than one control draws, on a 16 × 16 grid:
 * decorative (the control's own label names it), sized and coloured by the
 * caller's classes.
 */

/** Points down; rotated by the caller when what it opens is open. */
export function ChevronDownIcon({ className }: { readonly className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className}>
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** A cross, for the buttons that close or dismiss. */
export function CloseIcon({ className }: { readonly className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className}>
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  )
}
