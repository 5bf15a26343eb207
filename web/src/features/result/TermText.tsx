/** Report text with its "term (explanation)" phrases as terms that explain themselves on hover or focus. */
import * as Tooltip from "../../ui/tooltip.tsx"
import { splitTerms } from "./terms.ts"

export function TermText({ text }: { readonly text: string }) {
  return (
    <>
      {splitTerms(text).map((part, index) =>
        part._tag === "text" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
          <span key={index}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Tooltip.Root key={index}>
            <Tooltip.Trigger asChild>
              <button
                type="button"
                className="cursor-help rounded-sm font-medium text-ink-900 underline decoration-clay-500/60 decoration-dotted underline-offset-4"
              >
                {part.term}
                <span className="sr-only"> ({part.explanation})</span>
              </button>
            </Tooltip.Trigger>
            <Tooltip.Content>{part.explanation}</Tooltip.Content>
          </Tooltip.Root>
        ),
      )}
    </>
  )
}
