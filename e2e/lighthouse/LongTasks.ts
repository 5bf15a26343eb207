/**
 * A page's long tasks as a phone would have them: Debian's Chromium with its
 * CPU throttled four times (Lighthouse's mobile factor), a trace of the load
 * until the network is quiet, and each task over 50 ms printed with what ran
 * inside it (script evaluation, React's scheduled work, style and layout).
 * Lighthouse says how much the main thread was blocked; this says by what.
 *   node e2e/lighthouse/LongTasks.ts http://localhost:3000/ ["name=value; name2=value2"]
 * The cookies, if given, go into the browser's jar (a signed-in page).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "@playwright/test"

interface TraceEvent {
  readonly name: string
  readonly ts: number
  readonly dur?: number
  readonly pid: number
  readonly tid: number
  readonly args?: { readonly data?: { readonly url?: string; readonly functionName?: string } }
}

const [url, cookies] = process.argv.slice(2)
if (url === undefined) throw new Error("usage: node e2e/lighthouse/LongTasks.ts <url> [cookies]")
const tracePath = join(mkdtempSync(join(tmpdir(), "strand-trace-")), "trace.json")

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
})
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  if (cookies !== undefined) {
    await context.addCookies(
      cookies.split(/;\s*/).map((pair) => {
        const at = pair.indexOf("=")
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url }
      }),
    )
  }
  const page = await context.newPage()
  const devtools = await context.newCDPSession(page)
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await browser.startTracing(page, {
    path: tracePath,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink"],
  })
  await page.goto(url, { waitUntil: "networkidle" })
  await page.waitForTimeout(1500)
  await browser.stopTracing()
} finally {
  await browser.close()
}

const events = (JSON.parse(readFileSync(tracePath, "utf8")) as { traceEvents: Array<TraceEvent> })
  .traceEvents
rmSync(join(tracePath, ".."), { recursive: true, force: true })
const tasks = events.filter((event) => event.name === "RunTask" && (event.dur ?? 0) > 50_000)
const start = events.find((event) => event.name === "navigationStart")?.ts ?? tasks[0]?.ts ?? 0
const ms = (microseconds: number) => Math.round(microseconds / 1000)

const label = (event: TraceEvent) => {
  const { url: script, functionName } = event.args?.data ?? {}
  const detail = script ? script.split("/").pop() : functionName
  return detail ? `${event.name}(${detail})` : event.name
}

let blocked = 0
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0)
  blocked += ms(task.dur ?? 0) - 50
  const inside = events.filter(
    (event) =>
      event !== task &&
      event.pid === task.pid &&
      event.tid === task.tid &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= end &&
      (event.dur ?? 0) > 3000,
  )
  console.log(`at ${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms:`)
  for (const event of inside.slice(0, 12)) console.log(`  ${label(event)} ${ms(event.dur ?? 0)} ms`)
}
console.log(
  `time over 50 ms in ${tasks.length} long tasks: ${blocked} ms (throttled 4×, not simulated)`,
)
