/**
 * The dependency rules of docs/architecture.md as code: which part of the
 * repo each import lands in, and which parts each part may import.
 */
import { layeringViolation } from "./DomainLayers.ts"
import { type ImportEdge, importedPath } from "./ImportGraph.ts"

/** Where an import lands. */
export type Part =
  | "domain"
  | "adapters"
  | "api/contract"
  | "api/server"
  | `web/feature:${string}`
  | "web"
  | "stories"
  | "e2e"
  | "scripts"
  | "effect"
  | "node"
  | "package"

const partOfPath = (path: string): Part => {
  const feature = /^web\/src\/features\/([^/]+)\//.exec(path)
  if (feature) return `web/feature:${feature[1]}`
  if (path.startsWith("domain/")) return "domain"
  if (path.startsWith("adapters/")) return "adapters"
  if (path.startsWith("api/src/contract/")) return "api/contract"
  if (path.startsWith("api/")) return "api/server"
  if (path.startsWith("web/")) return "web"
  if (path.startsWith("stories/")) return "stories"
  if (path.startsWith("e2e/")) return "e2e"
  return "scripts"
}

/** The part an import specifier written in `from` refers to. */
export const partOfImport = (from: string, specifier: string): Part => {
  const path = importedPath(from, specifier)
  if (path !== undefined) return partOfPath(path)
  if (specifier.startsWith("@strand/")) return partOfPath(specifier.slice("@strand/".length))
  if (specifier === "effect" || specifier.startsWith("effect/")) return "effect"
  if (specifier.startsWith("node:")) return "node"
  return "package"
}

// Tests and benchmarks may also use the test tooling (validator.js is the
// oracle the e-mail rule is checked against).
const isTest = (path: string) => /\.(test|bench|stories)\.tsx?$|\/testing\//.test(path)
const testTools = /^(vitest|@effect\/vitest|fast-check|@vitest\/|vitest-browser-react|validator$)/

const allowed = (from: Part, to: Part): boolean => {
  if (from === to) return true
  switch (from) {
    case "domain":
      return to === "effect"
    case "adapters":
      return ["domain", "effect", "node", "package"].includes(to)
    case "api/contract":
      return ["domain", "effect"].includes(to)
    case "api/server":
      return ["api/contract", "domain", "adapters", "effect", "node", "package"].includes(to)
    case "web":
      return (
        ["api/contract", "domain", "effect", "package"].includes(to) ||
        to.startsWith("web/feature:")
      )
    case "stories":
      return (
        ["web", "api/contract", "domain", "effect", "package"].includes(to) || to.startsWith("web")
      )
    case "e2e":
    case "scripts":
      return !["api/server", "web"].includes(to) || from === "scripts"
    default:
      // a web feature: the shared web code, contract and domain, never another feature
      return ["web", "api/contract", "domain", "effect", "package"].includes(to)
  }
}

/**
 * The server needs no browser at run time: only tests and benchmarks (the
 * PDF benchmark's Chromium baseline, the end-to-end suite) may drive one.
 */
const browserDrivers = /^(playwright|playwright-core|@playwright\/test|puppeteer)(\/|$)/
const runsInTheServer = (from: Part) => from === "adapters" || from === "api/server"

export interface Violation extends ImportEdge {
  readonly rule: string
}

/** Every import that breaks a rule. */
export const violations = (edges: ReadonlyArray<ImportEdge>): ReadonlyArray<Violation> =>
  edges.flatMap((edge) => {
    const from = partOfPath(edge.from)
    const to = partOfImport(edge.from, edge.specifier)
    if (isTest(edge.from) && to === "package" && testTools.test(edge.specifier)) return []
    if (isTest(edge.from) && (from === "domain" || from === "api/contract") && to === "node") {
      return []
    }
    // The e-mail templates are React components with no I/O: designers review
    // them in Storybook beside the screens, so stories may show them.
    if (from === "stories" && edge.specifier.startsWith("@strand/adapters/mail/templates/")) {
      return []
    }
    if (runsInTheServer(from) && !isTest(edge.from) && browserDrivers.test(edge.specifier)) {
      return [{ ...edge, rule: `${from} must not drive a browser at run time` }]
    }
    if (!allowed(from, to)) return [{ ...edge, rule: `${from} must not import ${to}` }]
    // Tests and benchmarks may build their inputs from any folder (a routine
    // test takes real reports from the rule engine): the layering is what the
    // product's own code stands on.
    if (isTest(edge.from)) return []
    const rule = layeringViolation(edge.from, importedPath(edge.from, edge.specifier))
    return rule === undefined ? [] : [{ ...edge, rule }]
  })
