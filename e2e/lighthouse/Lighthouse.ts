/**
 * Lighthouse (mobile, its default) on the pages a visitor meets first: the
 * landing page, the quiz and a result page. Debian's Chromium runs headless
 * with the flags stack.md lists; a person is signed up and analysed through
 * the API first, and the quiz and the result page are audited signed in, with
 * their cookies in the browser. An audit that ends on another page (a sign-in
 * guard's redirect) fails: it would measure the wrong page.
 * Used by tests/lighthouse.spec.ts (accessibility, best practices and SEO
 * must be 100) and by LighthouseReport.ts (`npm run bench`: performance,
 * LCP, TBT, CLS).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { setBrowserCookies } from "./BrowserCookies.ts"

export interface PageAudit {
  readonly page: string
  /** 0–100 by category: performance, accessibility, best-practices, seo */
  readonly scores: Record<string, number>
  /** every audit of the three asserted categories that lost points: "category: id (title)" */
  readonly failing: ReadonlyArray<string>
  /** what kept Lighthouse from measuring the page, if anything (e.g. NO_LCP on a busy machine) */
  readonly problem?: string
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/** Signs a new person up and has them analysed: the result page's URL and their cookie. */
const personWithReport = async (baseUrl: string) => {
  const joined = await fetch(`${baseUrl}/api/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Lighthouse Visitor",
      email: `lighthouse-${crypto.randomUUID().slice(0, 8)}@example.com`,
    }),
  })
  if (!joined.ok) throw new Error(`sign-up failed: ${joined.status} ${await joined.text()}`)
  const cookie = joined.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
  const analysed = await fetch(`${baseUrl}/api/analyze-hair`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ userName: "Lighthouse", answers: { gender: "female" } }),
  })
  if (!analysed.ok) throw new Error(`analysis failed: ${analysed.status} ${await analysed.text()}`)
  const { analysisId } = (await analysed.json()) as { analysisId: string }
  return { resultPath: `/result?analysisId=${analysisId}`, cookie }
}

/** The categories tests/lighthouse.spec.ts holds at 100. */
export const asserted = ["accessibility", "best-practices", "seo"] as const

/**
 * Audits `/`, `/quiz` and a result page of the app at `baseUrl`, one after
 * another, in `categories`: by default the asserted three and performance.
 * Performance is the costliest to measure (a trace with screenshots, then
 * its simulation); a run that reads none of it leaves it out.
 */
export const auditPages = async (
  baseUrl: string,
  categories: ReadonlyArray<string> = ["performance", ...asserted],
): Promise<ReadonlyArray<PageAudit>> => {
  const { resultPath, cookie } = await personWithReport(baseUrl)
  // The quiz and the report as the signed-in person sees them (a visitor is
  // sent to the waitlist, which / already measures).
  const pages: ReadonlyArray<[string, string | undefined]> = [
    ["/", undefined],
    ["/quiz", cookie],
    [resultPath, cookie],
  ]
  const audits: Array<PageAudit> = []
  for (const [page, cookies] of pages) {
    // A trace Lighthouse failed to record (NO_NAVSTART, seen on this machine):
    // its own advice is to run again, so it gets one more run.
    let lhr = await runLighthouse(baseUrl, page, cookies, categories)
    if (lhr.runtimeError?.code === "NO_NAVSTART") {
      lhr = await runLighthouse(baseUrl, page, cookies, categories)
    }
    const ended = new URL(lhr.finalDisplayedUrl)
    if (`${ended.pathname}${ended.search}` !== page) {
      throw new Error(`The audit of ${page} ended on ${ended.pathname}${ended.search}`)
    }
    const { categories: results, audits: all, runtimeError } = lhr
    const failing = asserted.flatMap((category) =>
      (results[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => all[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
        .map((audit) => `${category}: ${audit?.id} (${audit?.title})`),
    )
    audits.push({
      page: page.startsWith("/result") ? "/result?analysisId=…" : page,
      scores: Object.fromEntries(
        Object.entries(results).map(([id, category]) => [
          id,
          Math.round((category.score ?? 0) * 100),
        ]),
      ),
      failing,
      ...(runtimeError === undefined
        ? {}
        : { problem: `${runtimeError.code}: ${runtimeError.message}` }),
      lcpMs: all["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: all["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: all["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    })
  }
  return audits
}

/** One Lighthouse run of `categories` on `page` in a fresh Chromium, with `cookies` in its jar. */
const runLighthouse = async (
  baseUrl: string,
  page: string,
  cookies: string | undefined,
  categories: ReadonlyArray<string>,
) => {
  const userDataDir = mkdtempSync(join(tmpdir(), "strand-lighthouse-"))
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
    userDataDir,
  })
  try {
    if (cookies !== undefined) await setBrowserCookies(chrome.port, baseUrl, cookies)
    const result = await lighthouse(`${baseUrl}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    })
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${page}`)
    return result.lhr
  } finally {
    chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}
