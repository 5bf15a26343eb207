/** Query options, keys and the Sync All mutation of the CRM admin page. */

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi, isApiError } from "../../lib/callApi.ts"
import { whenSignedIn } from "../../lib/sessionHint.ts"
import { notify } from "../../ui/toast.tsx"
import { adminKeyRoot } from "./adminKeyRoot.ts"
import { adminGcMillis } from "./queries.ts"

export const crmKeys = {
  all: [...adminKeyRoot, "crm"] as const,
  overview: () => [...crmKeys.all, "overview"] as const,
}

/** New sign-ups are pushed by the server on their own; the page shows them within 10 s. */
export const crmRefetchMillis = 10_000

/** GET /api/admin/crm: the provider and every sign-up with its last push (admins only). */
export const crmOverviewQueryOptions = () =>
  queryOptions({
    queryKey: crmKeys.overview(),
    queryFn: () => whenSignedIn(() => callApi(api.crm.overview)),
    refetchInterval: (query) => (query.state.status === "error" ? false : crmRefetchMillis),
    // other people's e-mails don't linger in memory once no page shows them
    staleTime: 0,
    gcTime: adminGcMillis,
  })

export const syncFailedFallback = "Failed to sync contacts to the CRM."

/** POST /api/admin/sync-{crm} with the spec's toasts (§8). */
export const useSyncAll = (crm: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(api.crm.sync, { params: { crm } }),
    onSuccess: (result) =>
      notify({
        type: "success",
        title: "Sync completed!",
        description: `Successfully synced ${result.success} out of ${result.total} contacts to the CRM.`,
      }),
    onError: (error) =>
      notify({
        type: "error",
        title: "Sync failed",
        description:
          isApiError(error) && error.message.trim() !== "" ? error.message : syncFailedFallback,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.overview() }),
  })
}
