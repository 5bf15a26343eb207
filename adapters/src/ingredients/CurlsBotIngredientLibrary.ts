/**
 * The IngredientLibrary port on haircare-ingredients-analyzer (MIT, by
 * Melissa McEwen: the engine behind CurlsBot), a maintained database of
 * about 400 hair-care ingredients with their synonyms and groups, and a
 * small sourced table (ExtraIngredients.ts) for what it lacks, read first.
 *
 * A printed name is recognised only as itself: it must be an entry's name or
 * one of its listed synonyms, once case, spacing, hyphens and the label's
 * ways of giving two names at once ("Aqua (Water)", "Water/Aqua/Eau",
 * "Cocos Nucifera (Coconut) Oil") are read. The library's own matcher also
 * takes the longest known name found inside a printed one ("Propylene
 * Glycol" in "Propylene Glycol Dicaprylate"), which names another
 * substance; that step is not used. Where the name itself says what kind of
 * thing it is ("...Sulfate", "...Dimethicone", "Polyquaternium-...") it is
 * recognised by its kind, under its own printed name. Anything else is not
 * recognised, and the checker says so.
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
  // Evaporates from the hair within hours instead of building up.
  cyclopentasiloxane: ["water_soluble_silicone"],
}

/** How names are compared: case, accents, punctuation, hyphens and spacing do not count. */
export const comparableName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim()

/**
 * The names one printed entry gives: the whole, and the label's ways of
 * giving two names at once. "Cocos Nucifera (Coconut) Oil" is also "Cocos
 * Nucifera Oil" and "Coconut Oil"; "Aqua (Water)" is "Aqua" and "Water";
 * "Water/Aqua/Eau" and "Aqua- EAU" are each of their parts.
 */
export const namesOnLabel = (printed: string): ReadonlyArray<string> => {
  const names = [printed]
  const bracketed = /^(.*?)\s*\(([^()]*)\)\s*(.*)$/u.exec(printed)
  if (bracketed !== null) {
    const [, before = "", inside = "", after = ""] = bracketed
    names.push(`${before} ${after}`, `${before} ${inside} ${after}`, `${inside} ${after}`)
  }
  names.push(...printed.split(/\s*\/\s*|\s+[-–]\s*|\s*[-–]\s+/u))
  return [...new Set(names.map(comparableName))].filter((name) => name.length > 1)
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
/** A library group or category, with the words that put a name in it. */
interface LibraryKind {
  readonly group?: string
  readonly inclusions?: ReadonlyArray<string>
  readonly exclusions?: ReadonlyArray<string>
  readonly defaultIngredient?: string
}
interface LibraryDatabase {
  readonly ingredients: Readonly<Record<string, LibraryIngredient>>
  readonly categories: Readonly<Record<string, LibraryKind>>
  readonly groups: Readonly<Record<string, LibraryKind>>
}
interface CurlsBotApi {
  getBundledDatabase(): LibraryDatabase
}
const { getBundledDatabase } = curlsBot as unknown as CurlsBotApi
const database = getBundledDatabase()

const entryOf = (ingredient: LibraryIngredient, name: string): LibraryEntry => {
  const categories = regrouped[ingredient.id] ?? [
    ...new Set(ingredient.categories.flatMap((c) => fromLibraryCategory[c] ?? ["other"])),
  ]
  return { name: name.trim(), categories: categories.length === 0 ? ["other"] : categories }
}

/** Every name and synonym, the sourced table's first so they win. */
const byName = new Map<string, LibraryEntry>()
for (const extra of extraIngredients) {
  for (const name of extra.names) {
    byName.set(comparableName(name), { name: extra.names[0]!, categories: extra.categories })
  }
}
for (const ingredient of Object.values(database.ingredients)) {
  // "Unknown Sulfate" and the like stand for a kind, not an ingredient.
  if (ingredient.id.startsWith("unknown_")) continue
  for (const name of [ingredient.name, ...(ingredient.synonyms ?? [])]) {
    const key = comparableName(name)
    if (!byName.has(key)) byName.set(key, entryOf(ingredient, ingredient.name))
  }
}

// "CI 19140", "Yellow 5", "FD&C Blue No 1", "D&C Red-17"
const colourant =
  /^(?:ci\s?\d{5}|(?:(?:ext\.?\s)?(?:fd|d)\s?&\s?c\s)?(?:yellow|red|blue|green|violet|orange)[\s-]?(?:no\.?\s?)?\d+)/iu

const mentions = (name: string, words: ReadonlyArray<string> | undefined) =>
  words?.some((word) => name.includes(word.toLowerCase())) ?? false
const fits = (name: string, kind: LibraryKind) =>
  !mentions(name, kind.exclusions) && mentions(name, kind.inclusions)

/**
 * The library's kinds whose name alone says what the ingredient is (its
 * words and exceptions: "...sulfate" but not "magnesium sulfate"). Its
 * "...alcohol" and "...oil" kinds are left out: a fatty alcohol is not a
 * drying one, and an essential oil is not a light oil.
 */
const trustedKinds = [
  "unknown_sulfate",
  "unknown_paraben",
  "unknown_water_soluble_silicone",
  "unknown_non_water_soluble_silicone",
  "unknown_wax",
  "unknown_essential_oil",
]
/** Kinds the library knows only as synonyms of its "unknown" entries. */
const namedKinds: ReadonlyArray<readonly [RegExp, string]> = [
  [/^polyquaternium[\s-]?\d+$/u, "unknown_polyquat"],
  [/\bprotein$/u, "unknown_protein"],
  [/\bbutter$/u, "unknown_butter"],
  // Pressed from seeds and fruit: a carrier oil. Distilled from leaves,
  // flowers, peel or wood: an essential oil.
  [/\b(?:seed|kernel|nut|fruit)\s+oil$/u, "unknown_oil"],
  [/\b(?:leaf|flower|peel|rind|bark|herb|root|wood|needle|twig)\s+oil$/u, "unknown_essential_oil"],
]

/** Known by its kind, under its own printed name. */
const byKind = (printed: string): LibraryEntry | undefined => {
  const name = printed.toLowerCase()
  const groupId = Object.entries(database.groups).find(([, group]) => fits(name, group))?.[0]
  const category =
    groupId === undefined
      ? undefined
      : Object.values(database.categories).find((c) => c.group === groupId && fits(name, c))
  const fromGroups =
    category?.defaultIngredient ?? database.groups[groupId ?? ""]?.defaultIngredient
  const id =
    fromGroups !== undefined && trustedKinds.includes(fromGroups)
      ? fromGroups
      : namedKinds.find(([pattern]) => pattern.test(comparableName(printed)))?.[1]
  const kind = id === undefined ? undefined : database.ingredients[id]
  return kind === undefined ? undefined : entryOf(kind, printed)
}

/** The entry for one printed name: its own, its kind's, or none. */
export const lookUpIngredient = (printed: string): LibraryEntry | undefined => {
  for (const name of namesOnLabel(printed)) {
    const known = byName.get(name)
    if (known !== undefined) return known
  }
  const trimmed = printed.trim()
  // Colour index numbers ("CI 19140", "Yellow 5") are colourants.
  if (colourant.test(trimmed)) return { name: trimmed, categories: ["other"] }
  // Styling resins are named by their monomers: "Acrylates/Octylacrylamide Copolymer".
  if (/(?:co|cross)polymer$/iu.test(trimmed)) return { name: trimmed, categories: ["film_former"] }
  return byKind(trimmed)
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
