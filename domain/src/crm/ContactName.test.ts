import { assert, describe, it } from "@effect/vitest"
import { splitName } from "./ContactName.ts"

describe("splitting a name into first and last", () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ["Ada Lovelace", "Ada", "Lovelace"],
    ["Mary Ann Smith", "Mary Ann", "Smith"],
    ["Ludwig van Beethoven", "Ludwig", "van Beethoven"],
    ["Maria de la Cruz", "Maria", "de la Cruz"],
    ["  Zoë   Brown  ", "Zoë", "Brown"],
    ["Cher", "Cher", ""],
    ["李明", "李明", ""],
    ["Van Morrison", "Van", "Morrison"],
    ["", "", ""],
  ]
  for (const [name, first, last] of cases) {
    it(`"${name}" → "${first}" + "${last}"`, () => {
      assert.deepStrictEqual(splitName(name), { firstName: first, lastName: last })
    })
  }
})
