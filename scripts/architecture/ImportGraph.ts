/**
 * Reads the import graph of the repo's TypeScript sources: every static
 * import, re-export and dynamic import(), type-only ones included (a type
 * import of server code from the SPA is still a broken boundary).
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"

export interface ImportEdge {
  /** repo-relative path of the importing file */
  readonly from: string
  /** the specifier as written */
  readonly specifier: string
  /** loaded with import() when the code runs, not with the file */
  readonly lazy?: true
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|(?:^|[\s;(=])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s+["']([^"']+)["']/g

const importsIn = (source: string): ReadonlyArray<Omit<ImportEdge, "from">> =>
  Array.from(source.matchAll(importPattern), (match) =>
    match[2] === undefined
      ? { specifier: match[1] ?? match[3] ?? "" }
      : { specifier: match[2], lazy: true },
  )

/** The specifiers a source text imports. */
export const importsOf = (source: string): ReadonlyArray<string> =>
  importsIn(source).map((found) => found.specifier)

/** Where each workspace's package name points in the repo. */
const workspaceRoots: ReadonlyArray<readonly [string, string]> = [
  ["@strand/domain/", "domain/src/"],
  ["@strand/adapters/", "adapters/src/"],
  ["@strand/api/contract/", "api/src/contract/"],
  ["@strand/api/server/", "api/src/server/"],
  ["@strand/web/", "web/"],
]

/**
 * The repo-relative path an import of the repo's own code names, as written
 * (the extension may be left out); undefined for a package's import.
 */
export const importedPath = (from: string, specifier: string): string | undefined => {
  if (specifier.startsWith(".")) return normalize(join(dirname(from), specifier))
  const root = workspaceRoots.find(([prefix]) => specifier.startsWith(prefix))
  return root === undefined ? undefined : root[1] + specifier.slice(root[0].length)
}

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
      importsIn(readFileSync(join(root, file), "utf8")).map((found) => ({
        from: relative(root, join(root, file)),
        ...found,
      })),
    ),
  )
