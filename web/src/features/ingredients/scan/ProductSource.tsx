/**
 * Where a product's data came from, under its name wherever it is shown:
 * open product databases ask for their credit and licence, and a link to
 * the product's page there lets anyone correct it.
 */
import type { ProductCard } from "@strand/domain/products/Product"

export function ProductSource({ source }: { readonly source: ProductCard["source"] }) {
  return (
    <p className="text-xs text-ink-500">
      Product data from{" "}
      <a href={source.productUrl} className="underline" rel="noreferrer" target="_blank">
        {source.name}
      </a>
      , under the{" "}
      <a href={source.licenceUrl} className="underline" rel="noreferrer" target="_blank">
        {source.licence}
      </a>
      .
    </p>
  )
}
