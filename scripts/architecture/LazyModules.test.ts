import { readFileSync } from "node:fs"
import { dirname, join, normalize } from "node:path"
import { describe, expect, it } from "vitest"
import { lazyImportsOf, sourceFiles } from "./ImportGraph.ts"

const repo = join(import.meta.dirname, "..", "..")
const loader = "stories/src/loadLazyModules.ts"

/** A specifier as a repo-relative path: relative ones from their file, workspace ones by package. */
const resolved = (from: string, specifier: string): string => {
  if (specifier.startsWith(".")) return normalize(join(dirname(from), specifier))
  const workspace = /^@strand\/(web|domain)\/(.+)$/.exec(specifier)
  if (workspace?.[1] === "web") return `web/${workspace[2]}`
  if (workspace?.[1] === "domain") return `domain/src/${workspace[2]}.ts`
  return specifier
}

const lazyModules = (file: string) =>
  lazyImportsOf(readFileSync(join(repo, file), "utf8")).map((specifier) =>
    resolved(file, specifier),
  )

describe("the stories load first what the app loads lazily", () => {
  // Vite's dev server builds a module on its first import, slower than a play function waits.
  it("lists every module web/src loads with import()", () => {
    const app = sourceFiles(repo, "web/src")
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes("/testing/"))
      .flatMap(lazyModules)
    expect(app.length).toBeGreaterThan(5)
    expect([...new Set(app)].sort()).toEqual([...lazyModules(loader)].sort())
  })

  it("reads import() but not typeof import()", () => {
    const source = [
      'const a = () => import("./a.ts")',
      'type B = typeof import("./b.ts").b',
      "await import('@strand/web/src/c.ts')",
    ].join("\n")
    expect(lazyImportsOf(source)).toEqual(["./a.ts", "@strand/web/src/c.ts"])
    expect(resolved("web/src/x/y.ts", "../lib/z.ts")).toBe("web/src/lib/z.ts")
    expect(resolved(loader, "@strand/domain/errors/ApiError")).toBe("domain/src/errors/ApiError.ts")
  })
})
