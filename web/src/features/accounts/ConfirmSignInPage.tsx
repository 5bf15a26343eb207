/**
 * /auth/confirm?token=…: where an e-mailed sign-in link lands. It signs in
 * only when the person presses the button, never on load: mail scanners open
 * links to check them, and would otherwise use the one-time link up.
 */
import { Link } from "@tanstack/react-router"
import { useEffect, useRef } from "react"
import { buttonClass, PendingButton } from "../../ui/button.tsx"
import { AccountCard, AccountHeading, textLinkClass } from "./AccountCard.tsx"
import { isLinkExpired, useConfirmSignInLink } from "./mutations.ts"

export const confirmButtonLabel = "Sign in to Strand"
export const confirmPendingLabel = "Signing in..."
export const linkExpiredHeading = "This link has expired"
export const linkIncompleteHeading = "This link is incomplete"

export function ConfirmSignInPage({ token }: { readonly token?: string | undefined }) {
  const confirm = useConfirmSignInLink()

  if (token === undefined || token === "") {
    return (
      <LinkProblem
        title={linkIncompleteHeading}
        text="The sign-in link is missing a part. Copy the whole link from the e-mail, or ask for a new one."
      />
    )
  }
  if (confirm.isError && isLinkExpired(confirm.error)) {
    return <LinkProblem title={linkExpiredHeading} text={confirm.error.message} />
  }

  const busy = confirm.isPending || confirm.isSuccess
  return (
    <AccountCard
      footer={
        <Link to="/" className={textLinkClass}>
          Back to home
        </Link>
      }
    >
      <AccountHeading
        title="Finish signing in"
        intro="You opened a sign-in link from your e-mail. Press the button to sign in on this device."
      />
      <PendingButton
        onClick={() => confirm.mutate(token)}
        pending={busy}
        label={confirmButtonLabel}
        pendingLabel={confirmPendingLabel}
        className="w-full"
      />
    </AccountCard>
  )
}

function LinkProblem({ title, text }: { readonly title: string; readonly text: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <AccountCard>
      <AccountHeading title={title} intro={text} headingRef={headingRef} />
      <Link to="/auth" className={buttonClass("primary", "w-full")}>
        Get a new link
      </Link>
    </AccountCard>
  )
}
