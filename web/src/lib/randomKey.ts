/**
 * A random 128-bit key as hex, for Idempotency-Keys. `crypto.randomUUID`
 * exists only in secure contexts (https or localhost); `getRandomValues`
 * works on plain http too, e.g. a test server on a LAN address.
 */
export const randomKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("")
