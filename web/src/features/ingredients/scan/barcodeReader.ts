/**
 * Finding a product's barcode in camera frames: the browser's own
 * BarcodeDetector where it has one that reads EAN and UPC codes, otherwise
 * the barcode-detector polyfill over ZXing's WebAssembly, whose file is
 * served from Strand's own origin (never the CDN it would fetch by default).
 * Only barcodes whose check digit holds are returned, in the form Strand
 * keeps them.
 */
import { barcodeFormats, normaliseBarcode } from "@strand/domain/products/Barcode"
import {
  prepareZXingModule,
  BarcodeDetector as ZXingBarcodeDetector,
} from "barcode-detector/ponyfill"
import zxingReaderWasm from "zxing-wasm/reader/zxing_reader.wasm?url"

export interface BarcodeReader {
  /** The first product barcode in the frame, if any. */
  read(frame: HTMLVideoElement | ImageBitmap): Promise<string | undefined>
  readonly native: boolean
}

interface Detector {
  detect(source: HTMLVideoElement | ImageBitmap): Promise<ReadonlyArray<{ rawValue: string }>>
}
interface DetectorClass {
  new (options: { formats: ReadonlyArray<string> }): Detector
  getSupportedFormats(): Promise<ReadonlyArray<string>>
}

const nativeDetector = async (): Promise<Detector | undefined> => {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (Native === undefined) return undefined
  try {
    const supported = await Native.getSupportedFormats()
    if (!barcodeFormats.every((format) => supported.includes(format))) return undefined
    return new Native({ formats: barcodeFormats })
  } catch {
    return undefined
  }
}

export const makeBarcodeReader = async (): Promise<BarcodeReader> => {
  const native = await nativeDetector()
  let detector: Detector
  if (native !== undefined) detector = native
  else {
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith(".wasm") ? zxingReaderWasm : prefix + path,
      },
    })
    detector = new ZXingBarcodeDetector({ formats: [...barcodeFormats] })
  }
  return {
    native: native !== undefined,
    read: async (frame) => {
      const found = await detector.detect(frame)
      for (const { rawValue } of found) {
        const barcode = normaliseBarcode(rawValue)
        if (barcode !== undefined) return barcode
      }
      return undefined
    },
  }
}
