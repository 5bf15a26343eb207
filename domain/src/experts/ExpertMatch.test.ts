import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { femaleAnswers, maleAnswers } from "../analyst/ExampleAnswers.ts"
import { readProfile } from "../analyst/HairProfile.ts"
import { pathways } from "../analyst/pathways/Pathways.ts"
import { noReading } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { exampleExperts } from "./ExampleExperts.ts"
import { Expert, ExpertDetails, ExpertId } from "./Expert.ts"
import { isIn, matchExperts, pathwayConcerns, reportNeeds } from "./ExpertMatch.ts"

const needsOf = (answers: QuizAnswers) =>
  reportNeeds(readProfile({ userName: "Ada", answers, reading: noReading }))

const directory = exampleExperts.map(
  (details, i) =>
    new Expert({
      ...details,
      id: ExpertId.make(`00000000-0000-4000-8000-00000000000${i}`),
      hidden: false,
    }),
)

describe("what a report needs", () => {
  it("a dermatologist first for round bald patches, with the report's own first step", () => {
    const needs = needsOf(femaleAnswers({ symptoms: ["round_patches"], hair_texture: "coily" }))
    assert.deepStrictEqual(needs.first, {
      professional: "dermatologist",
      urgency: "within_2_weeks",
      change: "Book a dermatologist within 1 to 2 weeks for the bald patches",
      inDirectory: true,
    })
    assert.strictEqual(needs.kinds[0]?.kind, "dermatologist")
    assert.deepStrictEqual(
      needs.specialties.map((s) => s.specialty),
      ["hair_loss", "textured_hair"],
    )
  })

  it("a trichologist for traction, a loctician for locs, a colourist for bleached hair, a barber for a short cut", () => {
    assert.strictEqual(
      needsOf(femaleAnswers({ symptoms: ["broken_edges"], heat_tension: ["cornrows"] })).kinds[0]
        ?.kind,
      "trichologist",
    )
    assert.strictEqual(
      needsOf(femaleAnswers({ hair_state: ["locs"], heat_tension: ["locs"] })).kinds[0]?.kind,
      "loctician",
    )
    assert.deepStrictEqual(needsOf(femaleAnswers({ hair_state: ["bleached"] })).kinds, [
      { kind: "hairdresser", why: "your hair is bleached" },
    ])
    assert.strictEqual(
      needsOf(maleAnswers({ hair_length_male: "very_short" })).kinds.at(-1)?.kind,
      "barber",
    )
  })

  it("says when the first step is someone the directory does not list, and puts nobody before them", () => {
    const needs = needsOf(femaleAnswers({ symptoms: ["painful_lumps"] }))
    assert.strictEqual(needs.first?.professional, "gp")
    assert.isFalse(needs.first?.inDirectory)
    assert.notInclude(
      needs.kinds.map((k) => k.kind),
      "gp" as never,
    )
  })

  it("knows what every pathway is about", () => {
    for (const pathway of pathways) assert.isDefined(pathwayConcerns[pathway.id], pathway.id)
  })
})

describe("matching the directory to a report", () => {
  it("puts the kind the report needs first, then specialties, each with why", () => {
    const needs = needsOf(femaleAnswers({ symptoms: ["round_patches"], hair_texture: "coily" }))
    const [first, second, third] = matchExperts(directory, needs, {})
    assert.strictEqual(first?.name, "Dr Amara Okafor (example)")
    assert.deepStrictEqual(first?.reasons, [
      "Dermatologist: your report suggests seeing a dermatologist within 1 to 2 weeks.",
      "Hair loss: what your report is about.",
      "Textured hair: your hair is coily.",
    ])
    assert.strictEqual(second?.kind, "dermatologist")
    assert.strictEqual(third?.name, "Grace Mensah (example)")
  })

  it("finds the person's place without regard to case or accents, and online experts when asked", () => {
    assert.isTrue(isIn({ city: "London", country: "United Kingdom" }, "london"))
    assert.isTrue(isIn({ city: "Zürich", country: "Switzerland" }, "Zurich, CH"))
    assert.isTrue(
      isIn({ city: "Manchester", country: "United Kingdom" }, "Salford, United Kingdom"),
    )
    assert.isFalse(isIn({ city: "Leeds", country: "United Kingdom" }, "Lee"))
    assert.isFalse(isIn({ city: "", country: "" }, "London"))
    const leeds = matchExperts(directory, undefined, { place: "Leeds" })
    assert.deepStrictEqual(
      leeds.map((e) => e.name),
      ["Sofia Lindqvist Colour (example)"],
    )
    const leedsOrOnline = matchExperts(directory, undefined, { place: "Leeds", online: true })
    assert.deepStrictEqual(
      leedsOrOnline.map((e) => e.name),
      [
        "Sofia Lindqvist Colour (example)",
        "Dr Amara Okafor (example)",
        "Dr Lucía Romero (example)",
      ],
    )
    assert.include(leedsOrOnline[1]?.reasons ?? [], "Sees people online.")
    assert.deepStrictEqual(matchExperts(directory, undefined, { place: "Lagos" }), [])
  })

  it("filters by kind, never shows a hidden expert, and says who takes summaries", () => {
    const hidden = directory.map((e, i) => (i === 0 ? new Expert({ ...e, hidden: true }) : e))
    const dermatologists = matchExperts(hidden, undefined, { kind: "dermatologist" })
    assert.deepStrictEqual(
      dermatologists.map((e) => e.name),
      ["Dr Lucía Romero (example)"],
    )
    const locs = matchExperts(directory, undefined, { kind: "loctician" })
    assert.isFalse(locs[0]?.takesSummaries)
    assert.notProperty(locs[0] ?? {}, "hidden")
  })
})

describe("a directory entry", () => {
  const decode = Schema.decodeUnknownExit(ExpertDetails)
  const ok = { ...exampleExperts[0]! }

  it("takes the development examples", () => {
    for (const example of exampleExperts) assert.strictEqual(decode(example)._tag, "Success")
  })

  it("needs a place or online, a way to book, and plain one-line text", () => {
    for (const bad of [
      { ...ok, online: false, city: "" },
      { ...ok, bookingUrl: null, email: null },
      { ...ok, bookingUrl: "javascript:alert(1)" },
      { ...ok, bookingUrl: "example.com/book" },
      { ...ok, email: "not an address" },
      { ...ok, name: "" },
      { ...ok, name: "Dr A\nBcc: eve@example.com" },
      { ...ok, kind: "surgeon" },
      { ...ok, specialties: ["locs", "locs"] },
      { ...ok, note: "x".repeat(501) },
    ])
      assert.strictEqual(decode(bad)._tag, "Failure", JSON.stringify(bad))
  })
})
