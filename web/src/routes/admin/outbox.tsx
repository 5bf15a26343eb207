import { createFileRoute } from "@tanstack/react-router"
import { OutboxPage } from "../../features/admin/OutboxPage.tsx"
import { pageTitle } from "../../lib/pageTitle.ts"

export const Route = createFileRoute("/admin/outbox")({
  head: () => pageTitle("Delivery queue · Admin"),
  component: OutboxPage,
})
