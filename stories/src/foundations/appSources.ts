/** The app's own sources as text, for the Foundations pages that show what the app really writes. */
const raw = (files: Record<string, string>) => Object.values(files)

/** The SPA's components (web/src/**\/*.tsx). */
export const componentSources = raw(
  import.meta.glob<string>(["../../../web/src/**/*.tsx", "!**/*.test.tsx"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
)

/** Everything a person can read: the SPA and the domain's messages, tests left out. */
export const productSources = [
  ...componentSources,
  ...raw(
    import.meta.glob<string>(
      [
        "../../../web/src/**/*.ts",
        "../../../domain/src/**/*.ts",
        "!**/*.test.ts",
        "!**/*.bench.ts",
      ],
      { query: "?raw", import: "default", eager: true },
    ),
  ),
]
