/**
 * The app loads some modules only when they are needed (the typed API client,
 * the join form's rules, a report's schema, the user menu, the toaster…).
 * Vite's dev server builds a module on its first import, which takes seconds
 * on this machine when the stories run side by side: longer than a play
 * function waits for what a click or a loaded page shows (a CI run failed on
 * it). Every story loads them first, so the stories time the component, not
 * the dev server; the e2e tests run the built app, where they load lazily.
 *
 * The list is checked against every `import()` in web/src by the
 * architecture tests (scripts/architecture/LazyModules.test.ts).
 */
export const loadLazyModules = async () => {
  await Promise.all([
    import("@strand/web/src/features/accounts/userAnswers.ts"),
    import("@strand/web/src/features/ingredients/scan/barcodeReader.ts"),
    import("@strand/web/src/features/ingredients/scan/labelReader.ts"),
    import("@strand/web/src/features/nav/UserMenu.tsx"),
    import("@strand/web/src/features/quiz/pictures/OptionPictures.tsx"),
    import("@strand/web/src/features/result/reportAnswer.ts"),
    import("@strand/web/src/features/waitlist/joinForm.ts"),
    import("@strand/web/src/lib/decodeAnswer.ts"),
    import("@strand/web/src/lib/embeddedAnswers.ts"),
    import("@strand/web/src/lib/engagementCollector.ts"),
    import("@strand/web/src/lib/strandClient.ts"),
    import("@strand/web/src/start.tsx"),
    import("@strand/web/src/ui/toaster.tsx"),
  ])
}
