import { createFileRoute } from "@tanstack/react-router"
import { forgetAdminData } from "../../features/admin/adminKeyRoot.ts"

// What every admin page shares: their data is other people's (e-mails,
// names), read by each page's loader and kept a few seconds after its page
// is left (features/admin/queries.ts); leaving the admin pages drops it all
// at once, logging out from one too (it goes home).
export const Route = createFileRoute("/admin")({
  onLeave: ({ context }) => forgetAdminData(context.queryClient),
})
