/**
 * The error text of a generic failed request (spec section 8, "Generic
 * request failures"): the `message` field of a JSON body if present, else the
 * raw body text, else the status text.
 */

export const requestFailureMessage = (response: {
  readonly bodyText: string
  readonly statusText: string
}): string => {
  try {
    const body: unknown = JSON.parse(response.bodyText)
    if (
      typeof body === "object" &&
      body !== null &&
      "message" in body &&
      typeof body.message === "string" &&
      body.message !== ""
    ) {
      return body.message
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return response.bodyText.trim() !== "" ? response.bodyText : response.statusText
}
