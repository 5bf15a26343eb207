/**
 * Throughput of the real server process against bare node:http baselines,
 * measured side by side in the same run with autocannon (50 connections,
 * keep-alive, loopback). Each server is its own process, as in production;
 * the load generator runs here. Rounds alternate the two servers, so a
 * machine that gets busier mid-run slows both alike; the number to read is
 * the ratio of requests per second, against its goal (docs/performance.md).
 *
 * Routes and their baselines:
 * - GET /api/livez, anonymous GET /api/user (401), GET / (the prerendered
 *   page from memory): a bare server sending the same status and bytes;
 * - GET /api/readyz and /api/health: reported against the same floor;
 * - an unknown /api path: the router's own 404, the floor of every request
 *   Effect's router handles;
 * - GET /api/waitlist/count and signed-in GET /api/user, on embedded PGlite
 *   and on a real PostgreSQL: a bare node:http handler running the same
 *   queries (`pg` driver; PGlite in process), answering the same JSON;
 * - the launch: the count and the admin waitlist's first page on a process
 *   whose database holds 1,000,000 sign-ups, against a process on an empty
 *   one, on PGlite and on PostgreSQL;
 * - POST /api/analyze-hair (the rule engine) against signed-in GET /api/user
 *   on the same process, on PGlite (the goal) and on PostgreSQL.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { databaseLayer } from "@strand/adapters/db/Database"
import { startPostgresServer } from "@strand/adapters/testing/PostgresServer"
import autocannon from "autocannon"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import pg from "pg"
import { afterAll, expect, it } from "vitest"
import { latestSignInToken } from "./testing/MailFolder.ts"
import { repositoryRoot, type StrandProcess, startStrandProcess } from "./testing/ServerProcess.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 4)
const rounds = Number(process.env.BENCH_ROUNDS ?? 2)
const connections = 50
// BENCH_ONLY=<regular expression>: only the routes whose name matches
const only = process.env.BENCH_ONLY === undefined ? undefined : new RegExp(process.env.BENCH_ONLY)
const webDist = join(repositoryRoot, "web", "dist")
const cleanups: Array<() => unknown> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

interface Load {
  readonly requestsPerSecond: number
  readonly p99Ms: number
  /** the server process's CPU time (user + system) per request */
  readonly cpuMicros: number
  readonly statuses: string
}

/** A server under test: where to send requests, and its process (for its CPU time). */
interface Target {
  readonly url: string
  readonly pid: number | undefined
  /** This target's own request, when it is not a plain GET. */
  readonly method?: "GET" | "POST"
  readonly headers?: Record<string, string>
  readonly body?: string
}

/** CPU time a process has used so far, in µs (Linux /proc; NaN elsewhere). */
const cpuMicros = (pid: number | undefined) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
    const ticksPerSecond = 100
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond
  } catch {
    return Number.NaN
  }
}

const load = async (
  target: Target,
  headers: Record<string, string>,
  duration: number,
): Promise<Load> => {
  const before = cpuMicros(target.pid)
  const result = await autocannon({
    url: target.url,
    connections,
    duration,
    headers: { ...headers, ...target.headers },
    ...(target.method === undefined ? {} : { method: target.method }),
    ...(target.body === undefined ? {} : { body: target.body }),
  })
  const used = cpuMicros(target.pid) - before
  const statuses = Object.keys(result.statusCodeStats ?? {}).join(",")
  if (result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${target.url}: ${result.errors} errors, ${result.timeouts} timeouts`)
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMicros: used / result.requests.total,
    statuses,
  }
}

const startBare = (baseline: unknown) =>
  new Promise<Target & { child: ChildProcess }>((resolve, reject) => {
    const child = spawn(
      join(repositoryRoot, "node_modules", ".bin", "node"),
      [join(import.meta.dirname, "testing", "BareServer.ts"), JSON.stringify(baseline)],
      { stdio: ["ignore", "pipe", "inherit"] },
    )
    cleanups.push(() => void child.kill("SIGKILL"))
    child.stdout?.on("data", (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1]
      if (port !== undefined) resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, child })
    })
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)))
  })

/** A bare server answering every request exactly as Strand answered `path`. */
const copyOfAnswer = async (strand: StrandProcess, path: string, headers = {}) => {
  const response = await fetch(`${strand.url}${path}`, { headers })
  const body = Buffer.from(await response.arrayBuffer())
  // Every header Strand sent, so both put the same bytes on the wire; Node
  // writes the connection's own (date, keep-alive, length) for each.
  const kept: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name))
      kept[name] = value
  })
  return startBare({
    kind: "fixed",
    status: response.status,
    headers: kept,
    body64: body.toString("base64"),
  })
}

interface Row {
  readonly route: string
  readonly strand: Load
  readonly bare: Load
  readonly ratio: number
  readonly goal: number | undefined
}
const rows: Array<Row> = []

/** Alternating rounds of the same load on Strand and on its baseline. */
const compare = async (
  route: string,
  strandTarget: Target,
  bareTarget: Target,
  options: { headers?: Record<string, string>; goal?: number } = {},
) => {
  if (only !== undefined && !only.test(route)) return
  const headers = options.headers ?? {}
  await load(strandTarget, headers, 1)
  await load(bareTarget, headers, 1)
  const strand: Array<Load> = []
  const bare: Array<Load> = []
  for (let round = 0; round < rounds; round++) {
    bare.push(await load(bareTarget, headers, seconds))
    strand.push(await load(strandTarget, headers, seconds))
  }
  const average = (loads: Array<Load>, key: "requestsPerSecond" | "cpuMicros") =>
    loads.reduce((sum, l) => sum + l[key], 0) / loads.length
  const mean = (loads: Array<Load>): Load => ({
    requestsPerSecond: average(loads, "requestsPerSecond"),
    cpuMicros: average(loads, "cpuMicros"),
    p99Ms: Math.max(...loads.map((l) => l.p99Ms)),
    statuses: [...new Set(loads.map((l) => l.statuses))].join("|"),
  })
  const row = {
    route,
    strand: mean(strand),
    bare: mean(bare),
    ratio: mean(strand).requestsPerSecond / mean(bare).requestsPerSecond,
    goal: options.goal,
  }
  rows.push(row)
  const describe = (l: Load) =>
    `${l.requestsPerSecond.toFixed(0)} req/s (p99 ${l.p99Ms} ms, ${l.cpuMicros.toFixed(0)} µs CPU/request, ${l.statuses})`
  console.log(
    `${route}: strand ${describe(row.strand)}; bare ${describe(row.bare)}; ratio ${row.ratio.toFixed(2)}${options.goal === undefined ? "" : ` (goal ≥ ${options.goal})`}`,
  )
  return row
}

/** Two targets that send their own requests, against a goal. */
const compareWith = (route: string, target: Target, baseline: Target, goal: number) =>
  compare(route, target, baseline, { goal })

const ensureBuiltSpa = () => {
  if (existsSync(join(webDist, "index.html"))) return
  const build = spawnSync(join(repositoryRoot, "node_modules", ".bin", "vite"), ["build"], {
    cwd: join(repositoryRoot, "web"),
    stdio: "inherit",
  })
  if (build.status !== 0) throw new Error("the SPA did not build")
}

const startStrand = async (env: Record<string, string>) => {
  const strand = await startStrandProcess(
    { STRAND_WEB_DIST: webDist, ...env },
    { startSeconds: 60 },
  )
  cleanups.push(() => strand.stop("SIGKILL"))
  return strand
}

/** A person with a session and one waitlist sign-up, so the database routes have rows to read. */
const signUp = async (strand: StrandProcess) => {
  const response = await fetch(`${strand.url}/api/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Person", email: "bench@example.com" }),
  })
  expect(response.status).toBe(200)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
  return { cookie }
}

it("the server's own routes against bare node:http", { timeout: 600_000 }, async () => {
  ensureBuiltSpa()
  const dataDir = mkdtempSync(join(tmpdir(), "strand-bench-"))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const strand = await startStrand({ STRAND_DATA_DIR: dataDir })

  for (const [name, path, goal, headers] of [
    ["GET /api/livez", "/api/livez", 0.75, {}],
    ["GET /api/user (anonymous)", "/api/user", 0.6, {}],
    ["GET /", "/", 0.6, {}],
    ["GET / (brotli)", "/", 0.6, { "accept-encoding": "br, gzip" }],
    ["GET /api/readyz", "/api/readyz", undefined, {}],
    ["GET /api/health", "/api/health", undefined, {}],
    // The floor of any request that goes through Effect's router.
    ["GET /api/no-such-route (the router's 404)", "/api/no-such-route", undefined, {}],
  ] as const) {
    const bare = await copyOfAnswer(strand, path, headers)
    await compare(name, { url: `${strand.url}${path}`, pid: strand.child.pid }, bare, {
      headers,
      ...(goal === undefined ? {} : { goal }),
    })
    bare.child.kill("SIGKILL")
  }
  await strand.stop()
})

it("database routes on embedded PGlite against node:http + PGlite", {
  timeout: 600_000,
}, async () => {
  ensureBuiltSpa()
  const dataDir = mkdtempSync(join(tmpdir(), "strand-bench-"))
  const copyDir = mkdtempSync(join(tmpdir(), "strand-bench-copy-"))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  cleanups.push(() => rmSync(copyDir, { recursive: true, force: true }))
  // PGlite is one process's: the baseline reads a copy of the same files,
  // taken while Strand is stopped.
  const first = await startStrand({ STRAND_DATA_DIR: dataDir })
  const { cookie } = await signUp(first)
  expect(await first.stop()).toBe(0)
  cpSync(join(dataDir, "db"), join(copyDir, "db"), { recursive: true })
  const strand = await startStrand({ STRAND_DATA_DIR: dataDir })
  const bare = await startBare({ kind: "pglite", dataDir: join(copyDir, "db") })
  const at = (target: Target, path: string) => ({ ...target, url: `${target.url}${path}` })
  const strandTarget = { url: strand.url, pid: strand.child.pid }
  await compare(
    "GET /api/waitlist/count (PGlite)",
    at(strandTarget, "/api/waitlist/count"),
    at(bare, "/api/waitlist/count"),
  )
  await compare(
    "GET /api/user signed in (PGlite)",
    at(strandTarget, "/api/user"),
    at(bare, "/api/user"),
    {
      headers: { cookie },
    },
  )
  await strand.stop()
})

it("database routes on PostgreSQL against node:http + pg", { timeout: 600_000 }, async () => {
  ensureBuiltSpa()
  const postgres = await startPostgresServer()
  cleanups.push(() => postgres.stop())
  const dataDir = mkdtempSync(join(tmpdir(), "strand-bench-"))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const strand = await startStrand({ STRAND_DATA_DIR: dataDir, DATABASE_URL: postgres.url })
  const { cookie } = await signUp(strand)
  const bare = await startBare({ kind: "pg", url: postgres.url })
  const at = (target: Target, path: string) => ({ ...target, url: `${target.url}${path}` })
  const strandTarget = { url: strand.url, pid: strand.child.pid }
  await compare(
    "GET /api/waitlist/count (PostgreSQL)",
    at(strandTarget, "/api/waitlist/count"),
    at(bare, "/api/waitlist/count"),
    { goal: 0.5 },
  )
  await compare(
    "GET /api/user signed in (PostgreSQL)",
    at(strandTarget, "/api/user"),
    at(bare, "/api/user"),
    {
      headers: { cookie },
      goal: 0.5,
    },
  )
  await strand.stop()
})

/** A million sign-ups (the launch), written as fast as the database takes them. */
const millionSignUps = async (sql: (text: string) => Promise<unknown>) => {
  // The trigram indexes are built once after the rows, not updated a million
  // times; the tally is set once, its trigger off while the rows go in.
  await sql("DROP INDEX waitlist_name_search_idx, waitlist_email_search_idx")
  await sql("ALTER TABLE waitlist DISABLE TRIGGER waitlist_tally_row")
  await sql(`
    INSERT INTO waitlist (id, name, email, hair_concerns, created_at)
    SELECT gen_random_uuid(), 'Person ' || n, 'person' || n || '@example.com', 'dryness',
           now() - make_interval(secs => 1000000 - n)
    FROM generate_series(1, 1000000) AS n`)
  await sql("ALTER TABLE waitlist ENABLE TRIGGER waitlist_tally_row")
  await sql(
    "UPDATE waitlist_tally SET signups = CASE WHEN slot = 0 THEN (SELECT count(*) FROM waitlist) ELSE 0 END",
  )
  await sql(
    "CREATE INDEX waitlist_name_search_idx ON waitlist USING gin (lower(name) gin_trgm_ops)",
  )
  await sql(
    "CREATE INDEX waitlist_email_search_idx ON waitlist USING gin (lower(email) gin_trgm_ops)",
  )
  // Vacuumed and checkpointed now, so the server's own background work on a
  // million new rows does not run during the measurement.
  await sql("VACUUM ANALYZE waitlist")
  await sql("CHECKPOINT")
}

const admin = "admin@bench.example"

/** An admin's session cookie, through the e-mailed link (admins never sign in by typing). */
const adminCookie = async (strand: StrandProcess, dataDir: string) => {
  const asked = await fetch(`${strand.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: admin }),
  })
  expect(asked.status).toBe(200)
  let token: string | undefined
  for (let attempt = 0; attempt < 100 && token === undefined; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    token = await Effect.runPromise(latestSignInToken(dataDir, admin))
  }
  const confirmed = await fetch(`${strand.url}/api/login/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  })
  expect(confirmed.status).toBe(200)
  return confirmed.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
}

/**
 * The launch: the same routes on a process whose database holds a million
 * sign-ups, against a process on an empty one, side by side. The count is
 * kept as people join (goal: 0.9 of the empty database's rate); the admin
 * list's first page is read by key (goal: within 2× of empty, so at least
 * 0.5 of its rate).
 */
const launchRows = async (
  empty: StrandProcess,
  full: StrandProcess,
  lane: string,
  cookies: {
    readonly empty: string
    readonly full: string
  },
) => {
  const at = (strand: StrandProcess, path: string) => ({
    url: `${strand.url}${path}`,
    pid: strand.child.pid,
  })
  await compare(
    `GET /api/waitlist/count, 1,000,000 sign-ups against none (${lane})`,
    at(full, "/api/waitlist/count"),
    at(empty, "/api/waitlist/count"),
    { goal: 0.9 },
  )
  await compareWith(
    `GET /api/admin/waitlist (first page), 1,000,000 sign-ups against none (${lane})`,
    { ...at(full, "/api/admin/waitlist"), headers: { cookie: cookies.full } },
    { ...at(empty, "/api/admin/waitlist"), headers: { cookie: cookies.empty } },
    0.5,
  )
}

it("the launch on embedded PGlite: a million sign-ups against none", {
  timeout: 900_000,
}, async () => {
  ensureBuiltSpa()
  const [emptyDir, fullDir] = ["empty", "full"].map((name) => {
    const dir = mkdtempSync(join(tmpdir(), `strand-bench-${name}-`))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    return dir
  }) as [string, string]
  // PGlite is one process's: the million goes in before Strand opens the folder.
  await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const context = yield* Layer.build(databaseLayer({ dataDir: join(fullDir, "db") }))
        const sql = Context.get(context, SqlClient.SqlClient)
        yield* Effect.promise(() =>
          millionSignUps((text) => Effect.runPromise(sql.unsafe(text).pipe(Effect.orDie))),
        )
      }),
    ),
  )
  const env = { ADMIN_EMAILS: admin }
  const empty = await startStrand({ ...env, STRAND_DATA_DIR: emptyDir })
  const full = await startStrand({ ...env, STRAND_DATA_DIR: fullDir })
  await launchRows(empty, full, "PGlite", {
    empty: await adminCookie(empty, emptyDir),
    full: await adminCookie(full, fullDir),
  })
  await Promise.all([empty.stop(), full.stop()])
})

it("the launch on PostgreSQL: a million sign-ups against none", { timeout: 900_000 }, async () => {
  ensureBuiltSpa()
  const postgres = await startPostgresServer()
  cleanups.push(() => postgres.stop())
  const databaseUrl = (name: string) => {
    const url = new URL(postgres.url)
    url.pathname = `/${name}`
    return url.toString()
  }
  const server = new pg.Client({ connectionString: postgres.url })
  await server.connect()
  for (const name of ["launch_empty", "launch_full"]) await server.query(`CREATE DATABASE ${name}`)
  await server.end()
  const [emptyDir, fullDir] = ["empty", "full"].map((name) => {
    const dir = mkdtempSync(join(tmpdir(), `strand-bench-${name}-`))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    return dir
  }) as [string, string]
  const env = { ADMIN_EMAILS: admin }
  const empty = await startStrand({
    ...env,
    STRAND_DATA_DIR: emptyDir,
    DATABASE_URL: databaseUrl("launch_empty"),
  })
  const full = await startStrand({
    ...env,
    STRAND_DATA_DIR: fullDir,
    DATABASE_URL: databaseUrl("launch_full"),
  })
  const client = new pg.Client({ connectionString: databaseUrl("launch_full") })
  await client.connect()
  await millionSignUps((text) => client.query(text))
  await client.end()
  await launchRows(empty, full, "PostgreSQL", {
    empty: await adminCookie(empty, emptyDir),
    full: await adminCookie(full, fullDir),
  })
  await Promise.all([empty.stop(), full.stop()])
})

/**
 * Writing a report (the rule engine, stored with its explanation) against
 * reading who is signed in, on one process, side by side (goal: 0.5, on the
 * default embedded PGlite; on PostgreSQL, where the database's work is
 * another process's, for comparison). Each analysis is a new person's first
 * (the hourly quota is per person).
 */
const analysesAgainstSignedIn = async (
  lane: string,
  env: Record<string, string>,
  goal: number | undefined,
) => {
  ensureBuiltSpa()
  const dataDir = mkdtempSync(join(tmpdir(), "strand-bench-"))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const strand = await startStrand({
    ...env,
    STRAND_DATA_DIR: dataDir,
    ANALYSES_PER_HOUR: "1000000",
  })
  const { cookie } = await signUp(strand)
  const body = JSON.stringify({
    userName: "Bench",
    answers: { gender: "female", hair_texture: "curly", scalp_condition: ["itchy_flaky"] },
  })
  await compare(
    `POST /api/analyze-hair (rules) against signed-in GET /api/user${lane}`,
    {
      url: `${strand.url}/api/analyze-hair`,
      pid: strand.child.pid,
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body,
    },
    { url: `${strand.url}/api/user`, pid: strand.child.pid, headers: { cookie } },
    goal === undefined ? {} : { goal },
  )
  await strand.stop()
}

it("POST /api/analyze-hair against signed-in GET /api/user", { timeout: 600_000 }, () =>
  analysesAgainstSignedIn("", {}, 0.5),
)

it("POST /api/analyze-hair against signed-in GET /api/user on PostgreSQL", {
  timeout: 600_000,
}, async () => {
  const postgres = await startPostgresServer()
  cleanups.push(() => postgres.stop())
  await analysesAgainstSignedIn(" (PostgreSQL)", { DATABASE_URL: postgres.url }, undefined)
})

it("goals", () => {
  const missed = rows.filter((row) => row.goal !== undefined && row.ratio < row.goal)
  console.table(
    rows.map((row) => ({
      route: row.route,
      "strand req/s": Math.round(row.strand.requestsPerSecond),
      "strand p99 ms": row.strand.p99Ms,
      "strand µs CPU": Math.round(row.strand.cpuMicros),
      "baseline req/s": Math.round(row.bare.requestsPerSecond),
      "baseline p99 ms": row.bare.p99Ms,
      "baseline µs CPU": Math.round(row.bare.cpuMicros),
      ratio: Number(row.ratio.toFixed(2)),
      goal: row.goal ?? "",
    })),
  )
  expect(missed.map((row) => `${row.route}: ${row.ratio.toFixed(2)} < ${row.goal}`)).toEqual([])
})
