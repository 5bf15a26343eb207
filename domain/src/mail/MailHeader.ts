/**
 * Text that goes into an e-mail header (a subject, a display name). A header
 * is one line: a CR or LF in it would let whoever wrote the text add headers
 * of their own (header injection), and other control characters confuse mail
 * clients. Text written by people (names) is cleaned with `headerText`; the
 * transports refuse any header that still has one (`hasControlCharacters`).
 * Names typed today cannot hold an RFC 2047 encoded word (text/TextFields.ts),
 * but one stored earlier could: `headerText` breaks its `=?` so no mail
 * client decodes it (`=0D=0A` in one shows as a new header line).
 */

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlRuns = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** The longest header text Strand writes; longer text is cut with an ellipsis. */
export const headerTextMaxLength = 150

export const hasControlCharacters = (text: string): boolean => controlCharacters.test(text)

/**
 * One clean line: controls become spaces, runs of spaces one, no encoded
 * word, at most 150 characters.
 */
export const headerText = (text: string): string => {
  const line = text.replace(controlRuns, " ").replace(/\s+/g, " ").replaceAll("=?", "= ?").trim()
  const characters = [...line]
  return characters.length <= headerTextMaxLength
    ? line
    : `${characters
        .slice(0, headerTextMaxLength - 1)
        .join("")
        .trimEnd()}…`
}
