/**
 * Log lines leave together, once per turn of the event loop, in the order
 * they were written, and none is lost when the process exits before the
 * turn ends (a fatal start-up error is logged and then the process exits).
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const node = join(import.meta.dirname, "..", "..", "..", "..", "node_modules", ".bin", "node")
const logOutput = join(import.meta.dirname, "LogOutput.ts")

/** What a process running `script` (with `writeLogLine` imported) writes to its standard output. */
const outputOf = (script: string) => {
  const run = spawnSync(
    node,
    [
      "--input-type=module",
      "-e",
      `import { writeLogLine } from ${JSON.stringify(logOutput)}\n${script}`,
    ],
    { encoding: "utf8" },
  )
  expect(run.stderr).toBe("")
  return run.stdout
}

describe("log output", () => {
  it("writes every line, in order", () => {
    expect(
      outputOf(`
        writeLogLine("one\\n")
        setImmediate(() => writeLogLine("three\\n"))
        writeLogLine("two\\n")
      `),
    ).toBe("one\ntwo\nthree\n")
  })

  it("writes what it holds when the process exits before the turn ends", () => {
    expect(
      outputOf(`
        writeLogLine("The database folder is locked by process 42\\n")
        process.exit(1)
      `),
    ).toBe("The database folder is locked by process 42\n")
  })
})
