/**
 * `npm start`: builds the SPA (and the renderer of report pages beside it)
 * when it is missing or older than its sources,
 * then runs the server in this same process (one process, Ctrl-C stops it).
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")
const builtIndex = join(root, "web", "dist", "index.html")
// The renderer the server uses for report pages, built beside dist.
const builtRenderer = join(root, "web", "dist-server", "prerender.js")

// The SPA's inputs: its own sources plus the domain and contract it imports.
const inputs = [
  "web/src",
  "web/index.html",
  "web/vite.config.ts",
  "web/build",
  "web/public",
  "domain/src",
  "api/src/contract",
]

const newestChange = (path: string): number => {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    info.mtimeMs,
  )
}

const needsBuild =
  !existsSync(builtIndex) ||
  !existsSync(builtRenderer) ||
  inputs.some((input) => newestChange(join(root, input)) > statSync(builtIndex).mtimeMs)

if (needsBuild) {
  console.log("Building the web app…")
  const build = spawnSync(join(root, "node_modules", ".bin", "vite"), ["build"], {
    cwd: join(root, "web"),
    stdio: "inherit",
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

process.env.STRAND_WEB_DIST ??= join(root, "web", "dist")
process.env.STRAND_DATA_DIR ??= join(root, "data")
await import("../api/src/server/main.ts")
