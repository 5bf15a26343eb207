/**
 * What the result page sends: the report by e-mail (POST
 * /api/send-report/:analysisId) and feedback (POST /api/feedback), each with
 * the spec's toasts (§7, §8).
 */

import { ApiError } from "@strand/domain/errors/ApiError"
import { feedbackPayload } from "@strand/domain/feedback/Feedback"
import { useMutation } from "@tanstack/react-query"
import { callApi } from "../../lib/apiClient.ts"
import { track } from "../../lib/engagement.ts"
import { notify } from "../../ui/toast.tsx"
import { calendarChoiceForEmail } from "./calendarChoice.ts"

const orTryLater = (error: unknown) =>
  error instanceof ApiError && error.message.trim() !== ""
    ? error.message
    : "Please try again later."

export const useEmailReport = (analysisId: string) =>
  useMutation({
    mutationFn: () =>
      callApi((client) =>
        client.reportMail.send({ params: { analysisId }, query: calendarChoiceForEmail() }),
      ),
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
      return callApi((client) => client.feedback.send({ payload: feedbackPayload(user, comments) }))
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
