/**
 * The report view at /result?analysisId (spec §2 "Result screen"): Start
 * here first, then the report's eight sections, every line with its "Why?",
 * what to expect and when to look again, and around them what the reader
 * can do next: fit the weekly rhythm to their own week, add the week to a
 * calendar, print or save it as a PDF, take a summary to the doctor when
 * something needs one, find an expert and send them that summary, share for
 * more tips and e-mail the report (signed in), send feedback, go home or take
 * the quiz again. Printed, it is the whole report, open, with the evidence as
 * footnotes and none of the page's controls.
 */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import { evidenceNotes } from "@strand/domain/analysis/EvidenceNotes"
import { canSendFeedback } from "@strand/domain/feedback/Feedback"
import { useSuspenseQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { contactEmail } from "../../lib/contact.ts"
import { useBrowserOrigin } from "../../lib/hydration.ts"
import { Button, buttonClass } from "../../ui/button.tsx"
import { FallbackBadge } from "../../ui/FallbackBadge.tsx"
import * as Field from "../../ui/field.tsx"
import { StatePanel } from "../../ui/StatePanel.tsx"
import { CalendarDownload } from "./CalendarDownload.tsx"
import { EvidenceFootnotes } from "./EvidenceFootnotes.tsx"
import { useEmailReport, useSendFeedback } from "./mutations.ts"
import { analysisQueryOptions } from "./queries.ts"
import { ReferralPanel } from "./ReferralPanel.tsx"
import { ReportSections } from "./ReportSections.tsx"
import { ReportTimelines } from "./ReportTimelines.tsx"
import { RoutineSchedulePanel } from "./RoutineSchedulePanel.tsx"
import { StartHere } from "./StartHere.tsx"

export function ResultPage({
  analysisId,
  user,
  origin,
}: {
  readonly analysisId: string | undefined
  readonly user: UserJson | null
  /** Where the referral link points; the page's own origin unless told. */
  readonly origin?: string
}) {
  const browserOrigin = useBrowserOrigin()
  if (analysisId === undefined || analysisId.trim() === "") {
    return (
      <StatePanel
        icon="report"
        title="No Analysis Found"
        action={
          <Link to="/quiz" className={buttonClass()}>
            Take the Quiz
          </Link>
        }
      >
        Take the hair quiz to get your personalised report.
      </StatePanel>
    )
  }
  return <Report analysisId={analysisId} user={user} origin={origin ?? browserOrigin} />
}

function Report({
  analysisId,
  user,
  origin,
}: {
  readonly analysisId: string
  readonly user: UserJson | null
  readonly origin: string
}) {
  // Loaded by the route; its pending and error components stand in until then.
  const { data: report } = useSuspenseQuery(analysisQueryOptions(analysisId))
  const { aiResults, fallbackUsed, explanation } = report
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
      <header className="mb-8 text-center print:mb-4 print:text-left">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-600 uppercase">
          Your haircare plan
        </p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-ink-900 sm:text-5xl print:text-3xl">
          {user?.name ? `${user.name}'s hair report` : "Your hair report"}
        </h1>
        {fallbackUsed && (
          <p className="mt-3 flex items-center justify-center gap-2 text-sm text-ink-700 print:justify-start">
            <FallbackBadge />
            Written by our rule-based analyst while the AI was unavailable.
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-center gap-3 print:hidden">
          <Button variant="secondary" onClick={() => window.print()}>
            Print or save as PDF
          </Button>
          {report.offersDoctorSummary && (
            <Link to="/doctor-summary" search={{ analysisId }} className={buttonClass("secondary")}>
              Summary for my doctor
            </Link>
          )}
        </div>
      </header>

      <div className="flex flex-col gap-5">
        <StartHere items={explanation.startHere} />
        <ReportSections
          results={aiResults}
          explanation={explanation}
          lockedTips={report.lockedTips}
          week={report.week}
        />
        <ReportTimelines timelines={explanation.timelines} retakeOn={report.retakeOn} />
        {report.offersDoctorSummary && <DoctorSummaryCard analysisId={analysisId} />}
        {user !== null && (
          <FindExpertCard analysisId={analysisId} needsSomeone={report.offersDoctorSummary} />
        )}
        {user !== null && <RoutineSchedulePanel week={report.week} />}
        {user !== null && (
          <CalendarDownload
            analysisId={analysisId}
            rhythm={aiResults.weeklyRhythm}
            week={report.week}
          />
        )}
        <EvidenceFootnotes cited={evidenceNotes(explanation).cited} />
      </div>

      <div className="print:hidden">
        {user !== null && (
          <div className="mt-8 flex flex-col gap-6">
            {user.referralCode !== "" && (
              <ReferralPanel
                referralCode={user.referralCode}
                referralCount={user.referralCount}
                lockedCount={report.lockedTips.count}
                origin={origin}
              />
            )}
            <div className="flex flex-wrap justify-center gap-3">
              <EmailReportButton analysisId={analysisId} />
              <Link to="/my-reports" className={buttonClass("secondary")}>
                View All My Reports
              </Link>
              <Link to="/check" className={buttonClass("secondary")}>
                Check a Product
              </Link>
            </div>
          </div>
        )}

        <FeedbackForm user={user} />

        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass("secondary")}>
            Go Home
          </Link>
          <Link to="/quiz" className={buttonClass()}>
            Take Quiz Again
          </Link>
        </div>
      </div>
    </main>
  )
}

/** When something needs a doctor: the one page to take to the appointment. */
function DoctorSummaryCard({ analysisId }: { readonly analysisId: string }) {
  return (
    <section
      aria-labelledby="doctor-card-heading"
      className="rounded-3xl border border-danger-600/30 bg-white p-6 shadow-xs sm:p-7 print:hidden"
    >
      <h2 id="doctor-card-heading" className="font-display text-xl font-semibold text-ink-900">
        For your doctor
      </h2>
      <p className="mt-2 text-ink-700">
        Something in your answers is worth showing a GP or dermatologist. Take one page with what
        you noticed, since when, what you tried and what you use: no diagnosis, just the facts.
      </p>
      <Link to="/doctor-summary" search={{ analysisId }} className={buttonClass("primary", "mt-4")}>
        Prepare my summary
      </Link>
    </section>
  )
}

/** "Find an expert": who fits this report, near the person or online, and sending them the summary. */
function FindExpertCard({
  analysisId,
  needsSomeone,
}: {
  readonly analysisId: string
  readonly needsSomeone: boolean
}) {
  return (
    <section
      aria-labelledby="expert-card-heading"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-xs sm:p-7 print:hidden"
    >
      <h2 id="expert-card-heading" className="font-display text-xl font-semibold text-ink-900">
        Find an expert
      </h2>
      <p className="mt-2 text-ink-700">
        {needsSomeone
          ? "Find the kind of expert your report suggests, near you or online, and send them your summary with your agreement."
          : "Dermatologists, trichologists, stylists, locticians and barbers who fit your hair, near you or online."}
      </p>
      <Link to="/experts" search={{ analysisId }} className={buttonClass("secondary", "mt-4")}>
        Find an expert
      </Link>
    </section>
  )
}

function EmailReportButton({ analysisId }: { readonly analysisId: string }) {
  const email = useEmailReport(analysisId)
  return (
    <Button disabled={email.isPending} onClick={() => email.mutate()}>
      {email.isPending ? "Sending..." : "Email My Report"}
    </Button>
  )
}

function FeedbackForm({ user }: { readonly user: UserJson | null }) {
  const [comments, setComments] = useState("")
  const send = useSendFeedback(user, () => setComments(""))
  return (
    <form
      aria-labelledby="feedback-heading"
      className="mt-10 rounded-3xl border border-sand-200 bg-white p-6 sm:p-7"
      onSubmit={(event) => {
        event.preventDefault()
        if (canSendFeedback(comments)) send.mutate(comments)
      }}
    >
      <h2 id="feedback-heading" className="font-display text-xl font-semibold text-ink-900">
        How did we do?
      </h2>
      <Field.Root className="mt-4">
        <Field.Label>Your feedback</Field.Label>
        <Field.Textarea
          value={comments}
          maxLength={5000}
          placeholder="Tell us what was helpful and what we could do better"
          onChange={(event) => setComments(event.target.value)}
        />
        <Field.HelperText>
          Rather write to us? E-mail{" "}
          <a
            href={`mailto:${contactEmail}`}
            className="font-medium text-clay-700 underline decoration-clay-500/40 underline-offset-4 hover:decoration-clay-600"
          >
            {contactEmail}
          </a>
          .
        </Field.HelperText>
      </Field.Root>
      <Button
        type="submit"
        className="mt-4"
        disabled={!canSendFeedback(comments) || send.isPending}
      >
        {send.isPending ? "Sending..." : "Send Feedback"}
      </Button>
    </form>
  )
}
