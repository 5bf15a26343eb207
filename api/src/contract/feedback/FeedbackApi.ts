/**
 * Feedback from the result page (spec sections 3, 5 and 7), from anyone: no
 * session is needed, but a signed-in sender is recognised. Blank comments are
 * answered VALIDATION_ERROR / 400 "Please enter some feedback".
 */
import { FeedbackForm } from "@strand/domain/feedback/FeedbackForm"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { TooManyRequests } from "../ApiErrors.ts"
import { FeedbackSent } from "./FeedbackAnswers.ts"

export class FeedbackApi extends HttpApiGroup.make("feedback")
  .add(
    HttpApiEndpoint.post("send", "/feedback", {
      payload: FeedbackForm,
      success: FeedbackSent,
      error: TooManyRequests,
    }).annotate(OpenApi.Summary, "Send feedback on a report"),
  )
  .annotate(OpenApi.Description, "Feedback from the result page.") {}
