/**
 * The admin pages, talking to whatever answers /api (the real server or a
 * stand-in), each inside its route's pending and error components.
 */
import { type ReactNode, useState } from "react"
import { AsItsRoute } from "../../ui/AsItsRoute.tsx"
import { AdminAnalystsPage } from "./AdminAnalystsPage.tsx"
import { AdminExpertsPage } from "./AdminExpertsPage.tsx"
import { AdminFunnelPage } from "./AdminFunnelPage.tsx"
import { adminLoadError } from "./AdminLoadError.tsx"
import { AdminProductsPage } from "./AdminProductsPage.tsx"
import { type AdminPageStates, adminPages, adminRouteStates } from "./AdminRouteStates.tsx"
import { AdminWaitlistPage } from "./AdminWaitlistPage.tsx"
import { CrmSyncPage } from "./CrmSyncPage.tsx"
import type { FunnelSearch } from "./funnelPeriod.ts"
import { OutboxPage } from "./OutboxPage.tsx"
import type { WaitlistView } from "./waitlistView.ts"

/** An admin page as its route shows it. */
function AsAdminRoute({
  page,
  children,
}: {
  readonly page: AdminPageStates
  readonly children: ReactNode
}) {
  // Made once, as the route makes them: a new component each render would start over.
  const [states] = useState(() => ({ ...adminRouteStates(page), error: adminLoadError(page) }))
  return (
    <AsItsRoute pending={states.pendingComponent} error={states.error}>
      {children}
    </AsItsRoute>
  )
}

/** The waitlist admin page; a search or another page changes the view, as the URL would. */
export function WaitlistAdmin() {
  const [view, setView] = useState<WaitlistView>({})
  return (
    <AsAdminRoute page={adminPages.waitlist}>
      <AdminWaitlistPage view={view} onView={setView} />
    </AsAdminRoute>
  )
}

/** The directory of experts. */
export const ExpertsAdmin = () => (
  <AsAdminRoute page={adminPages.experts}>
    <AdminExpertsPage />
  </AsAdminRoute>
)

/** The AI analysts admin page. */
export const AnalystsAdmin = () => (
  <AsAdminRoute page={adminPages.analysts}>
    <AdminAnalystsPage />
  </AsAdminRoute>
)

/** The products admin page. */
export const ProductsAdmin = () => (
  <AsAdminRoute page={adminPages.products}>
    <AdminProductsPage />
  </AsAdminRoute>
)

/** The CRM sync page, at the given CRM's address. */
export const CrmSyncAdmin = ({ crm = "hubspot" }: { readonly crm?: string }) => (
  <AsAdminRoute page={adminPages.crm}>
    <CrmSyncPage crm={crm} />
  </AsAdminRoute>
)

/** The outbox admin page. */
export const OutboxAdmin = () => (
  <AsAdminRoute page={adminPages.outbox}>
    <OutboxPage />
  </AsAdminRoute>
)

/** "Today" for the funnel stories, so the quick periods read the same every run. */
export const exampleToday = new Date(2026, 10, 7, 12, 0)

/** The quiz funnel for the given days; picking others changes them, as the URL would. */
export function FunnelAdmin({ from, to }: Required<FunnelSearch>) {
  const [days, setDays] = useState({ from, to })
  return (
    <AsAdminRoute page={adminPages.funnel}>
      <AdminFunnelPage days={days} onDays={setDays} today={() => exampleToday} />
    </AsAdminRoute>
  )
}
