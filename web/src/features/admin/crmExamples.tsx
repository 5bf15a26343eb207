/** The CRM and outbox admin pages, talking to whatever answers /api (the real server or a stand-in). */
import { CrmSyncPage } from "./CrmSyncPage.tsx"

export const CrmSyncAdmin = ({ crm = "hubspot" }: { readonly crm?: string }) => (
  <CrmSyncPage crm={crm} />
)
