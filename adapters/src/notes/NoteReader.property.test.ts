/**
 * An alarm word about someone else, about the past, denied or only imagined
 * never comes back as something true now of the person the quiz is about:
 * over sentences generated from templates × signs, with the casing and
 * asides people type.
 */
import { describe, it } from "@effect/vitest"
import type { NoteKind, NoteStatement } from "@strand/domain/notes/NoteStatement"
import fc from "fast-check"
import { readingDay } from "./fixtures/notes.ts"
import { urgentKinds } from "./fixtures/Score.ts"
import { readNotes } from "./ReadNotes.ts"

/** Signs as people name them, each the kind it must be read as. */
const signs: ReadonlyArray<readonly [NoteKind, string]> = [
  ["bald_patches", "round bald patches"],
  ["bald_patches", "alopecia areata"],
  ["bald_patches", "a coin sized bald spot"],
  ["scaly_patch_broken_hairs", "ringworm"],
  ["scaly_patch_broken_hairs", "scaly patches with broken hairs"],
  ["non_healing_sore", "a sore that won't heal"],
  ["non_healing_sore", "a spot that keeps bleeding"],
  ["shiny_skin", "shiny scarred skin"],
  ["shiny_skin", "scarred patches on the scalp"],
  ["crown_tenderness", "tenderness at the crown"],
  ["neck_lump", "lumps in the neck"],
  ["neck_lump", "swollen glands"],
  ["fever", "a fever"],
  ["fever", "a high temperature"],
  ["urgent_reaction", "blisters from a relaxer"],
  ["urgent_reaction", "a swollen face after hair dye"],
  ["painful_lumps", "painful lumps"],
  ["painful_lumps", "an abscess"],
  ["brow_lash_loss", "patchy eyebrows"],
  ["brow_lash_loss", "eyebrows falling out"],
  ["hairline_band", "a hairline moving back in a band"],
  ["shedding", "hair falling out in clumps"],
  ["thinning_on_top", "a widening parting"],
  ["pregnancy", "a pregnancy"],
  ["chemotherapy", "chemo"],
]

const templates = {
  "about someone else": [
    "my sister has {x}",
    "my mum has had {x} for years",
    "my son's friend has {x}",
    "a colleague at work has {x}",
    "she has {x}",
    "my dad got {x} last month",
    "my husband has {x} and I'm worried",
    "our neighbour's kid has {x}",
  ],
  "in the past": [
    "I had {x} two years ago",
    "I used to get {x}",
    "had {x} as a kid",
    "{x} three years ago, all gone now",
    "back in 2019 I had {x}",
    "I had {x} last year but it cleared up",
    "years ago I had {x}",
  ],
  denied: [
    "no {x}",
    "I don't have {x}",
    "never had {x}",
    "there are no signs of {x}",
    "I haven't got any {x}",
    "no {x} or anything like that",
    "def not {x}",
  ],
  imagined: [
    "if I get {x} should I see a doctor?",
    "worried I might get {x}",
    "what if I get {x}?",
    "in case I develop {x} later",
    "could I get {x} from the dye?",
    "I'm scared of getting {x}",
    "how do I prevent {x}?",
  ],
} as const

const asides = ["", "hi. ", "so ", "random but ", "just so you know, ", "I have curly hair. "]
const endings = ["", ".", "!!", " lol", " x"]
const casings = [
  (s: string) => s,
  (s: string) => s.toLowerCase(),
  (s: string) => s.charAt(0).toUpperCase() + s.slice(1),
]

/** True now, of the person the quiz is about: what could raise a finding. */
const isCurrentAboutThePerson = (s: NoteStatement) =>
  (s.subject === "writer" || s.subject === "unstated") &&
  s.time !== "past" &&
  !s.negated &&
  !s.hypothetical

const sentence = (template: string) =>
  fc
    .record({
      sign: fc.constantFrom(...signs),
      aside: fc.constantFrom(...asides),
      ending: fc.constantFrom(...endings),
      casing: fc.constantFrom(...casings),
    })
    .map(({ sign: [kind, words], aside, ending, casing }) => ({
      kind,
      text: casing(aside + template.replace("{x}", words) + ending),
    }))

describe("a sign about someone else, in the past, denied or imagined", () => {
  for (const [how, forms] of Object.entries(templates)) {
    it(`never reads as true now of the person: ${how}`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...forms).chain(sentence), ({ kind, text }) => {
          const { statements } = readNotes({ health_notes: text }, readingDay)
          const current = statements.filter(
            (s) => isCurrentAboutThePerson(s) && (s.kind === kind || urgentKinds.includes(s.kind)),
          )
          return current.length === 0
        }),
        { numRuns: 400 },
      )
    })
  }

  it("is read, when said plainly of the person, as true now of the person", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom("I have {x}", "there's {x}", "{x} since last month", "noticed {x} recently")
          .chain(sentence),
        ({ kind, text }) => {
          const { statements } = readNotes({ health_notes: text }, readingDay)
          return statements.some((s) => s.kind === kind && isCurrentAboutThePerson(s))
        },
      ),
      { numRuns: 300 },
    )
  })
})
