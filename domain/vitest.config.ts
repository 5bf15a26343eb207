import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    name: "domain",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Two files at once even on two cores, where vitest's default (cores - 1)
    // runs one and leaves a core idle when nothing else runs beside it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
