/**
 * What the report pages' routes show while their data loads (their pending
 * components). A module of its own: a route's pending component is not
 * split from the route table, which every page loads first, so it must not
 * bring the page with it.
 */
import { LoadingPanel } from "../../ui/StatePanel.tsx"

export function ResultLoading() {
  return <LoadingPanel>Loading Your Analysis...</LoadingPanel>
}

export function SummaryLoading() {
  return <LoadingPanel>Loading your summary...</LoadingPanel>
}
