/**
 * How the server answers the start of a sign-in: signed in (cookie set, the
 * user returned) or, in magic-link mode, "check your e-mail" once the link
 * is safely queued in the outbox (which sends it, retrying while the mail
 * server is down).
 */
import { Accounts, type LinkSent, type SignedIn } from "@strand/domain/accounts/Accounts"
import type { SessionToken } from "@strand/domain/session/SessionStore"
import { Effect, Option } from "effect"
import type { ServerSettings } from "../http/ServerSettings.ts"
import { sessionTokenFromRequest, setSessionCookie } from "./SessionCookie.ts"
import { userJson } from "./ToUserJson.ts"

export const checkEmailMessage = "Check your e-mail: we sent you a link to sign in."

/**
 * The SPA page a sign-in link opens (it asks before signing in, so mail
 * scanners can't). Built from the configured origin only: a link built from
 * the request's Host would let anyone send a victim a link to their own host.
 */
export const confirmUrl = (settings: ServerSettings["Service"]) =>
  Effect.succeed(`${settings.linkOrigin}/auth/confirm`)

/**
 * Hands the browser its new session. The session it came with ends here,
 * once the new one exists (no session fixation), and only then: a link
 * sent, a stale or bogus link, or a refused sign-in leaves it signed in.
 */
export const replaceSession = (settings: ServerSettings["Service"], token: SessionToken) =>
  Effect.gen(function* () {
    const previous = yield* sessionTokenFromRequest(settings.https)
    if (Option.isSome(previous)) yield* (yield* Accounts).signOut(previous.value)
    yield* setSessionCookie(settings.https, token)
  })

export const answerSignIn = (settings: ServerSettings["Service"], start: SignedIn | LinkSent) =>
  start._tag === "SignedIn"
    ? Effect.as(replaceSession(settings, start.token), {
        user: userJson(start.user, settings.adminEmails),
        accountCreated: start.created,
      })
    : Effect.succeed({ checkEmail: true as const })
