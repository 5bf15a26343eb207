/**
 * A question quoted back at the start of its answer, as the person wrote it: the start says
 * which one it was.
 */
import type { AskedQuestion } from "../notes/NoteStatement.ts"

/** The longest quote of a question. */
const quoteLength = 140

/**
 * "You asked "does bo ket make your hair fall out"": their question as they wrote it, cut
 * short at a word if long, without brackets (the report's lines keep to plain sentences).
 */
export const youAsked = (q: AskedQuestion): string => {
  const plain = q.words
    .replace(/\s*[()]\s*/g, " ")
    .replace(/["“”]/g, "'")
    .replace(/[\s?!.]+$/, "")
    .trim()
  const quote =
    plain.length <= quoteLength ? plain : `${plain.slice(0, quoteLength).replace(/\s+\S*$/, "")}…`
  return `You asked "${quote}"`
}
