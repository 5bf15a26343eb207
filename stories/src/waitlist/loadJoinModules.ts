/**
 * The waitlist form loads its rules, and the section the API client, when a
 * person first reaches into the form. Vite's dev server builds those modules
 * on their first import, which takes seconds on this machine: longer than a
 * play function waits for what a click shows. These stories load them first,
 * so they time the component, not the dev server; the e2e tests run the
 * built app, where the form loads them on a focus.
 */
export const loadJoinModules = async () => {
  await Promise.all([
    import("@strand/web/src/features/waitlist/joinForm.ts"),
    import("@strand/web/src/lib/strandClient.ts"),
  ])
}
