/**
 * The landing page's size budget, checked by every build (the build fails
 * past it, and `npm test` builds):
 *
 * - initial JavaScript of `/` (the entry and every chunk the page
 *   modulepreloads) at most 150 kB gzipped;
 * - everything `/` loads for its first view at most 300 kB as sent:
 *   the HTML, that JavaScript, the CSS, fonts, and the images it links (the
 *   hero's poster). The hero video streams once the page is shown and is
 *   not counted; nor are the chunks a person's first touch of the waitlist
 *   form loads (its rules, the reader of the API's answers with Effect's
 *   Schema): a visitor who only reads never loads them
 *   (e2e/tests/landing.spec.ts checks the reader stays out).
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

export const initialJavaScriptBudget = 150 * 1024
export const firstLoadBudget = 300 * 1024

interface Measured {
  readonly file: string
  readonly bytes: number
}

export interface FirstLoad {
  readonly initialJavaScript: ReadonlyArray<Measured>
  readonly firstLoad: ReadonlyArray<Measured>
}

const sum = (files: ReadonlyArray<Measured>) => files.reduce((total, file) => total + file.bytes, 0)
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** Bytes as sent gzipped (the precompressed copy when the build made one). */
const gzipped = (dist: string, file: string): number => {
  const path = join(dist, file)
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length
  const bytes = readFileSync(path)
  return /\.(?:jpe?g|png|webp|avif|woff2|mp4|webm)$/.test(file)
    ? bytes.length
    : gzipSync(bytes, { level: 9 }).length
}

/** What `/` loads, from the built `index.html`. */
export const measureFirstLoad = (dist: string): FirstLoad => {
  const html = readFileSync(join(dist, "index.html"), "utf8")
  const linked = (pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))].filter(Boolean)
  const scripts = linked(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+\.js)"/g)
  const styles = linked(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)
  const others = linked(/<link rel="(?:preload|icon)"[^>]*href="\/([^"]+)"/g)
  const measure = (files: ReadonlyArray<string>) =>
    files.map((file) => ({ file, bytes: gzipped(dist, file) }))
  const initialJavaScript = measure(scripts)
  return {
    initialJavaScript,
    firstLoad: [
      ...measure(["index.html"]),
      ...initialJavaScript,
      ...measure(styles),
      ...measure(others),
    ],
  }
}

/** The budget's verdict: undefined when within it, else what is over and the largest files. */
export const overBudget = ({ initialJavaScript, firstLoad }: FirstLoad): string | undefined => {
  const problems = [
    ...(sum(initialJavaScript) > initialJavaScriptBudget
      ? [
          `initial JavaScript of / is ${kB(sum(initialJavaScript))} gzipped (budget ${kB(initialJavaScriptBudget)})`,
        ]
      : []),
    ...(sum(firstLoad) > firstLoadBudget
      ? [`first load of / is ${kB(sum(firstLoad))} (budget ${kB(firstLoadBudget)})`]
      : []),
  ]
  if (problems.length === 0) return undefined
  const largest = [...firstLoad]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map((file) => `  ${kB(file.bytes).padStart(9)}  ${file.file}`)
  return [...problems, "largest files:", ...largest].join("\n")
}

export const describeFirstLoad = ({ initialJavaScript, firstLoad }: FirstLoad) =>
  `initial JavaScript of / ${kB(sum(initialJavaScript))} gzipped (budget ${kB(initialJavaScriptBudget)}), first load ${kB(sum(firstLoad))} (budget ${kB(firstLoadBudget)})`
