/**
 * Where the label reader's files are served from: Strand's own origin, in a
 * folder named after the tesseract.js version so a browser may keep them
 * for a year (web/build/scannerAssets.ts puts them there and checks the name).
 */
export const ocrAssetsPath = "/assets/ocr-7.0.0/"

/** The engine builds shipped, each able to read only with the LSTM model (the smaller one). */
export const ocrEngines = ["relaxedsimd-lstm", "simd-lstm", "lstm"] as const
export type OcrEngine = (typeof ocrEngines)[number]

export const ocrFiles = {
  worker: "worker.min.js",
  engine: (build: OcrEngine) => `tesseract-core-${build}.js`,
  wasm: (build: OcrEngine) => `tesseract-core-${build}.wasm`,
  // The model is gzipped; the reader recognises that and unpacks it.
  model: "eng.traineddata",
} as const
