/**
 * Text from an AI provider made plain before anyone reads it: HTML tags and
 * whole script or style blocks go, Markdown links and images keep only their
 * words, web addresses are dropped, and Markdown emphasis, headings and
 * bullets lose their marks. The report is shown as text in the SPA and in
 * e-mails, so none of this could run there; it is removed so that a provider
 * (or a note that steered it) cannot put a link or markup in front of the
 * person at all.
 *
 * Careful with ordinary text: "pH < 5.5", "4%" and "term (explanation)" stay
 * as they are, and the rule engine's own reports pass through unchanged.
 */
const rules: ReadonlyArray<readonly [RegExp, string]> = [
  // Whole blocks whose content is code, not words.
  [/<(script|style|iframe|object|embed|svg|math)\b[\s\S]*?<\/\1\s*>/gi, " "],
  [/<!--[\s\S]*?-->/g, " "],
  // Any tag that looks like one: "<b>", "</p>", "<img src=…>", "<https://…>".
  [/<\/?[a-z][^<>]*>/gi, " "],
  // Markdown images and links keep their words.
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"],
  [/\[([^\]]+)\]\([^)]*\)/g, "$1"],
  // Addresses and script-like schemes.
  [/\b(?:https?|ftp):\/\/\S+/gi, " "],
  [/\bwww\.[^\s]+/gi, " "],
  [/\b(?:javascript|vbscript|data):\S*/gi, " "],
  // Markdown marks.
  [/\*\*|__|`+/g, ""],
  [/^\s{0,3}#{1,6}\s+/gm, ""],
  [/^\s*(?:[-*+•]|\d+[.)])\s+/gm, ""],
]

/** One provider text as plain text, spaces tidied where something was taken out. */
export const plainText = (text: string): string => {
  const plain = rules.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    text,
  )
  if (plain === text) return text
  return plain
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([.,;:!?])/g, "$1")
    .trim()
}

/**
 * Every string in a provider's parsed answer made plain, whatever its shape;
 * the normaliser then drops items that are left blank.
 */
export const plainJson = (value: unknown): unknown => {
  if (typeof value === "string") return plainText(value)
  if (Array.isArray(value)) return value.map(plainJson)
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainJson(item)]))
  }
  return value
}
