/**
 * A person's name as they gave it: trimmed, at least 2 characters (code
 * points, so "Zoë" and "李明" count as a person would count them), at most
 * 100, one line of plain text (text/TextFields.ts).
 */
import { Schema } from "effect"
import { isText } from "../text/TextFields.ts"

export const userNameMinLength = 2
export const userNameMaxLength = 100
export const shortNameMessage = "Name must be at least 2 characters"
export const nameOneLineMessage = "Name must be one line of plain text"
/** The checks every name field shares, whatever its minimum. */
export const nameIsOneLine = isText("singleLine", nameOneLineMessage)

export const UserName = Schema.Trim.check(
  Schema.isMinCodePoints(userNameMinLength, { message: shortNameMessage }),
  Schema.isMaxLength(userNameMaxLength, {
    message: `Name must be at most ${userNameMaxLength} characters`,
  }),
  nameIsOneLine,
).pipe(Schema.brand("UserName"))
export type UserName = typeof UserName.Type

/**
 * A name read back from storage: it passed the rules of the day it was
 * given, which may be older than today's, so reading it checks nothing
 * (an old row must never make a list fail). Show it with
 * `withoutBidiControls`.
 */
export const StoredUserName = Schema.String.pipe(Schema.brand("UserName"))
