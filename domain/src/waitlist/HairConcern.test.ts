import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import {
  describeHairConcern,
  encodeHairConcern,
  HairConcerns,
  hairConcernOptions,
} from "./HairConcern.ts"

describe("hair concerns", () => {
  it("offers the spec's values", () => {
    assert.deepStrictEqual(
      hairConcernOptions.map((option) => option.value),
      [
        "none",
        "dryness",
        "oily",
        "dandruff",
        "thinning",
        "postpartum",
        "menopause",
        "styling",
        "color",
        "other",
      ],
    )
  })

  it("stores 'other: <text>' when other is chosen with text", () => {
    assert.strictEqual(encodeHairConcern("other", "  itchy nape "), "other: itchy nape")
    assert.strictEqual(encodeHairConcern("other", "  "), "other")
    assert.strictEqual(
      encodeHairConcern("dryness", "ignored once another option is picked"),
      "dryness",
    )
    assert.isUndefined(encodeHairConcern("", "x"))
  })

  it("describes stored values for admins and e-mails", () => {
    assert.strictEqual(describeHairConcern("other: itchy nape"), "Other: itchy nape")
    assert.strictEqual(describeHairConcern("dandruff"), "Dandruff or flaking")
    assert.strictEqual(describeHairConcern("legacy"), "legacy")
  })

  it("accepts known values and the other encoding only", () => {
    const decode = Schema.decodeUnknownSync(HairConcerns)
    assert.strictEqual(decode(" oily "), "oily")
    assert.strictEqual(decode("other: itchy nape"), "other: itchy nape")
    assert.strictEqual(decode(""), "")
    assert.throws(() => decode("baldness"), /Please choose a hair concern from the list/)
  })
})
