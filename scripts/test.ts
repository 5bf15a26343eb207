/**
 * `npm test`: every check the project has, in order, with a summary at the
 * end. Each step runs even when an earlier one failed, so one run shows
 * everything that is wrong; the exit code is non-zero if any step failed.
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { ensureSystemPackages } from "./systemPackages.ts"

const root = join(import.meta.dirname, "..")

interface Step {
  readonly name: string
  readonly command: string
  readonly args: ReadonlyArray<string>
  readonly cwd?: string
  readonly env?: Record<string, string>
}

const vitest = (name: string, dir: string, env?: Record<string, string>): Step => ({
  name,
  command: "vitest",
  args: ["run"],
  cwd: dir,
  ...(env ? { env } : {}),
})

const steps: ReadonlyArray<Step> = [
  { name: "format and lint (biome)", command: "biome", args: ["check", "."] },
  { name: "typecheck (tsc)", command: "tsc", args: ["-p", "."] },
  vitest("architecture rules", "scripts/architecture"),
  vitest("domain unit tests", "domain"),
  vitest("adapters tests (PGlite + PostgreSQL)", "adapters"),
  vitest("api integration tests (PGlite)", "api"),
  vitest("api integration tests (PostgreSQL)", "api", { STRAND_TEST_DATABASE: "postgres" }),
  { name: "build the SPA", command: "vite", args: ["build"], cwd: "web" },
  vitest("web component tests", "web"),
  vitest("storybook stories as tests", "stories"),
  {
    name: "build the Storybook",
    command: "storybook",
    args: ["build", "--quiet", "-o", "storybook-static"],
    cwd: "stories",
  },
  // What a designer sees: every play function green when the built Storybook is opened.
  {
    name: "the built Storybook in Chromium",
    command: "node",
    args: ["builtStorybook.ts"],
    cwd: "stories",
  },
  { name: "end-to-end (Playwright)", command: "playwright", args: ["test"], cwd: "e2e" },
]

const results: Array<{ name: string; ok: boolean; seconds: number }> = []
const bin = join(root, "node_modules", ".bin")

try {
  ensureSystemPackages()
} catch (error) {
  console.error(`\n${(error as Error).message}\n`)
  process.exit(1)
}

for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`)
  const started = performance.now()
  const run = spawnSync(join(bin, step.command), step.args, {
    cwd: join(root, step.cwd ?? "."),
    stdio: "inherit",
    env: {
      ...process.env,
      ...step.env,
      PATH: `${bin}:${process.env.PATH ?? ""}`,
      FORCE_COLOR: "0",
    },
  })
  results.push({
    name: step.name,
    ok: run.status === 0,
    seconds: (performance.now() - started) / 1000,
  })
}

console.log("\n━━ summary ━━")
for (const result of results) {
  console.log(
    `${result.ok ? "PASS" : "FAIL"}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`,
  )
}
const failed = results.filter((result) => !result.ok).length
const total = results.reduce((sum, result) => sum + result.seconds, 0)
console.log(`total ${total.toFixed(0)} s`)
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
