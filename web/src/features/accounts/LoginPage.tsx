/** /login: e-mail, name and an optional referral code; signed in, it goes home (spec §2). */
import { Link } from "@tanstack/react-router"
import { textLinkClass } from "./AccountCard.tsx"
import { useLogin } from "./mutations.ts"
import { SignInPage } from "./SignInPage.tsx"
import { validateLogin } from "./signInForm.ts"

export const loginForm = {
  label: "Log in",
  fields: [
    { name: "email", label: "Email", required: true },
    { name: "name", label: "Name", required: true },
    { name: "referralCode", label: "Referral code (optional)" },
  ],
  submitLabel: "Log in",
  pendingLabel: "Logging in...",
  validate: validateLogin,
} as const

export function LoginPage() {
  const login = useLogin()
  return (
    <SignInPage
      title="Welcome back"
      intro="Log in with your e-mail and name. There is no password to remember."
      form={loginForm}
      signIn={login}
      footer={
        <>
          New to Strand?{" "}
          <Link to="/signup" className={textLinkClass}>
            Create an account
          </Link>
        </>
      }
    />
  )
}
