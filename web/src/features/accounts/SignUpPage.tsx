/**
 * /signup: name, e-mail and an optional referral code (filled in from a
 * friend's ?ref= link); afterwards the quiz, unless it is already done.
 */
import { Link } from "@tanstack/react-router"
import { textLinkClass } from "./AccountCard.tsx"
import { useSignUp } from "./mutations.ts"
import { SignInPage } from "./SignInPage.tsx"
import { validateSignUp } from "./signInForm.ts"

export const signUpForm = {
  label: "Create your account",
  fields: [
    { name: "name", label: "Name", required: true },
    { name: "email", label: "Email", required: true },
    { name: "referralCode", label: "Referral code (optional)" },
  ],
  submitLabel: "Create account",
  pendingLabel: "Creating account...",
  validate: validateSignUp,
} as const

export function SignUpPage({ referralCode }: { readonly referralCode?: string | undefined }) {
  const signUp = useSignUp()
  return (
    <SignInPage
      title="Create your account"
      intro="Your name and e-mail are all it takes. Then a few questions about your hair."
      form={signUpForm}
      signIn={signUp}
      defaultValues={referralCode ? { referralCode } : undefined}
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className={textLinkClass}>
            Log in
          </Link>
        </>
      }
    />
  )
}
