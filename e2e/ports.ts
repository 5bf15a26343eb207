/**
 * Where the e2e servers listen and keep their data, from E2E_PORT (so two
 * checkouts can run their suites side by side): the main app on E2E_PORT;
 * the two apps with AI_PROVIDER=openai and the OpenAI-speaking test server
 * on E2E_AI_PORT, +1 and +2 (default E2E_PORT+10), and an app whose AI
 * provider answers 5 s late on +3; the Open Beauty Facts stand-in the
 * main app looks products up in on E2E_CATALOGUE_PORT (default
 * E2E_PORT+20); the app with
 * CRM_PROVIDER=hubspot and the HubSpot-speaking test server on E2E_CRM_PORT
 * and +1 (default E2E_PORT+30). So a suite uses E2E_PORT to E2E_PORT+31:
 * checkouts running side by side need E2E_PORTs at least 32 apart.
 *
 * The data folders are made once, by the runner (playwright.config.ts
 * imports this first); its workers inherit the variables, so the tests read
 * the same folders (the mail in them: tests/mailFolder.ts).
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export const e2ePort = Number(process.env.E2E_PORT ?? 3199)
const aiPort = Number(process.env.E2E_AI_PORT ?? e2ePort + 10)
const crmPort = Number(process.env.E2E_CRM_PORT ?? e2ePort + 30)

export const aiAppUrls = {
  working: `http://127.0.0.1:${aiPort}`,
  failing: `http://127.0.0.1:${aiPort + 1}`,
  slow: `http://127.0.0.1:${aiPort + 3}`,
}
export const fakeAiPort = aiPort + 2

export const fakeCataloguePort = Number(process.env.E2E_CATALOGUE_PORT ?? e2ePort + 20)
export const fakeCatalogueUrl = `http://127.0.0.1:${fakeCataloguePort}`

export const crmAppUrl = `http://127.0.0.1:${crmPort}`
export const hubSpotPort = crmPort + 1
export const hubSpotUrl = `http://127.0.0.1:${hubSpotPort}`

const dataDir = (variable: string, prefix: string): string => {
  process.env[variable] ??= mkdtempSync(join(tmpdir(), prefix))
  return process.env[variable]
}

export const appDataDirs = {
  main: dataDir("STRAND_E2E_DATA_DIR", "strand-e2e-"),
  aiWorking: dataDir("STRAND_E2E_AI_DATA_DIR", "strand-e2e-ai-"),
  aiFailing: dataDir("STRAND_E2E_AI_DOWN_DATA_DIR", "strand-e2e-ai-down-"),
  aiSlow: dataDir("STRAND_E2E_AI_SLOW_DATA_DIR", "strand-e2e-ai-slow-"),
  crm: dataDir("STRAND_E2E_CRM_DATA_DIR", "strand-e2e-crm-"),
}

/**
 * The admins of every e2e app (ADMIN_EMAILS). Admins sign in only through an
 * e-mailed link, and a newer link voids the older one, so tests running at
 * the same time each sign in as an admin of their own.
 */
export const e2eAdmins = {
  accounts: "admin@strand.test",
  analysts: "analysts-admin@strand.test",
  aiAnalysts: "ai-analysts-admin@strand.test",
  funnel: "funnel-admin@strand.test",
  routes: "routes-admin@strand.test",
  adminErrors: "admin-errors@strand.test",
  crm: "crm-admin@strand.test",
  experts: "experts-admin@strand.test",
}
