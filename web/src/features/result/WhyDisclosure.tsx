/**
 * "Why?" under a recommendation: opens, by mouse or keyboard, on the answers
 * that made it apply, in the person's words, and what it rests on, each
 * source with its kind and, where one was checked, its link. A line an AI
 * provider wrote says so, shows the answers it cited the same way, and no
 * source (none is made up); one that cited none says it is general advice.
 * In print the reasons are printed open and the sources become footnote
 * numbers (EvidenceFootnotes).
 */
import type { ItemEvidence } from "@strand/domain/report/ReportExplanation"
import { sourceKindLabels } from "@strand/domain/report/ReportExplanation"
import * as Collapsible from "../../ui/collapsible.tsx"

export const whyWords = {
  trigger: "Why?",
  because: "Because you told us",
  restsOn: "What it rests on",
  noAddress: "no checked link",
  provider:
    "Written by the AI for you. Strand shows sources only for the lines its own rules wrote, so this one has none.",
  providerCited: "Written by the AI for you, from what you told us",
  providerGeneral:
    "Written by the AI for you as general advice: it rests on none of your answers, and Strand shows sources only for the lines its own rules wrote.",
  unknown:
    "This report was written before Strand kept its reasons, and its rules today do not say this line word for word, so no reasons or sources can be shown.",
} as const

/** The footnote numbers printed after a line, e.g. [1, 4]. */
export function NoteMarks({ notes }: { readonly notes: ReadonlyArray<number> }) {
  if (notes.length === 0) return null
  return (
    <sup className="hidden pl-0.5 text-[0.7em] text-ink-500 print:inline">[{notes.join(", ")}]</sup>
  )
}

export function WhyDisclosure({
  item,
  about,
}: {
  readonly item: ItemEvidence | undefined
  /** What the line says, for the button's name: "Why? … ". */
  readonly about: string
}) {
  if (item === undefined) return null
  const short = about.length > 60 ? `${about.slice(0, 57).trimEnd()}…` : about
  return (
    <Collapsible.Root className="mt-1">
      {/* Its name says which line it is about: "Why? Tip one: sleep on…" (the visible word first). */}
      <Collapsible.Trigger
        look="inline"
        className="print:hidden"
        aria-label={`${whyWords.trigger} ${short}`}
      >
        {whyWords.trigger}
      </Collapsible.Trigger>
      <Collapsible.Content
        data-why
        className="mt-2 rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-ink-700 print:mt-0.5 print:border-0 print:bg-transparent print:p-0 print:text-xs"
      >
        <WhyContent item={item} />
      </Collapsible.Content>
    </Collapsible.Root>
  )
}

export function WhyContent({ item }: { readonly item: ItemEvidence }) {
  if (item.writtenBy === "unknown") return <p>{whyWords.unknown}</p>
  if (item.writtenBy === "provider") {
    return item.triggers.length === 0 ? (
      <p>{whyWords.providerGeneral}</p>
    ) : (
      <Triggers item={item} heading={whyWords.providerCited} />
    )
  }
  return (
    <div className="flex flex-col gap-3 print:gap-0">
      <Triggers item={item} heading={whyWords.because} />
      <div className="print:hidden">
        <p className="font-semibold text-ink-900">{whyWords.restsOn}</p>
        <ul className="mt-1 flex flex-col gap-1.5">
          {item.sources.map((source) => (
            <li key={source.key} className="flex flex-wrap items-baseline gap-x-2">
              <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-sage-700">
                {sourceKindLabels[source.kind]}
              </span>
              {source.url === undefined ? (
                <span>
                  {source.title} <span className="text-ink-500">({whyWords.noAddress})</span>
                </span>
              ) : (
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-clay-700 underline decoration-clay-500/40 underline-offset-4 hover:decoration-clay-600"
                >
                  {source.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** The answers a line rests on, in the person's own words. */
function Triggers({ item, heading }: { readonly item: ItemEvidence; readonly heading: string }) {
  return (
    <div>
      <p className="font-semibold text-ink-900 print:inline print:font-medium">
        {heading}
        <span className="hidden print:inline">: </span>
      </p>
      <ul className="mt-1 flex flex-col gap-1 print:inline print:[&>li]:inline print:[&>li:not(:last-child)]:after:content-['_·_']">
        {item.triggers.map((trigger) => (
          <li key={`${trigger.question}:${trigger.answer}`}>
            {trigger.typed === true ? (
              <>
                You wrote <q className="font-medium text-ink-900">{trigger.answer}</q>
                <span className="text-ink-500"> ({trigger.question})</span>
              </>
            ) : (
              <>
                <span className="text-ink-500">{trigger.question}</span>{" "}
                <span className="font-medium text-ink-900">{trigger.answer}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
