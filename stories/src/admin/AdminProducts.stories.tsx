/** The products admin page against a stand-in server: the list, a correction, hiding, none found. */
import { ProductsAdmin } from "@strand/web/src/features/admin/examples.tsx"
import { expect, userEvent, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json } from "../fakeApi.ts"
import { adminPage } from "./adminPage.ts"

const meta = preview.meta({
  title: "Admin/Products",
  component: ProductsAdmin,
  ...adminPage,
})

const source = {
  name: "Open Beauty Facts",
  licence: "Open Database License (ODbL) 1.0",
  licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
  productUrl: "https://world.openbeautyfacts.org/product/2000000000060",
}
const product = (barcode: string, extra: object = {}) => ({
  barcode,
  name: "Daily Moisture Renewal shampoo",
  brand: "Example Brand",
  category: "shampoo",
  ingredients: "Water, Sodium Laureth Sulfate, Fragrance",
  ingredientState: "listed",
  source,
  fetchedAt: "2026-11-23T10:00:00.000Z",
  correctedAt: null,
  hidden: false,
  ...extra,
})
const page = {
  products: [
    product("2000000000060"),
    product("2000000009001", {
      name: "Shampoo with no list yet",
      brand: null,
      ingredients: null,
      ingredientState: "missing",
      hidden: true,
    }),
  ],
}

let corrected: unknown

export const Products = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/products": () => json(page),
      "PATCH /api/admin/products/2000000000060": async (request) => {
        corrected = await request.json()
        return json(product("2000000000060", corrected as object))
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = within(
      await canvas.findByRole("listitem", { name: "Example Brand Daily Moisture Renewal shampoo" }),
    )
    await expect(first.getByText(/2000000000060 · Shampoo · List read/)).toBeVisible()
    await expect(
      within(canvas.getByRole("listitem", { name: "Shampoo with no list yet" })).getByText(
        "Hidden",
      ),
    ).toBeVisible()
    await userEvent.click(first.getByRole("button", { name: "Correct" }))
    await userEvent.selectOptions(first.getByLabelText("What is it?"), "conditioner")
    await userEvent.click(first.getByRole("button", { name: "Save the correction" }))
    // Saved (the form closes once the server has answered).
    await expect(await first.findByRole("button", { name: "Correct" })).toBeVisible()
    await expect(corrected).toEqual({
      ingredients: "Water, Sodium Laureth Sulfate, Fragrance",
      category: "conditioner",
    })
  },
})

export const NoneFound = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/products": () => json({ products: [] }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("No product has been scanned yet.")).toBeVisible()
  },
})
