/**
 * Strand's default database: PGlite (PostgreSQL compiled to WebAssembly)
 * keeping its files in a local folder, reached in-process. The @effect/sql-pg
 * client speaks PostgreSQL's wire protocol over a stream; here that stream is
 * one end of an in-memory duplex pair whose other end feeds PGlite directly.
 * So the very same client and SQL serve PGlite and a real PostgreSQL, and
 * nothing listens: no port, no socket file, nothing another local process
 * could connect to (a loopback port with no password let any local user read
 * and write every table, or hold the single connection and hang the app).
 *
 * One PGlite is one PostgreSQL session, so it serves one connection at a
 * time (the client's pool holds one, see Database.ts): a second connection's
 * statements would run inside the first one's transaction. A connection that
 * closes inside a transaction has it rolled back, as a server would.
 */
import { type Duplex, duplexPair } from "node:stream"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { Effect } from "effect"
import { lockDataFolder } from "./DataFolderLock.ts"

export interface EmbeddedPostgres {
  /** A new connection to the database: a stream speaking PostgreSQL's wire protocol. */
  readonly connect: () => Duplex
}

// The untyped first messages of a connection (PostgreSQL protocol 3.0).
const sslRequestCode = 80877103
const cancelRequestCode = 80877102

/** Length of the first complete message in `buffer`, or 0 while it is incomplete. */
const messageLength = (buffer: Buffer, startup: boolean): number => {
  if (startup) {
    // Startup-phase messages: Int32 length (itself included), then the body.
    if (buffer.length < 4) return 0
    const length = buffer.readInt32BE(0)
    return buffer.length >= length ? length : 0
  }
  // Every later message: a type byte, then Int32 length (itself included).
  if (buffer.length < 5) return 0
  const length = 1 + buffer.readInt32BE(1)
  return buffer.length >= length ? length : 0
}

/**
 * Everything sent to the database, from any connection, runs one message at
 * a time in arrival order (a connection's rollback on close included).
 */
const serialised = (db: PGlite) => {
  let pending: Promise<unknown> = Promise.resolve()
  return (work: () => Promise<unknown>, onError: (error: unknown) => void) => {
    pending = pending.then(() => db.runExclusive(work)).catch(onError)
  }
}

const serveConnection = (db: PGlite, enqueue: ReturnType<typeof serialised>, socket: Duplex) => {
  let buffer = Buffer.alloc(0)
  let startup = true
  const send = (data: Uint8Array) => {
    // A copy: PGlite hands out a view of its memory, reused by the next answer.
    if (data.length > 0 && socket.writable) socket.write(Buffer.from(data))
  }
  const fail = (error: unknown) =>
    socket.destroy(error instanceof Error ? error : new Error(String(error)))

  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (
      let length = messageLength(buffer, startup);
      length > 0;
      length = messageLength(buffer, startup)
    ) {
      const message = buffer.subarray(0, length)
      buffer = buffer.subarray(length)
      if (startup && length === 8 && message.readInt32BE(4) === sslRequestCode) {
        send(Buffer.from("N")) // no TLS in-process; the client goes on in plain text
        continue
      }
      if (startup && length === 16 && message.readInt32BE(4) === cancelRequestCode) {
        socket.end() // one session runs one statement at a time: nothing to cancel
        return
      }
      startup = false
      const bytes = new Uint8Array(message)
      enqueue(() => db.execProtocolRawStream(bytes, { onRawData: send }), fail)
    }
  })
  socket.once("close", () =>
    enqueue(
      async () => {
        if (db.isInTransaction()) await db.exec("ROLLBACK")
      },
      () => undefined,
    ),
  )
}

/**
 * Starts PGlite in `dataDir` (created if missing), locked to this process
 * (DataFolderLock.ts); closes it, then gives the folder back, with the scope.
 */
export const startEmbeddedPostgres = (dataDir: string) =>
  Effect.andThen(
    lockDataFolder(dataDir),
    Effect.acquireRelease(
      Effect.promise(async () => {
        // pg_trgm: the admin waitlist's search (migration 0041).
        const db = await PGlite.create(dataDir, { extensions: { pg_trgm } })
        const enqueue = serialised(db)
        const open = new Set<Duplex>()
        const connect = () => {
          const [client, server] = duplexPair()
          if (open.size > 0) {
            // Refused rather than mixed into the open connection's session.
            queueMicrotask(() =>
              client.destroy(new Error("The embedded database takes one connection at a time")),
            )
            return client
          }
          open.add(server)
          server.once("close", () => open.delete(server))
          serveConnection(db, enqueue, server)
          return client
        }
        return { db, open, connect }
      }),
      ({ db, open }) =>
        Effect.promise(async () => {
          for (const connection of open) connection.destroy()
          await db.close()
        }),
    ),
  ).pipe(Effect.map(({ connect }): EmbeddedPostgres => ({ connect })))
