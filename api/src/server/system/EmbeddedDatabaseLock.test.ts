/**
 * One embedded database, one process: a second Strand process started on
 * the same data folder refuses to start and says which process has it (two
 * processes on one PGlite folder each overwrite the other's writes, and
 * acknowledged sign-ups vanish at the next restart); the first goes on
 * untouched. After the holder is killed (kill -9: no clean stop, its lock is
 * left behind), the next process takes the folder over and finds every
 * acknowledged sign-up.
 */

import { spawn } from "node:child_process"
import { rmSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { migratedDataFolder } from "../testing/MigratedDataFolder.ts"
import { exitCode, freePort, repositoryRoot, startStrandProcess } from "../testing/ServerProcess.ts"

const dataDir = migratedDataFolder("strand-lock-")
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const joinAs = (url: string, index: number) =>
  fetch(`${url}/api/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `Locked ${index}`, email: `locked-${index}@example.com` }),
  }).then((response) => response.status)

const count = (url: string) =>
  fetch(`${url}/api/waitlist/count`)
    .then((response) => response.json() as Promise<{ count: number }>)
    .then((body) => body.count)

describe.skipIf(process.env.STRAND_TEST_DATABASE === "postgres")(
  "two processes on one embedded database",
  () => {
    it("the second refuses to start; a killed holder's lock is taken over and nothing acknowledged is lost", async () => {
      const env = { STRAND_DATA_DIR: dataDir }
      const first = await startStrandProcess(env, { startSeconds: 90 })
      for (let index = 0; index < 5; index++) expect(await joinAs(first.url, index)).toBe(200)

      // The second process, on the same folder.
      const second = spawn(
        join(repositoryRoot, "node_modules", ".bin", "node"),
        ["api/src/server/main.ts"],
        {
          cwd: repositoryRoot,
          env: { ...process.env, DATABASE_URL: "", ...env, PORT: String(await freePort()) },
          stdio: ["ignore", "pipe", "pipe"],
        },
      )
      let said = ""
      second.stdout?.on("data", (chunk: Buffer) => {
        said += chunk.toString()
      })
      second.stderr?.on("data", (chunk: Buffer) => {
        said += chunk.toString()
      })
      expect(await exitCode(second)).not.toBe(0)
      expect(said).toContain(
        `is in use by another Strand process (pid ${first.child.pid} on this machine)`,
      )

      // The first goes on as if nothing happened.
      for (let index = 5; index < 10; index++) expect(await joinAs(first.url, index)).toBe(200)
      expect(await count(first.url)).toBe(10)

      // Killed outright: its lock stays behind, and is taken over.
      expect(await first.stop("SIGKILL")).toBe("SIGKILL")
      const third = await startStrandProcess(env, { startSeconds: 90 })
      expect(await count(third.url)).toBe(10)
      expect(await third.stop()).toBe(0)
    }, 240_000)
  },
)
