/**
 * The IngredientLibrary port on haircare-ingredients-analyzer (MIT, by
 * Melissa McEwen: the engine behind CurlsBot), a maintained database of
 * about 400 hair-care ingredients with their synonyms and groups. Its own
 * matcher is used as it is (exact names and synonyms first, then the
 * longest known name inside the printed one, then a group default such as
 * "Unknown Sulfate" for any other "...sulfate"); only its groups are mapped
 * onto Strand's, with a few of its entries regrouped where a trichologist
 * would read them differently. A small sourced table (ExtraIngredients.ts)
 * adds what it lacks and is read first.
 */
import type { IngredientCategory } from "@strand/domain/ingredients/IngredientCategory"
import { IngredientLibrary, type LibraryEntry } from "@strand/domain/ingredients/IngredientLibrary"
import { Effect, Layer, Option } from "effect"
import * as curlsBot from "haircare-ingredients-analyzer"
import { extraIngredients } from "./ExtraIngredients.ts"

/** The library's version, as installed (package.json's range is ^1.10). */
const libraryVersion = "1.10.1"

/** Each of the library's categories in Strand's groups. */
const fromLibraryCategory: Record<string, ReadonlyArray<IngredientCategory>> = {
  sulfates: ["strong_surfactant"],
  other_anionic_surfactants: ["strong_surfactant"],
  soaps: ["strong_surfactant"],
  mild_surfactants: ["mild_surfactant"],
  non_water_soluble_silicones: ["non_water_soluble_silicone"],
  water_soluble_silicones: ["water_soluble_silicone"],
  evaporative_silicones: ["water_soluble_silicone"],
  proteins: ["protein"],
  // Free amino acids are too small to stiffen hair the way proteins do.
  amino_acids: ["humectant"],
  simple_humectants: ["humectant"],
  film_forming_humectants: ["humectant", "film_former"],
  film_forming_agents: ["film_former"],
  polyquats: ["film_former", "conditioning_agent"],
  conditioning_agents: ["conditioning_agent"],
  light_oils: ["light_oil"],
  // The library's "medium" oils: the butters and the thick oils are heavy, the rest light.
  medium_oils: ["light_oil"],
  heavy_oils: ["heavy_oil_or_butter"],
  other_oils: ["light_oil"],
  petroleum_oils: ["heavy_oil_or_butter"],
  non_water_soluble_waxes: ["wax_or_petrolatum"],
  volatile_alcohols: ["drying_alcohol"],
  emollient_alcohols: ["fatty_alcohol"],
  essential_oils: ["essential_oil"],
}

/** Library entries a trichologist files elsewhere, by the library's id. */
const regrouped: Record<string, ReadonlyArray<IngredientCategory>> = {
  butyrospermum_parkii_shea_butter: ["heavy_oil_or_butter"],
  kokum_butter: ["heavy_oil_or_butter"],
  cocoa_butter: ["heavy_oil_or_butter"],
  castor_oil: ["heavy_oil_or_butter"],
  olive_oil: ["heavy_oil_or_butter"],
  avocado_oil: ["heavy_oil_or_butter"],
  lanolin: ["heavy_oil_or_butter"],
  hydrogenated_vegetable_oil: ["heavy_oil_or_butter"],
  // Sunflower oil is a light, thin oil; the library files it with the coconut-like ones.
  sunflower_oil: ["light_oil"],
  mineral_oil: ["heavy_oil_or_butter"],
  // pH adjusters and preservatives, not fatty alcohols.
  amino_methyl_propanol: ["other"],
  amino_2_methyl_1_propanol: ["other"],
  // A preservative alcohol, not a drying one at the amounts used.
  phenethyl_alcohol: ["other"],
}

const normalised = (name: string) =>
  name
    .toLowerCase()
    .replace(/[()/]/g, " ")
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, " ")
    .trim()

const extras = new Map<string, LibraryEntry>()
for (const extra of extraIngredients) {
  for (const name of extra.names) {
    extras.set(normalised(name), { name: extra.names[0]!, categories: extra.categories })
  }
}

/** "Aqua (Water)", "Parfum (Fragrance)": try the whole name, then each part. */
const candidates = (name: string): ReadonlyArray<string> => {
  const whole = normalised(name)
  const parts = name
    .split(/[()/]/)
    .map(normalised)
    .filter((part) => part.length > 1 && part !== whole)
  return [whole, ...parts]
}

/**
 * The part of the library used here. Its type declarations import their
 * own files without extensions, which TypeScript's Node ESM resolution does
 * not follow, so the shapes are written out (from its dist/types.d.ts).
 */
interface LibraryIngredient {
  readonly id: string
  readonly name: string
  readonly categories: ReadonlyArray<string>
  readonly synonyms?: ReadonlyArray<string>
}
interface CurlsBotApi {
  getBundledDatabase(): unknown
  findIngredient(database: unknown, term: string): { readonly ingredient?: LibraryIngredient }
}
const { findIngredient, getBundledDatabase } = curlsBot as unknown as CurlsBotApi
const database = getBundledDatabase()

// "CI 19140", "Yellow 5", "FD&C Blue No 1", "D&C Red-17"
const colourant =
  /^(?:ci\s?\d{5}|(?:(?:ext\.?\s)?(?:fd|d)\s?&\s?c\s)?(?:yellow|red|blue|green|violet|orange)[\s-]?(?:no\.?\s?)?\d+)/iu

/**
 * The library also matches a known name found inside a longer one ("Bis-
 * Aminopropyl Dimethicone" is a dimethicone). When that name is only a small
 * part of the printed one ("Glycine" in "Glycine Max (Soybean) Seed
 * Extract"), the match says more about spelling than chemistry: unknown.
 */
const minimumCoverage = 0.3
const covers = (printed: string, terms: ReadonlyArray<string>) =>
  terms.some((term) => {
    const t = normalised(term)
    return t === printed || (printed.includes(t) && t.length / printed.length >= minimumCoverage)
  })

const fromLibrary = (name: string): LibraryEntry | undefined => {
  const printed = normalised(name)
  const found = findIngredient(database, printed).ingredient
  if (found === undefined) return undefined
  const byKind = found.id.startsWith("unknown_")
  if (!byKind && !covers(printed, [found.name, ...(found.synonyms ?? [])])) return undefined
  const categories = regrouped[found.id] ?? [
    ...new Set(found.categories.flatMap((c) => fromLibraryCategory[c] ?? ["other"])),
  ]
  return {
    // "Unknown Sulfate" and the like: known by its kind, not by its name.
    name: byKind ? name : found.name,
    categories: categories.length === 0 ? ["other"] : categories,
  }
}

/** The entry for one printed name: the sourced table first, then the library. */
export const lookUpIngredient = (printed: string): LibraryEntry | undefined => {
  for (const candidate of candidates(printed)) {
    const extra = extras.get(candidate)
    if (extra !== undefined) return extra
  }
  // Colour index numbers ("CI 19140", "Yellow 5") are colourants.
  if (colourant.test(printed.trim())) {
    return { name: printed.trim(), categories: ["other"] }
  }
  // Styling resins are named by their monomers: "Acrylates/Octylacrylamide Copolymer".
  return (
    fromLibrary(printed) ??
    (/copolymer$/iu.test(printed.trim())
      ? { name: printed.trim(), categories: ["film_former"] }
      : undefined)
  )
}

export const curlsBotCredit = {
  name: "haircare-ingredients-analyzer (the CurlsBot engine)",
  version: libraryVersion,
  licence: "MIT",
  url: "https://github.com/melissamcewen/CurlsBotAPI",
} as const

export const CurlsBotIngredientLibrary = Layer.succeed(IngredientLibrary, {
  lookUp: Effect.fn("IngredientLibrary.lookUp")(function* (names: ReadonlyArray<string>) {
    return names.map((name) => Option.fromNullishOr(lookUpIngredient(name)))
  }),
  credit: curlsBotCredit,
})
