/** "Find an expert" as stories render it: a signed-in person, from a report or not. */
import { useState } from "react"
import type { SignedInState } from "../../lib/viewer.ts"
import type { ExpertsSearch } from "./expertsSearch.ts"
import { FindExpertPage } from "./FindExpertPage.tsx"

export function FindExpertExample({
  viewer = "signed-in",
  search: first = {},
}: {
  readonly viewer?: SignedInState
  readonly search?: ExpertsSearch
}) {
  const [search, setSearch] = useState(first)
  return (
    <FindExpertPage
      viewer={viewer}
      email="amara@example.com"
      search={search}
      onSearch={setSearch}
    />
  )
}
