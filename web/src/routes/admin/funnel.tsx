import { createFileRoute } from "@tanstack/react-router"
import { AdminFunnelPage } from "../../features/admin/AdminFunnelPage.tsx"
import { shownDays } from "../../features/admin/funnelPeriod.ts"
import { validateFunnelSearch } from "../../features/admin/funnelSearch.ts"
import { pageTitle } from "../../lib/pageTitle.ts"

export const Route = createFileRoute("/admin/funnel")({
  validateSearch: validateFunnelSearch,
  head: () => pageTitle("Quiz funnel · Admin"),
  component: FunnelRoute,
})

function FunnelRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminFunnelPage
      days={shownDays(search, new Date())}
      onDays={(days) => void navigate({ search: days, replace: true })}
    />
  )
}
