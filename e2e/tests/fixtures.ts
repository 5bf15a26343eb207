/**
 * The Playwright `test` every spec uses. Each test is a visitor from its own
 * address: the e2e server runs as if behind a proxy (TRUST_PROXY=true) and
 * each test sends its own X-Forwarded-For from the IPv6 documentation range.
 * The per-IP rate limits on sign-in and joining then count each test the way
 * they count real people, instead of the whole parallel suite sharing
 * 127.0.0.1 and tripping them.
 */
import { test as base } from "@playwright/test"

export { type BrowserContext, expect, type Page } from "@playwright/test"

const visitorAddress = () => {
  const hex = crypto.randomUUID().replaceAll("-", "")
  // A network of its own: the server counts IPv6 clients by their /64.
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": visitorAddress() })
  },
})
