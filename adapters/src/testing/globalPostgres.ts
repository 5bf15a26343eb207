/**
 * Vitest global setup: one real PostgreSQL server for the whole run, and
 * PgBouncer in transaction mode in front of it; their URLs are handed to
 * tests as `postgresUrl` and `pgBouncerUrl` (each suite makes its own
 * database in the server, and reaches it through PgBouncer by the same name).
 */
import type { TestProject } from "vitest/node"
import { startPgBouncer, startPostgresServer } from "./PostgresServer.ts"

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string
    pgBouncerUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgresServer()
  const pgBouncer = await startPgBouncer(server.url)
  project.provide("postgresUrl", server.url)
  project.provide("pgBouncerUrl", pgBouncer.url)
  return () => {
    try {
      pgBouncer.stop()
    } finally {
      server.stop()
    }
  }
}
