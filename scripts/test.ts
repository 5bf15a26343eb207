/**
 * `npm test`: every check the project has, with a summary at the end. Every
 * step runs even when another failed, so one run shows everything that is
 * wrong; the exit code is non-zero if any step failed.
 *
 * Steps run side by side, as many at once as `STRAND_TEST_JOBS` says
 * (default: the machine's cores, at least two). Most steps keep one core
 * busy at a time and wait on timers, browsers and sockets the rest, so two
 * at once on two cores finish together in little more than the longer one
 * takes. A step starts once the steps it needs have passed (the end-to-end
 * tests need the built SPA); the longest chains start first. Each step's
 * output is printed whole when it ends, so steps never interleave their
 * lines.
 *
 * `npm test -- <word> ...` runs only the steps whose names contain one of
 * the words given (and what they need), e.g. `npm test -- api storybook`.
 *
 * `npm run test:quick` is the inner loop: format and lint, types, the
 * architecture rules, and the tests in the folders of the files changed
 * since the last commit (committed or not), API tests on PGlite. Not the
 * tests of everything that imports them: every API test starts the whole
 * server, so any server file would bring them all. The PostgreSQL lane, the
 * stories, the builds and the browser runs wait for `npm test`.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { availableParallelism } from "node:os"
import { dirname, join, relative } from "node:path"
import { ensureSystemPackages } from "./systemPackages.ts"

const root = join(import.meta.dirname, "..")
const bin = join(root, "node_modules", ".bin")

interface Step {
  readonly name: string
  readonly command: string
  readonly args: ReadonlyArray<string>
  readonly cwd?: string
  readonly env?: Record<string, string>
  /** steps that must pass before this one starts */
  readonly needs?: ReadonlyArray<string>
}

const vitest = (name: string, dir: string, env?: Record<string, string>): Step => ({
  name,
  command: "vitest",
  args: ["run"],
  cwd: dir,
  ...(env ? { env } : {}),
})

const buildSpa = "build the SPA"
const buildStorybook = "build the Storybook"
const typecheck: Step = { name: "typecheck (tsc)", command: "tsc", args: ["-p", "."] }
const architecture = vitest("architecture rules", "scripts/architecture")
const lint: Step = { name: "format and lint (biome)", command: "biome", args: ["check", "."] }

/** In the order they start when nothing holds them back: the longest chains first. */
const steps: ReadonlyArray<Step> = [
  { name: buildSpa, command: "vite", args: ["build"], cwd: "web" },
  {
    name: "end-to-end (Playwright)",
    command: "playwright",
    args: ["test"],
    cwd: "e2e",
    needs: [buildSpa],
  },
  {
    name: buildStorybook,
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
    needs: [buildStorybook],
  },
  vitest("api integration tests (PGlite)", "api"),
  vitest("api integration tests (PostgreSQL)", "api", { STRAND_TEST_DATABASE: "postgres" }),
  vitest("storybook stories as tests", "stories"),
  vitest("adapters tests (PGlite + PostgreSQL)", "adapters"),
  typecheck,
  vitest("domain unit tests", "domain"),
  vitest("web component tests", "web"),
  architecture,
  lint,
  // Dead exports, files and dependencies (knip.json says what is an entry).
  { name: "unused code (knip)", command: "knip", args: [] },
]

/** Files changed since the last commit, staged, unstaged or new. */
const changedFiles = (): ReadonlyArray<string> => {
  const git = (args: ReadonlyArray<string>) =>
    spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout.split("\n").filter(Boolean)
  return [
    ...new Set([
      ...git(["diff", "--name-only", "HEAD"]),
      ...git(["ls-files", "--others", "--exclude-standard"]),
    ]),
  ]
}

/** The vitest run of `dir`'s test files in the folders of `changed` (none: no step). */
const besideChanges = (name: string, dir: string, changed: ReadonlyArray<string>) => {
  const folders = [
    ...new Set(
      changed
        .filter((file) => file.startsWith(`${dir}/`) && existsSync(join(root, file)))
        .map((file) => relative(dir, dirname(file))),
    ),
  ]
  return folders.length === 0
    ? []
    : [
        {
          name: `${name}: ${folders.join(", ")}`,
          command: "vitest",
          args: ["run", "--passWithNoTests", ...folders],
          cwd: dir,
        },
      ]
}

const quickSteps = (): ReadonlyArray<Step> => {
  const changed = changedFiles()
  return [
    typecheck,
    ...besideChanges("api integration tests (PGlite)", "api", changed),
    ...besideChanges("adapters tests (PGlite + PostgreSQL)", "adapters", changed),
    ...besideChanges("domain unit tests", "domain", changed),
    ...besideChanges("web component tests", "web", changed),
    architecture,
    lint,
  ]
}

/** The steps named by the words given, with every step they need. */
const chosen = (words: ReadonlyArray<string>): ReadonlyArray<Step> => {
  if (words.includes("--quick")) return quickSteps()
  if (words.length === 0) return steps
  const wanted = new Set(
    steps.filter((step) => words.some((word) => step.name.includes(word))).map((s) => s.name),
  )
  for (const step of [...steps].reverse()) {
    if (wanted.has(step.name)) for (const need of step.needs ?? []) wanted.add(need)
  }
  return steps.filter((step) => wanted.has(step.name))
}

interface Result {
  readonly name: string
  readonly ok: boolean
  readonly seconds: number
  readonly output?: string
}

const run = (step: Step) =>
  new Promise<Result>((resolve) => {
    const started = performance.now()
    const output: Array<Buffer> = []
    const child = spawn(join(bin, step.command), step.args, {
      cwd: join(root, step.cwd ?? "."),
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        ...step.env,
        PATH: `${bin}:${process.env.PATH ?? ""}`,
        FORCE_COLOR: "0",
      },
    })
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk))
    child.on("close", (code) => {
      const result = {
        name: step.name,
        ok: code === 0,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(output).toString(),
      }
      process.stdout.write(`\n━━ ${step.name} ━━\n`)
      process.stdout.write(result.output)
      console.log(
        `━━ ${result.ok ? "PASS" : "FAIL"}  ${step.name}  ${result.seconds.toFixed(1)} s ━━`,
      )
      resolve(result)
    })
  })

/** Runs `todo` at most `jobs` at once, each once what it needs has passed. */
const runAll = async (todo: ReadonlyArray<Step>, jobs: number) => {
  const results = new Map<string, Result>()
  const waiting = [...todo]
  const running = new Set<Promise<void>>()
  const ready = (step: Step) => (step.needs ?? []).every((need) => results.get(need)?.ok === true)
  const blocked = (step: Step) =>
    (step.needs ?? []).some((need) => results.has(need) && results.get(need)?.ok === false)
  while (waiting.length > 0 || running.size > 0) {
    for (const step of waiting.filter(blocked)) {
      results.set(step.name, { name: step.name, ok: false, seconds: 0 })
      console.log(`\n━━ SKIP  ${step.name}: ${step.needs?.join(", ")} failed ━━`)
      waiting.splice(waiting.indexOf(step), 1)
    }
    for (const step of waiting.filter(ready)) {
      if (running.size >= jobs) break
      waiting.splice(waiting.indexOf(step), 1)
      console.log(`started  ${step.name}`)
      const done: Promise<void> = run(step).then((result) => {
        results.set(step.name, result)
        running.delete(done)
      })
      running.add(done)
    }
    if (running.size > 0) await Promise.race(running)
  }
  return todo.map((step) => results.get(step.name) as Result)
}

try {
  ensureSystemPackages()
} catch (error) {
  console.error(`\n${(error as Error).message}\n`)
  process.exit(1)
}

/**
 * Lines Playwright, Vitest and tsc print for a failure (✘, FAIL, ×, error TS, an assertion or
 * a timeout), read without colour codes: a tool may colour its output whatever FORCE_COLOR says.
 */
const failureLine =
  /✘|^\s*(FAIL|×)\s|\berror TS\d|AssertionError|TimeoutError|Timed out|^\s+\d+\) \[/

/**
 * The first lines of each failure Playwright or Vitest details (Playwright's "1) [desktop] › …"
 * heading, Vitest's "FAIL  file > test", then the error, expected and received), without the
 * app's interleaved [WebServer] log: the names alone do not say whether a test timed out, met an
 * axe rule or saw a wrong value. Vitest ends each failure with a rule of ⎯.
 */
const failureReasons = (lines: ReadonlyArray<string>) =>
  lines.flatMap((line, at) => {
    if (!/^\s+\d+\) \[|^\s*FAIL\s.* > /.test(line)) return []
    const rest = lines.slice(at + 1, at + 200)
    const end = rest.findIndex((next) => next.trimStart().startsWith("⎯"))
    return [
      line,
      ...(end === -1 ? rest : rest.slice(0, end))
        .filter((next) => next.trim() !== "" && !next.includes("[WebServer]"))
        .slice(0, 14),
    ]
  })

const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g")

const jobs = Number(process.env.STRAND_TEST_JOBS ?? Math.max(2, availableParallelism()))
const started = performance.now()
const results = await runAll(chosen(process.argv.slice(2)), jobs)

console.log(`\n━━ summary (${jobs} at once) ━━`)
for (const result of results) {
  console.log(
    `${result.ok ? "PASS" : "FAIL"}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`,
  )
}
const failed = results.filter((result) => !result.ok).length
// CI keeps only the end of the log, so the lines that name each failure are
// repeated here, after the summary, where they are still read.
for (const result of results.filter((result) => !result.ok && result.output !== undefined)) {
  const lines = (result.output ?? "").replace(colourCodes, "").split("\n")
  const naming = lines.filter((line) => failureLine.test(line)).slice(-12)
  console.log(`what failed in ${result.name}:\n${naming.join("\n")}`)
  const why = failureReasons(lines)
  if (why.length > 0) console.log(`why:\n${why.join("\n")}`)
}
console.log(`wall clock ${((performance.now() - started) / 1000).toFixed(0)} s`)
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
