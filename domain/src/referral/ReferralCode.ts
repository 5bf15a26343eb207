/**
 * Referral codes: what a link or a form may carry, and new codes, 16 URL-safe
 * characters (base64url of 12 random bytes, 96 bits), so a code cannot be
 * guessed to claim someone else's referrals and needs no escaping in
 * {origin}/?ref={code}.
 */
import { Effect, Schema } from "effect"

/** A referral code as a link or a form carries it: URL-safe characters, at most 64. */
export const ReferralCode = Schema.Trim.check(
  Schema.isMaxLength(64, { message: "Invalid referral code" }),
  Schema.isPattern(/^[A-Za-z0-9_-]*$/, { message: "Invalid referral code" }),
)

export const referralCodeBytes = 12
export const referralCodeShape = /^[A-Za-z0-9_-]{16}$/

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/** base64url without padding; 12 bytes give exactly 16 characters. */
export const referralCodeFromBytes = (bytes: Uint8Array): string => {
  let code = ""
  for (let i = 0; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    code +=
      alphabet[(n >> 18) & 63]! +
      alphabet[(n >> 12) & 63]! +
      alphabet[(n >> 6) & 63]! +
      alphabet[n & 63]!
  }
  return code
}

/**
 * A fresh code from the platform's cryptographic random source (Web Crypto,
 * present in Node and browsers). Effect's Random is not cryptographic, so it
 * is not used here.
 */
export const generateReferralCode: Effect.Effect<string> = Effect.sync(() =>
  referralCodeFromBytes(globalThis.crypto.getRandomValues(new Uint8Array(referralCodeBytes))),
)
