/**
 * Copies the user's referral link ({origin}/?ref={code}) and says "Copied!"
 * for 2 s (spec §4, §9), for the navigation bar's menu and the result page's
 * referral panel alike. A browser that refuses to copy gets a toast with the
 * link, so it can still be copied by hand.
 */
import { copyConfirmationMillis, referralLink } from "@strand/domain/referral/Referral"
import { useCallback, useEffect, useRef, useState } from "react"
import { notify } from "../ui/toast.tsx"
import { copyText } from "./clipboard.ts"
import { track } from "./engagement.ts"

export const copyInviteLabel = "Copy invite link"
export const copiedLabel = "Copied!"

export interface InviteLink<Link extends string | undefined> {
  /** {origin}/?ref={code}; undefined while nobody with a code is signed in. */
  readonly link: Link
  /** True for 2 s after a copy. */
  readonly copied: boolean
  readonly copy: () => Promise<void>
}

export function useCopyInviteLink(origin: string, referralCode: string): InviteLink<string>
export function useCopyInviteLink(
  origin: string,
  referralCode: string | undefined,
): InviteLink<string | undefined>
export function useCopyInviteLink(
  origin: string,
  referralCode: string | undefined,
): InviteLink<string | undefined> {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const link = referralCode === undefined ? undefined : referralLink(origin, referralCode)
  const copy = useCallback(async () => {
    if (link === undefined) return
    try {
      await copyText(link)
    } catch {
      notify({ type: "error", title: "Couldn't copy the link", description: link })
      return
    }
    setCopied(true)
    track({ category: "referral", label: "share", value: "copy_link" })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), copyConfirmationMillis)
  }, [link])

  return { link, copied, copy }
}

/** "No friends joined yet", "1 friend joined", "3 friends joined". */
export const describeReferralCount = (count: number): string =>
  count === 0
    ? "No friends joined yet"
    : count === 1
      ? "1 friend joined"
      : `${count} friends joined`
