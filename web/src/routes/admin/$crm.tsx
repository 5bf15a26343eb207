import { createFileRoute } from "@tanstack/react-router"
import { CrmSyncPage } from "../../features/admin/CrmSyncPage.tsx"
import { pageTitle } from "../../lib/pageTitle.ts"

// No loader: the overview is fetched by the page and dropped when it is left
// (features/admin/crmQueries.ts), like the waitlist admin page.
export const Route = createFileRoute("/admin/$crm")({
  head: () => pageTitle("CRM sync · Admin"),
  component: CrmSyncRoute,
})

function CrmSyncRoute() {
  const { crm } = Route.useParams()
  return <CrmSyncPage crm={crm} />
}
