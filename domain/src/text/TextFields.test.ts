import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import {
  hasKeysOfKind,
  isText,
  type TextKind,
  textKinds,
  withoutBidiControls,
} from "./TextFields.ts"

const passes = (kind: TextKind, text: string) =>
  Result.isSuccess(Schema.decodeUnknownResult(Schema.String.check(isText(kind, kind)))(text))

/** Refused by every kind: what cannot be stored or shown faithfully anywhere. */
const refusedEverywhere = [
  "a\ud800b",
  "a\udfffb",
  "\udfff\ud800",
  "Ada\ud83d",
  "a\u0000b",
  "a\u0008b",
  "a\u000bb",
  "a\u001bb",
  "a\u007fb",
  "a\u0085b",
  "a\u009fb",
  "a\u2028b",
  "a\u2029b",
  "a\ufeffb",
  "a\u202eb",
  "a\u202ab",
  "a\u2066b",
  "a\u2069b",
]

describe("plain text, by kind", () => {
  it("every kind keeps letters of every script, emoji and their joiners", () => {
    for (const kind of textKinds) {
      for (const text of ["Zoë O'Brien-李明", "محمد", "👩🏽‍🦱 curls", "café\u0301", "a\u200bb"]) {
        assert.isTrue(passes(kind, text), `${kind}: ${JSON.stringify(text)}`)
      }
    }
  })

  it("no kind takes a lone surrogate, a control character, a separator, a byte-order mark or a bidi control", () => {
    for (const kind of textKinds) {
      for (const text of refusedEverywhere) {
        assert.isFalse(passes(kind, text), `${kind}: ${JSON.stringify(text)}`)
      }
    }
  })

  it("a single line refuses line breaks and tabs; notes and lists keep them", () => {
    for (const text of ["a\nb", "a\rb", "a\r\nb", "a\tb"]) {
      assert.isFalse(passes("singleLine", text), JSON.stringify(text))
      assert.isTrue(passes("multiLine", text), JSON.stringify(text))
      assert.isTrue(passes("list", text), JSON.stringify(text))
    }
  })

  it("a single line refuses an RFC 2047 encoded word, which mail clients would decode", () => {
    for (const text of [
      "=?utf-8?q?Pat=0D=0ABcc:_ceo@strand.example?=",
      "Pat =?UTF-8?B?UGF0DQpCY2M6?= Smith",
    ]) {
      assert.isFalse(passes("singleLine", text), text)
      assert.isTrue(passes("multiLine", text), text)
    }
    assert.isTrue(passes("singleLine", "x=?y and 2+2=4?"))
  })

  it("a record's keys follow the rule too, refused rather than dropped", () => {
    const notes = Schema.Record(Schema.String, Schema.String).check(
      hasKeysOfKind("singleLine", "bad key"),
    )
    assert.isTrue(Result.isSuccess(Schema.decodeUnknownResult(notes)({ texture_notes: "soft" })))
    for (const key of ["a\ud800b", "a\u2028b", "a\nb"]) {
      assert.isTrue(
        Result.isFailure(Schema.decodeUnknownResult(notes)({ [key]: "soft" })),
        JSON.stringify(key),
      )
    }
  })

  it("stored text is shown without bidi overrides", () => {
    assert.strictEqual(withoutBidiControls("Eve\u202Egnp.exe\u202C"), "Evegnp.exe")
  })
})
