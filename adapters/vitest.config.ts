import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    name: "adapters",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/globalDatabases.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
