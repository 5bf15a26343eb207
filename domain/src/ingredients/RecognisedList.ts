/**
 * A label as the checker reads it: the list split into names
 * (IngredientList), each looked up in the ingredient library, every name
 * kept whether recognised or not. Text in which no name is an ingredient
 * the library knows is not a label ("I love this shampoo").
 */
import { Effect, Option } from "effect"
import type { IngredientCategory } from "./IngredientCategory.ts"
import type { IngredientLibrary } from "./IngredientLibrary.ts"
import { type ListProblem, readIngredientList } from "./IngredientList.ts"

/** A name on the label, and what the library knows of it. */
export interface CheckedIngredient {
  readonly asPrinted: string
  readonly mayContain: boolean
  /** The library's name for it; absent when the library does not know it. */
  readonly recognisedAs: string | undefined
  /** Empty when unknown. */
  readonly categories: ReadonlyArray<IngredientCategory>
}

export type RecognisedList =
  | { readonly _tag: "Recognised"; readonly ingredients: ReadonlyArray<CheckedIngredient> }
  | { readonly _tag: "Refused"; readonly problem: ListProblem }

export const recogniseList = Effect.fnUntraced(function* (
  library: IngredientLibrary["Service"],
  text: string,
) {
  const read = readIngredientList(text)
  if (read._tag === "Refused") return read satisfies RecognisedList
  const found = yield* library.lookUp(read.ingredients.map((i) => i.asPrinted))
  const ingredients: Array<CheckedIngredient> = read.ingredients.map((listed, i) =>
    Option.match(found[i] ?? Option.none(), {
      onNone: () => ({ ...listed, recognisedAs: undefined, categories: [] }),
      onSome: (known) => ({ ...listed, recognisedAs: known.name, categories: known.categories }),
    }),
  )
  if (ingredients.every((i) => i.recognisedAs === undefined)) {
    return { _tag: "Refused", problem: "not_a_list" } satisfies RecognisedList as RecognisedList
  }
  return { _tag: "Recognised", ingredients } satisfies RecognisedList as RecognisedList
})
