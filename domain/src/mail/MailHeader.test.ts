import { assert, describe, it } from "@effect/vitest"
import { hasControlCharacters, headerText, headerTextMaxLength } from "./MailHeader.ts"

describe("header text", () => {
  it("turns line breaks and other control characters into single spaces", () => {
    assert.strictEqual(headerText("Ada\r\nBcc: eve@example.com"), "Ada Bcc: eve@example.com")
    assert.strictEqual(
      headerText("A\u0000B\u0007C\u007fD\u0085E\u2028F\u2029G\tH"),
      "A B C D E F G H",
    )
    assert.strictEqual(headerText("  many   spaces \n\n "), "many spaces")
  })

  it("keeps every other character, and caps the length with an ellipsis", () => {
    assert.strictEqual(headerText("Zoë's routine ✨ 李明"), "Zoë's routine ✨ 李明")
    const long = headerText("é".repeat(400))
    assert.strictEqual([...long].length, headerTextMaxLength)
    assert.isTrue(long.endsWith("…"))
  })

  it("breaks an RFC 2047 encoded word, so no mail client decodes a stored name into headers", () => {
    const subject = headerText("Pat =?utf-8?q?Pat=0D=0ABcc:_ceo@strand.example?=")
    assert.notInclude(subject, "=?")
    assert.strictEqual(subject, "Pat = ?utf-8?q?Pat=0D=0ABcc:_ceo@strand.example?=")
  })

  it("tells whether a header still carries a control character", () => {
    for (const bad of ["a\rb", "a\nb", "a\u0000", "\u2028", "x\u009b"])
      assert.isTrue(hasControlCharacters(bad))
    for (const good of ["Strand feedback from Ada", "Zoë ✨", ""])
      assert.isFalse(hasControlCharacters(good))
  })
})
