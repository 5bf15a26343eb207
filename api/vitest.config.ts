import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    globalSetup: ["../adapters/src/testing/globalDatabases.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
