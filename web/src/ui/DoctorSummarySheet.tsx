/**
 * The doctor's summary as one printable page (DoctorSummary.ts): the same
 * parts, in the same words, as the PDF the server renders. The summary page
 * prints it; "Send my summary" shows it as exactly what an expert receives.
 */
import {
  type DoctorSummary,
  doctorSummaryWords,
  typedNoteLead,
} from "@strand/domain/analysis/DoctorSummary"
import { longDate } from "@strand/domain/text/LongDate"
import type { ReactNode } from "react"

const words = doctorSummaryWords

/** Since when and what was tried, as typed beside the summary. */
export interface SummaryNotes {
  readonly since: string
  readonly tried: string
}

function Part({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="text-xs font-bold tracking-widest text-clay-700 uppercase">{heading}</h2>
      <div className="mt-1">{children}</div>
    </section>
  )
}

function Lines({ items }: { readonly items: ReadonlyArray<string> }) {
  if (items.length === 0) return <p className="text-ink-500 italic">{words.nothing}</p>
  return (
    <ul className="list-disc pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** The page itself, as it prints: the same parts as the server's PDF. */
export function SummarySheet({
  summary,
  notes,
}: {
  readonly summary: DoctorSummary
  readonly notes: SummaryNotes
}) {
  const since = notes.since.trim() || summary.since
  const tried = [...summary.tried, ...(notes.tried.trim() === "" ? [] : [notes.tried.trim()])]
  return (
    <article
      aria-labelledby="summary-heading"
      className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-6 text-ink-900 sm:p-8 print:gap-2.5 print:rounded-none print:border-0 print:p-0 print:text-[10.5pt]"
    >
      <header className="border-b-2 border-clay-600 pb-2">
        <h2 id="summary-heading" className="font-display text-2xl font-semibold">
          {words.title}
        </h2>
        <p className="text-sm text-ink-500">
          {summary.answeredForSomeoneElse
            ? `${words.completedBy} ${summary.name ?? "____________________"}`
            : (summary.name ?? "Name: ____________________")}{" "}
          · {words.forWhom} · {longDate(summary.reportDate)}
        </p>
        <p className="text-sm">
          <span className="font-semibold">{words.patient}:</span> {summary.patient}
        </p>
      </header>
      {summary.suggested !== undefined && (
        <Part heading={words.suggested}>
          <p>{summary.suggested}</p>
        </Part>
      )}
      <Part heading={words.signs}>
        <Lines items={summary.signs} />
      </Part>
      {summary.typed.length > 0 && (
        <Part heading={words.typed}>
          {summary.typed.map((note) => (
            <blockquote
              key={note.label}
              className="border-l-4 border-sand-300 bg-sand-50 px-3 py-1"
            >
              <span className="text-sm text-ink-500">{typedNoteLead(note.label)}</span>
              {note.text}
            </blockquote>
          ))}
        </Part>
      )}
      <Part heading={words.since}>
        {since === undefined || since === "" ? (
          <p className="text-ink-500 italic">{words.sinceMissing}</p>
        ) : (
          <p>{since}</p>
        )}
      </Part>
      <Part heading={words.tried}>
        <Lines items={tried} />
      </Part>
      <Part heading={words.productsAndServices}>
        <Lines items={summary.productsAndServices} />
      </Part>
      <Part heading={words.medicines}>
        <Lines items={summary.medicines} />
      </Part>
      <Part heading={words.hormonalStage}>
        <p className={summary.hormonalStage === undefined ? "text-ink-500 italic" : ""}>
          {summary.hormonalStage ?? words.nothing}
        </p>
      </Part>
      <Part heading={words.background}>
        <Lines items={summary.background} />
      </Part>
      <footer className="border-t border-sand-300 pt-2 text-xs text-ink-500">{words.footer}</footer>
    </article>
  )
}
