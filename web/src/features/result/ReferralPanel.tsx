/**
 * The referral panel (spec §4 "Referral"): how many styling tips are locked
 * (only general ones ever are, so the number varies and may be none),
 * progress towards three friends, share links and a copy button for
 * {origin}/?ref={code} that says "Copied!" for 2 s.
 */
import {
  isReferralUnlocked,
  referralProgress,
  referralThreshold,
  shareLinks,
} from "@strand/domain/referral/Referral"
import { track } from "../../lib/engagement.ts"
import { useCopyInviteLink } from "../../lib/useCopyInviteLink.ts"
import { Button } from "../../ui/button.tsx"
import { ProgressBar } from "../../ui/progress.tsx"

const shareTargets = [
  { key: "messaging", label: "Share on WhatsApp" },
  { key: "microblog", label: "Share on X" },
  { key: "social", label: "Share on Facebook" },
] as const

/** What the panel says about the lock: how many tips it holds, or that it holds none. */
export const lockedTipsWords = (referralCount: number, lockedCount: number): string =>
  isReferralUnlocked(referralCount)
    ? "Every styling and build-up tip in your report is unlocked."
    : lockedCount === 0
      ? `Nothing in this report is locked: every tip is yours. Invite ${referralThreshold} friends to Strand to unlock the extra tips in future reports.`
      : `${lockedCount} ${lockedCount === 1 ? "styling tip is" : "styling tips are"} locked in this report. Invite ${referralThreshold} friends to Strand to unlock ${lockedCount === 1 ? "it" : "them"}.`

export function ReferralPanel({
  referralCode,
  referralCount,
  lockedCount,
  origin,
}: {
  readonly referralCode: string
  readonly referralCount: number
  /** Styling tips locked in the report on this page. */
  readonly lockedCount: number
  readonly origin: string
}) {
  const { link, copied, copy } = useCopyInviteLink(origin, referralCode)
  const links = shareLinks(link)
  const shown = Math.min(referralCount, referralThreshold)

  return (
    <section
      aria-labelledby="referral-heading"
      className="rounded-3xl border border-clay-500/25 bg-gradient-to-br from-sand-100 to-white p-6 sm:p-8"
    >
      <h2 id="referral-heading" className="font-display text-xl font-semibold text-ink-900">
        {isReferralUnlocked(referralCount)
          ? "All tips unlocked"
          : lockedCount === 0
            ? "Share Strand with friends"
            : "Share to unlock more tips"}
      </h2>
      <p className="mt-2 text-ink-700">{lockedTipsWords(referralCount, lockedCount)}</p>
      <div className="mt-5">
        <div className="flex items-baseline justify-between text-sm font-medium text-ink-700">
          <span>Friends invited</span>
          <span>
            {shown}/{referralThreshold}
          </span>
        </div>
        <ProgressBar
          className="mt-2"
          value={referralProgress(referralCount)}
          label="Referral progress"
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 truncate rounded-xl border border-sand-300 bg-white px-4 py-2.5 text-sm text-ink-700">
          {link}
        </p>
        <Button variant="secondary" className="px-5 py-2.5 text-sm" onClick={() => void copy()}>
          {copied ? "Copied!" : "Copy link"}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {copied ? "Link copied" : ""}
      </span>
      <ul className="mt-4 flex flex-wrap gap-2">
        {shareTargets.map((target) => (
          <li key={target.key}>
            <a
              href={links[target.key]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track({ category: "referral", label: "share", value: target.key })}
              className="inline-flex rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-medium text-ink-900 hover:border-clay-500 hover:text-clay-700"
            >
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
