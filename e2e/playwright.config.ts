/**
 * End-to-end tests against the real built app: the API server from
 * api/src/server/main.ts serving the built SPA (web/dist) and an embedded
 * database in a fresh temporary directory, driven with Debian's Chromium.
 * Build the SPA first: `npm run build -w @strand/web`.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { defineConfig, devices } from "@playwright/test"

// E2E_PORT lets two checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`
const here = import.meta.dirname
const dataDir = mkdtempSync(join(tmpdir(), "strand-e2e-"))
// The CRM tests (tests/crm.spec.ts) use a second app connected to a local
// HubSpot-speaking server, so the first app keeps CRM_PROVIDER=none. Their
// ports sit 30 and 31 above E2E_PORT, clear of the checkouts running beside
// this one on the next few ports.
export const crmAppPort = Number(process.env.E2E_CRM_PORT ?? port + 30)
const hubSpotPort = Number(process.env.E2E_HUBSPOT_PORT ?? port + 31)
export const hubSpotUrl = `http://127.0.0.1:${hubSpotPort}`
const crmDataDir = mkdtempSync(join(tmpdir(), "strand-e2e-crm-"))

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
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
        STRAND_WEB_DIST: resolve(here, "../web/dist"),
        // The admin page's e2e signs in as this address.
        ADMIN_EMAILS: "admin@strand.test",
        // Each test sends its own X-Forwarded-For (tests/fixtures.ts), so the
        // per-IP rate limits see separate visitors, as behind a real proxy.
        TRUST_PROXY: "true",
      },
    },
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
      url: `http://127.0.0.1:${crmAppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(crmAppPort),
        STRAND_DATA_DIR: crmDataDir,
        STRAND_WEB_DIST: resolve(here, "../web/dist"),
        ADMIN_EMAILS: "admin@strand.test",
        TRUST_PROXY: "true",
        CRM_PROVIDER: "hubspot",
        HUBSPOT_TOKEN: "test-token",
        HUBSPOT_BASE_URL: hubSpotUrl,
      },
    },
  ],
})
