/**
 * Vitest global setup: one real PostgreSQL server for the whole run, its URL
 * handed to tests as `postgresUrl` (each suite makes its own database in it).
 */
import type { TestProject } from "vitest/node"
import { startPostgresServer } from "./PostgresServer.ts"

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgresServer()
  project.provide("postgresUrl", server.url)
  return () => server.stop()
}
