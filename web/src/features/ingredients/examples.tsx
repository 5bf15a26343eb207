/** The checker as stories render it: signed in unless told otherwise, with a label already pasted. */
import { CheckPage, type CheckViewer } from "./CheckPage.tsx"

export function CheckPageExample({
  viewer = "signed-in",
  initialText = "",
}: {
  readonly viewer?: CheckViewer
  readonly initialText?: string
}) {
  return <CheckPage viewer={viewer} initialText={initialText} />
}
