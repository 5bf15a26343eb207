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
    // The files of a worker share one module graph: importing the whole server
    // afresh for every file (49 of them, on each database) was a third of the
    // step's time and most of its CPU. Each file still starts servers of its
    // own on fresh databases; the one module state they shared, Effect's
    // default metric registry, each test server now has of its own.
    isolate: false,
  },
})
