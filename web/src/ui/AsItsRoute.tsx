/**
 * A page inside its route's pending and error components, as the router
 * puts them, for the examples that stories render: Try again asks for what
 * failed again (the route's loader does that in the app).
 */
import { useQueryErrorResetBoundary } from "@tanstack/react-query"
import { CatchBoundary, type ErrorComponentProps } from "@tanstack/react-router"
import { type ComponentType, type ReactNode, Suspense } from "react"

export function AsItsRoute({
  pending: Pending,
  error: ErrorPage,
  children,
}: {
  readonly pending: ComponentType
  readonly error: ComponentType<ErrorComponentProps>
  readonly children: ReactNode
}) {
  const queries = useQueryErrorResetBoundary()
  return (
    <CatchBoundary
      getResetKey={() => 0}
      errorComponent={({ error, info, reset }) => (
        <ErrorPage
          error={error}
          info={info}
          reset={() => {
            queries.reset()
            reset()
          }}
        />
      )}
    >
      <Suspense fallback={<Pending />}>{children}</Suspense>
    </CatchBoundary>
  )
}
