/**
 * End-to-end tests against the real built app: the API server from
 * api/src/server/main.ts serving the built SPA (web/dist) and an embedded
 * database in a fresh temporary directory, driven with Debian's Chromium.
 * Build the SPA first: `npm run build -w @strand/web`.
 *
 * Beside the main app (E2E_PORT, rule-based analyst) run an OpenAI-speaking
 * test server and two more apps with AI_PROVIDER=openai, one pointed at its
 * working endpoint, one at its failing one (ports in ports.ts).
 * tests/aiProvider.spec.ts uses those two. The main app looks scanned
 * barcodes up in an Open Beauty Facts stand-in (fakeOpenBeautyFacts.ts).
 */
import { spawnSync } from "node:child_process"
import { resolve } from "node:path"
import { defineConfig, devices } from "@playwright/test"
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

const baseURL = `http://127.0.0.1:${port}`
const here = import.meta.dirname
const admins = Object.values(e2eAdmins).join(",")
const dataDir = appDataDirs.main

// Once per run, in the runner (its workers inherit the variable): every app's
// database migrated before the web servers below start (migratedDatabase.ts).
if (process.env.STRAND_E2E_MIGRATED === undefined) {
  const migrated = spawnSync(
    process.execPath,
    ["migratedDatabase.ts", ...Object.values(appDataDirs)],
    { cwd: here, stdio: "inherit" },
  )
  if (migrated.status !== 0) throw new Error("could not migrate the e2e apps' database")
  process.env.STRAND_E2E_MIGRATED = "1"
}

/** The app again, on its own port and data folder, asking the test AI server at `path`. */
const appWithOpenAi = (appUrl: string, path: string, dataDir: string) => ({
  command: "node ../api/src/server/main.ts",
  cwd: here,
  url: `${appUrl}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  env: {
    PORT: new URL(appUrl).port,
    STRAND_DATA_DIR: dataDir,
    PUBLIC_URL: appUrl,
    STRAND_WEB_DIST: resolve(here, "../web/dist"),
    TRUST_PROXY: "true",
    ADMIN_EMAILS: admins,
    AI_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-e2e-test-key",
    OPENAI_BASE_URL: `http://127.0.0.1:${fakeAiPort}${path}`,
    OPENAI_MODEL: "gpt-e2e",
  },
})

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  // Two at once even on two cores (Playwright's default there is one): a test
  // spends most of its time waiting on the app, its timers and the browser.
  // The tests share the apps above; each signs in as its own person or admin.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (every action with the page's DOM) and a
    // screenshot of where it stopped. Not the trace's film strip: the
    // screencast behind it cost a third of the browser's CPU in every test,
    // failing or not.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"] },
      // The phone layout is checked by the landing-page tests only.
      testMatch: /landing\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: "node ../api/src/server/main.ts",
      cwd: here,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(port),
        STRAND_DATA_DIR: dataDir,
        // Links in e-mails point where the browser is.
        PUBLIC_URL: baseURL,
        STRAND_WEB_DIST: resolve(here, "../web/dist"),
        // The admin page's e2e signs in as this address (always by e-mailed link).
        ADMIN_EMAILS: admins,
        // Each test sends its own X-Forwarded-For (tests/fixtures.ts), so the
        // per-IP rate limits see separate visitors, as behind a real proxy.
        TRUST_PROXY: "true",
        CATALOGUE_PROVIDER: "openbeautyfacts",
        OPEN_BEAUTY_FACTS_BASE_URL: fakeCatalogueUrl,
      },
    },
    {
      command: "node fakeOpenBeautyFacts.ts",
      cwd: here,
      url: `${fakeCatalogueUrl}/api/v2/product/${scanProducts[0]?.code}`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { FAKE_CATALOGUE_PORT: String(fakeCataloguePort) },
    },
    {
      command: "node fakeAiProvider.ts",
      cwd: here,
      url: `http://127.0.0.1:${fakeAiPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { FAKE_AI_PORT: String(fakeAiPort) },
    },
    appWithOpenAi(aiAppUrls.working, "/v1", appDataDirs.aiWorking),
    appWithOpenAi(aiAppUrls.failing, "/down/v1", appDataDirs.aiFailing),
    appWithOpenAi(aiAppUrls.slow, "/slow/v1", appDataDirs.aiSlow),
    {
      command: `node ../adapters/src/testing/FakeHubSpot.ts ${hubSpotPort}`,
      cwd: here,
      url: `${hubSpotUrl}/__fake/contacts`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node ../api/src/server/main.ts",
      cwd: here,
      url: `${crmAppUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: new URL(crmAppUrl).port,
        STRAND_DATA_DIR: appDataDirs.crm,
        PUBLIC_URL: crmAppUrl,
        STRAND_WEB_DIST: resolve(here, "../web/dist"),
        ADMIN_EMAILS: admins,
        TRUST_PROXY: "true",
        CRM_PROVIDER: "hubspot",
        HUBSPOT_TOKEN: "test-token",
        HUBSPOT_BASE_URL: hubSpotUrl,
      },
    },
  ],
})
