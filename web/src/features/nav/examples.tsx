/**
 * The navigation bar for each kind of viewer the spec's call-to-action table
 * names, plus an admin. Storybook re-exports these; the story tests run them.
 */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import {
  type QuizProgress,
  signedInViewer,
  signedOutViewer,
  unknownViewer,
} from "../../lib/viewer.ts"
import { NavBar } from "./NavBar.tsx"

interface NavExampleProps {
  readonly onLogout: () => void
}

const origin = "https://strand.example"

export const ada: UserJson = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  referralCode: "ada_7f3k",
  referralCount: 2,
  isAdmin: false,
}

export const admin: UserJson = {
  name: null,
  email: "team@strand.example",
  referralCode: "team_1",
  referralCount: 0,
  isAdmin: true,
}

const signedIn = (user: UserJson, quiz: QuizProgress) => (props: NavExampleProps) => (
  <NavBar viewer={signedInViewer(user, quiz)} origin={origin} {...props} />
)

export const SignedOutNav = (props: NavExampleProps) => (
  <NavBar viewer={signedOutViewer} origin={origin} {...props} />
)
export const AuthLoadingNav = (props: NavExampleProps) => (
  <NavBar viewer={unknownViewer} origin={origin} {...props} />
)
export const QuizStatusLoadingNav = signedIn(ada, "loading")
export const QuizNotDoneNav = signedIn(ada, "not-completed")
export const QuizDoneNav = signedIn(ada, "completed")
/** An admin who gave no name: the menu shows their e-mail, and Admin. */
export const AdminNav = signedIn(admin, "completed")
