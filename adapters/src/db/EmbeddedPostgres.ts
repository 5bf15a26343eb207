/**
 * Strand's default database: PGlite (PostgreSQL compiled to WebAssembly)
 * keeping its files in a local folder, exposed on a loopback socket so the
 * very same @effect/sql-pg client and SQL serve it and a real PostgreSQL.
 *
 * One PGlite is one PostgreSQL session, so the socket accepts one connection
 * and the client pool holds one: an open transaction would otherwise block
 * every other connection's queries (see shared/notes/stack.md).
 */
import { mkdir } from "node:fs/promises"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Effect } from "effect"

export interface EmbeddedPostgres {
  readonly host: string
  readonly port: number
}

/** Starts PGlite in `dataDir` (created if missing); stops it with the scope. */
export const startEmbeddedPostgres = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      await mkdir(dataDir, { recursive: true })
      const db = await PGlite.create(dataDir)
      const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 1 })
      await server.start()
      const port = Number(server.getServerConn().split(":").at(-1))
      return { db, server, host: "127.0.0.1", port }
    }),
    ({ db, server }) =>
      Effect.promise(async () => {
        // stop() waits for every client socket to end; a client whose
        // connection was cut short (Ctrl-C during start-up) may never end
        // it, so the wait is bounded and the database closes regardless.
        await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 2000))])
        await db.close()
      }),
  ).pipe(Effect.map(({ host, port }): EmbeddedPostgres => ({ host, port })))
