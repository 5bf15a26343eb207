/**
 * Playwright's global setup: every server the e2e tests talk to, started
 * side by side, and stopped when the run ends. Playwright's own `webServer`
 * list starts one after another, each waiting for the last to answer, and
 * an app takes seconds to load and open its database.
 *
 * The stand-ins first (the OpenAI-speaking test server, the Open Beauty
 * Facts stand-in and the HubSpot-speaking one), each database migrated once
 * meanwhile (migratedDatabase.ts); then the five apps at once: the main app
 * (E2E_PORT, rule-based analyst, barcodes looked up in the catalogue
 * stand-in), three with AI_PROVIDER=openai pointed at the AI test server's
 * working, failing and slow endpoints (tests/aiProvider.spec.ts,
 * tests/processing.spec.ts), and one with CRM_PROVIDER=hubspot. Each app
 * serves the built SPA (web/dist) and keeps its data in its own folder
 * (ports.ts). A port that already answers fails the run: the tests would
 * talk to someone else's server.
 *
 * Every line a server prints is printed with "[WebServer] " before it.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { resolve } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import {
  aiAppUrls,
  appDataDirs,
  crmAppUrl,
  e2eAdmins,
  fakeAiPort,
  fakeCataloguePort,
  fakeCatalogueUrl,
  hubSpotPort,
  hubSpotUrl,
  e2ePort as port,
} from "./ports.ts"
import { scanProducts } from "./scanProducts.ts"

const here = import.meta.dirname
const baseURL = `http://127.0.0.1:${port}`
const admins = Object.values(e2eAdmins).join(",")
const webDist = resolve(here, "../web/dist")

interface Server {
  /** the script and its arguments, run by node in this folder */
  readonly args: ReadonlyArray<string>
  /** answers 2xx once the server is ready */
  readonly url: string
  readonly env?: Record<string, string>
}

const standIns: ReadonlyArray<Server> = [
  {
    args: ["fakeOpenBeautyFacts.ts"],
    url: `${fakeCatalogueUrl}/api/v2/product/${scanProducts[0]?.code}`,
    env: { FAKE_CATALOGUE_PORT: String(fakeCataloguePort) },
  },
  {
    args: ["fakeAiProvider.ts"],
    url: `http://127.0.0.1:${fakeAiPort}/health`,
    env: { FAKE_AI_PORT: String(fakeAiPort) },
  },
  {
    args: ["../adapters/src/testing/FakeHubSpot.ts", String(hubSpotPort)],
    url: `${hubSpotUrl}/__fake/contacts`,
  },
]

/** The app on `appUrl` with its data in `dataDir`, configured further by `env`. */
const app = (appUrl: string, dataDir: string, env: Record<string, string>): Server => ({
  args: ["../api/src/server/main.ts"],
  url: `${appUrl}/api/health`,
  env: {
    PORT: new URL(appUrl).port,
    STRAND_DATA_DIR: dataDir,
    // Links in e-mails point where the browser is.
    PUBLIC_URL: appUrl,
    STRAND_WEB_DIST: webDist,
    // The admin pages' tests sign in as these addresses (always by e-mailed link).
    ADMIN_EMAILS: admins,
    // Each test sends its own X-Forwarded-For (tests/fixtures.ts), so the
    // per-IP rate limits see separate visitors, as behind a real proxy.
    TRUST_PROXY: "true",
    ...env,
  },
})

/** An app asking the AI test server at `path`. */
const appWithOpenAi = (appUrl: string, path: string, dataDir: string) =>
  app(appUrl, dataDir, {
    AI_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-e2e-test-key",
    OPENAI_BASE_URL: `http://127.0.0.1:${fakeAiPort}${path}`,
    OPENAI_MODEL: "gpt-e2e",
  })

const apps: ReadonlyArray<Server> = [
  app(baseURL, appDataDirs.main, {
    CATALOGUE_PROVIDER: "openbeautyfacts",
    OPEN_BEAUTY_FACTS_BASE_URL: fakeCatalogueUrl,
  }),
  appWithOpenAi(aiAppUrls.working, "/v1", appDataDirs.aiWorking),
  appWithOpenAi(aiAppUrls.failing, "/down/v1", appDataDirs.aiFailing),
  appWithOpenAi(aiAppUrls.slow, "/slow/v1", appDataDirs.aiSlow),
  app(crmAppUrl, appDataDirs.crm, {
    CRM_PROVIDER: "hubspot",
    HUBSPOT_TOKEN: "test-token",
    HUBSPOT_BASE_URL: hubSpotUrl,
  }),
]

/** How long a server may take to answer; five apps starting at once on two cores are slow. */
const startSeconds = 120

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  )

/** Each line of `stream` printed with the prefix Playwright's own web servers had. */
const printLines = (stream: NodeJS.ReadableStream | null) => {
  let partial = ""
  stream?.setEncoding("utf8")
  stream?.on("data", (chunk: string) => {
    const lines = (partial + chunk).split("\n")
    partial = lines.pop() ?? ""
    for (const line of lines) process.stdout.write(`[WebServer] ${line}\n`)
  })
  stream?.on("end", () => {
    if (partial !== "") process.stdout.write(`[WebServer] ${partial}\n`)
  })
}

/** Runs node on `args` in this folder, with `env` over this process's environment. */
const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}) => {
  const child = spawn(process.execPath, args, {
    cwd: here,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  printLines(child.stdout)
  printLines(child.stderr)
  return child
}

const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null)
      done(child.exitCode ?? child.signalCode)
    else child.once("exit", (code, signal) => done(code ?? signal))
  })

/** Starts `server` and resolves once its URL answers; fails if it ends or takes too long. */
const start = async (server: Server, running: Array<ChildProcess>) => {
  if (await answers(server.url)) {
    throw new Error(`${server.url} already answers: something else is running on its port`)
  }
  const child = run(server.args, server.env)
  running.push(child)
  const deadline = Date.now() + startSeconds * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`node ${server.args.join(" ")} ended before ${server.url} answered`)
    }
    if (await answers(server.url)) return
    await sleep(100)
  }
  throw new Error(`${server.url} did not answer within ${startSeconds} s`)
}

/** Migrates one PGlite database and copies it into each app's data folder. */
const migrateDatabases = async () => {
  const code = await exited(run(["migratedDatabase.ts", ...Object.values(appDataDirs)]))
  if (code !== 0) throw new Error(`could not migrate the e2e apps' database (${code})`)
}

const stop = async (running: ReadonlyArray<ChildProcess>) => {
  await Promise.all(
    running.map(async (child) => {
      child.kill("SIGTERM")
      const ended = await Promise.race([exited(child), sleep(10_000, "still running")])
      if (ended === "still running") child.kill("SIGKILL")
    }),
  )
}

/** Runs every step at once; if any fails, stops what started and fails with the first reason. */
const together = async (
  steps: ReadonlyArray<Promise<void>>,
  running: ReadonlyArray<ChildProcess>,
) => {
  const failed = (await Promise.allSettled(steps)).find((step) => step.status === "rejected")
  if (failed !== undefined) {
    await stop(running)
    throw failed.reason
  }
}

export default async function startServers() {
  const running: Array<ChildProcess> = []
  await together([migrateDatabases(), ...standIns.map((server) => start(server, running))], running)
  await together(
    apps.map((server) => start(server, running)),
    running,
  )
  return () => stop(running)
}
