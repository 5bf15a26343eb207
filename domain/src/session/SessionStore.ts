/**
 * Port: server-side sessions. A session is known to the browser only as a
 * random token (≥ 128 bits) in a cookie; the store keeps only its hash, so a
 * leaked database cannot be turned into signed-in cookies.
 */
import { Context, type Effect, type Option, Schema } from "effect"
import type { UserId } from "../user/User.ts"

/** The secret the browser holds. Never logged. */
export const SessionToken = Schema.String.pipe(Schema.brand("SessionToken"))
export type SessionToken = typeof SessionToken.Type

/** A live session: whose it is, and whether it began with an e-mailed link. */
export interface LiveSession {
  readonly userId: UserId
  /** true when the person proved the address (a sign-in link), false when they typed it */
  readonly provenByLink: boolean
}

export class SessionStore extends Context.Service<
  SessionStore,
  {
    /** A new session with a fresh token (every sign-in gets a new one). */
    start(userId: UserId, provenByLink: boolean): Effect.Effect<SessionToken>
    /** The live session a token names; renews its idle timer. */
    resume(token: SessionToken): Effect.Effect<Option.Option<LiveSession>>
    /** Ends the session server-side: the token is useless afterwards. */
    end(token: SessionToken): Effect.Effect<void>
  }
>()("@strand/domain/session/SessionStore") {}
