/**
 * The landing page's #waitlist section (spec §2), by who is looking: the
 * form for a visitor (then the thank-you view), the way into the haircare
 * audit for a signed-in user who has not done it, their reports for one who
 * has, and a loading message while their quiz status is read.
 */
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { isApiError, preloadAnswer } from "../../lib/callApi.ts"
import { displayName, type Viewer } from "../../lib/viewer.ts"
import { buttonClass } from "../../ui/button.tsx"
import { errorsByField } from "./joinFormErrors.ts"
import { useJoinWaitlist } from "./useJoinWaitlist.ts"
import { WaitlistCount } from "./WaitlistCount.tsx"
import { WaitlistForm } from "./WaitlistForm.tsx"
import { WaitlistJoined } from "./WaitlistJoined.tsx"

export const auditHeading = "Start Your Haircare Audit"
export const startAuditLabel = "Start the Quiz"
export const viewReportsLabel = "View My Reports"
export const quizStatusLoadingText = "Loading your haircare audit..."

export function WaitlistSection({
  referralCode,
  viewer,
}: {
  readonly referralCode?: string | undefined
  readonly viewer: Viewer
}) {
  const join = useJoinWaitlist()
  const issues = isApiError(join.error) ? (join.error.issues ?? []) : []
  const serverErrors = issues.length > 0 ? errorsByField(issues) : undefined

  // Joining signs the visitor in, which changes `viewer`; the thank-you view
  // stays until they leave.
  if (join.isSuccess) {
    return (
      <Frame heading="Join the waitlist" intro={joinIntro}>
        <WaitlistJoined
          // The account's own name: joining again never renames it.
          name={join.data.user?.name ?? join.variables?.name}
          checkEmail={join.data.checkEmail === true}
        />
      </Frame>
    )
  }

  if (viewer._tag === "SignedIn") {
    const name = displayName(viewer.user)
    if (viewer.quiz === "loading") {
      return (
        <Frame heading={`Welcome, ${name}`}>
          <p role="status" className="py-6 text-center text-ink-700">
            {quizStatusLoadingText}
          </p>
        </Frame>
      )
    }
    if (viewer.quiz === "not-completed") {
      return (
        <Frame
          heading={auditHeading}
          intro={`Welcome, ${name}. A few minutes of questions about your hair and scalp, and Strand writes you a routine that fits.`}
        >
          <ul className="mb-6 flex flex-col gap-2 text-ink-700">
            {["About 5 minutes", "No right or wrong answers", "A personal report at the end"].map(
              (item) => (
                <li key={item} className="flex items-center gap-2">
                  <Tick />
                  {item}
                </li>
              ),
            )}
          </ul>
          <Link to="/quiz" className={buttonClass("primary", "w-full")}>
            {startAuditLabel}
          </Link>
        </Frame>
      )
    }
    return (
      <Frame
        heading={`Welcome back, ${name}`}
        intro="Your haircare audit is done. Your reports are waiting for you."
      >
        <Link to="/my-reports" className={buttonClass("primary", "w-full")}>
          {viewReportsLabel}
        </Link>
      </Frame>
    )
  }

  return (
    <Frame heading="Join the waitlist" intro={joinIntro}>
      <WaitlistForm
        onJoin={(request) => join.mutate(request)}
        pending={join.isPending}
        referralCode={referralCode}
        serverErrors={serverErrors}
        onReach={() => preloadAnswer(api.waitlist.join)}
      />
    </Frame>
  )
}

const joinIntro = "Be first to try Strand: a calm, science-led routine for your hair and scalp."

function Frame({
  heading,
  intro,
  children,
}: {
  readonly heading: string
  readonly intro?: string
  readonly children: ReactNode
}) {
  return (
    <section
      id="waitlist"
      aria-labelledby="waitlist-heading"
      className="scroll-mt-24 rounded-3xl border border-sand-200 bg-white/90 p-6 shadow-xl shadow-ink-900/5 sm:p-8"
    >
      <div className="mb-6 flex flex-col gap-2">
        <h2
          id="waitlist-heading"
          className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl"
        >
          {heading}
        </h2>
        {intro && <p className="text-ink-700">{intro}</p>}
      </div>
      {children}
      <div className="mt-5 border-t border-sand-200 pt-4 text-center">
        <WaitlistCount />
      </div>
    </section>
  )
}

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-sage-700">
      <path
        d="M5 10.5l3.2 3.2L15 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
