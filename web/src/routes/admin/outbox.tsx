import { createFileRoute } from "@tanstack/react-router"
import { OutboxPage } from "../../features/outbox/OutboxPage.tsx"

export const Route = createFileRoute("/admin/outbox")({ component: OutboxPage })
