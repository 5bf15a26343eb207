/**
 * "Start here" for a report an AI provider wrote: every change is a line the
 * person can find in that report, never one from the rules' own report that
 * they never saw (the rules' plan may have a medicated shampoo where the
 * provider's has none).
 *
 * The most urgent finding still comes first: its red flag is part of every
 * report (the safety floor puts it back), and its pathway says the change.
 * Then the report's own lines that rest on the person's facts, in the order
 * a person acts on them: what to stop ("Avoid for now"), then what to use
 * (the products); each with why in one line: the line's own reason when it
 * gives one, otherwise the facts it cites.
 */
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { type ItemEvidence, StartHereItem, type Trigger } from "../report/ReportExplanation.ts"
import { capitalise, uncapitalise } from "../text/Sentences.ts"
import type { HairProfile } from "./HairProfile.ts"
import type { ReportContext } from "./Rule.ts"
import { maxStartHere, startHere } from "./StartHere.ts"

/** "Tight styles while edges recover: they pull" → the change and its reason. */
const splitReason = (line: string): { head: string; reason: string | undefined } => {
  const cut = /:\s+|\s+[-–—]\s+|;\s+|(?<=[a-z])\.\s+/.exec(line)
  if (cut === null) return { head: line.replace(/[.!]+$/, ""), reason: undefined }
  return {
    head: line.slice(0, cut.index).trim(),
    reason: capitalise(line.slice(cut.index + cut[0].length).trim()),
  }
}

/** "Because you told us: Coily; Once a week". */
const becauseOf = (triggers: ReadonlyArray<Trigger>) =>
  `Because you told us: ${triggers.map((trigger) => (trigger.typed === true ? `“${trigger.answer}”` : trigger.answer)).join("; ")}.`

const lineChange = (
  item: ItemEvidence,
  report: AnalysisResults,
): { change: string; why: string } | undefined => {
  if (item.triggers.length === 0) return undefined
  if (item.section === "avoidForNow") {
    const line = report.avoidForNow[item.index]
    if (line === undefined) return undefined
    const { head, reason } = splitReason(line)
    return {
      change: `Avoid for now: ${uncapitalise(head)}`,
      why: reason ?? becauseOf(item.triggers),
    }
  }
  if (item.section === "products") {
    const product = report.productTexture.products[item.index]
    if (product === undefined) return undefined
    return {
      change: `Use ${uncapitalise(product.title)}: ${uncapitalise(product.usage)}`.replace(
        /:\s*$/,
        "",
      ),
      why: becauseOf(item.triggers),
    }
  }
  return undefined
}

const actionOrder: ReadonlyArray<ItemEvidence["section"]> = ["avoidForNow", "products"]

export const startHereFromReport = (
  p: HairProfile,
  ctx: ReportContext,
  report: AnalysisResults,
  items: ReadonlyArray<ItemEvidence>,
): ReadonlyArray<StartHereItem> => {
  const urgent = startHere(p, ctx, { washPlanIsRules: false }).filter((item) => item.urgent)
  const changes = actionOrder.flatMap((section) =>
    items
      .filter((item) => item.section === section)
      .flatMap((item) => {
        const change = lineChange(item, report)
        return change === undefined ? [] : [new StartHereItem({ ...change, urgent: false })]
      }),
  )
  return [...urgent, ...changes].slice(0, maxStartHere)
}
