/**
 * The real Strand process (`api/src/server/main.ts`, as `npm start` runs it)
 * for tests and benchmarks that need what only a process has: signals,
 * start-up, two processes on one database, its own CPU.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { request } from "node:http"
import { createServer } from "node:net"
import { join } from "node:path"

export const repositoryRoot = join(import.meta.dirname, "..", "..", "..", "..")

/** A port nobody listens on right now (127.0.0.1). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

/** The exit code, or the signal's name when the process was ended by one. */
export const exitCode = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode ?? child.signalCode)
      return
    }
    child.once("exit", (code, signal) => resolve(code ?? signal))
  })

export interface StrandProcess {
  readonly child: ChildProcess
  readonly url: string
  /** everything the process printed so far (stdout and stderr) */
  readonly output: Array<string>
  /** Sends the signal and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>
}

/**
 * Spawns the server and resolves once `GET /api/health` answers 200.
 * Refused connections while it starts are expected; a connection accepted
 * but never answered means the port opened before the app was ready, which
 * would leave real visitors hanging, so that fails the start.
 */
/**
 * Whether the process answers its health check yet, on a connection closed
 * after the answer: an idle keep-alive connection left by start-up would hold
 * a stopping process for its idle grace.
 */
const answersHealth = (url: string) =>
  new Promise<boolean>((resolve, reject) => {
    const asked = request(
      `${url}/api/health`,
      { agent: false, headers: { connection: "close" }, timeout: 5000 },
      (response) => {
        response.resume()
        response.on("end", () => resolve((response.statusCode ?? 0) < 300))
      },
    )
    asked.on("timeout", () => {
      reject(new Error("a request during start-up hung"))
      asked.destroy()
    })
    asked.on("error", () => resolve(false))
    asked.end()
  })

export const startStrandProcess = async (
  env: Record<string, string>,
  options: { readonly startSeconds?: number; readonly nodeArgs?: ReadonlyArray<string> } = {},
): Promise<StrandProcess> => {
  const port = env.PORT ?? String(await freePort())
  const output: Array<string> = []
  const child = spawn(
    join(repositoryRoot, "node_modules", ".bin", "node"),
    [...(options.nodeArgs ?? []), "api/src/server/main.ts"],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: "", ...env, PORT: port },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const stop = (signal: NodeJS.Signals = "SIGTERM") => {
    const ended = exitCode(child)
    child.kill(signal)
    return ended
  }
  const deadline = Date.now() + (options.startSeconds ?? 20) * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited while starting:\n${output.join("")}`)
    }
    const ok = await answersHealth(url)
    if (ok) return { child, url, output, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill("SIGKILL")
  throw new Error(`the server did not start in time:\n${output.join("")}`)
}
