/**
 * The product table for admins (/admin/products): every product Strand has
 * looked up by barcode, newest first, found by barcode, name or brand. An
 * admin corrects a product's ingredient list or kind (when the catalogue
 * has none, or a wrong one) or hides it: a hidden product is unknown to
 * people and never suggested. Its source and licence stay with it.
 */
import {
  type ProductType,
  productTypeNames,
  productTypes,
} from "@strand/domain/ingredients/IngredientList"
import { type Product, productTitle } from "@strand/domain/products/Product"
import type { ProductPage } from "@strand/domain/products/ProductStore"
import { useSuspenseInfiniteQuery } from "@tanstack/react-query"
import { DateTime } from "effect"
import { type FormEvent, useId, useState, useTransition } from "react"
import { isApiError } from "../../lib/callApi.ts"
import { formatAdminTime } from "../../ui/AdminRefusal.tsx"
import { Button, PendingButton } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { AdminLoadingLine, AdminPage } from "./AdminPage.tsx"
import { adminPages, throwIfRefreshFailed } from "./AdminRouteStates.tsx"
import { adminProductsQueryOptions, useCorrectProduct } from "./queries.ts"

const stateNames: Record<Product["ingredientState"], string> = {
  listed: "List read",
  missing: "No list",
  unreadable: "List unreadable",
}

export function AdminProductsPage() {
  const [search, setSearch] = useState("")
  const [typed, setTyped] = useState("")
  // A search's products load while the page stays (a transition), then show.
  const [searching, startSearching] = useTransition()
  const products = throwIfRefreshFailed(useSuspenseInfiniteQuery(adminProductsQueryOptions(search)))
  return (
    <AdminPage
      title={adminPages.products.title}
      summary={
        <p className="max-w-2xl text-ink-700">
          Every product scanned by barcode, as Strand keeps it: looked up once in the product
          catalogue, then served from here. Correct a list or kind the catalogue got wrong, or hide
          a product so nobody is shown or offered it.
        </p>
      }
    >
      <search>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            startSearching(() => setSearch(typed.trim()))
          }}
        >
          <div className="min-w-56 flex-1">
            <Field.TextField
              label="Find by barcode, name or brand"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" className="px-5 py-2.5 text-sm">
            Find
          </Button>
        </form>
      </search>
      {searching ? (
        <AdminLoadingLine>{adminPages.products.loading}</AdminLoadingLine>
      ) : (
        <ProductList
          pages={products.data.pages}
          more={products.hasNextPage}
          loadingMore={products.isFetchingNextPage}
          onMore={() => void products.fetchNextPage()}
          searched={search}
        />
      )}
    </AdminPage>
  )
}

/** The products found; stories render it with fixed data. */
export function ProductList({
  pages,
  more,
  loadingMore,
  onMore,
  searched,
}: {
  readonly pages: ReadonlyArray<ProductPage>
  readonly more: boolean
  readonly loadingMore: boolean
  readonly onMore: () => void
  readonly searched: string
}) {
  const products = pages.flatMap((page) => page.products)
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-sand-300 py-10 text-center text-ink-700">
        {searched === "" ? "No product has been scanned yet." : `No product matches "${searched}".`}
      </p>
    )
  }
  return (
    <>
      <ul aria-label="Products" className="flex flex-col gap-3">
        {products.map((product) => (
          <ProductRow key={product.barcode} product={product} />
        ))}
      </ul>
      {more && (
        <div>
          <PendingButton
            variant="secondary"
            pending={loadingMore}
            label="Show more"
            pendingLabel="Loading..."
            onClick={onMore}
          />
        </div>
      )}
    </>
  )
}

function ProductRow({ product }: { readonly product: Product }) {
  const [editing, setEditing] = useState(false)
  const correct = useCorrectProduct()
  const headingId = useId()
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white px-5 py-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink-900">
            {productTitle(product)}
          </h2>
          <p className="text-sm text-ink-500">
            {product.barcode} ·{" "}
            {product.category === null ? "kind not known" : productTypeNames[product.category]} ·{" "}
            {stateNames[product.ingredientState]} · from {product.source.name}, looked up{" "}
            {formatAdminTime(DateTime.toDateUtc(product.fetchedAt))}
            {product.correctedAt !== null &&
              `, corrected ${formatAdminTime(DateTime.toDateUtc(product.correctedAt))}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {product.hidden && (
            <span className="rounded-full bg-danger-600/10 px-2.5 py-0.5 text-xs font-semibold text-danger-600">
              Hidden
            </span>
          )}
          <Button
            variant="secondary"
            className="px-4 py-1.5 text-sm"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {editing ? "Close" : "Correct"}
          </Button>
          <PendingButton
            variant="secondary"
            className="px-4 py-1.5 text-sm"
            pending={correct.isPending && correct.variables?.correction.hidden !== undefined}
            label={product.hidden ? "Show again" : "Hide"}
            pendingLabel="Saving..."
            onClick={() =>
              correct.mutate({ barcode: product.barcode, correction: { hidden: !product.hidden } })
            }
          />
        </div>
      </div>
      {editing && <CorrectionForm product={product} onDone={() => setEditing(false)} />}
    </li>
  )
}

function CorrectionForm({
  product,
  onDone,
}: {
  readonly product: Product
  readonly onDone: () => void
}) {
  const correct = useCorrectProduct()
  const [ingredients, setIngredients] = useState(product.ingredients ?? "")
  const [category, setCategory] = useState<ProductType | "">(product.category ?? "")
  const refusal =
    correct.error !== null
      ? isApiError(correct.error)
        ? correct.error.message
        : "The correction could not be saved."
      : undefined
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    correct.mutate(
      {
        barcode: product.barcode,
        correction: { ingredients, category: category === "" ? null : category },
      },
      { onSuccess: onDone },
    )
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 border-t border-sand-200 pt-4"
      noValidate
    >
      <Field.Root invalid={refusal !== undefined}>
        <Field.Label>Ingredients, as printed on the label</Field.Label>
        <Field.Textarea
          rows={5}
          value={ingredients}
          onChange={(event) => setIngredients(event.target.value)}
        />
        <Field.HelperText>Leave it empty when the product's list is not known.</Field.HelperText>
        <Field.ErrorText>{refusal}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>What is it?</Field.Label>
        <Field.Select
          value={category}
          onChange={(event) => setCategory(event.target.value as ProductType | "")}
        >
          <option value="">Not known</option>
          {productTypes.map((type) => (
            <option key={type} value={type}>
              {productTypeNames[type]}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      <div>
        <PendingButton
          type="submit"
          pending={correct.isPending}
          label="Save the correction"
          pendingLabel="Saving..."
        />
      </div>
    </form>
  )
}
