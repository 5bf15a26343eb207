/**
 * The table of endpoints the SPA calls through: the contract's, and the
 * addresses it makes (a link's too: the waitlist's CSV).
 */
import { describe, expect, it } from "vitest"
import { apiEndpointsAreCurrent } from "../../build/apiEndpoints.ts"
import { waitlistCsvHref } from "../features/admin/waitlistView.ts"
import { answers } from "./apiAnswers.gen.ts"
import { api } from "./apiEndpoints.gen.ts"
import { answerSchema, apiUrl } from "./callApi.ts"

describe("the API's endpoints", () => {
  it("are the contract's (else: npm run api-endpoints -w @strand/web)", async () => {
    expect(await apiEndpointsAreCurrent()).toBe(true)
  })

  it("load the contract's schema of each JSON answer, and none for the others", async () => {
    const { UserJson } = await import("@strand/api/contract/accounts/UserJson")
    expect(await answerSchema(api.accounts.user)).toBe(UserJson)
    const loaded = Object.keys(answers)
    expect(loaded).toContain("GET /api/analyses/:analysisId")
    expect(loaded).not.toContain("POST /api/analyses/:analysisId/doctor-summary.pdf")
    expect(loaded).not.toContain("GET /api/admin/waitlist.csv")
    expect(loaded).not.toContain("POST /api/events")
    expect(api.analysis.remove).toBe("DELETE /api/analyses/:analysisId")
  })

  it("fill in their parameters, encoded, and their query", () => {
    expect(apiUrl(api.analysis.find, { params: { analysisId: "a/b c" } })).toBe(
      "/api/analyses/a%2Fb%20c",
    )
    expect(apiUrl(api.crm.sync, { params: { crm: "hubspot" } })).toBe("/api/admin/sync-hubspot")
    expect(apiUrl(api.accounts.user)).toBe("/api/user")
    expect(apiUrl(api.progress.compare, { query: { from: "r 1", to: "r/2" } })).toBe(
      "/api/analyses/compare?from=r+1&to=r%2F2",
    )
  })

  it("give the CSV's link, with the search when there is one", () => {
    expect(waitlistCsvHref(undefined)).toBe("/api/admin/waitlist.csv")
    expect(waitlistCsvHref("ada lovelace")).toBe("/api/admin/waitlist.csv?search=ada+lovelace")
  })
})
