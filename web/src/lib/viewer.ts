/**
 * Who is looking at the page, as every part of the app that changes with it
 * (the navigation bar, the landing page's waitlist section) needs to know:
 * the auth state of spec §4 plus, for a signed-in user, their quiz progress.
 * The accounts feature works it out (`useViewer`); others only read it.
 */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"

export type QuizProgress = "loading" | "completed" | "not-completed"

export type Viewer =
  /** The first GET /api/user has not answered yet. */
  | { readonly _tag: "Unknown" }
  | { readonly _tag: "SignedOut" }
  /** The browser holds a session, but the server cannot be reached to read it. */
  | { readonly _tag: "Unreachable" }
  | { readonly _tag: "SignedIn"; readonly user: UserJson; readonly quiz: QuizProgress }

export const unknownViewer: Viewer = { _tag: "Unknown" }
export const signedOutViewer: Viewer = { _tag: "SignedOut" }
export const unreachableViewer: Viewer = { _tag: "Unreachable" }
export const signedInViewer = (user: UserJson, quiz: QuizProgress): Viewer => ({
  _tag: "SignedIn",
  user,
  quiz,
})

/**
 * Whether anyone is signed in, for the pages that need to know no more, once
 * that is known (the page's route loaded it).
 */
export type SignedInState = "signed-in" | "signed-out"

/** What the interface calls a user: their name, or their e-mail when they gave none. */
export const displayName = (user: UserJson): string =>
  user.name !== null && user.name.trim() !== "" ? user.name : user.email
