/**
 * `npm run dev`: the API server (embedded database, port 3000) and Vite's dev
 * server (port 5173, proxying /api to it), stopped together.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")
const bin = join(root, "node_modules", ".bin")

const children: Array<ChildProcess> = [
  spawn(
    join(bin, "node"),
    [
      "--watch-path=api/src",
      "--watch-path=adapters/src",
      "--watch-path=domain/src",
      "api/src/server/main.ts",
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        STRAND_DATA_DIR: process.env.STRAND_DATA_DIR ?? join(root, "data"),
        // Invented experts, clearly marked, so "Find an expert" has someone to show locally.
        STRAND_EXAMPLE_EXPERTS: process.env.STRAND_EXAMPLE_EXPERTS ?? "true",
      },
    },
  ),
  spawn(join(bin, "vite"), [], { cwd: join(root, "web"), stdio: "inherit" }),
]

const stop = () => {
  for (const child of children) child.kill("SIGTERM")
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
for (const child of children) child.on("exit", stop)
