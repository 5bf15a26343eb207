/** What the experts admin page changes; each success reads the directory again. */
import type { ExpertDetails } from "@strand/domain/experts/Expert"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"
import { adminKeys } from "./queries.ts"

const useDirectoryChange = <A>(call: (input: A) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.experts() }),
  })
}

/** POST /api/admin/experts */
export const useSaveExpert = () =>
  useDirectoryChange((details: ExpertDetails) =>
    callApi(api.adminExperts.add, { payload: details }),
  )

/** PUT /api/admin/experts/:expertId, hidden or shown when `hidden` is given. */
export const useChangeExpert = () =>
  useDirectoryChange(
    ({ id, details, hidden }: { id: string; details: ExpertDetails; hidden?: boolean }) =>
      callApi(api.adminExperts.change, {
        params: { expertId: id },
        payload: { ...details, ...(hidden === undefined ? {} : { hidden }) },
      }),
  )

/** DELETE /api/admin/experts/:expertId */
export const useRemoveExpert = () =>
  useDirectoryChange((id: string) => callApi(api.adminExperts.remove, { params: { expertId: id } }))
