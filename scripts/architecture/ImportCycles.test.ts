import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { importCycles } from "./ImportCycles.ts"
import { importGraph, sourceFiles } from "./ImportGraph.ts"

const repo = join(import.meta.dirname, "..", "..")
const folders = ["domain/src", "adapters/src", "api/src", "web/src", "stories/src", "e2e/tests"]

describe("import cycles", () => {
  const files = folders.flatMap((folder) => sourceFiles(repo, folder))
  const edges = importGraph(repo, folders)

  it("there is none but the router's generated one", () => {
    expect(files.length).toBeGreaterThan(100)
    expect(importCycles(files, edges)).toEqual([])
  })

  // Each deliberate loop must be found, or the test above proves nothing.
  it("finds a file importing itself, two files importing each other, and a longer loop", () => {
    const files = ["a.ts", "b.ts", "c.ts", "d.ts", "e.tsx", "f.ts"]
    const edges = [
      { from: "a.ts", specifier: "./a.ts" },
      { from: "b.ts", specifier: "./c.ts" },
      { from: "c.ts", specifier: "./b" },
      { from: "d.ts", specifier: "./e.tsx" },
      { from: "e.tsx", specifier: "./f.ts" },
      { from: "f.ts", specifier: "./d.ts" },
      { from: "f.ts", specifier: "effect" },
    ]
    expect(importCycles(files, edges)).toEqual([
      ["a.ts"],
      ["b.ts", "c.ts"],
      ["d.ts", "e.tsx", "f.ts"],
    ])
  })

  it("leaves out a module loaded on demand that calls back into its loader", () => {
    const files = ["toast.ts", "toaster.ts"]
    const edges = [
      { from: "toast.ts", specifier: "./toaster.ts", lazy: true as const },
      { from: "toaster.ts", specifier: "./toast.ts" },
    ]
    expect(importCycles(files, edges)).toEqual([])
    expect(
      importCycles(
        files,
        edges.map(({ from, specifier }) => ({ from, specifier })),
      ),
    ).toEqual([["toast.ts", "toaster.ts"]])
  })

  it("follows workspace imports, and leaves out the generated route tree's loop", () => {
    const files = [
      "domain/src/a/A.ts",
      "adapters/src/b/B.ts",
      "web/src/routeTree.gen.ts",
      "web/src/router.tsx",
      "web/src/routes/__root.tsx",
    ]
    const edges = [
      { from: "domain/src/a/A.ts", specifier: "@strand/adapters/b/B" },
      { from: "adapters/src/b/B.ts", specifier: "@strand/domain/a/A" },
      { from: "web/src/routeTree.gen.ts", specifier: "./routes/__root.tsx" },
      { from: "web/src/routes/__root.tsx", specifier: "../router.tsx" },
      { from: "web/src/router.tsx", specifier: "./routeTree.gen.ts" },
    ]
    expect(importCycles(files, edges)).toEqual([["adapters/src/b/B.ts", "domain/src/a/A.ts"]])
  })
})
