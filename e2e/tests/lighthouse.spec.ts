/**
 * Lighthouse, mobile, on /, /quiz and a result page (lighthouse/Lighthouse.ts):
 * accessibility, best practices and SEO are 100. The performance score is
 * reported by `npm run bench` (lighthouse/LighthouseReport.ts), not asserted:
 * it depends on the machine's load, so this test does not measure it.
 */
import { expect, test } from "@playwright/test"
import { asserted, auditPages } from "../lighthouse/Lighthouse.ts"
import { e2ePort } from "../ports.ts"

test("Lighthouse: accessibility, best practices and SEO 100 on /, /quiz and a result page", async () => {
  test.setTimeout(300_000)
  // Only the asserted categories: the performance score is not read here.
  const audits = await auditPages(`http://127.0.0.1:${e2ePort}`, asserted)
  expect(audits.map((audit) => audit.page)).toEqual(["/", "/quiz", "/result?analysisId=…"])
  for (const audit of audits) {
    expect(audit.failing, `${audit.page} lost points on:\n${audit.failing.join("\n")}`).toEqual([])
    expect(
      [audit.scores.accessibility, audit.scores["best-practices"], audit.scores.seo],
      audit.page,
    ).toEqual([100, 100, 100])
  }
})
