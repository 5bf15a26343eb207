/**
 * An e-mail address as a person types it: trimmed, shaped like an address,
 * at most 254 characters (the SMTP limit). Stores compare it case-insensitively.
 */
import { Schema } from "effect"

export const invalidEmailMessage = "Please enter a valid email address"

// Deliberately permissive: one "@", no spaces, a dot in the domain. Real
// validation of an address is only ever "can we deliver to it".
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const Email = Schema.Trim.check(
  Schema.isPattern(emailShape, { message: invalidEmailMessage }),
  Schema.isMaxLength(254, { message: invalidEmailMessage }),
).pipe(Schema.brand("Email"))
export type Email = typeof Email.Type
