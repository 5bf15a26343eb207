/**
 * Magic-link mode (AUTH_MODE=magic-link): nobody is signed in until they open
 * the link we e-mailed, so the form gives way to "Check your e-mail".
 */
import { useEffect, useRef } from "react"
import { Button } from "../../ui/button.tsx"
import { AccountHeading } from "./AccountCard.tsx"

export const checkEmailHeading = "Check your e-mail"
export const useDifferentEmailLabel = "Use a different e-mail"

export function CheckEmail({
  message,
  email,
  onUseDifferentEmail,
}: {
  /** The server's words ("Check your e-mail: we sent you a link to sign in."). */
  readonly message: string
  readonly email: string
  readonly onUseDifferentEmail: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form the person was in is gone: move focus to the news.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="flex flex-col gap-4">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-sage-100 text-sage-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
          <path
            d="M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <AccountHeading title={checkEmailHeading} headingRef={headingRef} />
      <p className="-mt-4 text-ink-700">{message}</p>
      <p className="text-ink-700">
        We sent it to <strong className="font-semibold break-words text-ink-900">{email}</strong>.
        The link works once, within 15 minutes.
      </p>
      <Button variant="secondary" onClick={onUseDifferentEmail} className="mt-2 w-full">
        {useDifferentEmailLabel}
      </Button>
    </div>
  )
}
