import { createFileRoute } from "@tanstack/react-router"
import { AdminExpertsPage } from "../../features/admin/AdminExpertsPage.tsx"
import { pageTitle } from "../../lib/pageTitle.ts"

// No loader, like the other admin pages: the directory is fetched by the page.
export const Route = createFileRoute("/admin/experts")({
  head: () => pageTitle("Experts · Admin"),
  component: AdminExpertsPage,
})
