/** The directory of experts, kept by admins: list, add, change (or hide), remove. */
import { Expert, ExpertChange, ExpertDetails } from "@strand/domain/experts/Expert"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { AdminOnly } from "../accounts/Authentication.ts"
import { Done } from "../Done.ts"
import { ExpertDirectory } from "./AdminExpertsAnswers.ts"

const expertIdParams = { expertId: Schema.String }

export class AdminExpertsApi extends HttpApiGroup.make("adminExperts")
  .add(
    HttpApiEndpoint.get("list", "/admin/experts", {
      success: ExpertDirectory,
    }).annotate(OpenApi.Summary, "Every expert in the directory, hidden ones too"),
  )
  .add(
    HttpApiEndpoint.post("add", "/admin/experts", {
      payload: ExpertDetails,
      success: Expert,
    }).annotate(OpenApi.Summary, "Add an expert; answers the expert with its id"),
  )
  .add(
    HttpApiEndpoint.put("change", "/admin/experts/:expertId", {
      params: expertIdParams,
      payload: ExpertChange,
      success: Expert,
      error: NotFound,
    }).annotate(
      OpenApi.Summary,
      "Change an expert, or hide them (hidden: true) or show them again; 404 for an unknown id",
    ),
  )
  .add(
    HttpApiEndpoint.delete("remove", "/admin/experts/:expertId", {
      params: expertIdParams,
      success: Done,
      error: NotFound,
    }).annotate(
      OpenApi.Summary,
      "Remove an expert; summaries already sent keep the name they went to",
    ),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: the directory of experts.") {}
