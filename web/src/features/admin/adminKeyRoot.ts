/**
 * The root of every admin page's query key (the waitlist, the CRM, the
 * outbox, ...), and what leaving the admin pages does with it. A module of
 * its own: the admin pages' common route (routes/admin/route.tsx) loads with
 * the route table, the keys themselves with the pages' queries.
 */
import type { QueryClient } from "@tanstack/react-query"

export const adminKeyRoot = ["admin"] as const

/**
 * Drops every admin page's data from memory: other people's e-mails and
 * names do not outlive the admin's visit (nor a logout from an admin page,
 * which goes home).
 */
export const forgetAdminData = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: adminKeyRoot })
