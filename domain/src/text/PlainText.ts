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

const controls = /[\u0000-\u001f\u007f-\u009f]/u
const controlsButLineBreaksAndTabs = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/u
const bidiControlsEverywhere = /[\u202a-\u202e\u2066-\u2069]/gu

/** One line of text: no control characters (line breaks included), no bidi overrides. */
export const isSingleLine = (message: string) =>
  Schema.makeFilter((text: string) => !controls.test(text) && !bidiControls.test(text), {
    message,
  })

/** Free text: line breaks and tabs are kept, every other control character refused. */
export const isPlainText = (message: string) =>
  Schema.makeFilter((text: string) => !controlsButLineBreaksAndTabs.test(text), { message })

/**
 * Text stored before these rules, made safe to show: bidi controls removed,
 * so they cannot reorder what is shown around them.
 */
export const withoutBidiControls = (text: string): string =>
  text.replace(bidiControlsEverywhere, "")
