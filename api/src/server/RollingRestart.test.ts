/**
 * A rolling deploy stops a process under load, and nobody may notice. Twenty
 * keep-alive connections send requests back to back (each through the
 * database) when SIGTERM arrives: every request sent gets a whole answer, none
 * a 5xx and no connection is reset; from the signal on, readiness answers
 * 503 at once and every answer says `Connection: close` (a client then opens
 * a new connection, which the closed port refuses: a balancer sends it to
 * another process); and the process exits within a second of its last
 * answer, not at the shutdown bound. (Embedded PGlite: the process is the
 * same on PostgreSQL.)
 */

import { rmSync } from "node:fs"
import { Agent, request } from "node:http"
import { afterAll, describe, expect, it } from "vitest"
import { migratedDataFolder } from "./testing/MigratedDataFolder.ts"
import { exitCode, startStrandProcess } from "./testing/ServerProcess.ts"

const dataDir = migratedDataFolder("strand-rolling-")
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

interface Answer {
  readonly status: number
  readonly connection: string | undefined
  readonly body: string
}

const get = (url: string, agent: Agent) =>
  new Promise<Answer>((resolve, reject) => {
    request(url, { agent }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk) => {
        body += chunk
      })
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
        }),
      )
      response.on("error", reject)
    })
      .on("error", reject)
      .end()
  })

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message

describe.skipIf(process.env.STRAND_TEST_DATABASE === "postgres")("a rolling restart", () => {
  it("drains twenty busy keep-alive connections: no reset, no 5xx, exit right after the last answer", async () => {
    const server = await startStrandProcess(
      {
        STRAND_DATA_DIR: dataDir,
        // Far above what the drain takes: the process must not wait for it.
        SHUTDOWN_TIMEOUT_SECONDS: "10",
        // The probe's connection is idle when the drain begins; on a busy
        // machine this client may take longer than the usual 200 ms to ask.
        SHUTDOWN_IDLE_GRACE_MILLISECONDS: "5000",
      },
      // A busy machine (the test command runs files side by side) starts slowly.
      { startSeconds: 90 },
    )
    const exited = exitCode(server.child)
    let exitedAt = 0
    void exited.then(() => {
      exitedAt = performance.now()
    })

    const statuses: Array<number> = []
    const failures: Array<string> = []
    let lastAnswerAt = 0
    /** Resolved by the first answer that says the drain has begun. */
    let drainSeen: () => void = () => {}
    const drainBegun = new Promise<void>((resolve) => {
      drainSeen = resolve
    })
    const agent = new Agent({ keepAlive: true, maxSockets: 20 })
    /** Requests back to back until the port is closed; the last answer. */
    const connection = async () => {
      let last: Answer | undefined
      while (true) {
        try {
          last = await get(`${server.url}/api/waitlist/count`, agent)
          statuses.push(last.status)
          lastAnswerAt = performance.now()
          if (last.connection === "close") drainSeen()
        } catch (error) {
          // The port closed: a balancer sends this client to another process.
          if (codeOf(error) !== "ECONNREFUSED") failures.push(codeOf(error))
          return last
        }
      }
    }
    const load = Array.from({ length: 20 }, connection)
    // Under load before the signal: a few hundred answers (however busy the machine).
    for (let waited = 0; statuses.length < 300 && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const beforeSignal = statuses.length
    // A balancer's probe on a connection of its own, opened just before the
    // signal (an idle connection is closed by the server after a few seconds).
    const probe = new Agent({ keepAlive: true, maxSockets: 1 })
    expect((await get(`${server.url}/api/readyz`, probe)).status).toBe(200)
    server.child.kill("SIGTERM")
    // The balancer probes again once the process is stopping (an answer said so).
    await drainBegun
    const ready = await get(`${server.url}/api/readyz`, probe)
    const lastAnswers = await Promise.all(load)
    expect(await exited).toBe(0)

    expect(beforeSignal, "the load ran").toBeGreaterThan(100)
    expect(failures, "requests cut off").toEqual([])
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect([ready.status, ready.connection]).toEqual([503, "close"])
    expect(JSON.parse(ready.body)).toMatchObject({ checks: { server: "failing: stopping" } })
    // Each connection ended with an answer that told its client to go elsewhere.
    expect(lastAnswers.map((answer) => answer?.connection)).toEqual(Array(20).fill("close"))
    // Right after, not after the 10 s drain timeout: closing the embedded database is part of
    // exiting, and took 1.4 s on a loaded 2-core machine, so the bound is 3 s, well short of 10.
    expect(exitedAt - lastAnswerAt, "exit after the last answer (ms)").toBeLessThan(3000)
  }, 180_000)
})
