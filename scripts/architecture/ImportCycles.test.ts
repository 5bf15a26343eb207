import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { importCycles } from "./ImportCycles.ts"
import { importGraph, sourceFiles } from "./ImportGraph.ts"

const repo = join(import.meta.dirname, "..", "..")
const folders = ["domain/src", "adapters/src", "api/src", "web/src", "stories/src", "e2e/tests"]

/**
 * Loops through the rule engine and the analysis, whose files were being
 * rewritten when this rule came: each import below closes one loop, and the
 * comment says what breaks it. The list only shrinks: a test fails when one
 * of these imports is gone, so a mended loop leaves the list with it.
 */
const loopsLeft: ReadonlyArray<{ from: string; specifier: string }> = [
  // A rule's context holds the routine plan, which the product rules make
  // from the pathways, which are rules: RoutinePlan's and WashPlan's types in
  // files of their own end it.
  { from: "domain/src/analyst/Rule.ts", specifier: "./RoutinePlan.ts" },
  // The plan checks share the consistency check's Contradiction: the type in
  // a file of its own ends it.
  { from: "domain/src/analyst/PlanConsistency.ts", specifier: "./ReportConsistency.ts" },
  // The port names the prompt, the prompt the port's request, the provider's
  // answer the port's error: the request and the error beside the prompt end it.
  { from: "domain/src/analysis/HairAnalyst.ts", specifier: "./AnalystPrompt.ts" },
]

const isLeft = (edge: { from: string; specifier: string }) =>
  loopsLeft.some((left) => left.from === edge.from && left.specifier === edge.specifier)

describe("import cycles", () => {
  const files = folders.flatMap((folder) => sourceFiles(repo, folder))
  const edges = importGraph(repo, folders)

  it("there is none but the router's generated one", () => {
    expect(files.length).toBeGreaterThan(100)
    expect(
      importCycles(
        files,
        edges.filter((edge) => !isLeft(edge)),
      ),
    ).toEqual([])
  })

  it("each loop left is still there (or leaves the list)", () => {
    for (const left of loopsLeft) {
      expect(edges.filter(isLeft).filter((edge) => edge.from === left.from)).toEqual([left])
    }
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
