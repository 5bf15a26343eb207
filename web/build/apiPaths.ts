/**
 * Writes src/lib/apiPaths.gen.ts: every endpoint's path as the HTTP
 * contract (api/src/contract/StrandApi.ts) declares it, prefix included, for
 * the requests that go out without the typed client (the reads a page opens
 * with, the waitlist count, engagement events: lib/readApi.ts says why).
 * Reading the contract in the browser would load all of it; this table is a
 * few hundred bytes. A test (src/lib/apiPaths.test.ts) fails when the file
 * no longer matches the contract; `npm run api-paths -w @strand/web`
 * writes it again.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { StrandApi } from "@strand/api/contract/StrandApi"
import { HttpApi } from "effect/http-api"

const apiPathsFile = fileURLToPath(new URL("../src/lib/apiPaths.gen.ts", import.meta.url))

/** The generated module's text. */
const renderApiPaths = (): string => {
  const groups = new Map<string, Array<string>>()
  HttpApi.reflect(StrandApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      const lines = groups.get(group.identifier) ?? []
      lines.push(`    ${endpoint.identifier}: ${JSON.stringify(endpoint.path)},`)
      groups.set(group.identifier, lines)
    },
  })
  const body = [...groups].map(([group, lines]) => `  ${group}: {\n${lines.join("\n")}\n  },`)
  return [
    "// Generated from the HTTP contract (api/src/contract/StrandApi.ts) by",
    "// web/build/apiPaths.ts: do not edit; `npm run api-paths -w @strand/web`.",
    "",
    "/** Every endpoint's path, by group and endpoint as the typed client names them. */",
    "export const apiPaths = {",
    ...body,
    "} as const",
    "",
  ].join("\n")
}

/** Whether the file on disk is what the contract says. */
export const apiPathsAreCurrent = (): boolean =>
  readFileSync(apiPathsFile, "utf8") === renderApiPaths()

if (import.meta.main) writeFileSync(apiPathsFile, renderApiPaths())
