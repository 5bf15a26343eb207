/**
 * `npm run bench`'s Lighthouse report: the real server process (embedded
 * database in a temporary folder, the built SPA) audited on /, /quiz and a
 * result page, mobile; prints the performance score, LCP, TBT and CLS of
 * each against the goal of 95. Lighthouse throttles the CPU by its own
 * factor (4×) on top of whatever the machine is doing: on a busy machine
 * the performance score is lower; read it with the machine's load.
 * `node e2e/lighthouse/LighthouseReport.ts` (after `npm run build`).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startStrandProcess } from "../../api/src/server/testing/ServerProcess.ts"
import { auditPages } from "./Lighthouse.ts"

const goal = 95
const dataDir = mkdtempSync(join(tmpdir(), "strand-lighthouse-data-"))
const strand = await startStrandProcess({ STRAND_DATA_DIR: dataDir }, { startSeconds: 60 })
try {
  const audits = await auditPages(strand.url)
  console.table(
    audits.map((audit) => ({
      page: audit.page,
      performance: audit.scores.performance,
      "LCP ms": Math.round(audit.lcpMs),
      "TBT ms": Math.round(audit.tbtMs),
      CLS: Number(audit.cls.toFixed(3)),
      accessibility: audit.scores.accessibility,
      "best practices": audit.scores["best-practices"],
      SEO: audit.scores.seo,
    })),
  )
  for (const audit of audits) {
    if (audit.problem !== undefined) console.log(`${audit.page}: not measured (${audit.problem})`)
  }
  const below = audits.filter((audit) => (audit.scores.performance ?? 0) < goal)
  console.log(
    below.length === 0
      ? `performance ≥ ${goal} on every page`
      : `performance below the goal of ${goal}: ${below.map((a) => `${a.page} ${a.scores.performance}`).join(", ")}`,
  )
} finally {
  await strand.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
