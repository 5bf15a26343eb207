/**
 * A person's name as they gave it: trimmed, at least 2 characters (code
 * points, so "Zoë" and "李明" count as a person would count them), at most 100.
 */
import { Schema } from "effect"

export const userNameMinLength = 2
export const userNameMaxLength = 100
export const shortNameMessage = "Name must be at least 2 characters"

export const UserName = Schema.Trim.check(
  Schema.isMinCodePoints(userNameMinLength, { message: shortNameMessage }),
  Schema.isMaxLength(userNameMaxLength, {
    message: `Name must be at most ${userNameMaxLength} characters`,
  }),
).pipe(Schema.brand("UserName"))
export type UserName = typeof UserName.Type
