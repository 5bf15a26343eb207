/**
 * Splits the one name a person typed into the first and last name CRMs ask
 * for. No rule is right for every name; this one is right for the common
 * shapes: the last word is the last name ("Mary Ann Smith" → "Mary Ann" +
 * "Smith"), together with the particles before it ("Ludwig van Beethoven" →
 * "Ludwig" + "van Beethoven"), and a single word is a first name only.
 * Nothing is lost: the CRM shows first + last as the person wrote it.
 */

const particles = new Set([
  "al",
  "bin",
  "da",
  "de",
  "del",
  "della",
  "der",
  "di",
  "dos",
  "du",
  "el",
  "la",
  "le",
  "st.",
  "ter",
  "van",
  "von",
])

export interface ContactName {
  readonly firstName: string
  readonly lastName: string
}

export const splitName = (name: string): ContactName => {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "")
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" }
  let start = words.length - 1
  // particles join the last name, but the first word always stays the first name
  while (start > 1 && particles.has(words[start - 1]?.toLowerCase() ?? "")) start -= 1
  return { firstName: words.slice(0, start).join(" "), lastName: words.slice(start).join(" ") }
}
