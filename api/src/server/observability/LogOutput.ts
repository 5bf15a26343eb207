/**
 * Where log lines go: standard output, written once per turn of the event
 * loop with every line that turn produced. Node writes to a pipe (a
 * container's log driver, systemd, a supervisor) synchronously, so a write
 * per line cost every request a system call for its access line, and a wait
 * whenever the pipe's reader fell behind; one write per turn carries the
 * lines of all the requests answered in it. Lines keep their order, and
 * whatever is still held when the process exits is written before it does.
 */
let held: Array<string> = []
let flushing = false

const flush = () => {
  flushing = false
  if (held.length === 0) return
  const text = held.join("")
  held = []
  process.stdout.write(text)
}

process.once("exit", flush)

/** Writes `line` (newline included) with the rest of this turn's lines. */
export const writeLogLine = (line: string): void => {
  held.push(line)
  if (flushing) return
  flushing = true
  setImmediate(flush)
}
