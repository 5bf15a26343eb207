import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import fc from "fast-check"
import validator from "validator"
import { Email } from "./Email.ts"

const accepts = (address: string) => Result.isSuccess(Schema.decodeUnknownResult(Email)(address))

// validator.js (a well-kept validator) held to the same practical subset:
// ASCII only, a real top-level domain, no IP literals, and none of the
// characters that make an address something else inside a mailto: link.
const validatorAccepts = (address: string) =>
  validator.isEmail(address, {
    allow_utf8_local_part: false,
    require_tld: true,
    allow_ip_domain: false,
    blacklisted_chars: '!#$%&*/=?^`{|}~"',
  })

describe("e-mail addresses", () => {
  it("accepts the addresses people have", () => {
    for (const address of [
      "ada@example.com",
      "Ada.Lovelace@Example.co.uk",
      "o'brien@example.ie",
      "first+tag@mail.example.org",
      "x_y-z@sub-domain.example.travel",
      "  padded@example.com  ",
    ]) {
      assert.isTrue(accepts(address), address)
    }
  })

  it("refuses addresses that are links or headers in disguise (no ?, &, % tricks)", () => {
    for (const address of [
      "x@x.test?bcc=attacker@evil.example&body=hello",
      "x@x.test%0Abcc:attacker@evil.example",
      "a%b@example.com",
      "a&b@example.com",
      "a?b@example.com",
      "x@x.test\r\nBcc: attacker@evil.example",
      "ada@example.com\u0000",
      "<ada@example.com>",
      '"quoted"@example.com',
      "ada@[127.0.0.1]",
      "ada@localhost",
      "ada@example",
      ".ada@example.com",
      "ada.@example.com",
      "a..da@example.com",
      "ada@-example.com",
      "ada@example-.com",
      "ada@example.c",
      "josé@example.com",
      `${"a".repeat(65)}@example.com`,
      `ada@${"a".repeat(64)}.com`,
    ]) {
      assert.isFalse(accepts(address), address)
    }
  })

  it("never accepts what validator.js refuses under the same practical subset", () => {
    const character = fc.constantFrom(
      ..."abcXYZ019._'+-@!#$%&*/=?^`{|}~\"() ,:;<>[]\\é\u0000\n".split(""),
    )
    const address = fc.oneof(
      fc.string({ unit: character, maxLength: 40 }),
      fc
        .tuple(
          fc.string({ unit: character, minLength: 1, maxLength: 20 }),
          fc.string({ unit: character, minLength: 1, maxLength: 20 }),
          fc.constantFrom("com", "example", "co.uk", "c", "123"),
        )
        .map(([local, host, tld]) => `${local}@${host}.${tld}`),
    )
    fc.assert(
      fc.property(address, (typed) => !accepts(typed) || validatorAccepts(typed.trim())),
      { numRuns: 3000 },
    )
  })
})
