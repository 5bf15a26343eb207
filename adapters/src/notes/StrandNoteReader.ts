/**
 * Strand's own note reader: the one the server runs and the tests read notes
 * with, so swapping the technology is this one line.
 */
import type { TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { readNotes } from "./ReadNotes.ts"

export { WinkNoteReader as StrandNoteReader } from "./WinkNoteReader.ts"

/** The day the tests read notes on, so "since March" means the same in every run. */
export const testReadingDay = new Date("2026-11-25T12:00:00Z")

/** Notes read as the server reads them, on the tests' day (for tests that write reports directly). */
export const readStrandNotes = (notes: TextInputs) => readNotes(notes, testReadingDay)
