/**
 * Adapter: the note-reader port answered by Strand's own reader, built on
 * wink-nlp and its small English model (ReadNotes.ts; docs/analyst.md says why
 * this library). Dates in notes ("since March", "last year") count back
 * from the day of reading, taken from Effect's Clock.
 *
 * Reading never fails: should the reader itself break on some note, the
 * defect is logged and the reading is empty, so the quiz answers still stand.
 */
import { NoteReader } from "@strand/domain/notes/NoteReader"
import { emptyReading } from "@strand/domain/notes/NoteStatement"
import type { TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { Clock, Effect, Layer } from "effect"
import { noteReaderName, readNotes } from "./ReadNotes.ts"

export const WinkNoteReader = Layer.succeed(
  NoteReader,
  NoteReader.of({
    read: Effect.fn("WinkNoteReader.read")(function* (notes: TextInputs) {
      const today = new Date(yield* Clock.currentTimeMillis)
      return yield* Effect.sync(() => readNotes(notes, today)).pipe(
        Effect.catchDefect((defect) =>
          Effect.logError("The note reader broke on a note; reading it as empty", defect).pipe(
            Effect.as(emptyReading(noteReaderName)),
          ),
        ),
      )
    }),
  }),
)
