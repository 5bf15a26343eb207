import { createFileRoute } from "@tanstack/react-router"
import { redirectSignedInHome } from "../features/accounts/guards.ts"
import { LoginPage } from "../features/accounts/LoginPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/login")({
  beforeLoad: redirectSignedInHome,
  head: () => pageTitle("Log in"),
  component: LoginPage,
})
