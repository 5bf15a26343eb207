/**
 * Vitest global setup: one real PostgreSQL server for the whole run, and
 * PgBouncer in transaction mode in front of it; their URLs are handed to
 * tests as `postgresUrl` and `pgBouncerUrl` (each suite makes its own
 * database in the server, and reaches it through PgBouncer by the same name).
 * Beside them, the migrated databases each test's fresh one starts as a copy
 * of: a PGlite folder, `pgliteTemplate` (PgliteTemplate.ts), and a database
 * on the server, `postgresTemplate` (PostgresTemplate.ts).
 */
import type { TestProject } from "vitest/node"
import { makePgliteTemplate } from "./PgliteTemplate.ts"
import { startPgBouncer, startPostgresServer } from "./PostgresServer.ts"
import { makePostgresTemplate } from "./PostgresTemplate.ts"

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string
    pgBouncerUrl: string
    pgliteTemplate: string
    postgresTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const template = makePgliteTemplate()
  const server = await startPostgresServer()
  const pgBouncer = await startPgBouncer(server.url)
  project.provide("postgresUrl", server.url)
  project.provide("pgBouncerUrl", pgBouncer.url)
  project.provide("postgresTemplate", await makePostgresTemplate(server.url))
  project.provide("pgliteTemplate", (await template).dir)
  return async () => {
    try {
      pgBouncer.stop()
    } finally {
      server.stop()
      ;(await template).remove()
    }
  }
}
