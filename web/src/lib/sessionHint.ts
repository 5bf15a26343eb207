/**
 * Whether the browser holds a session worth asking about. The session
 * cookie itself is HttpOnly (scripts cannot read it); the server sets a
 * readable hint cookie beside it ("1", nothing secret) and clears both
 * together. Without the hint nobody is signed in, so the SPA does not call
 * GET /api/user only to be answered 401 (an error in the browser console on
 * every anonymous page load).
 */
export const hasSessionHint = (): boolean =>
  typeof document !== "undefined" &&
  document.cookie.split(";").some((cookie) => /^\s*(__Host-)?strand_signed_in=1\s*$/.test(cookie))
