/**
 * The product table for admins: every product Strand has looked up, newest
 * first, found by barcode, name or brand; an admin corrects a product's
 * ingredient list or kind, or hides it (hidden products are unknown to
 * people and never suggested). Only for e-mails listed in ADMIN_EMAILS.
 */
import { BarcodeInput } from "@strand/domain/products/Barcode"
import { Product } from "@strand/domain/products/Product"
import { ProductPage } from "@strand/domain/products/ProductStore"
import { ProductCorrection } from "@strand/domain/products/Products"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound } from "../ApiErrors.ts"
import { AdminOnly } from "../accounts/Authentication.ts"
import { ValidationError } from "../ValidationError.ts"

export const adminProductsPageSize = 50

export class AdminProductsApi extends HttpApiGroup.make("adminProducts")
  .add(
    HttpApiEndpoint.get("list", "/admin/products", {
      query: {
        search: Schema.optional(Schema.String),
        after: Schema.optional(Schema.String),
      },
      success: ProductPage,
    }).annotate(OpenApi.Summary, "Products Strand has looked up, newest first, 50 a page"),
  )
  .add(
    HttpApiEndpoint.patch("correct", "/admin/products/:barcode", {
      params: { barcode: BarcodeInput },
      payload: ProductCorrection,
      success: Product,
      error: [NotFound, ValidationError],
    }).annotate(OpenApi.Summary, "Correct a product's ingredients or kind, or hide it"),
  )
  .middleware(AdminOnly)
  .annotate(OpenApi.Description, "For admins: the products Strand has looked up.") {}
