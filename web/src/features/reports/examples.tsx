/** My Reports as stories render it; "now" is fixed so the relative dates read the same every run. */
import { MyReportsPage, type ReportsViewer } from "./MyReportsPage.tsx"

export const exampleNow = new Date("2026-11-10T12:00:00.000Z")

export function MyReportsExample({ viewer = "signed-in" }: { readonly viewer?: ReportsViewer }) {
  return <MyReportsPage viewer={viewer} now={() => exampleNow} />
}
