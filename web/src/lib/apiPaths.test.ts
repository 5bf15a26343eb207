import { describe, expect, it } from "vitest"
import { apiPathsAreCurrent } from "../../build/apiPaths.ts"
import { apiPath, apiPaths } from "./apiPath.ts"

describe("the API's paths", () => {
  it("are the contract's (else: npm run api-paths -w @strand/web)", () => {
    expect(apiPathsAreCurrent()).toBe(true)
  })

  it("fill in their parameters, encoded", () => {
    expect(apiPath(apiPaths.analysis.find, { analysisId: "a/b c" })).toBe("/api/analyses/a%2Fb%20c")
    expect(apiPath(apiPaths.crm.sync, { crm: "hubspot" })).toBe("/api/admin/sync-hubspot")
    expect(apiPath(apiPaths.accounts.user)).toBe("/api/user")
  })
})
