/** The waitlist admin page, talking to whatever answers /api (the real server or a stand-in). */
import { AdminAnalystsPage } from "./AdminAnalystsPage.tsx"
import { AdminWaitlistPage } from "./AdminWaitlistPage.tsx"

export const WaitlistAdmin = () => <AdminWaitlistPage />

/** The AI analysts admin page, talking to whatever answers /api. */
export const AnalystsAdmin = () => <AdminAnalystsPage />
