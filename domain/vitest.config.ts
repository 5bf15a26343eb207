import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    name: "domain",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // A hang guard, not a speed limit (speed is `npm run bench`): the property tests
    // that write hundreds of reports took over 5 s beside the other steps on two cores.
    testTimeout: 30_000,
    // Two files at once even on two cores, where vitest's default (cores - 1)
    // runs one and leaves a core idle when nothing else runs beside it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share one module graph instead of importing it
    // afresh each: side by side, 383 s isolated against 330 s, user CPU
    // 208 s against 145 s. No domain test touches a global.
    isolate: false,
  },
})
