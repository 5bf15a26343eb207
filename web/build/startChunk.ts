/**
 * The app's start (src/start.tsx) and everything it imports statically, as
 * one chunk: main.tsx imports it dynamically so that it is evaluated in a
 * task of its own after React's, and without this group the bundler would
 * split what it shares with the routes into dozens of small chunks (a phone
 * on HTTP/1.1 fetches six at a time). The plugin records each module's
 * static imports as the build parses them; the group's test reads them.
 */
import type { Plugin } from "vite"

const staticImports = new Map<string, ReadonlyArray<string>>()
let startGraph: Set<string> | undefined

export const recordStaticImports: Plugin = {
  name: "strand:static-imports",
  buildStart() {
    staticImports.clear()
    startGraph = undefined
  },
  moduleParsed(info) {
    staticImports.set(info.id, info.importedIds)
  },
}

/** Whether `id` is src/start.tsx or imported statically from it, however deep. */
export const inStartGraph = (id: string): boolean => {
  if (startGraph === undefined) {
    const graph = new Set<string>()
    const visit = (module: string) => {
      if (graph.has(module)) return
      graph.add(module)
      for (const imported of staticImports.get(module) ?? []) visit(imported)
    }
    const start = [...staticImports.keys()].find((module) =>
      /[\\/]src[\\/]start\.tsx$/.test(module),
    )
    if (start !== undefined) visit(start)
    startGraph = graph
  }
  return startGraph.has(id)
}
