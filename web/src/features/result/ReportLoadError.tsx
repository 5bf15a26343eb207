/**
 * The error component of a page about one report: the server's "no"
 * (unknown, or not this person's; the API answers both alike) is "Analysis
 * Not Found", with the page's way on; no answer at all, or anything else,
 * is the router's error page.
 */
import { type ErrorComponentProps, Link } from "@tanstack/react-router"
import { isServerAnswer } from "../../lib/callApi.ts"
import { buttonClass } from "../../ui/button.tsx"
import { RouteErrorPage } from "../../ui/RouteErrorPage.tsx"
import { AnalysisNotFoundPanel } from "./AnalysisNotFoundPanel.tsx"

/** Where a page about a report that is not there sends the person. */
const waysOn = {
  quiz: { to: "/quiz", label: "Take a New Quiz" },
  reports: { to: "/my-reports", label: "View My Reports" },
} as const

function ReportLoadError({
  error,
  reset,
  wayOn,
}: ErrorComponentProps & { readonly wayOn: keyof typeof waysOn }) {
  if (!isServerAnswer(error)) return <RouteErrorPage error={error} reset={reset} />
  return (
    <AnalysisNotFoundPanel
      action={
        <Link to={waysOn[wayOn].to} className={buttonClass()}>
          {waysOn[wayOn].label}
        </Link>
      }
    />
  )
}

/** /result's: a report not there is a new quiz away. */
export function ResultLoadError(props: ErrorComponentProps) {
  return <ReportLoadError {...props} wayOn="quiz" />
}

/** /doctor-summary's: the person's reports are where to pick another. */
export function SummaryLoadError(props: ErrorComponentProps) {
  return <ReportLoadError {...props} wayOn="reports" />
}
