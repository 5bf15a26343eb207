/**
 * The navigation below the md breakpoint: the same links and account actions
 * as the wide bar, in a panel under it. Opening it moves focus to its first
 * link; any action closes it (copying the invite link excepted: it stays
 * open so "Copied!" can be seen).
 */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import { Link } from "@tanstack/react-router"
import { useEffect, useRef } from "react"
import { copiedLabel, copyInviteLabel, describeReferralCount } from "../../lib/useCopyInviteLink.ts"
import { displayName, type Viewer } from "../../lib/viewer.ts"
import { Initial, LinkIcon } from "./NavParts.tsx"
import { scrollToSectionOnLanding } from "./sections.ts"

const rowClass =
  "flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left text-base font-semibold text-ink-900 hover:bg-sand-100 hover:text-clay-700"

export interface MobileMenuProps {
  readonly id: string
  readonly open: boolean
  readonly viewer: Viewer
  readonly copied: boolean
  readonly onCopyInviteLink: () => void
  readonly onLogout: () => void
  readonly onClose: () => void
}

export function MobileMenu({
  id,
  open,
  viewer,
  copied,
  onCopyInviteLink,
  onLogout,
  onClose,
}: MobileMenuProps) {
  const user = viewer._tag === "SignedIn" ? viewer.user : undefined
  const panelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus()
  }, [open])
  return (
    <div
      ref={panelRef}
      id={id}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-sand-200 bg-sand-50 px-4 pt-2 pb-5 shadow-lg shadow-ink-900/10 md:hidden"
    >
      <ul className="flex flex-col">
        <li>
          <Link
            to="/"
            hash="vision"
            className={rowClass}
            onClick={(event) => {
              scrollToSectionOnLanding("vision", event)
              onClose()
            }}
          >
            Our Vision
          </Link>
        </li>
        {viewer._tag === "SignedIn" && viewer.quiz === "completed" && (
          <li>
            <Link to="/quiz" className={rowClass} onClick={onClose}>
              Take Quiz
            </Link>
          </li>
        )}
        {viewer._tag === "SignedOut" && (
          <li>
            <Link to="/auth" className={rowClass} onClick={onClose}>
              Login
            </Link>
          </li>
        )}
      </ul>
      {user && (
        <Account
          user={user}
          copied={copied}
          onCopyInviteLink={onCopyInviteLink}
          onLogout={() => {
            onClose()
            onLogout()
          }}
          onClose={onClose}
        />
      )}
    </div>
  )
}

function Account({
  user,
  copied,
  onCopyInviteLink,
  onLogout,
  onClose,
}: {
  readonly user: UserJson
  readonly copied: boolean
  readonly onCopyInviteLink: () => void
  readonly onLogout: () => void
  readonly onClose: () => void
}) {
  const name = displayName(user)
  return (
    <section aria-label="Your account" className="mt-2 border-t border-sand-200 pt-3">
      <p className="flex items-center gap-3 px-3 py-2 font-semibold text-ink-900">
        <Initial name={name} />
        <span className="min-w-0">
          <span className="block truncate">{name}</span>
          {user.name !== null && (
            <span className="block truncate text-sm font-normal text-ink-500">{user.email}</span>
          )}
        </span>
      </p>
      <div className="px-3 py-2">
        <p className="flex items-baseline justify-between gap-3 text-sm font-semibold text-ink-500">
          <span>Invite friends</span>
          <span className="rounded-full bg-sage-100 px-2 py-0.5 font-medium text-sage-700">
            {describeReferralCount(user.referralCount)}
          </span>
        </p>
        <button type="button" onClick={onCopyInviteLink} className={`${rowClass} -mx-3 mt-1`}>
          <LinkIcon />
          {copied ? copiedLabel : copyInviteLabel}
        </button>
      </div>
      <ul className="flex flex-col">
        {user.isAdmin && (
          <li>
            <Link to="/admin" className={rowClass} onClick={onClose}>
              Admin
            </Link>
          </li>
        )}
        <li>
          <button type="button" onClick={onLogout} className={rowClass}>
            Logout
          </button>
        </li>
      </ul>
    </section>
  )
}
