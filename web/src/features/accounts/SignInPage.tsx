/**
 * One sign-in page: its heading, its form wired to its mutation, and the
 * "Check your e-mail" state in magic-link mode. /login, /signup and /auth are
 * this with different words, fields, rules and destination.
 */
import type { UseMutationResult } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"
import { isApiError } from "../../lib/callApi.ts"
import { AccountCard, AccountHeading } from "./AccountCard.tsx"
import { CheckEmail } from "./CheckEmail.tsx"
import type { SignInOutcome } from "./mutations.ts"
import { SignInForm, type SignInFormProps } from "./SignInForm.tsx"
import { errorsByField, type SignInFormValues, type SignInRequest } from "./signInForm.ts"

export interface SignInPageProps {
  readonly title: string
  readonly intro: ReactNode
  readonly footer: ReactNode
  readonly form: Pick<
    SignInFormProps,
    "label" | "fields" | "submitLabel" | "pendingLabel" | "validate"
  >
  readonly signIn: UseMutationResult<SignInOutcome, Error, SignInRequest>
  readonly defaultValues?: Partial<SignInFormValues> | undefined
}

const valuesOf = (request: SignInRequest): Partial<SignInFormValues> => ({
  email: request.email,
  name: request.name ?? "",
  referralCode: request.referralCode ?? "",
})

export function SignInPage({ title, intro, footer, form, signIn, defaultValues }: SignInPageProps) {
  // What the person typed last, kept for "Use a different e-mail".
  const [lastValues, setLastValues] = useState(defaultValues)
  const issues = isApiError(signIn.error) ? (signIn.error.issues ?? []) : []
  const serverErrors = issues.length > 0 ? errorsByField(issues) : undefined
  const outcome = signIn.data

  if (outcome?._tag === "CheckEmail") {
    return (
      <AccountCard footer={footer}>
        <CheckEmail
          message={outcome.message}
          email={outcome.email}
          onUseDifferentEmail={() => {
            if (signIn.variables) setLastValues(valuesOf(signIn.variables))
            signIn.reset()
          }}
        />
      </AccountCard>
    )
  }

  return (
    <AccountCard footer={footer}>
      <AccountHeading title={title} intro={intro} />
      <SignInForm
        {...form}
        onSubmit={(request) => signIn.mutate(request)}
        // Signed in: the next page is on its way; keep the form locked.
        pending={signIn.isPending || outcome?._tag === "SignedIn"}
        serverErrors={serverErrors}
        defaultValues={lastValues}
      />
    </AccountCard>
  )
}
