/** The small joins every written line uses, written once. */

/** "a", "a and b", "a, b and c". */
export const listed = (words: ReadonlyArray<string>): string =>
  words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`

/** The first letter upper-case, the rest as written. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** The first letter lower-case, for a sentence carried on after a colon. */
export const uncapitalise = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1)
