/** Query options, keys and the retry mutation of the outbox admin page. */

import type { OutboxStatus } from "@strand/domain/outbox/Outbox"
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi, isApiError } from "../../lib/callApi.ts"
import { whenSignedIn } from "../../lib/sessionHint.ts"
import { notify } from "../../ui/toast.tsx"
import { adminKeyRoot } from "./adminKeyRoot.ts"
import { adminGcMillis } from "./queries.ts"

export const outboxKeys = {
  all: [...adminKeyRoot, "outbox"] as const,
  list: (status: OutboxStatus | undefined) => [...outboxKeys.all, "list", status ?? "all"] as const,
}

export const outboxRefetchMillis = 5_000

/** GET /api/admin/outbox: counts and the latest jobs (admins only). */
export const outboxQueryOptions = (status: OutboxStatus | undefined) =>
  queryOptions({
    queryKey: outboxKeys.list(status),
    queryFn: () => whenSignedIn(() => callApi(api.outbox.list, { query: { status } })),
    refetchInterval: (query) => (query.state.status === "error" ? false : outboxRefetchMillis),
    staleTime: 0,
    gcTime: adminGcMillis,
  })

/** POST /api/admin/outbox/:id/retry: a dead job goes back in the queue. */
export const useRetryJob = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(api.outbox.retry, { params: { id } }),
    onSuccess: () =>
      notify({
        type: "success",
        title: "Queued again",
        description: "Strand will try it again now.",
      }),
    onError: (error) =>
      notify({
        type: "error",
        title: "Retry failed",
        description: isApiError(error) ? error.message : "Please try again later.",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  })
}
