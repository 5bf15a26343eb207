/** Deleting a report (DELETE /api/analyses/:id) with the spec's toasts; the list is read again after. */

import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi, isApiError } from "../../lib/callApi.ts"
import { notify } from "../../ui/toast.tsx"
import { reportKeys } from "./queries.ts"

export const useDeleteReport = (onDeleted: () => void) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (analysisId: string) => callApi(api.analysis.remove, { params: { analysisId } }),
    onSuccess: async () => {
      onDeleted()
      notify({
        type: "success",
        title: "Report deleted",
        description: "Your report has been successfully deleted.",
      })
      await queryClient.invalidateQueries({ queryKey: reportKeys.all })
    },
    onError: (error) =>
      notify({
        type: "error",
        title: "Failed to delete report",
        description:
          isApiError(error) && error.message.trim() !== ""
            ? error.message
            : "Please try again later.",
      }),
  })
}

/** Asking for the one retake reminder, or stopping it; the answer is the new status. */
export const useRetakeReminder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (want: boolean) =>
      callApi(want ? api.retakeReminder.optIn : api.retakeReminder.optOut),
    onSuccess: (body) => queryClient.setQueryData(reportKeys.retakeReminder(), body),
  })
}
