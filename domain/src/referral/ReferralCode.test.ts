import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { generateReferralCode, referralCodeFromBytes, referralCodeShape } from "./ReferralCode.ts"

describe("referral codes", () => {
  it("encode 12 bytes as 16 base64url characters", () => {
    assert.strictEqual(referralCodeFromBytes(new Uint8Array(12)), "AAAAAAAAAAAAAAAA")
    assert.strictEqual(referralCodeFromBytes(new Uint8Array(12).fill(255)), "________________")
    const bytes = Uint8Array.from([0xfb, 0xef, 0xbe, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    assert.strictEqual(referralCodeFromBytes(bytes), Buffer.from(bytes).toString("base64url"))
  })

  it.effect("are URL-safe and different every time", () =>
    Effect.gen(function* () {
      const codes = yield* Effect.all(Array.from({ length: 200 }, () => generateReferralCode))
      for (const code of codes) assert.match(code, referralCodeShape)
      assert.strictEqual(new Set(codes).size, codes.length)
    }),
  )
})
