import { describe, expect, it } from "vitest"
import { mailtoHref } from "./mailto.ts"

describe("mailtoHref", () => {
  it("links an address people have, readable as it is", () => {
    expect(mailtoHref("ada.lovelace@example.com")).toBe("mailto:ada.lovelace@example.com")
  })

  it("encodes what would add headers or a body to the message", () => {
    const address = "x@x.test?bcc=attacker@evil.example&body=hi%20there"
    const href = mailtoHref(address)
    expect(href).not.toMatch(/[?&]/)
    const url = new URL(href)
    expect(url.search).toBe("")
    // The mail client gets the whole stored string as one recipient, nothing else.
    expect(decodeURIComponent(url.pathname)).toBe(address)
  })
})
