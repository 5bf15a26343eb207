/**
 * The product checked, when it came by barcode (its name and where its
 * data came from), and what to buy instead when it falls short: up to
 * three products of the same kind that suit the person, each with why in
 * terms of what they told the quiz, and how they were chosen (never paid
 * for); or, when none Strand knows suits, what to look for on a label.
 */
import type { IngredientCheckAnswer } from "@strand/domain/check/IngredientCheck"
import { productTypeNames } from "@strand/domain/ingredients/IngredientList"
import { type ProductCard, productTitle } from "@strand/domain/products/Product"
import { useId } from "react"
import { ProductSource } from "./scan/ProductSource.tsx"

type Alternatives = NonNullable<IngredientCheckAnswer["alternatives"]>

export function CheckedProduct({ product }: { readonly product: ProductCard }) {
  return (
    <div className="mt-3 flex flex-col gap-1">
      <p className="font-semibold text-ink-900">{productTitle(product)}</p>
      <ProductSource source={product.source} />
    </div>
  )
}

export function AlternativesSection({ alternatives }: { readonly alternatives: Alternatives }) {
  const headingId = useId()
  const kind = productTypeNames[alternatives.category].toLowerCase()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
          {alternatives.items.length > 0 ? "Suits you better" : "What to look for instead"}
        </h2>
        <p className="mt-1 text-sm text-ink-500">{alternatives.chosenHow}</p>
      </div>
      {alternatives.items.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {alternatives.items.map((item) => (
            <li
              key={item.product.barcode}
              className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-display text-lg font-semibold text-ink-900">
                  {productTitle(item.product)}
                </span>
                <span className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold text-sage-700">
                  Suits your hair
                </span>
              </p>
              <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-ink-700">
                {item.why.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-ink-500">Barcode {item.product.barcode}</p>
              <ProductSource source={item.product.source} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="rounded-3xl border border-dashed border-sand-300 bg-sand-50 p-5 text-ink-700">
          <p>
            None of the {kind === "treatment or mask" ? "treatments or masks" : `${kind}s`} Strand
            has looked up so far suits your hair. On the label, look for:
          </p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {alternatives.lookFor.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
