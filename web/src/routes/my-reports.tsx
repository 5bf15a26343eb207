import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { MyReportsPage } from "../features/reports/MyReportsPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/my-reports")({
  head: () => pageTitle("My Reports"),
  component: MyReportsRoute,
})

function MyReportsRoute() {
  const viewer = useViewer()
  return (
    <MyReportsPage
      viewer={
        viewer._tag === "Unknown"
          ? "loading"
          : viewer._tag === "SignedOut"
            ? "signed-out"
            : "signed-in"
      }
    />
  )
}
