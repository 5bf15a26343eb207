/**
 * Port: reads a person's free-text notes into statements (NoteStatement.ts).
 * Strand's own reader is an adapter over a natural-language library; it
 * reports what the words say (subject, time, negation, numbers, named
 * medicines) and leaves what that means for the report to the domain.
 *
 * Reading never fails: a note the reader cannot make sense of gives no
 * statements, and the quiz answers still stand.
 */
import { Context, type Effect } from "effect"
import type { TextInputs } from "../quiz/QuizAnswers.ts"
import type { NoteReading } from "./NoteStatement.ts"

export class NoteReader extends Context.Service<
  NoteReader,
  {
    read(notes: TextInputs): Effect.Effect<NoteReading>
  }
>()("@strand/domain/notes/NoteReader") {}
