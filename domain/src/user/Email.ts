/**
 * An e-mail address as a person types it: trimmed, at most 254 characters
 * (the SMTP limit), and within the practical subset of addresses that mail
 * providers hand out (the rule Zod's e-mail check and Gmail apply):
 *
 * - before the "@": letters, digits and `_ ' + -`, in dot-separated runs
 *   (no leading, trailing or doubled dot), at most 64 characters;
 * - after it: a host name of letters, digits and inner hyphens, labels of
 *   at most 63, ending in a top-level domain of 2 or more letters.
 *
 * RFC 5322 allows far more (`! # $ % & * / = ? ^ { | } ~`, quoted strings, IP literals),
 * and those characters are how `x@x.test?bcc=…&body=…` turned an address
 * into a mailto link carrying someone else's Bcc and body. Such addresses
 * are refused with the spec's "Please enter a valid email address".
 * Email.test.ts checks this rule against validator.js's isEmail.
 * Stores compare addresses case-insensitively.
 */
import { Schema } from "effect"

export const invalidEmailMessage = "Please enter a valid email address"

const localPart = String.raw`[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*`
const label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
const emailShape = new RegExp(
  String.raw`^(?=[^@]{1,64}@)${localPart}@(?:${label}\.)+[A-Za-z]{2,63}$`,
)

export const Email = Schema.Trim.check(
  Schema.isPattern(emailShape, { message: invalidEmailMessage }),
  Schema.isMaxLength(254, { message: invalidEmailMessage }),
).pipe(Schema.brand("Email"))
export type Email = typeof Email.Type

/**
 * An address read back from storage: it passed the rule of the day it was
 * typed, which may be looser than today's, so reading it checks nothing (an
 * old row must never make a list or a sign-in fail). Build links from it by
 * encoding, never by pasting it in.
 */
export const StoredEmail = Schema.String.pipe(Schema.brand("Email"))
