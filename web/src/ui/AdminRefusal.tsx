/**
 * What an admin page shows when its data cannot be had: sign in (401), not
 * yours (403), or could not load (anything else, with Try again).
 */
import { Link } from "@tanstack/react-router"
import { isApiError } from "../lib/callApi.ts"
import { Button, buttonClass } from "./button.tsx"
import { StatePanel } from "./StatePanel.tsx"

export function AdminRefusal({
  error,
  what,
  retry,
}: {
  /** what the route's loader or the page's query failed with */
  readonly error: unknown
  /** what the page shows, e.g. "the CRM sync", "the waitlist" */
  readonly what: string
  readonly retry: () => void
}) {
  const status = isApiError(error) ? error.status : undefined
  const message = error instanceof Error ? error.message : String(error)
  const refused = status === 401 || status === 403
  const [title, text, action] =
    status === 401
      ? [
          "Please sign in",
          `${what[0]?.toUpperCase()}${what.slice(1)} is for Strand's team. Sign in with your team e-mail to see it.`,
          <Link key="auth" to="/auth" className={buttonClass("primary")}>
            Sign in
          </Link>,
        ]
      : status === 403
        ? [
            "This page isn't available to you",
            message,
            <Link key="home" to="/" className={buttonClass("primary")}>
              Go Home
            </Link>,
          ]
        : [
            `We couldn't load ${what}`,
            message,
            <Button key="retry" onClick={retry}>
              Try again
            </Button>,
          ]
  return (
    <StatePanel title={title} focusHeading action={action} icon={refused ? "lock" : "alert"}>
      {text}
    </StatePanel>
  )
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

/** "Nov 3, 2026, 4:05 PM", in the reader's time zone. */
export const formatAdminTime = (date: Date): string => dateTimeFormat.format(date)
