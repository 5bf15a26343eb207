import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    name: "adapters",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/globalDatabases.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at once even on two cores, where vitest's default (cores - 1)
    // runs one: a file here mostly waits (servers starting, the database,
    // timers), so one at a time left the machine idle half the step.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share one module graph instead of importing it
    // afresh each (every suite still opens databases of its own): side by
    // side, 411 s isolated against 334 s, user CPU 144 s against 96 s.
    isolate: false,
  },
})
