import { Schema } from "effect"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BarcodeInput, checkDigitFor, normaliseBarcode } from "./Barcode.ts"

describe("barcodes", () => {
  it("accepts real EAN-13, EAN-8 and UPC-A codes, a UPC-A code in its EAN-13 form", () => {
    expect(normaliseBarcode("4006381333931")).toBe("4006381333931")
    expect(normaliseBarcode("96385074")).toBe("96385074")
    expect(normaliseBarcode("036000291452")).toBe("0036000291452")
    expect(normaliseBarcode(" 4006381-333931 ")).toBe("4006381333931")
  })

  it("refuses a wrong check digit, a wrong length and anything but digits", () => {
    expect(normaliseBarcode("4006381333932")).toBeUndefined()
    expect(normaliseBarcode("036000291453")).toBeUndefined()
    expect(normaliseBarcode("12345")).toBeUndefined()
    expect(normaliseBarcode("40063813339311")).toBeUndefined()
    expect(normaliseBarcode("400638133393a")).toBeUndefined()
  })

  it("catches every single mistyped digit", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.nat(12),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const code = `${body}${checkDigitFor(body)}`
          expect(normaliseBarcode(code)).toBe(code)
          const digits = [...code]
          digits[position] = String((Number(digits[position]) + shift) % 10)
          expect(normaliseBarcode(digits.join(""))).toBeUndefined()
        },
      ),
    )
  })

  it("decodes what a person types into the form Strand keeps, and refuses the rest", () => {
    const decode = Schema.decodeUnknownExit(BarcodeInput)
    expect(decode("036000291452")._tag).toBe("Success")
    expect(Schema.decodeUnknownSync(BarcodeInput)("036000291452")).toBe("0036000291452")
    expect(decode("036000291453")._tag).toBe("Failure")
  })
})
