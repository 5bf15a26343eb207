/** "Send my summary": POST /api/analyses/:analysisId/share, with the person's consent. */

import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"
import type { SummaryNotes } from "../../ui/DoctorSummarySheet.tsx"
import { expertKeys } from "./queries.ts"

export const useSendSummary = (analysisId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      expertId,
      consent,
      notes,
    }: {
      readonly expertId: string
      readonly consent: boolean
      readonly notes: SummaryNotes
    }) =>
      callApi(api.experts.share, {
        params: { analysisId },
        payload: {
          expertId,
          consent,
          ...(notes.since.trim() === "" ? {} : { since: notes.since.trim() }),
          ...(notes.tried.trim() === "" ? {} : { tried: notes.tried.trim() }),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertKeys.shares() }),
  })
}
