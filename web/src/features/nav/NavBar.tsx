/**
 * The navigation bar (spec §2): fixed at the top, transparent over the hero
 * and solid once the page has scrolled past 100 px. Our Vision, the main
 * call-to-action, Login or the user's menu, and Take Quiz for those who have
 * done the quiz; below md the same in a menu panel.
 */
import { Link, useLocation } from "@tanstack/react-router"
import { type KeyboardEvent, useId, useRef, useState } from "react"
import { useBrowserOrigin } from "../../lib/hydration.ts"
import { copiedLabel, useCopyInviteLink } from "../../lib/useCopyInviteLink.ts"
import type { Viewer } from "../../lib/viewer.ts"
import { StrandMark } from "../../ui/StrandMark.tsx"
import { MainCallToAction } from "./MainCallToAction.tsx"
import { MobileMenu } from "./MobileMenu.tsx"
import { brandClass, navBarClass, navRowClass } from "./NavParts.tsx"
import { scrollToSectionOnLanding } from "./sections.ts"
import { UserMenuOnDemand } from "./UserMenuOnDemand.tsx"
import { useScrolledPast } from "./useScrolledPast.ts"

const linkClass =
  "rounded-full px-3 py-2 text-sm font-semibold text-ink-700 transition-colors hover:bg-ink-900/5 hover:text-clay-700"

export interface NavBarProps {
  readonly viewer: Viewer
  readonly onLogout: () => void
  /** Where the referral link points; the page's own origin unless told. */
  readonly origin?: string
}

export function NavBar({ viewer, onLogout, origin }: NavBarProps) {
  const browserOrigin = useBrowserOrigin()
  const scrolled = useScrolledPast()
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const user = viewer._tag === "SignedIn" ? viewer.user : undefined
  const invite = useCopyInviteLink(origin ?? browserOrigin, user?.referralCode)

  // The mobile menu is open at one location: going anywhere else closes it,
  // whatever did the navigating.
  const href = useLocation({ select: (location) => location.href })
  const [openAt, setOpenAt] = useState<string | undefined>(undefined)
  const menuOpen = openAt === href

  const closeMenu = () => setOpenAt(undefined)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && menuOpen) {
      closeMenu()
      toggleRef.current?.focus()
    }
  }

  return (
    <header data-solid={scrolled || menuOpen} className={navBarClass}>
      <nav aria-label="Main" onKeyDown={onKeyDown}>
        <div className={navRowClass}>
          <Link to="/" className={brandClass}>
            <StrandMark />
            Strand
          </Link>
          <div className="flex items-center gap-2">
            <ul className="hidden items-center gap-1 md:flex">
              <li>
                <Link
                  to="/"
                  hash="vision"
                  className={linkClass}
                  onClick={(event) => scrollToSectionOnLanding("vision", event)}
                >
                  Our Vision
                </Link>
              </li>
              {viewer._tag === "SignedIn" && viewer.quiz === "completed" && (
                <li>
                  <Link to="/quiz" className={linkClass}>
                    Take Quiz
                  </Link>
                </li>
              )}
              {viewer._tag === "SignedOut" && (
                <li>
                  <Link to="/auth" className={linkClass}>
                    Login
                  </Link>
                </li>
              )}
            </ul>
            {user && (
              <div className="hidden md:block">
                <UserMenuOnDemand
                  user={user}
                  copied={invite.copied}
                  onCopyInviteLink={invite.copy}
                  onLogout={onLogout}
                />
              </div>
            )}
            <MainCallToAction viewer={viewer} onAction={closeMenu} />
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setOpenAt(menuOpen ? undefined : href)}
              className="grid size-10 place-items-center rounded-full text-ink-900 hover:bg-ink-900/5 md:hidden"
            >
              <span className="sr-only">Menu</span>
              <MenuIcon open={menuOpen} />
            </button>
          </div>
        </div>
        <MobileMenu
          id={menuId}
          open={menuOpen}
          viewer={viewer}
          copied={invite.copied}
          onCopyInviteLink={invite.copy}
          onLogout={onLogout}
          onClose={closeMenu}
        />
      </nav>
      {/* Says "Copied!" to screen readers, wherever the copy was made. */}
      <p role="status" className="sr-only">
        {invite.copied ? copiedLabel : ""}
      </p>
    </header>
  )
}

function MenuIcon({ open }: { readonly open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
      <path
        d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
