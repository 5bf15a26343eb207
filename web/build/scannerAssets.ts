/**
 * The scanner's and label reader's files, served from Strand's own origin
 * (no CDN at run time). The label reader's: tesseract.js's worker, its LSTM
 * engine in three builds (relaxed SIMD, SIMD, plain; the browser loads the
 * one it can run, each a small script and its WebAssembly) and the English
 * model (@tesseract.js-data/eng, the integer LSTM one, gzipped as it
 * ships); `vite build` writes them to the folder `ocrAssetsPath` names, and
 * `vite` (dev) serves them from node_modules. Every WebAssembly file of the
 * build (these and the barcode reader's ZXing) gets a gzip copy beside it
 * for the server to send: about a third of its size. (Brotli at the
 * quality the rest of the build uses would take half a minute per file.)
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import type { Plugin } from "vite"
import { ocrAssetsPath, ocrEngines, ocrFiles } from "../src/features/ingredients/scan/ocrAssets.ts"

const modules = join(import.meta.dirname, "..", "..", "node_modules")

const version = (name: string) =>
  (JSON.parse(readFileSync(join(modules, name, "package.json"), "utf8")) as { version: string })
    .version

/** Each file as served, and where it comes from. */
const sources = (): ReadonlyArray<readonly [string, string]> => [
  [ocrFiles.worker, join(modules, "tesseract.js", "dist", "worker.min.js")],
  ...ocrEngines.flatMap((build) => [
    [ocrFiles.engine(build), join(modules, "tesseract.js-core", ocrFiles.engine(build))] as const,
    [ocrFiles.wasm(build), join(modules, "tesseract.js-core", ocrFiles.wasm(build))] as const,
  ]),
  [
    ocrFiles.model,
    join(modules, "@tesseract.js-data", "eng", "4.0.0_best_int", "eng.traineddata.gz"),
  ],
]

export const scannerAssets = (): Plugin => ({
  name: "strand-scanner-assets",
  buildStart() {
    // A new version gets a new folder, so no page mixes the files of two.
    const expected = `/label-reader/${version("tesseract.js")}/`
    if (ocrAssetsPath !== expected) {
      this.error(
        `ocrAssetsPath is ${ocrAssetsPath}; with tesseract.js ${version("tesseract.js")} it must be ${expected}`,
      )
    }
  },
  generateBundle() {
    if (this.environment.name !== "client") return
    for (const [name, source] of sources()) {
      this.emitFile({
        type: "asset",
        fileName: `${ocrAssetsPath.slice(1)}${name}`,
        source: readFileSync(source),
      })
    }
  },
  writeBundle(options, bundle) {
    if (this.environment.name !== "client" || options.dir === undefined) return
    for (const file of Object.keys(bundle).filter((name) => name.endsWith(".wasm"))) {
      const path = join(options.dir, file)
      writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }))
    }
  },
  configureServer(server) {
    const files = new Map(sources().map(([name, source]) => [`${ocrAssetsPath}${name}`, source]))
    server.middlewares.use((request, response, next) => {
      const source = files.get((request.url ?? "").split("?")[0] ?? "")
      if (source === undefined) return next()
      response.setHeader(
        "content-type",
        source.endsWith(".wasm")
          ? "application/wasm"
          : source.endsWith(".js")
            ? "text/javascript"
            : "application/octet-stream",
      )
      response.end(readFileSync(source))
    })
  },
})
