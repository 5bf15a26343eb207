/**
 * tesseract.js's ES module build (one default export), imported instead of
 * its CommonJS entry so the bundler needs no CommonJS helpers in the app's
 * own chunk; its types are the package's.
 */
declare module "tesseract.js/dist/tesseract.esm.min.js" {
  import type * as Tesseract from "tesseract.js"

  const tesseract: typeof Tesseract
  export default tesseract
}
