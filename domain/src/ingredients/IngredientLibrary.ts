/**
 * Port: the ingredient library that recognises names as printed on labels
 * and says which groups (IngredientCategory) each belongs to. Strand does
 * not keep its own list of thousands of names: an openly licensed, maintained
 * library is wrapped once behind this port (adapters/src/ingredients).
 */
import { Context, type Effect, type Option, Schema } from "effect"
import type { IngredientCategory } from "./IngredientCategory.ts"

export interface LibraryEntry {
  /** The library's own name for it, e.g. "Sodium Laureth Sulfate" for "SLES". */
  readonly name: string
  /** Never empty: an entry with no group of note is "other". */
  readonly categories: ReadonlyArray<IngredientCategory>
}

/** Which library answered, for the screen's footnote and the docs. */
export const LibraryCredit = Schema.Struct({
  name: Schema.String,
  version: Schema.String,
  licence: Schema.String,
  url: Schema.String,
})
export type LibraryCredit = typeof LibraryCredit.Type

export class IngredientLibrary extends Context.Service<
  IngredientLibrary,
  {
    /** One answer per name, in order: the entry, or none when the library does not know it. */
    lookUp(names: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<Option.Option<LibraryEntry>>>
    readonly credit: LibraryCredit
  }
>()("@strand/domain/ingredients/IngredientLibrary") {}
