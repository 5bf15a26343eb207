/** /auth: passwordless sign-in by e-mail, the name optional (spec §2 "Auth page"). */
import { Link } from "@tanstack/react-router"
import { textLinkClass } from "./AccountCard.tsx"
import { useAuthSignIn } from "./mutations.ts"
import { SignInPage } from "./SignInPage.tsx"
import { validateAuthPage } from "./signInForm.ts"

export const authPageForm = {
  label: "Sign in",
  fields: [
    { name: "email", label: "Email", required: true },
    { name: "name", label: "Name (optional)" },
  ],
  submitLabel: "Sign in",
  pendingLabel: "Signing in...",
  validate: validateAuthPage,
} as const

export function AuthPage() {
  const signIn = useAuthSignIn()
  return (
    <SignInPage
      title="Sign in to Strand"
      intro="Enter your e-mail and we'll sign you in. No password needed."
      form={authPageForm}
      signIn={signIn}
      footer={
        <Link to="/" className={textLinkClass}>
          Back to home
        </Link>
      }
    />
  )
}
