/**
 * A throwaway real PostgreSQL server for tests: initdb into a temporary
 * folder, listen on 127.0.0.1 on a free port, trust auth, removed on stop.
 * Runs as the `postgres` system user when we are root (initdb refuses root).
 * In front of it, when asked, Debian's PgBouncer in transaction mode, as
 * production runs many processes on one server (it refuses root too).
 */
import { execFileSync, spawnSync } from "node:child_process"
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { connect, createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface PostgresServer {
  readonly url: string
  /** Stops the server and removes its files. */
  stop(): void
  /** Stops the server (connections are cut), keeping its files: an outage. */
  halt(): void
  /** Starts it again after `halt`, on the same port. */
  restart(): void
}

const findBinDir = (): string => {
  const fromPath = spawnSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).stdout.trim()
  if (fromPath !== "") return join(fromPath, "..")
  const debianRoot = "/usr/lib/postgresql"
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a))
    for (const version of versions) {
      const dir = join(debianRoot, version, "bin")
      if (existsSync(join(dir, "pg_ctl"))) return dir
    }
  }
  throw new Error(
    "PostgreSQL server binaries (initdb, pg_ctl) were not found. Install Debian's postgresql package: apt-get install -y postgresql",
  )
}

const asRoot = () => process.getuid?.() === 0

/** Runs a server program as `postgres` when we are root (both refuse to run as root). */
const runServerProgram = (program: string, args: ReadonlyArray<string>) =>
  asRoot()
    ? execFileSync("runuser", ["-u", "postgres", "--", program, ...args], { stdio: "pipe" })
    : execFileSync(program, [...args], { stdio: "pipe" })

/** A temporary folder the server programs (run as `postgres` when we are root) may write. */
const serverFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  chmodSync(dir, 0o777)
  if (asRoot()) execFileSync("chown", ["postgres", dir])
  return dir
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })

export const startPostgresServer = async (): Promise<PostgresServer> => {
  const bin = findBinDir()
  const run = (command: string, args: ReadonlyArray<string>) =>
    runServerProgram(join(bin, command), args)

  const dir = serverFolder("strand-pg-")
  const dataDir = join(dir, "data")
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])
  const port = await freePort()
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-o",
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
      "start",
    ])
  const halt = () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        halt()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    halt,
    restart: start,
  }
}

export interface PgBouncer {
  /** The same database URLs as the server's, through PgBouncer. */
  readonly url: string
  /** Stops PgBouncer and removes its files. */
  stop(): void
}

const findPgBouncer = (): string => {
  const fromPath = spawnSync("sh", ["-c", "command -v pgbouncer"], {
    encoding: "utf8",
  }).stdout.trim()
  if (fromPath !== "") return fromPath
  if (existsSync("/usr/sbin/pgbouncer")) return "/usr/sbin/pgbouncer"
  throw new Error(
    "PgBouncer was not found. Install Debian's pgbouncer package: apt-get install -y pgbouncer",
  )
}

/**
 * PgBouncer in transaction mode in front of the server at `serverUrl`, for
 * every database on it, with fewer server connections (`serverConnections`)
 * than its clients will open: each transaction, or statement outside one,
 * runs on whichever server connection is free, so nothing of a session
 * (prepared statements, SET, advisory locks) survives from one to the next.
 */
export const startPgBouncer = async (
  serverUrl: string,
  serverConnections = 5,
): Promise<PgBouncer> => {
  const server = new URL(serverUrl)
  const dir = serverFolder("strand-pgbouncer-")
  const port = await freePort()
  const config = join(dir, "pgbouncer.ini")
  const pidFile = join(dir, "pgbouncer.pid")
  writeFileSync(join(dir, "users.txt"), `"${server.username}" ""\n`)
  writeFileSync(
    config,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${join(dir, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 500",
      `logfile = ${join(dir, "pgbouncer.log")}`,
      `pidfile = ${pidFile}`,
      "",
    ].join("\n"),
  )
  runServerProgram(findPgBouncer(), ["-d", config])
  // Daemonised: ready once it accepts connections.
  for (let attempt = 0; attempt < 100 && !(await accepts(port)); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const url = new URL(serverUrl)
  url.port = String(port)
  return {
    url: url.toString(),
    stop: () => {
      try {
        // SIGINT: PgBouncer's fast shutdown (SIGTERM waits for its clients).
        process.kill(Number(readFileSync(pidFile, "utf8").trim()), "SIGINT")
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
