/**
 * Port: single-use sign-in links for AUTH_MODE=magic-link. A link carries a
 * random token (≥ 128 bits) of which only a hash is kept; it works once,
 * for 15 minutes, and asking for a new link makes the older ones useless.
 */
import { Context, type Effect, type Option } from "effect"
import type { SignIn } from "../user/User.ts"

export const signInLinkMinutes = 15

export class SignInLinkStore extends Context.Service<
  SignInLinkStore,
  {
    /** Remembers what was typed and returns the secret token for the link. */
    issue(request: SignIn): Effect.Effect<string>
    /** The sign-in a live token stands for; the token is used up either way. */
    redeem(token: string): Effect.Effect<Option.Option<SignIn>>
  }
>()("@strand/domain/session/SignInLinkStore") {}
