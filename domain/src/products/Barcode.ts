/**
 * The barcodes printed on hair products: EAN-13 (most of the world), UPC-A
 * (North America) and EAN-8 (small packs). Each ends in a check digit
 * (GS1's modulo 10), which catches a misread or mistyped digit before any
 * look-up. A UPC-A code is the EAN-13 code with a leading zero, and product
 * databases file it that way, so Strand keeps it in that form: scanning
 * either finds the same product.
 */
import { type Brand, Schema, SchemaTransformation } from "effect"

/** What a scanner is asked to find, in the Barcode Detection API's names. */
export const barcodeFormats = ["ean_13", "ean_8", "upc_a"] as const

export const barcodeRefusal =
  "That is not a barcode Strand can look up: type the 13, 12 or 8 digits under the bars (EAN-13, UPC-A or EAN-8)."

/** GS1 check digit of the digits before it: weights 3 and 1 alternate from the right. */
export const checkDigitFor = (body: string): string => {
  const sum = [...body]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0)
  return String((10 - (sum % 10)) % 10)
}

const checkDigitHolds = (digits: string): boolean =>
  checkDigitFor(digits.slice(0, -1)) === digits.at(-1)

/** The barcode as Strand keeps it (EAN-13 or EAN-8), or undefined when it cannot be one. */
export const normaliseBarcode = (raw: string): (string & Brand.Brand<"Barcode">) | undefined => {
  const digits = raw.replace(/[\s-]/gu, "")
  if (!/^\d+$/u.test(digits) || ![8, 12, 13].includes(digits.length)) return undefined
  if (!checkDigitHolds(digits)) return undefined
  return (digits.length === 12 ? `0${digits}` : digits) as string & Brand.Brand<"Barcode">
}

/** An EAN-13 or EAN-8 code whose check digit holds (a UPC-A code in its EAN-13 form). */
export const Barcode = Schema.String.check(
  Schema.makeFilter((value) => normaliseBarcode(value) === value || barcodeRefusal),
).pipe(Schema.brand("Barcode"))
export type Barcode = typeof Barcode.Type

/** Any form a person may type or a scanner may read, decoded to Strand's form. */
export const BarcodeInput = Schema.String.pipe(
  Schema.decodeTo(
    Barcode,
    SchemaTransformation.transform({
      decode: (raw: string) => normaliseBarcode(raw) ?? raw,
      encode: (barcode: string) => barcode,
    }),
  ),
)
