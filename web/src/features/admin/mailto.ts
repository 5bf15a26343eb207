/**
 * A mailto: link to a stored address. The address is encoded, never pasted
 * in: in a mailto: URL "?" starts headers and "&" separates them, so an
 * address accepted under an older, looser rule ("x@x.test?bcc=…&body=…")
 * would otherwise open a message with someone else's Bcc and body.
 */
export const mailtoHref = (address: string): string => {
  const at = address.lastIndexOf("@")
  const local = at === -1 ? address : address.slice(0, at)
  const domain = at === -1 ? "" : address.slice(at + 1)
  return `mailto:${encodeURIComponent(local)}${at === -1 ? "" : `@${encodeURIComponent(domain)}`}`
}
