/**
 * The whole HTTP contract of Strand under /api. The SPA derives its typed
 * client from this; the server implements it in api/src/server.
 */
import { HttpApi, OpenApi } from "effect/http-api"
import { AccountsApi } from "./accounts/AccountsApi.ts"
import { AdminAnalystsApi } from "./admin/AdminAnalystsApi.ts"
import { AdminApi } from "./admin/AdminApi.ts"
import { AdminProductsApi } from "./admin/AdminProductsApi.ts"
import { AnalysisApi } from "./analysis/AnalysisApi.ts"
import { ReportMailApi } from "./analysis/ReportMailApi.ts"
import { CrmApi } from "./crm/CrmApi.ts"
import { EngagementApi, FunnelApi } from "./engagement/EngagementApi.ts"
import { FeedbackApi } from "./feedback/FeedbackApi.ts"
import { IngredientCheckApi } from "./ingredients/IngredientCheckApi.ts"
import { OutboxApi } from "./outbox/OutboxApi.ts"
import { ProductsApi } from "./products/ProductsApi.ts"
import { ProgressApi } from "./progress/ProgressApi.ts"
import { RetakeReminderApi } from "./progress/RetakeReminderApi.ts"
import { SystemApi } from "./system/SystemApi.ts"
import { RequestValidation } from "./ValidationError.ts"
import { WaitlistApi } from "./waitlist/WaitlistApi.ts"

export class StrandApi extends HttpApi.make("strand")
  .add(SystemApi)
  .add(WaitlistApi)
  .add(AccountsApi)
  .add(AdminApi)
  .add(AdminAnalystsApi)
  .add(ProgressApi)
  .add(AnalysisApi)
  .add(ReportMailApi)
  .add(FeedbackApi)
  .add(CrmApi)
  .add(OutboxApi)
  .add(EngagementApi)
  .add(FunnelApi)
  .add(IngredientCheckApi)
  .add(ProductsApi)
  .add(AdminProductsApi)
  .add(RetakeReminderApi)
  .middleware(RequestValidation)
  .prefix("/api")
  // Report every invalid field at once, not only the first.
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })
  .annotateMerge(
    OpenApi.annotations({
      title: "Strand API",
      description: "Hair and scalp health advisor: waitlist, accounts, quiz analysis, reports.",
      // Paths carry their /api prefix: the server is wherever this document was read.
      servers: [{ url: "/", description: "The Strand server that serves this document" }],
      // Strand is not open source; an SPDX LicenseRef says so to tools.
      license: { name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" },
    }),
  ) {}
