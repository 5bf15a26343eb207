/**
 * What a page other than the landing page shows before the app has loaded:
 * the navigation bar's frame with the brand, and "Loading..." or, for the
 * quiz, its first question (prerender.tsx). The build renders it into the
 * SPA's shells (build/landingPage.ts), so a phone on a slow network paints
 * the frame at once instead of a blank page while the JavaScript arrives;
 * the app replaces it when its first page is ready (main.tsx).
 */
import type { ReactNode } from "react"
import { LoadingPanel } from "../../ui/StatePanel.tsx"
import { StrandMark } from "../../ui/StrandMark.tsx"
import { brandClass, navBarClass, navRowClass } from "./NavParts.tsx"

/** Marks the frame, so the app knows to replace it rather than hydrate it. */
export const pendingFrameAttribute = "data-pending-frame"

export function PendingFrame({
  children = <LoadingPanel>Loading...</LoadingPanel>,
}: {
  readonly children?: ReactNode
}) {
  return (
    <div {...{ [pendingFrameAttribute]: "" }} className="flex min-h-dvh flex-col">
      <header className={navBarClass}>
        <nav aria-label="Main">
          <div className={navRowClass}>
            <a href="/" className={brandClass}>
              <StrandMark />
              Strand
            </a>
          </div>
        </nav>
      </header>
      <div className="flex-1 pt-16">{children}</div>
    </div>
  )
}
