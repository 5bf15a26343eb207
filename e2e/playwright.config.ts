/**
 * End-to-end tests against the real built app: the API server from
 * api/src/server/main.ts serving the built SPA (web/dist) and an embedded
 * database in a fresh temporary directory, driven with Debian's Chromium
 * (its headless shell, testBrowser.ts).
 * Build the SPA first: `npm run build -w @strand/web`.
 *
 * The apps and the stand-in servers they talk to (the main app on E2E_PORT,
 * three with an OpenAI-speaking test server behind them, one with a HubSpot
 * stand-in; ports in ports.ts) are started side by side by servers.ts, the
 * global setup, and stopped when the run ends.
 */
import { defineConfig, devices } from "@playwright/test"
import { e2ePort as port } from "./ports.ts"
import { testBrowserArgs, testBrowserPath } from "./testBrowser.ts"

const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  // Two at once even on two cores (Playwright's default there is one): a test
  // spends most of its time waiting on the app, its timers and the browser.
  // The tests share the apps servers.ts starts; each signs in as its own
  // person or admin.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // A whole test's budget is not a product timing (those are asserted where the
  // spec names them, and speed is measured in `npm run bench`): beside the other
  // test steps on two cores, a long journey took 29 s of the old 30.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (every action with the page's DOM) and a
    // screenshot of where it stopped. Not the trace's film strip: the
    // screencast behind it cost a third of the browser's CPU in every test,
    // failing or not.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: testBrowserPath, args: testBrowserArgs },
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
  globalSetup: "./servers.ts",
})
