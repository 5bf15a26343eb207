/**
 * `node scripts/profile.ts <path> [seconds] [header: value]...`: where the
 * server's CPU time goes on one route. Starts the real server with
 * `--cpu-prof` on a fresh embedded database, drives `<path>` with autocannon
 * (50 connections), stops the server and prints the functions and packages
 * with the most self time. The .cpuprofile it leaves can be opened as a
 * flame graph in Chromium's DevTools (Performance → Load profile) or
 * speedscope.
 *
 * `PROFILE_BODY=<json>` sends it as a POST instead; `PROFILE_SIGNED_IN=1`
 * joins the waitlist first and sends that person's session cookie (with no
 * hourly analysis quota), e.g. `PROFILE_SIGNED_IN=1 PROFILE_BODY='{"userName":
 * "A","answers":{"gender":"female"}}' node scripts/profile.ts /api/analyze-hair`.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { startStrandProcess } from "../api/src/server/testing/ServerProcess.ts"

const [path = "/api/livez", secondsArg = "8", ...headerArgs] = process.argv.slice(2)
const headers: Record<string, string> = Object.fromEntries(
  headerArgs.map((header) => {
    const index = header.indexOf(":")
    return [header.slice(0, index).trim(), header.slice(index + 1).trim()]
  }),
)
const body = process.env.PROFILE_BODY
const signedIn = process.env.PROFILE_SIGNED_IN === "1"
const profileDir = mkdtempSync(join(tmpdir(), "strand-profile-"))
const server = await startStrandProcess(
  {
    STRAND_DATA_DIR: mkdtempSync(join(tmpdir(), "strand-profile-data-")),
    STRAND_WEB_DIST: join(import.meta.dirname, "..", "web", "dist"),
    ...(signedIn ? { ANALYSES_PER_HOUR: "1000000" } : {}),
  },
  { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`], startSeconds: 60 },
)
if (signedIn) {
  const joined = await fetch(`${server.url}/api/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Profile Person", email: "profile@example.com" }),
  })
  headers.cookie = joined.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
}
const result = await autocannon({
  url: `${server.url}${path}`,
  connections: 50,
  duration: Number(secondsArg),
  headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
  ...(body === undefined ? {} : { method: "POST" as const, body }),
})
console.log(
  `${path}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, statuses ${Object.keys(result.statusCodeStats ?? {}).join(",")}`,
)
const stopping = performance.now()
await server.stop()
const stoppingMicros = (performance.now() - stopping) * 1000

interface Node {
  readonly id: number
  readonly callFrame: { functionName: string; url: string; lineNumber: number }
  readonly children?: ReadonlyArray<number>
}
const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"))
if (file === undefined) throw new Error("no profile was written")
const profile = JSON.parse(readFileSync(join(profileDir, file), "utf8")) as {
  nodes: ReadonlyArray<Node>
  samples: ReadonlyArray<number>
  timeDeltas: ReadonlyArray<number>
}
// Only the load: start-up (module loading, PGlite's start) and shutdown
// are left out, by keeping the samples of the load's window before the end.
const sampleTimes: Array<number> = []
let clock = 0
for (const delta of profile.timeDeltas) {
  clock += delta
  sampleTimes.push(clock)
}
const loadEnd = clock - stoppingMicros
const loadStart = loadEnd - Number(secondsArg) * 1e6
const selfTime = new Map<number, number>()
profile.samples.forEach((id, index) => {
  const at = sampleTimes[index] ?? 0
  if (at < loadStart || at > loadEnd) return
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
})
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0)
const byNode = new Map(profile.nodes.map((node) => [node.id, node]))

const packageOf = (url: string) => {
  if (url === "") return "(native / V8)"
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:src\/)?([^/]+\/)?/.exec(url)
  if (match !== null) return `${match[1]}${match[1] === "effect" ? `/${match[2] ?? ""}` : ""}`
  if (url.startsWith("node:")) return "node"
  return url.replace(/^.*\/(api|domain|adapters)\/src\//, "strand/$1/")
}
const add = (table: Map<string, number>, key: string, time: number) =>
  table.set(key, (table.get(key) ?? 0) + time)
const functions = new Map<string, number>()
const packages = new Map<string, number>()
for (const [id, time] of selfTime) {
  const frame = byNode.get(id)?.callFrame
  if (frame === undefined) continue
  const where = frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/src\//, "")
  add(functions, `${frame.functionName || "(anonymous)"}  ${where}:${frame.lineNumber + 1}`, time)
  add(packages, packageOf(frame.url), time)
}
const top = (table: Map<string, number>, count: number) =>
  [...table]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join("\n")
console.log(`\nself time by package:\n${top(packages, 15)}`)
console.log(`\nself time by function:\n${top(functions, 30)}`)
console.log(`\nprofile: ${join(profileDir, file)}`)
