/**
 * Import cycles between the repo's source files: files that import each
 * other, directly or round a loop, can be neither read nor changed apart.
 * Type-only imports count, as they do for the dependency rules. An import()
 * does not: a part of the app loaded on demand (the toaster, the analytics
 * collector) may call back into the module that loads it, which is how the
 * bundle is split, and nothing loads in a loop.
 *
 * The router's generated route tree imports every route, and the root route
 * reaches it again through the router: that loop is the generator's, so the
 * tree's own imports are left out.
 */
import { type ImportEdge, importedPath } from "./ImportGraph.ts"

const generated = new Set(["web/src/routeTree.gen.ts"])

/** The file an import names, among `files` (the extension may be left out). */
const importedFile = (files: ReadonlySet<string>, edge: ImportEdge): string | undefined => {
  const path = importedPath(edge.from, edge.specifier)
  if (path === undefined) return undefined
  return [path, `${path}.ts`, `${path}.tsx`].find((file) => files.has(file))
}

/** Each set of files that import one another round a loop, sorted (Tarjan's algorithm). */
export const importCycles = (
  files: ReadonlyArray<string>,
  edges: ReadonlyArray<ImportEdge>,
): ReadonlyArray<ReadonlyArray<string>> => {
  const known = new Set(files)
  const imports = new Map<string, Array<string>>(files.map((file) => [file, []]))
  for (const edge of edges) {
    const to = importedFile(known, edge)
    if (to !== undefined && !edge.lazy && !generated.has(edge.from))
      imports.get(edge.from)?.push(to)
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const cycles: Array<ReadonlyArray<string>> = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of imports.get(file) ?? []) {
      if (!index.has(next)) visit(next)
      if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const loop: Array<string> = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      loop.push(member)
    } while (member !== file)
    if (loop.length > 1 || imports.get(file)?.includes(file)) cycles.push(loop.sort())
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!))
}
