/**
 * What an admin page shows when its data could not be read: sign in (401),
 * not for you (403, with the server's words), or the failure with Try again.
 * Which admin data it is is named in the texts (`what`: "the waitlist").
 */
import { ApiError } from "@strand/domain/errors/ApiError"
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { Button, buttonClass } from "../../ui/button.tsx"
import { StatePanel } from "../../ui/StatePanel.tsx"

export function AdminLoadError({
  error,
  what,
  onRetry,
}: {
  readonly error: Error
  /** What the page lists, in a sentence: "The waitlist", "AI analyst activity". */
  readonly what: { readonly subject: string; readonly object: string }
  readonly onRetry: () => void
}) {
  const status = error instanceof ApiError ? error.status : undefined
  if (status === 401) {
    return (
      <Refusal
        title="Please sign in"
        text={`${what.subject} is for Strand's team. Sign in with your team e-mail to see it.`}
        action={
          <Link to="/auth" className={buttonClass("primary")}>
            Sign in
          </Link>
        }
      />
    )
  }
  if (status === 403) {
    return (
      <Refusal
        title="This page isn't available to you"
        text={error.message}
        action={
          <Link to="/" className={buttonClass("primary")}>
            Go Home
          </Link>
        }
      />
    )
  }
  return (
    <Refusal
      title={`We couldn't load ${what.object}`}
      text={error.message}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  )
}

function Refusal({
  title,
  text,
  action,
}: {
  readonly title: string
  readonly text: string
  readonly action: ReactNode
}) {
  return (
    <StatePanel
      title={title}
      focusHeading
      action={action}
      icon={
        <path
          d="M7 11V8a5 5 0 0110 0v3M6 11h12v9H6z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      }
    >
      {text}
    </StatePanel>
  )
}
