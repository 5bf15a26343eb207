/**
 * Reports write technical terms as "term (explanation)" (spec §2 "Result
 * screen"); the page shows the term with the explanation on hover or focus.
 * This splits a sentence into plain text and terms. The term is the phrase
 * just before the bracket, back to the start of the clause, when that is a
 * short phrase (at most four words: "Female pattern hair loss"); otherwise
 * just the last word.
 */
export type TextPart =
  | { readonly _tag: "text"; readonly text: string }
  | { readonly _tag: "term"; readonly term: string; readonly explanation: string }

const maxTermWords = 4
const bracket = /\(([^()]{3,})\)/g

export const splitTerms = (sentence: string): ReadonlyArray<TextPart> => {
  const parts: Array<TextPart> = []
  let consumed = 0
  for (const match of sentence.matchAll(bracket)) {
    const start = match.index
    const before = sentence.slice(consumed, start)
    // The bracket must follow a word and a space: "Malassezia (a yeast…)".
    const phrase = /([^\s.,;:!?()][^.,;:!?()]*?)\s$/.exec(before)
    if (phrase === null) continue
    const clause = phrase[1] ?? ""
    const words = clause.split(/\s+/)
    const term = words.length <= maxTermWords ? clause : (words.at(-1) ?? "")
    if (!/[A-Za-z]/.test(term)) continue
    const termStart = start - 1 - term.length
    if (termStart > consumed)
      parts.push({ _tag: "text", text: sentence.slice(consumed, termStart) })
    parts.push({ _tag: "term", term, explanation: (match[1] ?? "").trim() })
    consumed = start + match[0].length
  }
  if (consumed < sentence.length) parts.push({ _tag: "text", text: sentence.slice(consumed) })
  return parts
}
