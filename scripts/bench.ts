/**
 * `npm run bench`: every benchmark (`*.bench.ts`), each reported as a ratio
 * to a baseline measured side by side in the same run, never as a timed
 * unit test.
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")
const bin = join(root, "node_modules", ".bin")

// domain: the rule-based analyst; adapters: the embedded database's
// connection and the note reader; api: a request through the whole server.
// One file at a time: benchmarks running side by side would share the two
// cores and measure each other.
const failed = ["domain", "adapters", "api"].filter((workspace) => {
  const run = spawnSync(join(bin, "vitest"), ["bench", "--run", "--no-file-parallelism"], {
    cwd: join(root, workspace),
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` },
  })
  return run.status !== 0
})
// Lighthouse on /, /quiz and a result page: reported, not compared (the
// performance goal depends on the machine's load). Needs the built SPA.
const lighthouse = spawnSync(
  join(bin, "node"),
  [join(root, "e2e", "lighthouse", "LighthouseReport.ts")],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` },
  },
)
if (lighthouse.status !== 0) failed.push("lighthouse")
process.exit(failed.length === 0 ? 0 : 1)
