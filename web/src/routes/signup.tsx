import { createFileRoute } from "@tanstack/react-router"
import { redirectSignedInHome } from "../features/accounts/guards.ts"
import { SignUpPage } from "../features/accounts/SignUpPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { readReferralParam } from "../lib/referralParam.ts"
import { wellFormedReferralCode } from "../lib/referralSearch.ts"

export const Route = createFileRoute("/signup")({
  // Read as given here; the page (loaded with the route) keeps a well-formed
  // code only, so the schema stays out of every other page's first load.
  validateSearch: readReferralParam,
  beforeLoad: redirectSignedInHome,
  head: () => pageTitle("Create your account"),
  component: SignUpRoute,
})

function SignUpRoute() {
  const { ref } = Route.useSearch()
  return <SignUpPage referralCode={wellFormedReferralCode(ref)} />
}
