/**
 * "Analysis Not Found" (the spec's result screen): the report asked for is not there, or is
 * not this person's (the API answers both alike). Each page offers its own
 * way on.
 */
import { analysisNotFoundMessage } from "@strand/api/contract/ApiErrors"
import type { ReactNode } from "react"
import { StatePanel } from "../../ui/StatePanel.tsx"

export function AnalysisNotFoundPanel({ action }: { readonly action: ReactNode }) {
  return (
    <StatePanel icon="search" title="Analysis Not Found" action={action}>
      {analysisNotFoundMessage}
    </StatePanel>
  )
}
