/**
 * The navigation bar's main button (spec §4 "Main call-to-action"): Join
 * Waitlist for visitors, then Take Quiz or My Reports by quiz progress, and
 * a disabled "Loading..." while that is not known yet.
 */
import { Link } from "@tanstack/react-router"
import type { Viewer } from "../../lib/viewer.ts"
import { Button, buttonClass } from "../../ui/button.tsx"
import { scrollToSectionOnLanding } from "./sections.ts"

const compact = "px-4 py-2 text-sm sm:px-5"

export function MainCallToAction({
  viewer,
  onAction,
}: {
  readonly viewer: Viewer
  /** Called after the button is used (the mobile menu closes). */
  readonly onAction?: () => void
}) {
  if (viewer._tag === "SignedOut") {
    return (
      <Link
        to="/"
        hash="waitlist"
        className={buttonClass("primary", compact)}
        onClick={(event) => {
          scrollToSectionOnLanding("waitlist", event)
          onAction?.()
        }}
      >
        Join Waitlist
      </Link>
    )
  }
  if (viewer._tag === "Unreachable") {
    // Not a visitor: joining the waitlist again would be the wrong way on.
    return (
      <Button disabled className={compact}>
        Offline
      </Button>
    )
  }
  if (viewer._tag === "Unknown" || viewer.quiz === "loading") {
    return (
      <Button disabled className={compact}>
        Loading...
      </Button>
    )
  }
  return viewer.quiz === "completed" ? (
    <Link to="/my-reports" className={buttonClass("primary", compact)} onClick={onAction}>
      My Reports
    </Link>
  ) : (
    <Link to="/quiz" className={buttonClass("primary", compact)} onClick={onAction}>
      Take Quiz
    </Link>
  )
}
