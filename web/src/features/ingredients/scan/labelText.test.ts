import { describe, expect, it } from "vitest"
import { ingredientsFromLabelText } from "./labelText.ts"

describe("the ingredient list in what the label reader saw", () => {
  it("takes the list after the heading and stops at the directions", () => {
    const seen = [
      "NOURISHING SHAMPOO 250 ml",
      "INGREDIENTS: AQUA, SODIUM LAURETH SULFATE, COCO-",
      "GLUCOSIDE, GLYCERIN, PARFUM, CITRIC ACID.",
      "DIRECTIONS: Massage into wet hair, rinse.",
      "Made in France",
    ].join("\n")
    expect(ingredientsFromLabelText(seen)).toBe(
      "AQUA, SODIUM LAURETH SULFATE, COCO-GLUCOSIDE, GLYCERIN, PARFUM, CITRIC ACID.",
    )
  })

  it("reads a full stop between two names as the comma it was", () => {
    expect(ingredientsFromLabelText("Ingredients: Aqua. Sodium Benzoate, Glycerin, Parfum")).toBe(
      "Aqua, Sodium Benzoate, Glycerin, Parfum",
    )
  })

  it("finds the longest comma-separated run when the label has no heading", () => {
    const seen = "Gentle daily care.\nAqua, Decyl Glucoside, Glycerin, Panthenol\nwww.example.com"
    expect(ingredientsFromLabelText(seen)).toBe("Aqua, Decyl Glucoside, Glycerin, Panthenol")
  })

  it("says there is no list when it sees none", () => {
    expect(ingredientsFromLabelText("")).toBeUndefined()
    expect(ingredientsFromLabelText("Shine & Care\nFor all hair types")).toBeUndefined()
    expect(ingredientsFromLabelText("Aqua, Parfum")).toBeUndefined()
  })

  it("takes a one-ingredient list after its heading", () => {
    expect(ingredientsFromLabelText("Ingredients: 100% Argania Spinosa Kernel Oil\n50 ml")).toBe(
      "100% Argania Spinosa Kernel Oil",
    )
  })
})
