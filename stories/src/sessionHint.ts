/**
 * Stands in for the server's session hint cookie (strand_signed_in=1, set
 * beside the HttpOnly session cookie): with it the SPA asks the API who is
 * signed in, without it the SPA knows nobody is.
 */
const write = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the story plays the server that sets this cookie
  document.cookie = value
}

export const holdSessionHint = () => {
  write("strand_signed_in=1; path=/")
  return dropSessionHint
}

export const dropSessionHint = () => write("strand_signed_in=; max-age=0; path=/")
