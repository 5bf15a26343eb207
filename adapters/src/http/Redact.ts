/**
 * A provider's own words made safe for logs, stored errors and the admin
 * page: what it answered often quotes the contact's e-mail address or the
 * key Strand sent. Every adapter passes provider text through here.
 */

const emailLike = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[^\s@"'<>()[\],;:]+/g

// Provider keys look like this (OpenAI sk-..., sk-proj-..., Anthropic sk-ant-...).
const keyLike = /\bsk-[A-Za-z0-9_*-]{6,}/g

/** The longest provider text kept. */
const maxLength = 300

/** `text` without e-mail addresses, the given secrets, or anything shaped like a key. */
export const redact = (text: string, secrets: ReadonlyArray<string> = []): string =>
  secrets
    .filter((secret) => secret.length >= 4)
    .reduce((safe, secret) => safe.replaceAll(secret, "[key]"), text)
    .replace(keyLike, "[key]")
    .replace(emailLike, "<e-mail>")
    .slice(0, maxLength)
