import { StrandNoteReader } from "@strand/adapters/notes/StrandNoteReader"
import { NoteReader } from "@strand/domain/notes/NoteReader"
import { Effect } from "effect"

const text = process.argv.slice(2).join(" ")
const reading = await Effect.runPromise(
  NoteReader.use((r) => r.read({ health_notes: text })).pipe(Effect.provide(StrandNoteReader)),
)
for (const s of reading.statements)
  console.log(
    s.kind,
    s.value ?? "",
    "amount=" + (s.amount ?? ""),
    "ago=" + (s.monthsAgo ?? ""),
    s.subject,
    s.time,
    s.negated ? "NEG" : "",
    s.hypothetical ? "HYP" : "",
    s.question ? "Q" : "",
    JSON.stringify(s.words),
  )
