/**
 * What the result page sends: the report by e-mail (POST
 * /api/send-report/:analysisId) and feedback (POST /api/feedback), each with
 * the spec's toasts (§7, §8), and the person's week (PUT /api/routine-schedule).
 */

import { feedbackPayload } from "@strand/domain/feedback/Feedback"
import type { RoutineSchedule } from "@strand/domain/routine/RoutineSchedule"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi, isApiError } from "../../lib/callApi.ts"
import { track } from "../../lib/engagement.ts"
import { notify } from "../../ui/toast.tsx"
import { calendarChoiceForEmail } from "./calendarChoice.ts"
import { analysisKeys } from "./queries.ts"

const orTryLater = (error: unknown) =>
  isApiError(error) && error.message.trim() !== "" ? error.message : "Please try again later."

export const useEmailReport = (analysisId: string) =>
  useMutation({
    mutationFn: () =>
      callApi(api.reportMail.send, { params: { analysisId }, query: calendarChoiceForEmail() }),
    onSuccess: () => {
      notify({
        type: "success",
        title: "Email sent!",
        description: "Your personalized report has been sent to your email.",
      })
      track({ category: "report", label: "email_report" })
    },
    onError: (error) =>
      notify({ type: "error", title: "Failed to send email", description: orTryLater(error) }),
  })

export const useSendFeedback = (
  user: { readonly name: string | null; readonly email: string } | null,
  onSent: () => void,
) =>
  useMutation({
    mutationFn: (comments: string) => {
      if (comments.trim() === "") return Promise.reject(new Error("Please enter some feedback"))
      return callApi(api.feedback.send, { payload: feedbackPayload(user, comments) })
    },
    onSuccess: () => {
      onSent()
      notify({
        type: "success",
        title: "Thank you!",
        description: "Your feedback has been sent to our team.",
      })
      track({ category: "feedback", label: "feedback_sent" })
    },
    onError: (error) =>
      notify({ type: "error", title: "Failed to send feedback", description: orTryLater(error) }),
  })

/** Saves the person's week; every report is read again, placed on it. */
export const useSaveSchedule = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (schedule: RoutineSchedule) =>
      callApi(api.routineSchedule.save, { payload: schedule }),
    onSuccess: () => {
      notify({
        type: "success",
        title: "Your week is saved",
        description: "Your weekly rhythm now follows it, here and in every report.",
      })
      return queryClient.invalidateQueries({ queryKey: analysisKeys.all })
    },
  })
}
