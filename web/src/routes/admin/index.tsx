import { createFileRoute } from "@tanstack/react-router"
import { AdminWaitlistPage } from "../../features/admin/AdminWaitlistPage.tsx"
import { pageTitle } from "../../lib/pageTitle.ts"

// No loader: the list is fetched by the page and dropped when it is left
// (features/admin/queries.ts), so a prefetch would be thrown away.
export const Route = createFileRoute("/admin/")({
  head: () => pageTitle("Waitlist sign-ups · Admin"),
  component: AdminWaitlistPage,
})
