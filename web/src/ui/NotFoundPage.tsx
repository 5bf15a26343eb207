/** Any path the app does not know (spec §2). */
import { Link } from "@tanstack/react-router"
import { buttonClass } from "./button.tsx"
import { StatePanel } from "./StatePanel.tsx"

export function NotFoundPage() {
  return (
    <StatePanel
      title="404 Page Not Found"
      icon="strand"
      action={
        <Link to="/" className={buttonClass("primary")}>
          Back to home
        </Link>
      }
    >
      The page you are looking for does not exist or has moved.
    </StatePanel>
  )
}
