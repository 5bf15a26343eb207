/**
 * "Find an expert" (/experts?analysisId): the directory's experts who fit
 * the person's report, best first, near them or online, each with why in
 * plain words, how to book, and "Send my summary" for those who take it by
 * e-mail. When the report's first step is someone the directory does not
 * list (emergency care, a GP), that comes first, above everyone. An empty
 * directory says so; a search with nobody nearby says what else to try.
 * Below, the summaries the person has already sent.
 */
import { whereWords } from "@strand/domain/experts/Expert"
import {
  type ExpertKind,
  expertKindLabels,
  expertKinds,
  specialtyLabels,
} from "@strand/domain/experts/ExpertKinds"
import {
  type ExpertNeeds,
  type MatchedExpert,
  professionalWords,
} from "@strand/domain/experts/ExpertMatch"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { type FormEvent, type ReactNode, useId, useState } from "react"
import { isServerAnswer } from "../../lib/callApi.ts"
import type { SignedInState } from "../../lib/viewer.ts"
import { Button, buttonClass } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { isUnreachable } from "../../ui/RouteErrorPage.tsx"
import { StatePanel } from "../../ui/StatePanel.tsx"
import type { ExpertsSearch } from "./expertsSearch.ts"
import { expertsQueryOptions } from "./queries.ts"
import { SendSummaryDialog } from "./SendSummaryDialog.tsx"
import { SentSummaries } from "./SentSummaries.tsx"

export function FindExpertPage({
  viewer,
  email,
  search,
  onSearch,
}: {
  readonly viewer: SignedInState
  /** The signed-in person's address, which a summary is sent with. */
  readonly email: string
  readonly search: ExpertsSearch
  readonly onSearch: (search: ExpertsSearch) => void
}) {
  if (viewer === "signed-out")
    return (
      <StatePanel
        icon="lock"
        title="Please Log In"
        action={
          <Link to="/login" className={buttonClass()}>
            Log In
          </Link>
        }
      >
        Log in to find an expert who fits your report.
      </StatePanel>
    )
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      {search.analysisId !== undefined && (
        <Link
          to="/result"
          search={{ analysisId: search.analysisId }}
          className="text-sm font-medium text-clay-700 underline decoration-clay-500/40 underline-offset-4"
        >
          Back to my report
        </Link>
      )}
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink-900">Find an expert</h1>
      <p className="mt-3 text-ink-700">
        Dermatologists, trichologists, stylists and colourists, locticians and barbers from Strand's
        directory, the ones who fit your report first, each with why.
      </p>
      <SearchForm key={JSON.stringify(search)} search={search} onSearch={onSearch} />
      <Results search={search} email={email} onSearch={onSearch} />
      <SentSummaries />
    </main>
  )
}

function SearchForm({
  search,
  onSearch,
}: {
  readonly search: ExpertsSearch
  readonly onSearch: (search: ExpertsSearch) => void
}) {
  const [place, setPlace] = useState(search.place ?? "")
  const [online, setOnline] = useState(search.online === true)
  const [kind, setKind] = useState<ExpertKind | "">(search.kind ?? "")
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({
      ...(search.analysisId === undefined ? {} : { analysisId: search.analysisId }),
      ...(place.trim() === "" ? {} : { place: place.trim() }),
      ...(online ? { online: true } : {}),
      ...(kind === "" ? {} : { kind }),
    })
  }
  return (
    <search>
      <form
        aria-label="Find an expert"
        onSubmit={submit}
        className="mt-8 grid gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:grid-cols-[1fr_14rem] sm:p-6"
      >
        <Field.Root>
          <Field.Label>Where are you?</Field.Label>
          <Field.Input
            value={place}
            maxLength={120}
            placeholder="A city, region or country"
            onChange={(event) => setPlace(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Kind of expert</Field.Label>
          <Field.Select
            value={kind}
            onChange={(event) => setKind(event.target.value as ExpertKind | "")}
          >
            <option value="">
              {search.analysisId === undefined ? "Any kind" : "Best fit for my report"}
            </option>
            {expertKinds.map((k) => (
              <option key={k} value={k}>
                {expertKindLabels[k]}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <label htmlFor={`${id}-online`} className="flex items-center gap-2 text-ink-900">
          <input
            id={`${id}-online`}
            type="checkbox"
            className="size-4 accent-clay-600"
            checked={online}
            onChange={(event) => setOnline(event.target.checked)}
          />
          Include online appointments
        </label>
        <Button type="submit" className="sm:justify-self-end">
          Search
        </Button>
      </form>
    </search>
  )
}

function Results({
  search,
  email,
  onSearch,
}: {
  readonly search: ExpertsSearch
  readonly email: string
  readonly onSearch: (search: ExpertsSearch) => void
}) {
  const found = useQuery(expertsQueryOptions(search))
  const [chosen, choose] = useState<MatchedExpert | undefined>()
  if (found.isPending)
    return (
      <p role="status" className="mt-8 py-10 text-center text-ink-700">
        Finding experts...
      </p>
    )
  if (found.isError)
    return (
      <Notice
        title={
          isUnreachable(found.error) ? "We can't reach Strand right now" : "Analysis Not Found"
        }
        action={
          isUnreachable(found.error) ? (
            <Button onClick={() => void found.refetch()}>Try again</Button>
          ) : (
            <Link to="/my-reports" className={buttonClass()}>
              View My Reports
            </Link>
          )
        }
      >
        {isServerAnswer(found.error) && found.error.status === 404
          ? "We couldn't find the report you're finding an expert for."
          : found.error.message}
      </Notice>
    )
  const { experts, directoryEmpty, needs } = found.data
  return (
    <div className="mt-8 flex flex-col gap-6">
      {needs !== null && <FirstStep needs={needs} />}
      {directoryEmpty ? (
        <Notice title="No experts listed yet">
          Strand lists only experts its team has added, and there are none yet. Your report and its
          summary for your doctor are still yours to take to anyone you choose.
        </Notice>
      ) : experts.length === 0 ? (
        <NoMatch search={search} onSearch={onSearch} />
      ) : (
        <ul aria-label="Experts" className="flex flex-col gap-4">
          {experts.map((expert) => (
            <ExpertCard
              key={expert.id}
              expert={expert}
              canSend={search.analysisId !== undefined}
              onSend={() => choose(expert)}
            />
          ))}
        </ul>
      )}
      {search.analysisId !== undefined && (
        <SendSummaryDialog
          expert={chosen}
          analysisId={search.analysisId}
          email={email}
          onClose={() => choose(undefined)}
        />
      )}
    </div>
  )
}

/** The report's first step, above the directory: someone it lists, or someone to see before anyone here. */
function FirstStep({ needs }: { readonly needs: ExpertNeeds }) {
  const first = needs.first
  if (first === null) return null
  const urgent = first.urgency === "emergency" || first.urgency === "same_day"
  return (
    <section
      aria-label="Your report's first step"
      className={`rounded-3xl border p-5 sm:p-6 ${first.inDirectory ? "border-sand-300 bg-sand-50" : "border-danger-600/40 bg-danger-600/5"}`}
    >
      <p className="text-sm font-semibold tracking-wide text-clay-700 uppercase">
        Your report's first step
      </p>
      <p className="mt-1 font-display text-xl font-semibold text-ink-900">{first.change}</p>
      <p className="mt-2 text-ink-700">
        {first.inDirectory
          ? `So ${professionalWords[first.professional].replace(/^an? /, "")}s who fit come first.`
          : urgent
            ? `That is ${professionalWords[first.professional]}, now: nobody below takes its place.`
            : `That is ${professionalWords[first.professional]}, whom this directory does not list: see them first. The experts below can help alongside.`}
      </p>
    </section>
  )
}

function NoMatch({
  search,
  onSearch,
}: {
  readonly search: ExpertsSearch
  readonly onSearch: (search: ExpertsSearch) => void
}) {
  const { place, ...rest } = search
  return (
    <Notice
      title="No match nearby"
      action={
        <span className="flex flex-wrap justify-center gap-3">
          {search.online !== true && (
            <Button onClick={() => onSearch({ ...search, online: true })}>
              Include online appointments
            </Button>
          )}
          {place !== undefined && (
            <Button variant="secondary" onClick={() => onSearch(rest)}>
              Search everywhere
            </Button>
          )}
        </span>
      }
    >
      No expert in the directory fits this search{place === undefined ? "" : ` near ${place}`}. Try
      a wider area, such as your country
      {search.online === true ? "." : ", or include online appointments."}
    </Notice>
  )
}

/** A state of the results (none listed, none nearby, not found), inside the page. */
function Notice({
  title,
  children,
  action,
}: {
  readonly title: string
  readonly children: ReactNode
  readonly action?: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-sand-300 px-5 py-10 text-center"
    >
      <h2 id={id} className="font-display text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      <p className="max-w-xl text-ink-700">{children}</p>
      {action}
    </section>
  )
}

/** A mailto: link with both halves encoded, so no "?" or "&" in an address can add headers. */
const mailto = (address: string) => {
  const at = address.lastIndexOf("@")
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}

function ExpertCard({
  expert,
  canSend,
  onSend,
}: {
  readonly expert: MatchedExpert
  readonly canSend: boolean
  readonly onSend: () => void
}) {
  const id = useId()
  return (
    <li>
      <article
        aria-labelledby={`${id}-name`}
        className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <h2 id={`${id}-name`} className="font-display text-2xl font-semibold text-ink-900">
          {expert.name}
        </h2>
        <p className="mt-1 text-ink-700">
          {expertKindLabels[expert.kind]} · {whereWords(expert)}
          {expert.languages.length > 0 && ` · ${expert.languages.join(", ")}`}
        </p>
        {expert.specialties.length > 0 && (
          <ul aria-label="Specialties" className="mt-3 flex flex-wrap gap-2">
            {expert.specialties.map((specialty) => (
              <li
                key={specialty}
                className="rounded-full bg-sage-100 px-3 py-1 text-sm font-medium text-sage-700"
              >
                {specialtyLabels[specialty]}
              </li>
            ))}
          </ul>
        )}
        {expert.note !== "" && <p className="mt-3 text-ink-700">{expert.note}</p>}
        {expert.reasons.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink-500 uppercase">
              Why this expert
            </h3>
            <ul className="mt-1 list-disc pl-5 text-ink-700">
              {expert.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          {canSend && expert.takesSummaries && <Button onClick={onSend}>Send my summary</Button>}
          {expert.bookingUrl !== null && (
            <a
              href={expert.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary")}
            >
              Book on their site
            </a>
          )}
          {expert.email !== null && (
            <a href={mailto(expert.email)} className={buttonClass("secondary")}>
              E-mail them
            </a>
          )}
        </div>
        {canSend && !expert.takesSummaries && (
          <p className="mt-3 text-sm text-ink-500">
            Takes no summaries by e-mail: book on their site and bring your summary.
          </p>
        )}
      </article>
    </li>
  )
}
