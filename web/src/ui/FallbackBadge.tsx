/**
 * The "Fallback" badge (spec §2, My Reports): the report was written by
 * Strand's rule engine because the configured AI provider could not answer.
 * The one meaning of "fallback" in the SPA, shown the same wherever a
 * report appears.
 */
export function FallbackBadge() {
  return (
    <span
      title="Written by Strand's rule-based analyst, because the AI provider could not answer"
      className="rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-ink-700"
    >
      Fallback
    </span>
  )
}
