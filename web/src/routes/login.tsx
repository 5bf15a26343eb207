import { createFileRoute, redirect } from "@tanstack/react-router"
import { LoginPage } from "../features/accounts/LoginPage.tsx"
import { currentUserQueryOptions } from "../features/accounts/queries.ts"

export const Route = createFileRoute("/login")({
  // Spec §2: someone already signed in has nothing to do here. If we can't
  // tell (the API is down), show the form; logging in will say what's wrong.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient
      .ensureQueryData(currentUserQueryOptions())
      .catch(() => null)
    if (user) throw redirect({ to: "/" })
  },
  component: LoginPage,
})
