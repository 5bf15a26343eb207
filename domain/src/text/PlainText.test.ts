import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { isPlainText, isSingleLine, withoutBidiControls } from "./PlainText.ts"

const passes = (schema: Schema.Codec<string>, text: string) =>
  Result.isSuccess(Schema.decodeUnknownResult(schema)(text))

const singleLine = Schema.String.check(isSingleLine("one line"))
const plainText = Schema.String.check(isPlainText("plain"))

describe("plain text", () => {
  it("a single line refuses line breaks, every control character and bidi overrides", () => {
    assert.isTrue(passes(singleLine, "Zoë O'Brien-李明"))
    for (const text of [
      "a\nb",
      "a\rb",
      "a\tb",
      "a\u0000b",
      "a\u001bb",
      "a\u007fb",
      "a\u0085b",
      "a\u202eb",
      "a\u2066b",
    ]) {
      assert.isFalse(passes(singleLine, text), JSON.stringify(text))
    }
  })

  it("free text keeps line breaks and tabs but refuses other control characters", () => {
    assert.isTrue(passes(plainText, "first line\r\nsecond\tline"))
    for (const text of ["a\u0000b", "a\u0008b", "a\u000bb", "a\u001fb", "a\u009fb"]) {
      assert.isFalse(passes(plainText, text), JSON.stringify(text))
    }
  })

  it("stored text is shown without bidi overrides", () => {
    assert.strictEqual(withoutBidiControls("Eve\u202Egnp.exe\u202C"), "Evegnp.exe")
  })
})
