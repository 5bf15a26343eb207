/** The waitlist admin page, talking to whatever answers /api (the real server or a stand-in). */
import { AdminWaitlistPage } from "./AdminWaitlistPage.tsx"

export const WaitlistAdmin = () => <AdminWaitlistPage />
