/**
 * Where the label reader's files are served from: Strand's own origin, in a
 * folder named after the tesseract.js version (web/build/scannerAssets.ts
 * puts them there and checks the name). Not under /assets/: the server keeps
 * every build's /assets/ files in the database for rolling deploys, and
 * these 12 MB never change within a version; browsers revalidate them by
 * ETag instead.
 */
export const ocrAssetsPath = "/label-reader/7.0.0/"

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
