/** The outbox admin page, talking to whatever answers /api (the real server or a stand-in). */
import { OutboxPage } from "./OutboxPage.tsx"

export const OutboxAdmin = () => <OutboxPage />
