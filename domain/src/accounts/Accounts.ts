/**
 * Use case: signing in (which signs up on first use), signing out, and
 * knowing who is signed in. Every sign-in starts a brand-new session, so a
 * session token planted before sign-in (session fixation) is never promoted.
 */
import { Context, DateTime, Duration, Effect, Layer, Option } from "effect"
import { signInLinkMail } from "../mail/SignInLinkMail.ts"
import { Outbox } from "../outbox/Outbox.ts"
import { generateReferralCode } from "../referral/ReferralCode.ts"
import { SessionStore, type SessionToken } from "../session/SessionStore.ts"
import { SignInLinkStore, signInLinkMinutes } from "../session/SignInLinkStore.ts"
import { Transaction } from "../transaction/Transaction.ts"
import type { SignIn, User, UserId } from "../user/User.ts"
import { UserStore } from "../user/UserStore.ts"

export interface SignedIn {
  readonly _tag: "SignedIn"
  readonly user: User
  readonly token: SessionToken
  readonly created: boolean
}

/** Magic-link mode: the link is on its way; nobody is signed in yet. */
export interface LinkSent {
  readonly _tag: "LinkSent"
}

/**
 * How typing an e-mail signs someone in: `trust-email` (the spec's
 * passwordless sign-in: the e-mail as typed is enough) or `magic-link`
 * (only whoever can open a link sent to that address).
 */
export const signInModes = ["trust-email", "magic-link"] as const
export type SignInMode = (typeof signInModes)[number]

/**
 * Whether `email` signs in by an e-mailed link: always in magic-link mode,
 * and in trust-email mode for the addresses that must prove themselves
 * (the admins: typing an admin's address must never make anyone an admin).
 */
export const signsInByLink = (
  mode: SignInMode,
  alwaysByLink: ReadonlySet<string>,
  email: string,
): boolean => mode === "magic-link" || alwaysByLink.has(email.trim().toLowerCase())

export class Accounts extends Context.Service<
  Accounts,
  {
    signIn(input: SignIn): Effect.Effect<SignedIn>
    /** Sign-in as the configured mode does it: at once, or by e-mailed link. */
    begin(input: SignIn, confirmUrl: string): Effect.Effect<SignedIn | LinkSent>
    /**
     * Magic-link mode: e-mails a single-use link to `{confirmUrl}?token=…`
     * instead of signing in. Signing in happens when the link is confirmed.
     * The link and its e-mail are stored together (the outbox sends it).
     */
    sendSignInLink(input: SignIn, confirmUrl: string): Effect.Effect<void>
    /** Signs in with a link's token; none when it is unknown, used or expired. */
    confirmSignInLink(token: string): Effect.Effect<Option.Option<SignedIn>>
    signOut(token: SessionToken): Effect.Effect<void>
    /** The user of a live session, if any. */
    currentUser(token: SessionToken): Effect.Effect<Option.Option<User>>
    hasCompletedQuiz(userId: UserId): Effect.Effect<boolean>
  }
>()("@strand/domain/accounts/Accounts") {
  /** `alwaysByLink`: lower-case addresses that sign in by link whatever the mode (ADMIN_EMAILS). */
  static readonly layer = (mode: SignInMode, alwaysByLink: ReadonlySet<string> = new Set()) =>
    Layer.effect(
      Accounts,
      Effect.gen(function* () {
        const users = yield* UserStore
        const sessions = yield* SessionStore
        const links = yield* SignInLinkStore
        const outbox = yield* Outbox
        const transaction = yield* Transaction

        const startSession = Effect.fn("Accounts.startSession")(function* (
          input: SignIn,
          provenByLink: boolean,
        ) {
          const outcome = yield* users.signIn(input, yield* generateReferralCode)
          const token = yield* sessions.start(outcome.user.id, provenByLink)
          return { _tag: "SignedIn", user: outcome.user, token, created: outcome.created } as const
        })
        /** Trust-email: the address as typed. */
        const signIn = (input: SignIn) => startSession(input, false)

        const sendSignInLink = Effect.fn("Accounts.sendSignInLink")(function* (
          input: SignIn,
          confirmUrl: string,
        ) {
          // an e-mail that arrives after its link has expired would only confuse
          const deliverBy = DateTime.addDuration(
            yield* DateTime.now,
            Duration.minutes(signInLinkMinutes),
          )
          yield* transaction.atomically(
            Effect.gen(function* () {
              const token = yield* links.issue(input)
              const link = `${confirmUrl}?token=${encodeURIComponent(token)}`
              yield* outbox.enqueue({
                job: { _tag: "SendMail", mail: signInLinkMail(input.email, link) },
                dedupeKey: `sign-in-link:${crypto.randomUUID()}`,
                deliverBy,
              })
            }),
          )
        })

        const confirmSignInLink = Effect.fn("Accounts.confirmSignInLink")(function* (
          token: string,
        ) {
          const request = yield* links.redeem(token)
          if (Option.isNone(request)) return Option.none<SignedIn>()
          return Option.some(yield* startSession(request.value, true))
        })

        const begin = Effect.fn("Accounts.begin")(function* (input: SignIn, confirmUrl: string) {
          if (!signsInByLink(mode, alwaysByLink, input.email)) return yield* signIn(input)
          yield* sendSignInLink(input, confirmUrl)
          return { _tag: "LinkSent" } as const
        })

        const signOut = Effect.fn("Accounts.signOut")(function* (token: SessionToken) {
          yield* sessions.end(token)
        })

        const currentUser = Effect.fn("Accounts.currentUser")(function* (token: SessionToken) {
          const session = yield* sessions.resume(token)
          if (Option.isNone(session)) return Option.none<User>()
          const user = yield* users.findById(session.value.userId)
          // An address that must sign in by link (an admin's, or anyone's in
          // magic-link mode) counts only with a session that came from one:
          // a session typed in earlier (before the address became an admin's,
          // or before this release) gives no one that account.
          return Option.filter(
            user,
            (found) =>
              session.value.provenByLink || !signsInByLink(mode, alwaysByLink, found.email),
          )
        })

        return Accounts.of({
          signIn,
          begin,
          sendSignInLink,
          confirmSignInLink,
          signOut,
          currentUser,
          hasCompletedQuiz: users.hasCompletedQuiz,
        })
      }),
    )
}
