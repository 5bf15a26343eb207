import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ingredientListMaxLength, maxIngredients, readIngredientList } from "./IngredientList.ts"

const names = (text: string) => {
  const read = readIngredientList(text)
  if (read._tag !== "Listed") throw new Error(`refused: ${read.problem}`)
  return read.ingredients.map((i) => (i.mayContain ? `(${i.asPrinted})` : i.asPrinted))
}

describe("readIngredientList", () => {
  it("reads the noise of real labels", () => {
    expect(
      names(
        "INGREDIENTS/INGRÉDIENTS: Aqua (Water), Sodium Laureth Sulfate, Glycerin*, Parfum (Fragrance), Linalool. *Certified organic",
      ),
    ).toEqual([
      "Aqua (Water)",
      "Sodium Laureth Sulfate",
      "Glycerin",
      "Parfum (Fragrance)",
      "Linalool",
    ])
    expect(
      names("Active ingredient: Pyrithione zinc 1%\nInactive ingredients: Water, Dimethicone"),
    ).toEqual(["Pyrithione zinc", "Water", "Dimethicone"])
    expect(
      names("Aqua • Cetearyl Alcohol • Shea Butter 5% • Mica [+/- CI 77891, CI 77491]"),
    ).toEqual(["Aqua", "Cetearyl Alcohol", "Shea Butter", "Mica", "(CI 77891)", "(CI 77491)"])
    expect(
      names("water; glycerin\nCETYL ALCOHOL | fragrance. May contain: C.I. 19140, Yellow No. 5"),
    ).toEqual(["water", "glycerin", "CETYL ALCOHOL", "fragrance", "(CI 19140)", "(Yellow No 5)"])
    expect(names("Honey Extract*, Limonene†- *Certified Organic")).toEqual([
      "Honey Extract",
      "Limonene",
    ])
    expect(names("Parfum (Fragrance, Scent), Water")).toEqual([
      "Parfum (Fragrance, Scent)",
      "Water",
    ])
    // a medicine's strength, a pH adjuster that may be either, a chemical name with a comma
    expect(
      names(
        "Ketoconazole 2% w/w. Other ingredients: Sodium Hydroxide and/or Hydrochloric Acid, 2-Bromo-2-Nitropropane-1,3-Diol, Water",
      ),
    ).toEqual([
      "Ketoconazole",
      "Sodium Hydroxide",
      "Hydrochloric Acid",
      "2-Bromo-2-Nitropropane-1,3-Diol",
      "Water",
    ])
  })

  it("refuses what is not a list, with the reason", () => {
    expect(readIngredientList("")).toEqual({ _tag: "Refused", problem: "empty" })
    expect(readIngredientList("  \n , ; ")).toEqual({ _tag: "Refused", problem: "empty" })
    expect(readIngredientList("Ingredients:")).toEqual({ _tag: "Refused", problem: "empty" })
    expect(readIngredientList("x".repeat(ingredientListMaxLength + 1))).toEqual({
      _tag: "Refused",
      problem: "too_long",
    })
    expect(
      readIngredientList(
        Array.from({ length: maxIngredients + 1 }, (_, i) => `Oil ${i}`).join(", "),
      ),
    ).toEqual({
      _tag: "Refused",
      problem: "too_long",
    })
    expect(readIngredientList("see https://example.com/shampoo")).toEqual({
      _tag: "Refused",
      problem: "not_a_list",
    })
    expect(
      readIngredientList(
        "I bought this shampoo last week at the supermarket and my hair has felt dry and rough ever since then",
      ),
    ).toEqual({ _tag: "Refused", problem: "not_a_list" })
    // A remark is refused as it is typed, in the browser too, before any ingredient is looked up.
    for (const remark of [
      "I love this shampoo",
      "is this good for my hair?",
      "What do you think of it?",
    ]) {
      expect(readIngredientList(remark)).toEqual({ _tag: "Refused", problem: "not_a_list" })
    }
    expect(readIngredientList("Aqua, Glycerin, Parfum")._tag).toBe("Listed")
  })

  // Names as labels print them: letters, digits, hyphens, slashes, parentheses. No name
  // begins with the joining "And" ("..., and Parfum" loses it; "And 2%" would lose the name).
  const inciName = fc
    .tuple(
      fc.stringMatching(/^[A-Z][a-z]{2,11}$/).filter((word) => word !== "And"),
      fc.array(
        fc.stringMatching(/^(?:[A-Za-z]{2,10}|PEG-\d{1,3}|C\d{2}-\d{2}|\([A-Z][a-z]{2,8}\))$/),
        {
          maxLength: 4,
        },
      ),
    )
    .map(([first, rest]) => [first, ...rest].join(" "))

  it("keeps every name, in order, whatever the separators and noise", () => {
    fc.assert(
      fc.property(
        fc.array(inciName, { minLength: 1, maxLength: 60 }),
        fc.constantFrom(", ", ",", "; ", "\n", " • ", " | ", "\t", " · "),
        fc.array(fc.constantFrom("", "*", "%", "†", "**"), { minLength: 60, maxLength: 60 }),
        fc.constantFrom("", "Ingredients: ", "INGREDIENTS/INGRÉDIENTS:\n"),
        (list, separator, noise, header) => {
          const text =
            header +
            list
              .map((name, i) => (noise[i] === "%" ? `${name} 2%` : `${name}${noise[i]}`))
              .join(separator)
          expect(names(text)).toEqual(list)
        },
      ),
    )
  })

  it("never throws, and either lists or refuses", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const read = readIngredientList(text)
        expect(["Listed", "Refused"]).toContain(read._tag)
        if (read._tag === "Listed") expect(read.ingredients.length).toBeGreaterThan(0)
      }),
    )
  })
})
