import { createFileRoute, Link } from "@tanstack/react-router"
import { buttonClass } from "../ui/button.tsx"

export const Route = createFileRoute("/quiz")({ component: QuizComingSoon })

// A placeholder until the quiz issue lands.
function QuizComingSoon() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-ink-900">Your haircare audit</h1>
      <p className="text-ink-700">The quiz is coming soon.</p>
      <Link to="/" className={buttonClass("secondary")}>
        Back to Home
      </Link>
    </main>
  )
}
