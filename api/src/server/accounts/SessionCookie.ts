/**
 * The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not
 * sent on cross-site posts), Path=/, and over https Secure with the __Host-
 * prefix (the browser then refuses it from any other host or path).
 *
 * Beside it, a hint cookie the SPA can read, holding nothing secret ("1"):
 * whether there is a session worth asking GET /api/user about. Without it
 * the SPA knows nobody is signed in and does not ask, so an anonymous page
 * load logs no 401 in the browser console, while API clients still get the
 * spec's 401. Both are set and cleared together.
 */
import { sessionCookieMaxAgeSeconds } from "@strand/domain/session/SessionPolicy"
import { SessionToken } from "@strand/domain/session/SessionStore"
import { Effect, Option } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"

const cookieName = (https: boolean) => (https ? "__Host-strand_session" : "strand_session")
export const sessionHintCookieName = (https: boolean) =>
  https ? "__Host-strand_signed_in" : "strand_signed_in"

const sessionValue = (request: HttpServerRequest.HttpServerRequest, https: boolean) => {
  const value = request.cookies[cookieName(https)]
  return value === "" ? undefined : value
}

/** The session token the browser sent, if any. */
export const sessionTokenFromRequest = (https: boolean) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    const value = sessionValue(request, https)
    return value === undefined ? Option.none() : Option.some(SessionToken.make(value))
  })

/** Whether `request` carries a session cookie (valid or not: the database is not asked). */
export const carriesSessionCookie = (
  request: HttpServerRequest.HttpServerRequest,
  https: boolean,
): boolean => sessionValue(request, https) !== undefined

/**
 * Whether `request` carries neither cookie: nobody is signed in and there is
 * nothing to clear, so it can be refused without asking the database.
 */
export const carriesNoSessionCookies = (
  request: HttpServerRequest.HttpServerRequest,
  https: boolean,
) =>
  sessionValue(request, https) === undefined &&
  request.cookies[sessionHintCookieName(https)] === undefined

const writeCookies = (https: boolean, token: string, maxAgeSeconds: number) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.orDie(
      HttpServerResponse.setCookies(response, [
        [
          cookieName(https),
          token,
          {
            httpOnly: true,
            sameSite: "lax",
            secure: https,
            path: "/",
            maxAge: `${maxAgeSeconds} seconds`,
          },
        ],
        [
          sessionHintCookieName(https),
          token === "" ? "" : "1",
          { sameSite: "lax", secure: https, path: "/", maxAge: `${maxAgeSeconds} seconds` },
        ],
      ]),
    ),
  )

export const setSessionCookie = (https: boolean, token: SessionToken) =>
  writeCookies(https, token, sessionCookieMaxAgeSeconds)

export const clearSessionCookie = (https: boolean) => writeCookies(https, "", 0)
