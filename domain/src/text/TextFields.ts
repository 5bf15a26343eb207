/**
 * What people may type into Strand's text fields: one rule per kind of
 * field, and every text field of the contract is one of these kinds.
 *
 * - `singleLine`: a name, an id (of a question, product or note), "since when".
 * - `multiLine`: a note, feedback, a hair concern, an answer, "what you
 *   tried"; line breaks and tabs kept.
 * - `list`: a list typed or pasted as printed (an ingredient list), one
 *   item a line or separated by commas; line breaks and tabs kept.
 *
 * No kind accepts:
 * - a lone UTF-16 surrogate: no character at all, and PostgreSQL's jsonb
 *   refuses it (a 500 after the schema had accepted it);
 * - control characters (U+0000–U+001F, U+007F–U+009F) other than a kind's
 *   line breaks and tabs: PostgreSQL refuses U+0000, and a line break in a
 *   name forges lines in the e-mails the team reads;
 * - the line and paragraph separators U+2028 and U+2029: line breaks that
 *   the fences and quoting of e-mails and pages do not see;
 * - the byte-order mark U+FEFF: invisible, it makes equal texts differ;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069): they make the text around them read in another order
 *   ("‮txt.exe" shows as "exe.txt").
 *
 * A single line also refuses RFC 2047 encoded words (`=?utf-8?q?…?=`): a
 * mail client decodes one in a subject, and `=0D=0A` in it becomes a new
 * header line on the reader's screen.
 */
import { Schema } from "effect"

export const textKinds = ["singleLine", "multiLine", "list"] as const
export type TextKind = (typeof textKinds)[number]

const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f)
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d
const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
const isSeparatorOrMark = (code: number) => code === 0x2028 || code === 0x2029 || code === 0xfeff
// Iterating a string by code point yields a lone surrogate as itself.
const isLoneSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff

const keepsLineBreaks: Record<TextKind, boolean> = {
  singleLine: false,
  multiLine: true,
  list: true,
}

const encodedWord = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/i

/** Whether `text` follows the rule of its kind. */
export const isTextOfKind = (kind: TextKind, text: string): boolean => {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    if (isLoneSurrogate(code) || isBidiControl(code) || isSeparatorOrMark(code)) return false
    if (isControl(code) && !(keepsLineBreaks[kind] && isLineBreakOrTab(code))) return false
  }
  return kind !== "singleLine" || !encodedWord.test(text)
}

/** The schema check for a text field of `kind`, failing with the field's own `message`. */
export const isText = (kind: TextKind, message: string) =>
  Schema.makeFilter((text: string) => isTextOfKind(kind, text), { message })

/**
 * The same check for a record's keys (ids typed by a client). Checked on the
 * record: a record schema silently drops keys its key schema refuses.
 */
export const hasKeysOfKind = (kind: TextKind, message: string) =>
  Schema.makeFilter(
    (record: object) => Object.keys(record).every((key) => isTextOfKind(kind, key)),
    { message },
  )

/**
 * Text stored before these rules, made safe to show: bidi controls removed,
 * so they cannot reorder what is shown around them.
 */
export const withoutBidiControls = (text: string): string =>
  [...text].filter((character) => !isBidiControl(character.codePointAt(0) ?? 0)).join("")
