import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { validateExpertsSearch } from "../features/experts/expertsSearch.ts"
import { FindExpertPage } from "../features/experts/FindExpertPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { signInStateOf } from "../lib/viewer.ts"

export const Route = createFileRoute("/experts")({
  validateSearch: validateExpertsSearch,
  head: () => pageTitle("Find an expert"),
  component: ExpertsRoute,
})

function ExpertsRoute() {
  const viewer = useViewer()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <FindExpertPage
      viewer={signInStateOf(viewer)}
      email={viewer._tag === "SignedIn" ? viewer.user.email : ""}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  )
}
