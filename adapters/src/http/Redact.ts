/**
 * Personal data and secrets kept out of what Strand writes down: a
 * provider's own words (they often quote the contact's address or the key
 * Strand sent) before they reach a log, a stored error or the admin page,
 * and every log line.
 */

const emailLike = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[^\s@"'<>()[\],;:]+/g

// Provider keys look like this (OpenAI sk-..., sk-proj-..., Anthropic sk-ant-...).
const keyLike = /\bsk-[A-Za-z0-9_*-]{6,}/g

/** The longest provider text kept. */
const maxLength = 300

/** `text` with every e-mail-shaped part masked. */
export const withoutEmails = (text: string): string =>
  // most text holds no "@" at all: it is not searched
  text.includes("@") ? text.replace(emailLike, "[e-mail]") : text

/** A provider's `text` without e-mail addresses, the given secrets, or anything shaped like a key. */
export const redact = (text: string, secrets: ReadonlyArray<string> = []): string =>
  withoutEmails(
    secrets
      .filter((secret) => secret.length >= 4)
      .reduce((safe, secret) => safe.replaceAll(secret, "[key]"), text)
      .replace(keyLike, "[key]"),
  ).slice(0, maxLength)
