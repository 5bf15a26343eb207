/**
 * Referral sharing (spec sections 4 and 9): three referrals unlock the rest
 * of the styling tips; until then the first two always show, and so does
 * every tip that is not a general styling tip (a safety tip, or one that
 * answers what the person reported): the lock hides general tips only, so
 * how many are locked varies, and may be none. The panel shows progress
 * towards three and shares the link {origin}/?ref={code}.
 */

export const referralThreshold = 3
export const visibleTipsBeforeUnlock = 2
/** How long the "copied" confirmation stays, in milliseconds. */
export const copyConfirmationMillis = 2000

export const isReferralUnlocked = (referralCount: number): boolean =>
  referralCount >= referralThreshold

/** Progress towards unlocking, from 0 to 1 (shown as at most 100 percent). */
export const referralProgress = (referralCount: number): number =>
  Math.min(Math.max(referralCount, 0) / referralThreshold, 1)

export interface StylingTips<A> {
  readonly visible: ReadonlyArray<A>
  /** Shown blurred under "Locked Content / Share to unlock more tips". */
  readonly locked: ReadonlyArray<A>
}

/**
 * The styling tips a user can read and the ones still locked, in order.
 * `lockable` says which tips the lock may hide (by default all of them).
 */
export const splitStylingTips = <A>(
  tips: ReadonlyArray<A>,
  referralCount: number,
  lockable: (tip: A, index: number) => boolean = () => true,
): StylingTips<A> => {
  if (isReferralUnlocked(referralCount)) return { visible: tips, locked: [] }
  const locked = (tip: A, index: number) => index >= visibleTipsBeforeUnlock && lockable(tip, index)
  return {
    visible: tips.filter((tip, index) => !locked(tip, index)),
    locked: tips.filter(locked),
  }
}

/** The link a user shares; origin without a trailing slash, code URL-encoded. */
export const referralLink = (origin: string, referralCode: string): string =>
  `${origin.replace(/\/+$/, "")}/?ref=${encodeURIComponent(referralCode)}`

export const shareTargets = ["copy_link", "messaging", "microblog", "social"] as const
export type ShareTarget = (typeof shareTargets)[number]

const shareText = "I'm getting my hair and scalp routine sorted with Strand. Join me:"

/**
 * The three share links of the panel: a messaging app (WhatsApp), a
 * microblogging network (X) and a social network (Facebook).
 */
export const shareLinks = (
  link: string,
): Readonly<Record<Exclude<ShareTarget, "copy_link">, string>> => ({
  messaging: `https://wa.me/?text=${encodeURIComponent(`${shareText} ${link}`)}`,
  microblog: `https://twitter.com/intent/tweet?text=${encodeURIComponent(shareText)}&url=${encodeURIComponent(link)}`,
  social: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
})
