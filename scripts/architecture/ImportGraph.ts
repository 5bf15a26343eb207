/**
 * Reads the import graph of the repo's TypeScript sources: every static
 * import, re-export and dynamic import(), type-only ones included (a type
 * import of server code from the SPA is still a broken boundary).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

export interface ImportEdge {
  /** repo-relative path of the importing file */
  readonly from: string
  /** the specifier as written */
  readonly specifier: string
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|(?:^|[\s;(=])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s+["']([^"']+)["']/g

/** The specifiers a source text imports. */
export const importsOf = (source: string): ReadonlyArray<string> =>
  Array.from(source.matchAll(importPattern), (match) => match[1] ?? match[2] ?? match[3] ?? "")

const lazyImportPattern = /(?<!typeof\s+)\bimport\s*\(\s*["']([^"']+)["']\s*\)/g

/** The specifiers a source text loads with `import()` when it runs (not `typeof import(…)`). */
export const lazyImportsOf = (source: string): ReadonlyArray<string> =>
  Array.from(source.matchAll(lazyImportPattern), (match) => match[1] ?? "")

const skipped = new Set(["node_modules", "dist", "storybook-static", "test-results", "data"])

/** The TypeScript sources under `dir` of `root`, repo-relative. */
export const sourceFiles = (root: string, dir: string): ReadonlyArray<string> =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(root, path)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : []
  })

/** Every import edge under the given top-level folders of `root`. */
export const importGraph = (
  root: string,
  folders: ReadonlyArray<string>,
): ReadonlyArray<ImportEdge> =>
  folders.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) =>
      importsOf(readFileSync(join(root, file), "utf8")).map((specifier) => ({
        from: relative(root, join(root, file)),
        specifier,
      })),
    ),
  )
