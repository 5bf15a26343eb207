/**
 * Reading an ingredient list as people paste it from a bottle or a shop
 * page: any common separator (commas, semicolons, new lines, bullets, pipes),
 * any case, and the usual noise of a label — "Ingredients:" headers, "Aqua
 * (Water)", "*organic" footnotes, percentages, "may contain" colourants. Every
 * name that is left is kept in order (never silently dropped), so the checker
 * can say of each one whether it was recognised. Pure: the library lookup
 * comes after, behind the IngredientLibrary port.
 */
import { Schema } from "effect"
import { countText } from "../text/CountText.ts"
import { isText } from "../text/TextFields.ts"

/** What the person says the product is; optional, it sharpens the verdict. */
export const productTypes = [
  "shampoo",
  "conditioner",
  "leave_in",
  "styler",
  "oil",
  "treatment",
  "scalp_treatment",
] as const
export const ProductType = Schema.Literals(productTypes)
export type ProductType = typeof ProductType.Type

export const productTypeNames: Record<ProductType, string> = {
  shampoo: "Shampoo",
  conditioner: "Conditioner",
  leave_in: "Leave-in",
  styler: "Styler",
  oil: "Oil",
  treatment: "Treatment or mask",
  scalp_treatment: "Scalp oil, serum or tonic",
}

/** Longer than any real label (the longest run to about 2,000 characters). */
export const ingredientListMaxLength = 4000
export const maxIngredients = 120

export interface ListedIngredient {
  /** The name as printed, without footnote marks, percentages or list punctuation. */
  readonly asPrinted: string
  /** Listed after "may contain" or "+/-": colours that some batches have. */
  readonly mayContain: boolean
}

export const listProblems = ["empty", "too_long", "not_a_list"] as const
export const ListProblem = Schema.Literals(listProblems)
export type ListProblem = typeof ListProblem.Type

export const listProblemMessages: Record<ListProblem, string> = {
  empty:
    'Paste the ingredient list from the label: the names after "Ingredients", separated by commas.',
  too_long: `That is longer than any label: paste one product's ingredient list (at most ${countText(ingredientListMaxLength)} characters and ${maxIngredients} ingredients).`,
  not_a_list:
    'That doesn\'t look like an ingredient list. Paste the names printed after "Ingredients" on the label, separated by commas.',
}

/**
 * An ingredient list as a request carries it, from a person or an admin:
 * within any label's length, and plain text like every other field.
 */
export const IngredientListText = Schema.String.check(
  Schema.isMaxLength(ingredientListMaxLength, { message: listProblemMessages.too_long }),
  isText("list", "The ingredient list must be plain text, without control or invisible characters"),
)

/** The text is not something the checker can read; `message` says what to give it. */
export class IngredientListRefused extends Schema.TaggedError<IngredientListRefused>()(
  "IngredientListRefused",
  { problem: ListProblem, message: Schema.String },
) {
  static readonly of = (problem: ListProblem) =>
    new IngredientListRefused({ problem, message: listProblemMessages[problem] })
}

export type ReadList =
  | { readonly _tag: "Listed"; readonly ingredients: ReadonlyArray<ListedIngredient> }
  | { readonly _tag: "Refused"; readonly problem: ListProblem }

// "Ingredients:", "INGREDIENTS/INGRÉDIENTS:", "Inactive ingredients:", "INCI:" ...
const header =
  /(?:\b(?:in)?active\s+|\bother\s+|\bfull\s+)?\b(?:ingr[eé]dients?|inci|composition|contains)(?:\s*\/\s*ingr[eé]dients?)?(?:\s+list)?\s*:/giu
// Where the optional colourants begin.
const mayContain = /(?:\bmay\s+contain\b|\bpeut\s+contenir\b|\[?\s*\+\s*\/\s*-|±)\s*:?/iu
// Footnote and certification marks printed next to names.
const marks = /[*†‡°¹²³⁴⁵⁶⁷⁸⁹⁰◊♦✓®™]+/gu
// A segment that starts with a mark and explains it: "*Certified organic ingredients".
const footnote =
  /^\s*[*†‡°¹²³⁴⁵⁶⁷⁸⁹◊♦]+\s*(?:=\s*)?.*\b(?:organic|certified|natural|origin|fair\s*trade|ecocert|cosmos|derived|biologique|ingredients?|from)\b/iu
const footnoteAfterName =
  /[\s\-–]+(?=[*†‡°]+\s*(?:=\s*)?[^,;\n]*\b(?:organic|certified|natural|origin|fair\s*trade|ecocert|cosmos|derived|biologique|ingredients?|from)\b)/giu
// "2%", "(0.5 %)", "2% w/w"
const percentage = /\(?\s*\d+(?:[.,]\d+)?\s*%(?:\s*w\/[wv]\b)?\s*\)?/giu
const webAddress = /(?:https?:\/\/|www\.|\.(?:com|net|org|co\.uk)\b|@\w+\.\w)/iu

/**
 * Splits on separators outside parentheses, so "Parfum (Fragrance, Scent)"
 * stays one name, and never between the digits of a chemical name
 * ("2-Bromo-2-Nitropropane-1,3-Diol"). "Sodium Hydroxide and/or Hydrochloric
 * Acid" is two names: the label says either may be in it.
 */
const splitNames = (text: string): Array<string> => {
  const names: Array<string> = []
  let depth = 0
  let current = ""
  const chars = [...text.replace(/\s+and\s*\/\s*or\s+/giu, ",")]
  chars.forEach((char, i) => {
    if (char === "(" || char === "[") depth++
    if ((char === ")" || char === "]") && depth > 0) depth--
    const newLine = char === "\n"
    if (newLine) depth = 0
    const betweenDigits =
      char === "," && /\d/u.test(chars[i - 1] ?? "") && /\d/u.test(chars[i + 1] ?? "")
    if (newLine || (depth === 0 && /[,;•·|\t]/u.test(char) && !betweenDigits)) {
      names.push(current)
      current = ""
    } else current += char
  })
  names.push(current)
  return names
}

const cleanName = (raw: string): string =>
  raw
    .replace(percentage, " ")
    .replace(marks, " ")
    // list bullets and numbering at the start: "- ", "1. ", "2) "
    .replace(/^\s*(?:[-–—]\s+|\d{1,3}[.)]\s+)/u, "")
    .replace(/^\s*and\s+/iu, "")
    // brackets left around a whole name, and stray ones
    .replace(/^[\s[\]]+|[\s[\]]+$/gu, "")
    .replace(/\(\s*\)/gu, " ")
    .replace(/[.:]+$/u, "")
    .replace(/\s+/gu, " ")
    .trim()

/** Names of a list part, footnotes left out. */
const namesOf = (part: string): Array<string> =>
  splitNames(
    part
      // a footnote printed straight after the last name: "Limonene†- *Certified Organic"
      .replace(footnoteAfterName, "\n")
      // "C.I. 77491" keeps its dots out of the sentence split below
      .replace(/\bC\.\s?I\.\s?/giu, "CI ")
      .replace(/\bNo\.\s?(?=\d)/giu, "No ")
      // a full stop ends a list or starts its footnote
      .replace(/\.(?=\s|$)/gu, "\n"),
  )
    .filter((segment) => !footnote.test(segment))
    .map(cleanName)
    // a name has a letter; leftovers like "-" or "2" do not
    .filter((name) => /\p{L}/u.test(name))

/** A name longer than any INCI name is prose, not a list entry. */
const isProse = (name: string) => name.length > 120 || name.split(" ").length > 12

/** Words of a sentence that no ingredient's name has: "I love this shampoo". */
const sentenceWords =
  /\b(?:i|i'm|im|me|my|you|your|we|our|it's|this|that|is|are|was|love|like|hate|think|please|hello|hi|what|why|how)\b/giu

/** Every name reads as a sentence (two such words or more): a remark, not a label. */
const isRemark = (names: ReadonlyArray<ListedIngredient>) =>
  names.every((ingredient) => (ingredient.asPrinted.match(sentenceWords)?.length ?? 0) >= 2)

export const readIngredientList = (text: string): ReadList => {
  if (text.length > ingredientListMaxLength) return { _tag: "Refused", problem: "too_long" }
  const withoutHeaders = text.replace(/\r\n?/gu, "\n").replace(header, "\n")
  if (withoutHeaders.trim() === "") return { _tag: "Refused", problem: "empty" }
  if (webAddress.test(text)) return { _tag: "Refused", problem: "not_a_list" }
  const optional = mayContain.exec(withoutHeaders)
  const main = optional === null ? withoutHeaders : withoutHeaders.slice(0, optional.index)
  const rest = optional === null ? "" : withoutHeaders.slice(optional.index + optional[0].length)
  const ingredients: Array<ListedIngredient> = [
    ...namesOf(main).map((asPrinted) => ({ asPrinted, mayContain: false })),
    ...namesOf(rest).map((asPrinted) => ({ asPrinted, mayContain: true })),
  ]
  if (ingredients.length === 0) {
    // Only punctuation or marks: nothing was pasted; words without a name: not a list.
    return { _tag: "Refused", problem: /\p{L}/u.test(withoutHeaders) ? "not_a_list" : "empty" }
  }
  if (ingredients.length > maxIngredients) return { _tag: "Refused", problem: "too_long" }
  if (ingredients.some((i) => isProse(i.asPrinted)) || isRemark(ingredients)) {
    return { _tag: "Refused", problem: "not_a_list" }
  }
  return { _tag: "Listed", ingredients }
}
