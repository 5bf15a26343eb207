/** The admin pages, talking to whatever answers /api (the real server or a stand-in). */
import { useState } from "react"
import { AdminAnalystsPage } from "./AdminAnalystsPage.tsx"
import { AdminFunnelPage } from "./AdminFunnelPage.tsx"
import { AdminProductsPage } from "./AdminProductsPage.tsx"
import { AdminWaitlistPage } from "./AdminWaitlistPage.tsx"
import type { FunnelSearch } from "./funnelPeriod.ts"
import type { WaitlistView } from "./waitlistView.ts"

/** The waitlist admin page; a search or another page changes the view, as the URL would. */
export function WaitlistAdmin() {
  const [view, setView] = useState<WaitlistView>({})
  return <AdminWaitlistPage view={view} onView={setView} />
}

/** The AI analysts admin page, talking to whatever answers /api. */
export const AnalystsAdmin = () => <AdminAnalystsPage />

/** The products admin page, talking to whatever answers /api. */
export const ProductsAdmin = () => <AdminProductsPage />
/** "Today" for the funnel stories, so the quick periods read the same every run. */
export const exampleToday = new Date(2026, 10, 7, 12, 0)

/** The quiz funnel for the given days; picking others changes them, as the URL would. */
export function FunnelAdmin({ from, to }: Required<FunnelSearch>) {
  const [days, setDays] = useState({ from, to })
  return <AdminFunnelPage days={days} onDays={setDays} today={() => exampleToday} />
}
