import { useQuery, useQueryClient } from "@tanstack/react-query"
import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { requireSignedIn } from "../features/accounts/guards.ts"
import { useLogout } from "../features/accounts/mutations.ts"
import { currentUserQueryOptions, userKeys } from "../features/accounts/queries.ts"
import { QuizPage } from "../features/quiz/QuizPage.tsx"
import { quizPageName } from "../features/quiz/quizPageName.ts"
import { reportKeys } from "../features/reports/queries.ts"
import { seedAnalysis } from "../features/result/queries.ts"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/quiz")({
  beforeLoad: requireSignedIn,
  head: () => pageTitle(quizPageName),
  component: QuizRoute,
})

function QuizRoute() {
  const user = useQuery(currentUserQueryOptions())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = useLogout()
  return (
    <QuizPage
      userName={user.data?.name ?? null}
      onBackToHome={() => void navigate({ to: "/" })}
      onLogout={() => logout.mutate()}
      onAnalysed={(analysis) => {
        seedAnalysis(queryClient, analysis)
        void queryClient.invalidateQueries({ queryKey: userKeys.quizStatus() })
        void queryClient.invalidateQueries({ queryKey: reportKeys.list() })
      }}
      onShowResult={(analysisId) => void navigate({ to: "/result", search: { analysisId } })}
    />
  )
}
