/**
 * What people may type into Strand's text fields. Control characters
 * (U+0000–U+001F, U+007F–U+009F) have no place in them: PostgreSQL refuses
 * U+0000 outright (a 500 before these checks), and a line break in a name
 * forges lines in the e-mails the team reads. Bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) make the text
 * around them read in another order ("‮txt.exe" shows as "exe.txt"), so
 * single-line fields refuse them too. Free text keeps its line breaks and tabs.
 */
import { Schema } from "effect"

// By code point rather than by regular expression: control characters
// written into a pattern are easy to get wrong (and linters refuse them).
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f)
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d
const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)

const hasCodePoint = (text: string, test: (code: number) => boolean) => {
  for (const character of text) {
    if (test(character.codePointAt(0) ?? 0)) return true
  }
  return false
}

/** One line of text: no control characters (line breaks included), no bidi overrides. */
export const isSingleLine = (message: string) =>
  Schema.makeFilter(
    (text: string) => !hasCodePoint(text, (code) => isControl(code) || isBidiControl(code)),
    { message },
  )

/** Free text: line breaks and tabs are kept, every other control character refused. */
export const isPlainText = (message: string) =>
  Schema.makeFilter(
    (text: string) => !hasCodePoint(text, (code) => isControl(code) && !isLineBreakOrTab(code)),
    { message },
  )

/**
 * Text stored before these rules, made safe to show: bidi controls removed,
 * so they cannot reorder what is shown around them.
 */
export const withoutBidiControls = (text: string): string =>
  [...text].filter((character) => !isBidiControl(character.codePointAt(0) ?? 0)).join("")
