import { describe, expect, it } from "vitest"
import { splitTerms } from "./terms.ts"

describe("splitTerms", () => {
  it("turns a leading 'term (explanation)' into a term", () => {
    expect(splitTerms("Malassezia (a yeast that lives on every scalp) feeds on oil.")).toEqual([
      { _tag: "term", term: "Malassezia", explanation: "a yeast that lives on every scalp" },
      { _tag: "text", text: " feeds on oil." },
    ])
  })

  it("takes a short phrase back to the clause start", () => {
    expect(splitTerms("Often, female pattern hair loss (gradual thinning) shows.")).toEqual([
      { _tag: "text", text: "Often, " },
      { _tag: "term", term: "female pattern hair loss", explanation: "gradual thinning" },
      { _tag: "text", text: " shows." },
    ])
  })

  it("takes only the last word after a long run of words", () => {
    expect(splitTerms("Wash it gently and keep it regular (weekly) please")).toEqual([
      { _tag: "text", text: "Wash it gently and keep it " },
      { _tag: "term", term: "regular", explanation: "weekly" },
      { _tag: "text", text: " please" },
    ])
  })

  it("leaves text without brackets alone, and ignores brackets with no word before", () => {
    expect(splitTerms("Plain text.")).toEqual([{ _tag: "text", text: "Plain text." }])
    expect(splitTerms("(aside) text")).toEqual([{ _tag: "text", text: "(aside) text" }])
  })
})
