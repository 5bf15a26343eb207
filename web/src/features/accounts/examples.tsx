/**
 * The account pages and their form in the states the spec names, ready to
 * render. Storybook re-exports these as stories, and the story tests run
 * them; the connected ones talk to whatever answers /api.
 */
import { AuthPage } from "./AuthPage.tsx"
import { ConfirmSignInPage } from "./ConfirmSignInPage.tsx"
import { LoginPage, loginForm } from "./LoginPage.tsx"
import { SignInForm } from "./SignInForm.tsx"
import { SignUpPage } from "./SignUpPage.tsx"
import type { SignInRequest } from "./signInForm.ts"

interface FormExampleProps {
  readonly onSubmit: (request: SignInRequest) => void
}

/** The login form, empty. */
export const IdleLoginForm = ({ onSubmit }: FormExampleProps) => (
  <SignInForm {...loginForm} onSubmit={onSubmit} />
)

/** Sent, waiting for the server: locked, "Logging in...". */
export const PendingLoginForm = ({ onSubmit }: FormExampleProps) => (
  <SignInForm
    {...loginForm}
    onSubmit={onSubmit}
    pending
    defaultValues={{ email: "ada@example.com", name: "Ada" }}
  />
)

/** /login with its mutation. */
export const Login = () => <LoginPage />

/** /signup?ref=friend_42 with its mutation. */
export const SignUp = ({ referralCode }: { readonly referralCode?: string }) => (
  <SignUpPage referralCode={referralCode} />
)

/** /auth with its mutation. */
export const Auth = () => <AuthPage />

/** /auth/confirm?token=… */
export const ConfirmLink = ({ token }: { readonly token?: string }) => (
  <ConfirmSignInPage token={token} />
)
