import { createFileRoute } from "@tanstack/react-router"
import { AuthPage } from "../../features/accounts/AuthPage.tsx"
import { redirectSignedInHome } from "../../features/accounts/guards.ts"
import { pageTitle } from "../../lib/pageTitle.ts"

export const Route = createFileRoute("/auth/")({
  beforeLoad: redirectSignedInHome,
  head: () => pageTitle("Sign in"),
  component: AuthPage,
})
