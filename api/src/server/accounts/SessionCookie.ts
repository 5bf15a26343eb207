/**
 * The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not
 * sent on cross-site posts), Path=/, and over https Secure with the __Host-
 * prefix (the browser then refuses it from any other host or path).
 */
import { sessionCookieMaxAgeSeconds } from "@strand/domain/session/SessionPolicy"
import { SessionToken } from "@strand/domain/session/SessionStore"
import { Effect, Option } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"

const cookieName = (https: boolean) => (https ? "__Host-strand_session" : "strand_session")

/** The session token the browser sent, if any. */
export const sessionTokenFromRequest = (https: boolean) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    const value = request.cookies[cookieName(https)]
    return value === undefined || value === ""
      ? Option.none()
      : Option.some(SessionToken.make(value))
  })

const writeCookie = (https: boolean, value: string, maxAgeSeconds: number) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.orDie(
      HttpServerResponse.setCookie(response, cookieName(https), value, {
        httpOnly: true,
        sameSite: "lax",
        secure: https,
        path: "/",
        maxAge: `${maxAgeSeconds} seconds`,
      }),
    ),
  )

export const setSessionCookie = (https: boolean, token: SessionToken) =>
  writeCookie(https, token, sessionCookieMaxAgeSeconds)

export const clearSessionCookie = (https: boolean) => writeCookie(https, "", 0)
