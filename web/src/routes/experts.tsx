import { createFileRoute } from "@tanstack/react-router"
import { loadCurrentUser, useCurrentUser } from "../features/accounts/useViewer.ts"
import { validateExpertsSearch } from "../features/experts/expertsSearch.ts"
import { FindExpertPage } from "../features/experts/FindExpertPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { LoadingPanel } from "../ui/StatePanel.tsx"

export const Route = createFileRoute("/experts")({
  validateSearch: validateExpertsSearch,
  head: () => pageTitle("Find an expert"),
  loader: loadCurrentUser,
  pendingComponent: () => <LoadingPanel>Loading...</LoadingPanel>,
  component: ExpertsRoute,
})

function ExpertsRoute() {
  const user = useCurrentUser()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <FindExpertPage
      viewer={user === null ? "signed-out" : "signed-in"}
      email={user?.email ?? ""}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  )
}
