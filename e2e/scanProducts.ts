/**
 * The products the e2e suite's stand-in Open Beauty Facts knows: the real
 * labels of adapters/src/ingredients/fixtures/labels.ts, each under a
 * barcode from GS1's restricted range 20 to 29 (never printed on a product
 * sold in shops), filed under the category Open Beauty Facts would give it,
 * and one shampoo with no ingredient list. Barcodes that are not here are
 * unknown to it.
 */
import { labelFixtures } from "@strand/adapters/ingredients/fixtures/labels"
import type { OpenBeautyFactsRecord } from "@strand/adapters/testing/FakeOpenBeautyFacts"
import { checkDigitFor } from "@strand/domain/products/Barcode"

const ean13 = (n: number) => {
  const body = `20${String(n).padStart(10, "0")}`
  return `${body}${checkDigitFor(body)}`
}

const categories: Record<string, ReadonlyArray<string>> = {
  shampoo: ["en:hair", "en:shampoos"],
  conditioner: ["en:hair", "en:hair-conditioners"],
  leave_in: ["en:hair", "en:leave-in-conditioners"],
  styler: ["en:hair", "en:hair-styling-products"],
  oil: ["en:hair", "en:hair-oils"],
  treatment: ["en:hair", "en:hair-masks"],
  scalp_treatment: ["en:hair", "en:scalp-care"],
}

/** The barcode under which the stand-in files the label of `product`. */
export const barcodeOf = (product: string): string => {
  const index = labelFixtures.findIndex((label) => label.product === product)
  if (index < 0) throw new Error(`no label fixture named ${product}`)
  return ean13(index + 1)
}

export const noListBarcode = ean13(900)
export const unknownBarcode = ean13(901)

export const scanProducts: ReadonlyArray<OpenBeautyFactsRecord> = [
  ...labelFixtures.map((label, index) => ({
    code: ean13(index + 1),
    product_name: label.product,
    categories_tags: [...(categories[label.kind] ?? [])],
    ingredients_text: label.label,
  })),
  {
    code: noListBarcode,
    product_name: "Shampoo with no list yet",
    categories_tags: ["en:shampoos"],
  },
]
