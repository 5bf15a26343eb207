/**
 * A throwaway real PostgreSQL server for tests: initdb into a temporary
 * folder, listen on 127.0.0.1 on a free port, trust auth, removed on stop.
 * Runs as the `postgres` system user when we are root (initdb refuses root).
 */
import { execFileSync, spawnSync } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer } from "node:net"
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
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: ReadonlyArray<string>) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, command), ...args], {
          stdio: "pipe",
        })
      : execFileSync(join(bin, command), [...args], { stdio: "pipe" })

  const dir = mkdtempSync(join(tmpdir(), "strand-pg-"))
  chmodSync(dir, 0o777)
  const dataDir = join(dir, "data")
  if (asRoot) execFileSync("chown", ["postgres", dir])
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
