/**
 * The OpenAPI document (GET /api/openapi.json) passes `redocly lint` with
 * Redocly's recommended rules: a summary on every operation, servers, a
 * description on every tag, no duplicated anyOf branches, a licence. A
 * failure lists each problem with where it is and what is missing, e.g.
 * "operation-summary at #/paths/~1api~1calendar/get/summary: Operation object
 * should contain `summary` field" (add `.annotate(OpenApi.Summary, "…")` to
 * that endpoint in api/src/contract).
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DoctorSummaryNotes } from "@strand/domain/analysis/DoctorSummary"
import { OpenApi } from "effect/http-api"
import { afterAll, describe, expect, it } from "vitest"
import { StrandApi } from "../contract/StrandApi.ts"

interface Problem {
  readonly ruleId: string
  readonly severity: string
  readonly message: string
  readonly location: ReadonlyArray<{ readonly pointer: string }>
}

const redocly = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js")
const folder = mkdtempSync(join(tmpdir(), "strand-openapi-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

// A document, not a database: the PostgreSQL lane has nothing to add.
describe.skipIf(process.env.STRAND_TEST_DATABASE === "postgres")("the OpenAPI document", () => {
  it("passes redocly lint with the recommended rules, errors and warnings alike", () => {
    const file = join(folder, "openapi.json")
    writeFileSync(file, JSON.stringify(OpenApi.fromApi(StrandApi), null, 2))
    const run = spawnSync(
      process.execPath,
      [redocly, "lint", "--extends", "recommended", "--format", "json", file],
      { cwd: folder, encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off" } },
    )
    const report = JSON.parse(run.stdout) as { problems: ReadonlyArray<Problem> }
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    )
    expect(problems, `redocly lint found:\n${problems.join("\n")}`).toEqual([])
    expect(run.status).toBe(0)
  }, 60_000)

  it("takes no health text in a query string: URLs end up in proxies' logs and traces", () => {
    const healthText = Object.keys(DoctorSummaryNotes.fields)
    const document = OpenApi.fromApi(StrandApi)
    const inQueries = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { parameters?: ReadonlyArray<unknown> }>).flatMap(
        ([method, operation]) =>
          (operation.parameters ?? [])
            .map((parameter) => parameter as { in: string; name: string })
            .filter((parameter) => parameter.in === "query" && healthText.includes(parameter.name))
            .map((parameter) => `${method.toUpperCase()} ${path}?${parameter.name}`),
      ),
    )
    expect(inQueries).toEqual([])
    const pdf = document.paths["/api/analyses/{analysisId}/doctor-summary.pdf"] as {
      post?: { requestBody?: { content: Record<string, { schema: unknown }> } }
    }
    expect(JSON.stringify(pdf.post?.requestBody?.content["application/json"])).toContain("tried")
  })
})
