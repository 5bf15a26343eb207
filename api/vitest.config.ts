import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    globalSetup: ["../adapters/src/testing/globalDatabases.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default (cores - 1): one file at a time on two cores. Each file
    // here starts a real server; two at once, beside the end-to-end step's
    // browsers, loaded the machine until browser tests failed on timing.
    maxWorkers: Math.max(1, availableParallelism() - 1),
  },
})
