// Prints how the reader reads a note: node adapters/readnote.tmp.ts "text" [noteId]
import { readStrandNotes } from "./src/notes/StrandNoteReader.ts"

const text = process.argv[2] ?? ""
const note = process.argv[3] ?? "health_notes"
const reading = readStrandNotes({ [note]: text } as never)
for (const s of reading.statements) {
  const flags = [
    s.subject,
    s.time,
    s.negated ? "DENIED" : "",
    s.hypothetical ? "HYPO" : "",
    s.resolved ? "RESOLVED" : "",
  ]
    .filter(Boolean)
    .join(" ")
  console.log(
    `${s.kind}${"value" in s && s.value ? "=" + s.value : ""} [${flags}${s.question ? " Q" : ""}${s.monthsAgo !== undefined ? " " + s.monthsAgo + "mo" : ""}] "${s.words}"`,
  )
}
if (reading.subject) console.log("SUBJECT", JSON.stringify(reading.subject))
for (const q of reading.questions ?? []) console.log("QUESTION", q.shape, q.thing ?? "-", JSON.stringify(q.words), q.before ? "BEFORE " + JSON.stringify(q.before) : "")
