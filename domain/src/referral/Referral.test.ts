import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  isReferralUnlocked,
  referralLink,
  referralProgress,
  shareLinks,
  splitStylingTips,
} from "./Referral.ts"

describe("referral unlocking", () => {
  it("unlocks at three referrals", () => {
    assert.isFalse(isReferralUnlocked(0))
    assert.isFalse(isReferralUnlocked(2))
    assert.isTrue(isReferralUnlocked(3))
    assert.isTrue(isReferralUnlocked(10))
  })

  it("shows progress count/3, at most 100 percent", () => {
    assert.strictEqual(referralProgress(0), 0)
    assert.strictEqual(referralProgress(1), 1 / 3)
    assert.strictEqual(referralProgress(3), 1)
    assert.strictEqual(referralProgress(7), 1)
    fc.assert(
      fc.property(
        fc.integer(),
        (count) => referralProgress(count) >= 0 && referralProgress(count) <= 1,
      ),
    )
  })

  it("shows the first 2 styling tips until unlocked, then all", () => {
    const tips = ["a", "b", "c", "d"]
    assert.deepStrictEqual(splitStylingTips(tips, 2), { visible: ["a", "b"], locked: ["c", "d"] })
    assert.deepStrictEqual(splitStylingTips(tips, 3), { visible: tips, locked: [] })
    assert.deepStrictEqual(splitStylingTips(["a"], 0), { visible: ["a"], locked: [] })
  })
})

describe("referral links", () => {
  it("is {origin}/?ref={code}", () => {
    assert.strictEqual(
      referralLink("https://strand.example", "Ab3_-x"),
      "https://strand.example/?ref=Ab3_-x",
    )
    assert.strictEqual(
      referralLink("https://strand.example/", "c d"),
      "https://strand.example/?ref=c%20d",
    )
  })

  it("shares the link on a messaging app, a microblog and a social network", () => {
    const link = "https://strand.example/?ref=abc"
    const links = shareLinks(link)
    for (const url of Object.values(links)) assert.include(url, encodeURIComponent(link))
    assert.match(links.messaging, /^https:\/\/wa\.me\//)
    assert.match(links.microblog, /^https:\/\/twitter\.com\/intent\/tweet/)
    assert.match(links.social, /^https:\/\/www\.facebook\.com\/sharer/)
  })
})
