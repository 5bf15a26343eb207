/**
 * From a provider's answer to the one report the person reads:
 *
 * 1. the answer is read once (ProviderAnswer.ts);
 * 2. the provider's reading of the notes is merged into Strand's: it can add
 *    facts, never remove one (mergeReadings); the union is what is stored,
 *    and what the rules' floor and every check work from;
 * 3. the floor is written again from the union (microseconds);
 * 4. the report is checked line by line against the person's facts, each
 *    line's citations resolved to the facts it names (CheckedDraft.ts).
 *
 * A report that cannot be given is a RejectedAnswer carrying the union of
 * the readings and the lines dropped on the way, so the rule engine's report
 * given instead is written from the same facts, and the operator sees why.
 */
import { Result, Schema } from "effect"
import { mergeReadings } from "../notes/NotedFacts.ts"
import { NoteReading } from "../notes/NoteStatement.ts"
import { type CheckedReport, checkDraft } from "./CheckedDraft.ts"
import { DroppedLine } from "./DroppedLine.ts"
import type { HairAnalysisRequest, HairAnalystError } from "./HairAnalyst.ts"
import { personFacts, providerFacts } from "./PersonFacts.ts"
import { readProviderAnswer } from "./ProviderAnswer.ts"
import { type RulesFloor, rulesFloor } from "./SafetyFloor.ts"

/** The provider's report could not be given: too many lines contradict the person, or too little is left. */
export class RejectedAnswer extends Schema.TaggedError<RejectedAnswer>()("RejectedAnswer", {
  reason: Schema.Literals(["Contradicted", "InvalidResponse"]),
  message: Schema.String,
  dropped: Schema.Array(DroppedLine),
  /** Strand's reading and the provider's, merged. */
  reading: NoteReading,
}) {}

export interface ProviderReport extends CheckedReport {
  /** Strand's reading and the provider's, merged. */
  readonly reading: NoteReading
  /** The rules' floor written from that union. */
  readonly floor: RulesFloor
}

export const providerReport = (
  draft: unknown,
  request: HairAnalysisRequest,
  /** Names the provider's reading: "openai/gpt-…". */
  reader: string,
): Result.Result<ProviderReport, HairAnalystError | RejectedAnswer> => {
  const answer = readProviderAnswer(draft, request.textInputs, reader)
  if (Result.isFailure(answer)) return Result.fail(answer.failure)
  const { report, cites, statements } = answer.success
  const reading = mergeReadings(request.reading, answer.success.reading)
  const floor = rulesFloor({ ...request, reading })
  const facts = new Map(
    [...personFacts(request), ...providerFacts(statements)].map((fact) => [fact.id, fact.trigger]),
  )
  const checked = checkDraft({ draft: report, cites, facts, floor })
  return Result.isFailure(checked)
    ? Result.fail(new RejectedAnswer({ ...checked.failure, reading }))
    : Result.succeed({ ...checked.success, reading, floor })
}
