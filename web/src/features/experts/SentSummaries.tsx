/** The summaries the person has sent: to whom, when, and what went. */
import { expertKindLabels } from "@strand/domain/experts/ExpertKinds"
import { longDate } from "@strand/domain/text/LongDate"
import { useQuery } from "@tanstack/react-query"
import { useId } from "react"
import { sharesQueryOptions } from "./queries.ts"

export function SentSummaries() {
  const id = useId()
  const shares = useQuery(sharesQueryOptions())
  // Nothing sent yet (or not readable just now): the page is about finding someone.
  if (shares.data === undefined || shares.data.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-display text-2xl font-semibold text-ink-900">
        Summaries you sent
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {shares.data.map((share) => (
          <li key={share.id} className="rounded-2xl border border-sand-200 bg-white p-4">
            <p className="font-medium text-ink-900">
              To {share.expertName} ({expertKindLabels[share.expertKind]}, {share.expertEmail}) on{" "}
              {longDate(share.sharedAt)}
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm text-ink-700">
              {share.what.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
