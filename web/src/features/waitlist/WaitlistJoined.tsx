/**
 * What replaces the form once someone has joined: thanks, and the way into
 * the quiz. In magic-link mode joining does not sign in yet, so it asks the
 * person to open the link we e-mailed instead.
 */
import { Link } from "@tanstack/react-router"
import { useEffect, useRef } from "react"
import { buttonClass } from "../../ui/button.tsx"

export const joinedHeading = "Thank you for joining!"
export const startQuizLabel = "Start Quiz Now"
export const checkEmailText =
  "Check your e-mail: we sent you a link to sign in. Open it to start your haircare audit."

export function WaitlistJoined({
  name,
  checkEmail = false,
}: {
  readonly name?: string | undefined
  /** Nobody is signed in yet: a sign-in link is on its way by e-mail. */
  readonly checkEmail?: boolean
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form the person was in is gone: move focus to the news.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-sage-100 text-sage-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-ink-900 outline-none"
      >
        {joinedHeading}
      </h3>
      {checkEmail ? (
        <p className="max-w-sm text-ink-700">
          {name ? `We're glad you're here, ${name}. ` : ""}
          {checkEmailText}
        </p>
      ) : (
        <>
          <p className="max-w-sm text-ink-700">
            {name ? `We're glad you're here, ${name}. ` : ""}
            While you wait, take the haircare audit: a few minutes of questions for a routine that
            fits your hair.
          </p>
          <Link to="/quiz" className={buttonClass("primary", "mt-2")}>
            {startQuizLabel}
          </Link>
        </>
      )}
    </div>
  )
}
