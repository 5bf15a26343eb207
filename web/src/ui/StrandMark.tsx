/** Strand's mark: three strands of hair on clay. Decorative; the word "Strand" beside it names the link. */
export function StrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path
        d="M22 48c0-14 20-14 20-28M32 48c0-10 12-12 12-22M20 30c0-8 8-12 12-14"
        fill="none"
        stroke="#fdf8f3"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}
