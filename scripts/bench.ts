/**
 * `npm run bench`: every benchmark (`*.bench.ts`), each reported as a ratio
 * to a baseline measured side by side in the same run, never as a timed
 * unit test.
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")
const bin = join(root, "node_modules", ".bin")

const run = spawnSync(join(bin, "vitest"), ["bench", "--run"], {
  cwd: join(root, "domain"),
  stdio: "inherit",
  env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` },
})
process.exit(run.status ?? 1)
