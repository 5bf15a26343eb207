/**
 * Whether a line of a report is earned: its "Why?" cites at least one of
 * this person's own answers or note facts (a question they answered, gender
 * aside, or words they typed), or it is one of the named universal basics
 * (UniversalBasics.ts). A line that rests only on a skipped question, or on
 * the person's gender, would fit anyone.
 */

import { findQuestion } from "../quiz/QuizCatalogue.ts"
import type { ItemEvidence } from "../report/ReportExplanation.ts"
import { isUniversalBasic } from "./UniversalBasics.ts"

const genderQuestion = findQuestion("gender")?.title

/** A reason of the person's own: a note's words, or a question they answered (gender aside). */
export const citesOwnFact = (item: Pick<ItemEvidence, "triggers">): boolean =>
  item.triggers.some(
    (trigger) =>
      trigger.typed === true ||
      (trigger.answer !== "Skipped" && trigger.question !== genderQuestion),
  )

export const isEarnedLine = (item: Pick<ItemEvidence, "rule" | "triggers">): boolean =>
  isUniversalBasic(item.rule ?? "") || citesOwnFact(item)
