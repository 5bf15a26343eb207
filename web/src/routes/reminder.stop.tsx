import { createFileRoute } from "@tanstack/react-router"
import { StopReminderPage } from "../features/reminder/StopReminderPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"

interface StopSearch {
  readonly token?: string
}

export const Route = createFileRoute("/reminder/stop")({
  validateSearch: (search: Record<string, unknown>): StopSearch =>
    typeof search.token === "string" && search.token.trim() !== "" ? { token: search.token } : {},
  head: () => pageTitle("Stop the reminder"),
  component: StopReminderRoute,
})

function StopReminderRoute() {
  const { token } = Route.useSearch()
  return <StopReminderPage token={token} />
}
