/**
 * The app loads some modules only when they are needed (the reader of the
 * API's answers and the contract's schema of each answer, the join form's
 * rules, the user menu, the toaster…). Vite's dev server builds a module on
 * its first import, which takes seconds on this machine when the stories run
 * side by side: longer than a play function waits for what a click or a
 * loaded page shows (a CI run failed on it). Every story loads them first, so
 * the stories time the component, not the dev server; the e2e tests run the
 * built app, where they load lazily.
 *
 * The list is checked against every `import()` in web/src by the
 * architecture tests (scripts/architecture/LazyModules.test.ts).
 */
export const loadLazyModules = async () => {
  await Promise.all([
    import("@strand/web/src/features/ingredients/scan/barcodeReader.ts"),
    import("@strand/web/src/features/ingredients/scan/labelReader.ts"),
    import("@strand/web/src/features/nav/UserMenu.tsx"),
    import("@strand/web/src/features/quiz/pictures/OptionPictures.tsx"),
    import("@strand/web/src/features/waitlist/joinForm.ts"),
    import("@strand/web/src/lib/apiAnswers.gen.ts"),
    import("@strand/web/src/lib/decodeAnswer.ts"),
    import("@strand/web/src/lib/embeddedAnswers.ts"),
    import("@strand/web/src/lib/engagementCollector.ts"),
    import("@strand/web/src/lib/signInFirst.ts"),
    import("@strand/web/src/start.tsx"),
    import("@strand/web/src/ui/toaster.tsx"),
    // The contract's schemas of the answers (web/src/lib/apiAnswers.gen.ts).
    import("@strand/api/contract/Done"),
    import("@strand/api/contract/accounts/AccountsAnswers"),
    import("@strand/api/contract/accounts/UserJson"),
    import("@strand/api/contract/admin/AdminAnalystsAnswers"),
    import("@strand/api/contract/admin/AdminAnswers"),
    import("@strand/api/contract/admin/AdminProductsAnswers"),
    import("@strand/api/contract/analysis/AnalysisAnswers"),
    import("@strand/api/contract/analysis/AnalysisFound"),
    import("@strand/api/contract/analysis/DoctorSummaryAnswers"),
    import("@strand/api/contract/analysis/ReportMailAnswers"),
    import("@strand/api/contract/crm/CrmAnswers"),
    import("@strand/api/contract/engagement/FunnelAnswers"),
    import("@strand/api/contract/experts/AdminExpertsAnswers"),
    import("@strand/api/contract/experts/ExpertsAnswers"),
    import("@strand/api/contract/feedback/FeedbackAnswers"),
    import("@strand/api/contract/ingredients/IngredientCheckAnswers"),
    import("@strand/api/contract/outbox/OutboxAnswers"),
    import("@strand/api/contract/products/ProductsAnswers"),
    import("@strand/api/contract/progress/ProgressAnswers"),
    import("@strand/api/contract/progress/RetakeReminderAnswers"),
    import("@strand/api/contract/routine/RoutineScheduleAnswers"),
    import("@strand/api/contract/system/SystemAnswers"),
    import("@strand/api/contract/waitlist/WaitlistAnswers"),
  ])
}
