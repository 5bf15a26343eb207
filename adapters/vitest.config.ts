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
  },
})
