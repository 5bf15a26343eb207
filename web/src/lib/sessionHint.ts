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

/**
 * A call that needs a session (the admin pages'): without the hint, the
 * API's own 401 without asking it, so no error reaches the browser console.
 */
export const whenSignedIn = <A>(call: () => Promise<A>): Promise<A> =>
  hasSessionHint()
    ? call()
    : // The contract's error (and Effect's Schema) is loaded only when needed: the call would load it.
      import("./signInFirst.ts").then(({ signInFirstError }) => Promise.reject(signInFirstError()))
