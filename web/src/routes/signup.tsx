import { createFileRoute } from "@tanstack/react-router"
import { redirectSignedInHome } from "../features/accounts/guards.ts"
import { SignUpPage } from "../features/accounts/SignUpPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { validateReferralSearch } from "../lib/referralSearch.ts"

export const Route = createFileRoute("/signup")({
  validateSearch: validateReferralSearch,
  beforeLoad: redirectSignedInHome,
  head: () => pageTitle("Create your account"),
  component: SignUpRoute,
})

function SignUpRoute() {
  const { ref } = Route.useSearch()
  return <SignUpPage referralCode={ref} />
}
