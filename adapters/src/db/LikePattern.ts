/**
 * A LIKE pattern matching text that contains `text` as typed: its `%`, `_`
 * and `\` match themselves rather than anything.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`
