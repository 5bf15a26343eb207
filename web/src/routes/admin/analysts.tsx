import { createFileRoute } from "@tanstack/react-router"
import { AdminAnalystsPage } from "../../features/admin/AdminAnalystsPage.tsx"
import { pageTitle } from "../../lib/pageTitle.ts"

// No loader, like /admin: the overview is fetched by the page and dropped when it is left.
export const Route = createFileRoute("/admin/analysts")({
  head: () => pageTitle("AI analysts · Admin"),
  component: AdminAnalystsPage,
})
