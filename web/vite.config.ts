/**
 * The SPA's build and dev server. The router plugin generates
 * src/routeTree.gen.ts from src/routes and must run before React's plugin.
 * `vite build` also renders the landing page and precompresses the output
 * (build/landingPage.ts).
 */
import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import { landingPage } from "./build/landingPage.ts"
import { scannerAssets } from "./build/scannerAssets.ts"
import { inStartGraph, recordStaticImports } from "./build/startChunk.ts"

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Loaders too: what they import (queries, the calls to the API) loads with
      // their route, not with every page.
      codeSplittingOptions: {
        defaultBehavior: [["loader"], ["component"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    react(),
    tailwindcss(),
    recordStaticImports,
    // The label reader's worker, engine and model, from Strand's own origin.
    scannerAssets(),
    // The landing page rendered at build time, and every text file compressed.
    landingPage(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk ("app": React),
        // and everything the app's start imports statically in another
        // ("start", build/startChunk.ts), not 45 small shared ones: a phone on
        // HTTP/1.1 fetches six at a time, a round trip each (Lighthouse: /
        // from 70-75 to 83-87). Routes and what they alone use stay split and
        // load lazily. The start's chunk is evaluated in a task apart from
        // React's (main.tsx); it is shared with the routes, so it must not
        // await at the top level (start.tsx).
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            { name: "start", test: inStartGraph },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // A hang guard, not a speed limit: beside the other test steps on two cores a
    // request test took over the default 5 s.
    testTimeout: 30_000,
  },
})
