/**
 * The offline evaluation an operator runs before switching models: a report
 * for every persona of the suite (analyst/Personas.ts), written by the
 * configured analyst through the same code that writes people's reports
 * (ReportWriter.ts: the same prompt, reading, line checks, floor and
 * fallbacks), and scored with the same checks:
 *
 * - who wrote it: the provider, or the rule engine instead and why;
 * - contradictions: the provider's lines dropped for contradicting the
 *   person (and those dropped as general advice past the cap);
 * - consistency: what the report-wide check still finds in the report given
 *   (none, unless something slipped through);
 * - red flags: every one of the rules' kept, and first, in order;
 * - lines earned: of the provider's lines the person reads, the share that
 *   cite the person's facts;
 * - length: lines and characters.
 */
import type { FallbackReason } from "@strand/domain/analysis/AnalysisStore"
import { contradicts, type DroppedLineReason } from "@strand/domain/analysis/DroppedLine"
import { makeReportWriter, type WriterSettings } from "@strand/domain/analysis/ReportWriter"
import { rulesFloor } from "@strand/domain/analysis/SafetyFloor"
import { readProfile } from "@strand/domain/analyst/HairProfile"
import { checkReportConsistency } from "@strand/domain/analyst/ReportConsistency"
import { sectionItems } from "@strand/domain/analyst/ReportText"
import { NoteReader } from "@strand/domain/notes/NoteReader"
import { Effect } from "effect"
import type { Persona } from "../analyst/Personas.ts"

export interface PersonaScore {
  readonly persona: string
  /** Who wrote the report given: the configured analyst, or the rule engine instead. */
  readonly writtenBy: "analyst" | "rules instead"
  readonly fallbackReason: FallbackReason | undefined
  /** Lines of the report given (list items, and the snapshot and texture guidance). */
  readonly lines: number
  readonly characters: number
  /** Lines of the report given that the provider wrote, and how many of them cite the person's facts. */
  readonly providerLines: number
  readonly citedLines: number
  /** The provider's lines dropped, by reason. */
  readonly dropped: Readonly<Partial<Record<DroppedLineReason, number>>>
  /** Dropped for contradicting the person (every reason but "generic"). */
  readonly contradictions: number
  /** What the report-wide consistency check still finds in the report given. */
  readonly inconsistencies: number
  /** Every rules red flag kept, first and in order. */
  readonly redFlagsKeptFirst: boolean
  readonly millis: number
}

const counted = <K extends string>(keys: ReadonlyArray<K>) => {
  const counts: Partial<Record<K, number>> = {}
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1
  return counts
}

/** Writes and scores a report for each persona with the configured analyst, one after another. */
export const evaluatePersonas = (personas: ReadonlyArray<Persona>, settings: WriterSettings) =>
  Effect.gen(function* () {
    const write = yield* makeReportWriter(settings)
    const notes = yield* NoteReader
    return yield* Effect.forEach(personas, (persona) =>
      Effect.gen(function* () {
        const textInputs = persona.textInputs ?? {}
        const request = {
          userName: persona.userName ?? "Sam",
          answers: persona.answers,
          textInputs,
          reading: yield* notes.read(textInputs),
        }
        const written = yield* write(request)
        const { results, explanation } = written
        const facts = readProfile({ ...request, reading: written.reading })
        // The all-clear line gives way when the provider raises a concern (SafetyFloor.ts).
        const floor = rulesFloor({ ...request, reading: written.reading })
        const floorFlags = floor.report.redFlags.filter((flag) => flag !== floor.lines.allClear)
        const provider = explanation.items.filter((item) => item.writtenBy === "provider")
        const dropped = counted(written.droppedLines.map((line) => line.reason))
        return {
          persona: persona.id,
          writtenBy: written.fallbackUsed ? "rules instead" : "analyst",
          fallbackReason: written.fallbackReason,
          lines: explanation.items.length,
          characters: sectionItems(results, "all").join("").length,
          providerLines: provider.length,
          citedLines: provider.filter((item) => item.triggers.length > 0).length,
          dropped,
          contradictions: written.droppedLines.filter((line) => contradicts(line.reason)).length,
          inconsistencies: checkReportConsistency(results, facts).length,
          redFlagsKeptFirst: floorFlags.every((flag, i) => results.redFlags[i] === flag),
          millis: written.durationMillis,
        } satisfies PersonaScore
      }),
    )
  })
