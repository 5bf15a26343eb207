/**
 * Copies the user's referral link ({origin}/?ref={code}) and says "Copied!"
 * for 2 s (spec §4, §9). A browser that refuses to copy gets a toast with
 * the link, so it can still be copied by hand.
 */
import { copyConfirmationMillis, referralLink } from "@strand/domain/referral/Referral"
import { useCallback, useEffect, useRef, useState } from "react"
import { copyText } from "../../lib/clipboard.ts"
import { notify } from "../../ui/toast.tsx"

export const copyInviteLabel = "Copy invite link"
export const copiedLabel = "Copied!"

export const useCopyInviteLink = (origin: string, referralCode: string | undefined) => {
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
