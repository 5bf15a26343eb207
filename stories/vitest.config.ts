/**
 * Runs every story as a test (its play function is the assertions) in
 * Debian's Chromium through Vitest's browser mode. Nothing is downloaded.
 */
import { availableParallelism } from "node:os"
import path from "node:path"
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { defineConfig } from "vitest/config"

const here = import.meta.dirname

export default defineConfig({
  // Pre-bundled up front, or Vite re-optimises mid-run and the first stories fail to load.
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react/jsx-dev-runtime",
      "@ark-ui/react/collapsible",
      "@ark-ui/react/dialog",
      "@ark-ui/react/field",
      "@ark-ui/react/menu",
      "@ark-ui/react/popover",
      "@ark-ui/react/portal",
      "@ark-ui/react/progress",
      "@ark-ui/react/toast",
      "@ark-ui/react/tooltip",
      "@tanstack/react-query",
      "@tanstack/react-router",
      "effect",
      "effect/http",
      "effect/http-api",
      "@react-email/render",
      "@react-email/body",
      "@react-email/container",
      "@react-email/head",
      "@react-email/hr",
      "@react-email/html",
      "@react-email/link",
      "@react-email/preview",
      "@react-email/section",
      "@react-email/text",
    ],
  },
  test: {
    // Two story files at once even on two cores, where vitest's default
    // (cores - 1) runs one: a story spends much of its time waiting on its
    // timers and the browser.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A hang guard, not a speed limit: the full report story took over the browser
    // default of 15 s beside the other test steps on two cores.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(here, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            // One settings object per project: a shared one fails (stack.md).
            provider: playwright({
              launchOptions: {
                executablePath: "/usr/bin/chromium",
                args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
              },
            }),
            // Desktop width, so the navigation bar shows its wide layout.
            viewport: { width: 1280, height: 900 },
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
})
