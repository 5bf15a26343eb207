import { createFileRoute } from "@tanstack/react-router"
import { SignUpPage } from "../features/accounts/SignUpPage.tsx"
import { validateReferralSearch } from "../lib/referralSearch.ts"

export const Route = createFileRoute("/signup")({
  validateSearch: validateReferralSearch,
  component: SignUpRoute,
})

function SignUpRoute() {
  const { ref } = Route.useSearch()
  return <SignUpPage referralCode={ref} />
}
