/**
 * The eight parts of a report, in the spec's order (§2 "Result screen").
 * Anything the report lacks shows "Loading ..."; styling tips beyond the
 * first two stay blurred until the referral unlock (§4 "Referral"): the
 * server sends only their titles (ReportView), so the blur covers titles,
 * never the tips. Every line has its "Why?", and in print its
 * footnote numbers. When the reader has said what their week is like, the
 * weekly rhythm is the one placed on it: weekdays instead of "Day 1", about
 * how long each step takes, and a note when the week is too short.
 */

import { evidenceNotes } from "@strand/domain/analysis/EvidenceNotes"
import { reportSectionHeadings } from "@strand/domain/analysis/ReportSections"
import type { LockedTips } from "@strand/domain/analysis/ReportView"
import type { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import { textureLevels } from "@strand/domain/report/AnalysisResults"
import type { EvidenceSection, ReportExplanation } from "@strand/domain/report/ReportExplanation"
import type { PlacedWeek } from "@strand/domain/routine/PlacedWeek"
import { createContext, type ReactNode, useContext } from "react"
import * as Collapsible from "../../ui/collapsible.tsx"
import { TermText } from "./TermText.tsx"
import { NoteMarks, WhyDisclosure } from "./WhyDisclosure.tsx"

/** The explanation of the report being shown, for every line's "Why?". */
const Evidence = createContext<{
  readonly explanation: ReportExplanation | undefined
  readonly notes: ReturnType<typeof evidenceNotes>
}>({ explanation: undefined, notes: evidenceNotes(undefined) })

/** A line's printed footnote numbers (inline). */
function LineNotes({
  section,
  index,
}: {
  readonly section: EvidenceSection
  readonly index: number
}) {
  const { notes } = useContext(Evidence)
  return <NoteMarks notes={notes.notesOf(section, index)} />
}

/** A line's "Why?" (a block under the line). */
function LineWhy({
  section,
  index,
  about,
}: {
  readonly section: EvidenceSection
  readonly index: number
  readonly about: string
}) {
  const { explanation } = useContext(Evidence)
  const item = explanation?.items.find((i) => i.section === section && i.index === index)
  return <WhyDisclosure item={item} about={about} />
}

/** Both, where the line is in a block of its own. */
function Explained(props: {
  readonly section: EvidenceSection
  readonly index: number
  readonly about: string
}) {
  return (
    <>
      <LineNotes section={props.section} index={props.index} />
      <LineWhy {...props} />
    </>
  )
}

/** The headings, in order, shared with the report e-mail. */
export const sectionTitles = reportSectionHeadings

export const missingSectionText = "Loading ..."

export function ReportSections({
  results,
  explanation,
  lockedTips,
  week,
}: {
  /** The report as the server gives this reader: styling tips are only the unlocked ones. */
  readonly results: AnalysisResults
  readonly explanation?: ReportExplanation
  readonly lockedTips?: LockedTips
  /** The weekly rhythm placed on the reader's week, when they have said what it is like. */
  readonly week?: PlacedWeek | null | undefined
}) {
  const texture = results.productTexture
  const locked = lockedTips?.titles ?? []
  return (
    <Evidence.Provider value={{ explanation, notes: evidenceNotes(explanation) }}>
      <div className="flex flex-col gap-5">
        <Section id="snapshot" title={sectionTitles[0]} accent="clay">
          {results.routineSnapshot.trim() === "" ? (
            <Missing />
          ) : (
            <div className="text-lg leading-relaxed text-ink-700">
              <p>
                <TermText text={results.routineSnapshot} />
                <LineNotes section="routineSnapshot" index={0} />
              </p>
              <LineWhy section="routineSnapshot" index={0} about="your routine snapshot" />
            </div>
          )}
        </Section>

        <div className="grid gap-5 md:grid-cols-2 print:grid-cols-1">
          <Section id="doing-well" title={sectionTitles[1]} accent="sage">
            <Bullets
              section="doingWell"
              items={results.doingWell}
              marker="✓"
              markerClass="text-sage-700"
            />
          </Section>
          <Section id="avoid" title={sectionTitles[2]} accent="clay">
            <Bullets
              section="avoidForNow"
              items={results.avoidForNow}
              marker="–"
              markerClass="text-clay-600"
            />
          </Section>
        </div>

        <Section id="rhythm" title={sectionTitles[3]}>
          {results.weeklyRhythm.length === 0 ? (
            <Missing />
          ) : (
            <>
              {week != null && (
                <p className="mb-3 text-sm text-ink-700">
                  Placed on your week: {week.timeOfDay === "morning" ? "mornings" : "evenings"},
                  wash days on the days you gave.
                </p>
              )}
              <ol className="overflow-hidden rounded-2xl border border-sand-200">
                {(
                  week?.entries ??
                  results.weeklyRhythm.map((entry, index) => ({ ...entry, index, minutes: 0 }))
                ).map((entry, row) => (
                  <li
                    key={entry.index}
                    className={`flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-6 ${row % 2 === 0 ? "bg-sand-100" : "bg-white"}`}
                  >
                    <span className="font-semibold text-clay-700 sm:w-36 sm:shrink-0">
                      {entry.day}
                    </span>
                    <div className="text-ink-700">
                      <TermText text={entry.activity} />
                      {week != null && entry.minutes > 0 && (
                        <span className="ml-1 text-sm whitespace-nowrap text-ink-500">
                          (about {entry.minutes} min)
                        </span>
                      )}
                      <Explained
                        section="weeklyRhythm"
                        index={entry.index}
                        about={`${entry.day}: ${entry.activity}`}
                      />
                    </div>
                  </li>
                ))}
              </ol>
              {week?.shortfall != null && (
                <p
                  role="note"
                  className="mt-3 rounded-2xl border border-clay-500/40 bg-clay-500/5 px-4 py-3 text-ink-700"
                >
                  {week.shortfall.line}
                </p>
              )}
            </>
          )}
        </Section>

        <CollapsibleSection id="texture" title={sectionTitles[4]}>
          {/* Each cell at least as wide as its words: "Recommended" is never cut. */}
          <ul
            aria-label="Product texture"
            className="grid grid-cols-[repeat(3,minmax(max-content,1fr))] gap-2"
          >
            {textureLevels.map((level) => {
              const recommended = level === texture.recommended
              return (
                <li
                  key={level}
                  aria-current={recommended ? "true" : undefined}
                  className={`rounded-2xl border px-1.5 py-3 text-center sm:px-3 ${recommended ? "border-clay-600 bg-clay-600 text-white shadow-sm" : "border-sand-200 bg-sand-50 text-ink-500"}`}
                >
                  <span className="block font-semibold">{level}</span>
                  <span className="block text-xs">{recommended ? "Recommended" : "\u00a0"}</span>
                </li>
              )
            })}
          </ul>
          {texture.textureGuidance.trim() === "" ? (
            <Missing />
          ) : (
            <div className="mt-4 leading-relaxed text-ink-700">
              <TermText text={texture.textureGuidance} />
              <Explained section="textureGuidance" index={0} about="the texture guidance" />
            </div>
          )}
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-ink-500 uppercase">
            Where to apply
          </h3>
          {texture.applicationZones.length === 0 ? (
            <Missing />
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {texture.applicationZones.map((zone, index) => (
                <li key={zone}>
                  <span className="inline-block rounded-full bg-sage-100 px-3 py-1 text-sm text-sage-700">
                    {zone}
                  </span>
                  <Explained section="applicationZones" index={index} about={zone} />
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-ink-500 uppercase">
            Products to look for
          </h3>
          {texture.products.length === 0 ? (
            <Missing />
          ) : (
            <ul className="mt-2 grid gap-3 sm:grid-cols-2">
              {texture.products.map((product, index) => (
                <li
                  key={product.title}
                  className="rounded-2xl border border-sand-200 bg-sand-50 p-4 print:break-inside-avoid"
                >
                  <h4 className="font-semibold text-ink-900">{product.title}</h4>
                  <p className="mt-2 text-sm text-ink-700">
                    <span className="font-medium text-ink-900">Ingredients: </span>
                    <TermText text={product.ingredients} />
                  </p>
                  <p className="mt-1 text-sm text-ink-700">
                    <span className="font-medium text-ink-900">How to use: </span>
                    <TermText text={product.usage} />
                  </p>
                  <Explained section="products" index={index} about={product.title} />
                </li>
              ))}
            </ul>
          )}
        </CollapsibleSection>

        <CollapsibleSection id="styling" title={sectionTitles[5]}>
          <Bullets
            section="stylingBuildUp"
            items={results.stylingBuildUp}
            marker="•"
            markerClass="text-clay-600"
          />
          {locked.length > 0 && (
            <div className="relative mt-3 overflow-hidden rounded-2xl">
              <p className="sr-only">
                {locked.length} more {locked.length === 1 ? "tip is" : "tips are"} locked:{" "}
                {locked.join(", ")}.
              </p>
              {/* Only the titles are here: the server never sends locked tips. */}
              <ul
                aria-hidden="true"
                className="flex max-h-56 flex-col gap-2 overflow-hidden blur-sm select-none print:blur-none"
              >
                {locked.map((title, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders may repeat; the list never reorders
                  <li key={`${title}-${index}`} className="text-ink-700">
                    • {title}: a tip for your hair, unlocked by sharing
                  </li>
                ))}
              </ul>
              <div className="absolute inset-0 grid place-items-center bg-sand-50/60 p-4 text-center print:static print:mt-2 print:block print:bg-transparent print:p-0 print:text-left">
                <div className="rounded-2xl border border-sand-200 bg-white px-5 py-4 shadow-sm print:border-0 print:p-0 print:shadow-none">
                  <p className="flex items-center justify-center gap-2 font-semibold text-ink-900 print:justify-start">
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 text-clay-600">
                      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
                      <path
                        d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                      />
                    </svg>
                    Locked Content
                  </p>
                  <p className="mt-1 text-sm text-ink-700">Share to unlock more tips</p>
                </div>
              </div>
            </div>
          )}
        </CollapsibleSection>

        <Section id="science" title={sectionTitles[6]}>
          <Bullets
            section="scienceNotes"
            items={results.scienceNotes}
            marker="•"
            markerClass="text-clay-600"
          />
        </Section>

        <Section id="red-flags" title={sectionTitles[7]} accent="danger">
          <Bullets
            section="redFlags"
            items={results.redFlags}
            marker="!"
            markerClass="text-danger-600 font-bold"
          />
        </Section>
      </div>
    </Evidence.Provider>
  )
}

type Accent = "clay" | "sage" | "danger"

const accents: Record<Accent, string> = {
  clay: "border-t-clay-500",
  sage: "border-t-sage-700",
  danger: "border-t-danger-600",
}

function Section({
  id,
  title,
  accent,
  children,
}: {
  readonly id: string
  readonly title: string
  readonly accent?: Accent
  readonly children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-3xl border border-sand-200 bg-white p-6 shadow-xs sm:p-7 ${accent === undefined ? "" : `border-t-4 ${accents[accent]}`}`}
    >
      <h2 id={`${id}-heading`} className="mb-4 font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function CollapsibleSection({
  id,
  title,
  children,
}: {
  readonly id: string
  readonly title: string
  readonly children: ReactNode
}) {
  return (
    <Collapsible.Root defaultOpen>
      <section
        aria-labelledby={`${id}-heading`}
        className="rounded-3xl border border-sand-200 bg-white p-6 shadow-xs sm:p-7"
      >
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
          <Collapsible.Trigger>{title}</Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="pt-4">{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  )
}

function Bullets({
  section,
  items,
  marker,
  markerClass,
}: {
  readonly section: EvidenceSection
  readonly items: ReadonlyArray<string>
  readonly marker: string
  readonly markerClass: string
}) {
  if (items.length === 0) return <Missing />
  return (
    <ul className="flex flex-col gap-2.5">
      {items.map((item, index) => (
        <li key={item} className="flex gap-3 leading-relaxed text-ink-700 print:break-inside-avoid">
          <span aria-hidden="true" className={`w-4 shrink-0 text-center ${markerClass}`}>
            {marker}
          </span>
          <div>
            <TermText text={item} />
            <Explained section={section} index={index} about={item} />
          </div>
        </li>
      ))}
    </ul>
  )
}

function Missing() {
  return <p className="text-ink-500 italic">{missingSectionText}</p>
}
