/**
 * Lighthouse on /, /quiz and a result page, mobile, against the real server
 * process (embedded database in a temporary folder, the built SPA): the
 * performance score, LCP, TBT and CLS of each against the goal of 95, and
 * accessibility, best practices and SEO.
 *
 * `--runs N` audits every page N times (one page after another, round after
 * round) and judges each page by its median; `--busy N` keeps N busy loops
 * spinning meanwhile, to measure a phone's page on a loaded machine (start
 * them a minute early so the load average has risen). Each run is printed
 * with the machine's 1-minute load average as it started: Lighthouse
 * throttles the CPU by its own factor (4×) on top of whatever the machine is
 * doing, so a score means little without the load it was measured under.
 *
 * `npm run lighthouse` (builds the SPA, then three runs); `npm run bench`
 * runs it once. `node e2e/lighthouse/LighthouseReport.ts --runs 3 --busy 4`
 * after `npm run build`.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { parseArgs } from "node:util"
import { startStrandProcess } from "../../api/src/server/testing/ServerProcess.ts"
import { auditPages, type PageAudit } from "./Lighthouse.ts"

const goal = 95
const { values } = parseArgs({
  options: { runs: { type: "string", default: "1" }, busy: { type: "string", default: "0" } },
})
const runs = Number(values.runs)
const busy = Number(values.busy)

const load = () => loadavg()[0]?.toFixed(2) ?? "?"
const median = (numbers: ReadonlyArray<number>) => {
  const sorted = numbers.toSorted((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

const loops: Array<ChildProcess> = Array.from({ length: busy }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
)
const dataDir = mkdtempSync(join(tmpdir(), "strand-lighthouse-data-"))
const strand = await startStrandProcess({ STRAND_DATA_DIR: dataDir }, { startSeconds: 60 })
try {
  if (busy > 0) {
    console.log(`busy loops: ${busy}; waiting a minute for the load to rise (now ${load()})`)
    await sleep(60_000)
  }
  const rounds: Array<{ readonly load: string; readonly audits: ReadonlyArray<PageAudit> }> = []
  for (let round = 1; round <= runs; round++) {
    const started = load()
    rounds.push({ load: started, audits: await auditPages(strand.url) })
    console.log(`run ${round} of ${runs} done (1-minute load ${started} → ${load()})`)
  }
  console.table(
    rounds.flatMap(({ load, audits }, index) =>
      audits.map((audit) => ({
        run: index + 1,
        "load (1 min)": load,
        page: audit.page,
        performance: audit.scores.performance,
        "LCP ms": Math.round(audit.lcpMs),
        "TBT ms": Math.round(audit.tbtMs),
        CLS: Number(audit.cls.toFixed(3)),
        accessibility: audit.scores.accessibility,
        "best practices": audit.scores["best-practices"],
        SEO: audit.scores.seo,
      })),
    ),
  )
  for (const audit of rounds.flatMap(({ audits }) => audits)) {
    if (audit.problem !== undefined) console.log(`${audit.page}: not measured (${audit.problem})`)
    for (const failing of audit.failing) console.log(`${audit.page}: ${failing}`)
  }
  const pages = rounds[0]?.audits.map((audit) => audit.page) ?? []
  const medians = pages.map((page) => {
    const of = rounds.flatMap(({ audits }) => audits.filter((audit) => audit.page === page))
    return {
      page,
      scores: of.map((audit) => audit.scores.performance ?? 0),
      median: median(of.map((audit) => audit.scores.performance ?? 0)),
    }
  })
  for (const { page, scores, median } of medians) {
    console.log(`${page}: ${scores.join(", ")}, median ${median}`)
  }
  const below = medians.filter(({ median }) => median < goal)
  console.log(
    below.length === 0
      ? `performance ≥ ${goal} on every page (median of ${runs})`
      : `performance below the goal of ${goal}: ${below.map((b) => `${b.page} ${b.median}`).join(", ")}`,
  )
} finally {
  for (const loop of loops) loop.kill()
  await strand.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
